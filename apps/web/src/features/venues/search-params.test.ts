import { describe, expect, it } from 'vitest';
import { hasFilters, parseVenueSearch, toVenueListInput } from './search-params';

describe('venue search parameters', () => {
  it('keeps valid filters from the URL and drops malformed ones', () => {
    const params = parseVenueSearch({
      q: 'café',
      category: 'audio_studio',
      guests: '4',
      date: '2026-12-01',
      startTime: '09:00',
      duration: 8,
      minPrice: 'x',
      city: 123,
    });
    expect(params).toEqual({
      q: 'café',
      category: 'audio_studio',
      city: '123',
      guests: 4,
      date: '2026-12-01',
      startTime: '09:00',
      duration: 8,
      minPrice: undefined,
      maxPrice: undefined,
    });
  });

  it('ignores unknown categories, start times and durations', () => {
    const params = parseVenueSearch({ category: 'castle', startTime: '10:00', duration: 3, guests: 0 });
    expect(params.category).toBeUndefined();
    expect(params.startTime).toBeUndefined();
    expect(params.duration).toBeUndefined();
    expect(params.guests).toBeUndefined();
    expect(hasFilters(params)).toBe(false);
  });

  it("keeps SPEC.md's 'local' option in the URL and searches category other", () => {
    const params = parseVenueSearch({ category: 'Local' });
    expect(params.category).toBe('local');
    expect(toVenueListInput(params)).toEqual({ category: 'other' });
  });

  it('maps older category names to the canonical ones', () => {
    expect(parseVenueSearch({ category: 'meeting' }).category).toBe('meeting_room');
  });

  it('filters by availability only with a date and a start time, 4 hours by default', () => {
    expect(toVenueListInput(parseVenueSearch({ date: '2026-12-01' }))).toEqual({});
    expect(toVenueListInput(parseVenueSearch({ date: '2026-12-01', startTime: '18:00' }))).toEqual({
      date: '2026-12-01',
      startTime: '18:00',
      duration: 4,
    });
  });
});
