import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUSES,
  cancellationProblem,
  canTransition,
  effectiveBookingStatus,
  guestCancellationDeadline,
  holdsSlot,
  isReviewable,
} from './booking-lifecycle';

const now = new Date('2026-11-24T18:00:00.000Z');
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);

describe('booking lifecycle', () => {
  it('allows only the transitions of the diagram', () => {
    const allowed = BOOKING_STATUSES.flatMap((from) =>
      BOOKING_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['pending→confirmed', 'pending→cancelled', 'confirmed→completed', 'confirmed→cancelled']);
  });

  it('shows a confirmed booking as completed from its end on', () => {
    expect(effectiveBookingStatus('confirmed', hours(1), now)).toBe('confirmed');
    expect(effectiveBookingStatus('confirmed', now, now)).toBe('completed');
    expect(effectiveBookingStatus('pending', hours(-1), now)).toBe('pending');
    expect(effectiveBookingStatus('cancelled', hours(-1), now)).toBe('cancelled');
  });

  it('lets a guest cancel until the start (the policy sets the refund), and a manager until the end', () => {
    expect(guestCancellationDeadline(hours(30)).toISOString()).toBe(hours(30).toISOString());
    const booking = (status: string, start: number, end: number) => ({
      status,
      startAt: hours(start),
      endAt: hours(end),
    });
    expect(cancellationProblem(booking('confirmed', 24, 26), false, now)).toBeNull();
    expect(cancellationProblem(booking('confirmed', 23, 25), false, now)).toBeNull();
    expect(cancellationProblem(booking('confirmed', 0, 2), false, now)).toBe('CANCELLATION_WINDOW_CLOSED');
    expect(cancellationProblem(booking('confirmed', -1, 1), false, now)).toBe('CANCELLATION_WINDOW_CLOSED');
    expect(cancellationProblem(booking('confirmed', 23, 25), true, now)).toBeNull();
    expect(cancellationProblem(booking('confirmed', -1, 1), true, now)).toBeNull();
    expect(cancellationProblem(booking('confirmed', -2, 0), true, now)).toBe('BOOKING_NOT_CANCELLABLE');
    expect(cancellationProblem(booking('pending', 48, 50), false, now)).toBeNull();
    expect(cancellationProblem(booking('cancelled', 48, 50), false, now)).toBe('BOOKING_NOT_CANCELLABLE');
    expect(cancellationProblem(booking('completed', -4, -2), true, now)).toBe('BOOKING_NOT_CANCELLABLE');
  });

  it('holds the slot while confirmed, while a request is open, or for 15 minutes of an unpaid hold', () => {
    const minutes = (m: number) => new Date(now.getTime() + m * 60_000);
    const b = (status: string, createdAt: Date, requestExpiresAt: Date | null = null) => ({
      status,
      createdAt,
      requestExpiresAt,
    });
    expect(holdsSlot(b('confirmed', minutes(-9999)), now)).toBe(true);
    expect(holdsSlot(b('cancelled', minutes(0)), now)).toBe(false);
    expect(holdsSlot(b('pending', minutes(-15)), now)).toBe(true);
    expect(holdsSlot(b('pending', minutes(-15.01)), now)).toBe(false);
    expect(holdsSlot(b('pending', minutes(-600), minutes(1)), now)).toBe(true);
    expect(holdsSlot(b('pending', minutes(-1), now), now)).toBe(false);
  });

  it('is reviewable once it took place', () => {
    expect(isReviewable({ status: 'confirmed', endAt: hours(1) }, now)).toBe(false);
    expect(isReviewable({ status: 'confirmed', endAt: hours(-1) }, now)).toBe(true);
    expect(isReviewable({ status: 'completed', endAt: hours(-1) }, now)).toBe(true);
    expect(isReviewable({ status: 'cancelled', endAt: hours(-1) }, now)).toBe(false);
  });
});
