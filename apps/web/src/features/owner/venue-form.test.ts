import { CreateVenueSchema, UpdateVenueSchema } from '@rentas/domain';
import { describe, expect, it } from 'vitest';
import {
  addUnique,
  checkVenueForm,
  EMPTY_VENUE_FORM,
  isImageUrl,
  mergeUnique,
  PIN_MESSAGE,
  POSTAL_CODE_MESSAGE,
  PRICE_MESSAGE,
  REQUIRED_MESSAGE,
  toCreateVenueInput,
  toUpdateVenueInput,
  type VenueFormValues,
} from './venue-form';

const filled: VenueFormValues = {
  ...EMPTY_VENUE_FORM,
  name: '  Foro Roma ',
  category: 'event_space',
  description: 'Terraza con vista',
  address: 'Colima 120',
  city: 'Ciudad de México',
  capacity: 40,
  pricePerHour: 750,
  colonia: 'Roma Norte',
  lat: 19.4191,
  lng: -99.1623,
};

describe('venue form', () => {
  it('asks for the required fields with the message of SPEC.md §5', () => {
    const problems = checkVenueForm(EMPTY_VENUE_FORM);
    expect(problems.summary).toBe(REQUIRED_MESSAGE);
    expect(Object.keys(problems.fields).sort()).toEqual([
      'address',
      'capacity',
      'category',
      'colonia',
      'description',
      'name',
    ]);
    expect(checkVenueForm({ ...filled, name: '   ' }).summary).toBe(REQUIRED_MESSAGE);
  });

  it('asks for a price by hour or by day', () => {
    expect(checkVenueForm({ ...filled, pricePerHour: '' }).summary).toBe(PRICE_MESSAGE);
    expect(checkVenueForm({ ...filled, pricePerHour: '', pricePerDay: 3000 }).summary).toBeNull();
    expect(checkVenueForm({ ...filled, pricePerHour: 0 }).summary).toBeNull();
  });

  it('needs the pin on the map and a 5-digit postal code (issue 18)', () => {
    expect(checkVenueForm({ ...filled, lat: null, lng: null }).summary).toBe(PIN_MESSAGE);
    expect(checkVenueForm({ ...filled, postalCode: '6700' }).fields.postalCode).toBe(POSTAL_CODE_MESSAGE);
    expect(checkVenueForm({ ...filled, postalCode: '06700' }).summary).toBeNull();
    expect(toCreateVenueInput(filled)).toMatchObject({
      colonia: 'Roma Norte',
      lat: 19.4191,
      lng: -99.1623,
      postalCode: null,
    });
    expect(CreateVenueSchema.safeParse(toCreateVenueInput(filled)).success).toBe(true);
  });

  it('needs a capacity of at least 1', () => {
    expect(checkVenueForm({ ...filled, capacity: 0 }).summary).toBe('La capacidad mínima es 1.');
  });

  it('adding and editing require the same fields, as the server does (issue 13)', () => {
    expect(checkVenueForm({ ...filled, description: '  ' }).fields.description).toBeDefined();
    expect(checkVenueForm(filled).summary).toBeNull();
    const base = { name: 'x', address: 'x', city: 'x', capacity: 1, pricePerHour: 1, category: 'other' };
    expect(CreateVenueSchema.safeParse({ ...base, description: '' }).success).toBe(false);
    expect(
      UpdateVenueSchema.safeParse({ ...base, venueId: '0c517ff9-725d-4b33-888e-a82d217f8e42', description: '' })
        .success,
    ).toBe(false);
  });

  it('sends trimmed text, numbers and null for empty prices', () => {
    expect(toCreateVenueInput(filled, ['/uploads/venues/a.jpg'])).toMatchObject({
      name: 'Foro Roma',
      category: 'event_space',
      description: 'Terraza con vista',
      address: 'Colima 120',
      city: 'Ciudad de México',
      capacity: 40,
      pricePerHour: 750,
      pricePerDay: null,
      amenities: [],
      images: ['/uploads/venues/a.jpg'],
    });
    const update = toUpdateVenueInput('a4b1c2d3-0000-4000-8000-000000000000', { ...filled, description: ' Hola ' });
    expect(update).toMatchObject({ venueId: 'a4b1c2d3-0000-4000-8000-000000000000', description: 'Hola' });
  });
});

describe('lists of amenities and image URLs', () => {
  it('adds trimmed text and ignores duplicates and empty text', () => {
    expect(addUnique(['Wi-Fi'], '  Terraza ')).toEqual({ ok: true, list: ['Wi-Fi', 'Terraza'] });
    expect(addUnique(['Wi-Fi'], 'wi-fi')).toEqual({ ok: false, reason: 'duplicate' });
    expect(addUnique(['Wi-Fi'], '   ')).toEqual({ ok: false, reason: 'empty' });
    expect(addUnique(['a', 'b'], 'c', 2)).toEqual({ ok: false, reason: 'full' });
    expect(mergeUnique(['a', 'b'], ['b', 'c', 'c'])).toEqual(['a', 'b', 'c']);
  });

  it('takes image URLs the server accepts', () => {
    expect(isImageUrl('https://example.com/foto.jpg')).toBe(true);
    expect(isImageUrl('/uploads/venues/x.jpg')).toBe(true);
    expect(isImageUrl('javascript:alert(1)')).toBe(false);
    expect(isImageUrl('foto.jpg')).toBe(false);
  });

  it('checks the extras like the server and sends the rules the server accepts (issue 16)', () => {
    const extra = (name: string, price: number | string, unit: 'booking' | 'hour' = 'booking') => ({
      name,
      price,
      unit,
    });
    expect(checkVenueForm({ ...filled, addOns: [extra(' ', 10)] }).summary).toBe('Escribe el nombre del extra.');
    expect(checkVenueForm({ ...filled, addOns: [extra('Luz', 0)] }).summary).toBe(
      'El precio del extra debe ser mayor que 0.',
    );
    expect(checkVenueForm({ ...filled, addOns: [extra('Luz', 10), extra('luz ', 20)] }).summary).toBe(
      'Hay dos extras con el mismo nombre.',
    );
    expect(checkVenueForm({ ...filled, minNoticeHours: 73 }).summary).toBe(
      'La anticipación mínima debe ser de 0 a 72 horas.',
    );
    const values: VenueFormValues = {
      ...filled,
      bookingMode: 'request',
      cancellationPolicy: 'moderate',
      bufferMinutes: '60',
      minNoticeHours: 24,
      cleaningFee: 250,
      addOns: [{ id: '7f0c5a9e-2b4d-4c6e-8a1b-3d5f7e9a1c2b', ...extra(' Ingeniero ', 300, 'hour') }],
    };
    expect(checkVenueForm(values).summary).toBeNull();
    const parsed = CreateVenueSchema.parse(toCreateVenueInput(values));
    expect(parsed).toMatchObject({
      bookingMode: 'request',
      cancellationPolicy: 'moderate',
      bufferMinutes: 60,
      minNoticeHours: 24,
      cleaningFee: '250.00',
      addOns: [{ id: '7f0c5a9e-2b4d-4c6e-8a1b-3d5f7e9a1c2b', name: 'Ingeniero', price: '300.00', unit: 'hour' }],
    });
    expect(CreateVenueSchema.parse(toCreateVenueInput({ ...filled })).cleaningFee).toBeNull();
  });
});
