import { describe, expect, it } from 'vitest';
import { parseOwnerBookingsSearch } from './owner-bookings-search';

describe('owner bookings filters in the URL', () => {
  it('keeps valid filters and drops the rest', () => {
    expect(
      parseOwnerBookingsSearch({
        venue: '0c517ff9-725d-4b33-888e-a82d217f8e42',
        status: 'cancelled',
        date: '2026-11-27',
      }),
    ).toEqual({ venue: '0c517ff9-725d-4b33-888e-a82d217f8e42', status: 'cancelled', date: '2026-11-27' });
    expect(parseOwnerBookingsSearch({ venue: 'x', status: 'perdida', date: 27, other: 1 })).toEqual({});
  });
});
