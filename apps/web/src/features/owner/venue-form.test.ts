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
  address: 'Colima 120',
  city: 'Ciudad de México',
  capacity: 40,
  pricePerHour: 750,
};

describe('venue form', () => {
  it('asks for the required fields with the message of SPEC.md §5', () => {
    const problems = checkVenueForm(EMPTY_VENUE_FORM, 'create');
    expect(problems.summary).toBe(REQUIRED_MESSAGE);
    expect(Object.keys(problems.fields).sort()).toEqual(['address', 'capacity', 'category', 'name']);
    expect(checkVenueForm({ ...filled, name: '   ' }, 'create').summary).toBe(REQUIRED_MESSAGE);
  });

  it('asks for a price by hour or by day', () => {
    expect(checkVenueForm({ ...filled, pricePerHour: '' }, 'create').summary).toBe(PRICE_MESSAGE);
    expect(checkVenueForm({ ...filled, pricePerHour: '', pricePerDay: 3000 }, 'create').summary).toBeNull();
    expect(checkVenueForm({ ...filled, pricePerHour: 0 }, 'create').summary).toBeNull();
  });

  it('needs a capacity of at least 1', () => {
    expect(checkVenueForm({ ...filled, capacity: 0 }, 'create').summary).toBe('La capacidad mínima es 1.');
  });

  it('requires the description when editing', () => {
    expect(checkVenueForm(filled, 'edit').fields.description).toBeDefined();
    expect(checkVenueForm({ ...filled, description: 'Terraza' }, 'edit').summary).toBeNull();
  });

  it('sends trimmed text, numbers and null for empty prices', () => {
    expect(toCreateVenueInput(filled, ['/uploads/venues/a.jpg'])).toEqual({
      name: 'Foro Roma',
      category: 'event_space',
      description: '',
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
