import { describe, expect, it } from 'vitest';
import { activeBookings, type BookingFigures, nextBooking, sortForList, totalSpentCentavos } from './booking-stats';

const now = new Date('2026-11-23T18:00:00.000Z');

function booking(
  id: string,
  status: BookingFigures['status'],
  startDate: string,
  endDate: string,
  totalAmount: string,
): BookingFigures {
  return { id, status, startDate, endDate, totalAmount };
}

const list = [
  booking('later', 'confirmed', '2026-11-30T15:00:00.000Z', '2026-11-30T19:00:00.000Z', '1672.00'),
  booking('soon', 'confirmed', '2026-11-24T15:00:00.000Z', '2026-11-24T17:00:00.000Z', '836.00'),
  booking('done', 'completed', '2026-11-01T15:00:00.000Z', '2026-11-01T17:00:00.000Z', '500.50'),
  booking('gone', 'cancelled', '2026-11-25T15:00:00.000Z', '2026-11-25T17:00:00.000Z', '900.00'),
  booking('wait', 'pending', '2026-11-26T15:00:00.000Z', '2026-11-26T17:00:00.000Z', '100.00'),
];

describe('booking figures on the user home', () => {
  it('counts confirmed bookings that have not started as active, soonest first', () => {
    expect(activeBookings(list, now).map((b) => b.id)).toEqual(['soon', 'later']);
    expect(nextBooking(list, now)?.id).toBe('soon');
    expect(nextBooking([], now)).toBeUndefined();
  });

  it('adds the totals of confirmed and completed bookings only', () => {
    expect(totalSpentCentavos(list)).toBe(167200 + 83600 + 50050);
  });

  it('lists upcoming bookings first and the rest after, newest first', () => {
    const { upcoming, past } = sortForList(list, now);
    expect(upcoming.map((b) => b.id)).toEqual(['soon', 'wait', 'later']);
    expect(past.map((b) => b.id)).toEqual(['gone', 'done']);
  });
});
