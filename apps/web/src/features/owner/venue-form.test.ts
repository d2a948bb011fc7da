import { CreateVenueSchema, UpdateVenueSchema } from '@rentas/domain';
import { describe, expect, it } from 'vitest';
import {
  addUnique,
  checkVenueForm,
  EMPTY_VENUE_FORM,
  isImageUrl,
  mergeUnique,
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
};

describe('venue form', () => {
  it('asks for the required fields with the message of SPEC.md §5', () => {
    const problems = checkVenueForm(EMPTY_VENUE_FORM);
    expect(problems.summary).toBe(REQUIRED_MESSAGE);
    expect(Object.keys(problems.fields).sort()).toEqual(['address', 'capacity', 'category', 'description', 'name']);
    expect(checkVenueForm({ ...filled, name: '   ' }).summary).toBe(REQUIRED_MESSAGE);
  });

  it('asks for a price by hour or by day', () => {
    expect(checkVenueForm({ ...filled, pricePerHour: '' }).summary).toBe(PRICE_MESSAGE);
    expect(checkVenueForm({ ...filled, pricePerHour: '', pricePerDay: 3000 }).summary).toBeNull();
    expect(checkVenueForm({ ...filled, pricePerHour: 0 }).summary).toBeNull();
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
    expect(toCreateVenueInput(filled, ['/uploads/venues/a.jpg'])).toEqual({
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
});
