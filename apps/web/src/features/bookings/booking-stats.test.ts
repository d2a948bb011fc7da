import { describe, expect, it } from 'vitest';
import { type BookingFigures, cancellability, canReschedule, sortForList } from './booking-stats';

const now = new Date('2026-11-23T18:00:00.000Z');

function booking(
  id: string,
  status: BookingFigures['status'],
  startDate: string,
  endDate: string,
  totalAmount = '100.00',
): BookingFigures {
  return { id, status, startDate, endDate, totalAmount };
}

const list = [
  booking('later', 'confirmed', '2026-11-30T15:00:00.000Z', '2026-11-30T19:00:00.000Z'),
  booking('soon', 'confirmed', '2026-11-24T15:00:00.000Z', '2026-11-24T17:00:00.000Z'),
  booking('done', 'completed', '2026-11-01T15:00:00.000Z', '2026-11-01T17:00:00.000Z'),
  booking('gone', 'cancelled', '2026-11-25T15:00:00.000Z', '2026-11-25T17:00:00.000Z'),
  booking('wait', 'pending', '2026-11-26T15:00:00.000Z', '2026-11-26T17:00:00.000Z'),
];

describe('the guest booking list', () => {
  it('lists upcoming bookings first and the rest after, newest first', () => {
    const { upcoming, past } = sortForList(list, now);
    expect(upcoming.map((b) => b.id)).toEqual(['soon', 'wait', 'later']);
    expect(past.map((b) => b.id)).toEqual(['gone', 'done']);
  });

  it('lets a guest cancel online until the start (issue 16: the policy sets the refund)', () => {
    expect(cancellability(booking('a', 'confirmed', '2026-11-24T18:00:00.000Z', '2026-11-24T20:00:00.000Z'), now)).toBe(
      'yes',
    );
    expect(cancellability(booking('b', 'confirmed', '2026-11-23T18:01:00.000Z', '2026-11-23T20:00:00.000Z'), now)).toBe(
      'yes',
    );
    expect(cancellability(booking('c', 'pending', '2026-11-30T15:00:00.000Z', '2026-11-30T17:00:00.000Z'), now)).toBe(
      'yes',
    );
  });

  it('offers no cancellation for started, cancelled or completed bookings', () => {
    expect(cancellability(booking('d', 'confirmed', '2026-11-23T17:00:00.000Z', '2026-11-23T19:00:00.000Z'), now)).toBe(
      'no',
    );
    expect(cancellability(list[2] as BookingFigures, now)).toBe('no');
    expect(cancellability(list[3] as BookingFigures, now)).toBe('no');
  });
});

describe('canReschedule (issue 16)', () => {
  const start = '2026-11-27T00:00:00.000Z'; // 78 h after `now`
  const base = {
    status: 'confirmed' as const,
    startDate: start,
    endDate: '2026-11-27T04:00:00.000Z',
    requestExpiresAt: null,
    pendingReschedule: null,
    cancellationPolicy: 'flexible' as const,
  };
  it('offers a move until the policy full-refund deadline, and not after', () => {
    expect(canReschedule(base, now)).toBe(true);
    // moderate: full refund until 72 h before, so 78 h ahead is still in time; strict: 7 days.
    expect(canReschedule({ ...base, cancellationPolicy: 'moderate' }, now)).toBe(true);
    expect(canReschedule({ ...base, cancellationPolicy: 'moderate' }, new Date('2026-11-24T00:00:01.000Z'))).toBe(
      false,
    );
    expect(canReschedule({ ...base, cancellationPolicy: 'strict' }, now)).toBe(false);
  });
  it('not while a move waits, nor for cancelled bookings or unpaid holds', () => {
    expect(
      canReschedule({ ...base, pendingReschedule: { startDate: start, endDate: start, totalAmount: '1.00' } }, now),
    ).toBe(false);
    expect(canReschedule({ ...base, status: 'cancelled' }, now)).toBe(false);
    expect(canReschedule({ ...base, status: 'pending' }, now)).toBe(false);
    expect(canReschedule({ ...base, status: 'pending', requestExpiresAt: '2026-11-24T18:00:00.000Z' }, now)).toBe(true);
    expect(canReschedule({ ...base, status: 'pending', requestExpiresAt: '2026-11-23T17:00:00.000Z' }, now)).toBe(
      false,
    );
  });
});
