/**
 * The booking lifecycle (PRODUCT.md §4, issue 14): the statuses a booking can be in, which
 * changes are allowed, when a confirmed booking counts as completed, and until when a guest
 * may cancel. The one home of these rules: services, SQL fragments and the web app read them
 * from here.
 *
 *   pending ──(PayPal capture, or the owner accepts a request)──▶ confirmed ──(end passes)──▶ completed
 *      │                                                              │
 *      └──────(cancel / hold expiry / owner declines / request expires)┴──(cancel)──▶ cancelled
 *
 * Issue 16: a pending booking is either an unpaid PayPal hold (15 minutes) or a request to a
 * `request` venue waiting for the owner (`requestExpiresAt`, booking-rules.ts requestExpiry).
 */

/** Every status a booking can show (SPEC.md §9). `completed` is derived from the end time. */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses that are not final: the booking may still take place or be cancelled (before it ends). */
export const ACTIVE_STATUSES = ['pending', 'confirmed'] as const satisfies readonly BookingStatus[];

/** Allowed status changes: from → the statuses it may become. */
const TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** True when a booking in status `from` may become `to` (e.g. confirmed → cancelled). */
export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/**
 * How long an unpaid PayPal booking (pending) holds its slot, in ms (PRODUCT.md §5: 15 minutes).
 * After that it no longer blocks the slot and housekeeping cancels it.
 */
export const PENDING_HOLD_MS = 15 * 60 * 1000;

/** A pending booking created before this instant no longer holds its slot (now − PENDING_HOLD_MS). */
export function pendingHoldCutoff(now: Date): Date {
  return new Date(now.getTime() - PENDING_HOLD_MS);
}

/**
 * True when a booking holds its slot at `now`: confirmed; or pending and either a request the
 * owner may still answer (`requestExpiresAt` in the future) or an unpaid hold younger than
 * PENDING_HOLD_MS. SQL twin: `holdsSlotSql` in packages/api (booking-figures.ts).
 */
export function holdsSlot(
  booking: { status: string; createdAt: Date; requestExpiresAt: Date | null },
  now: Date,
): boolean {
  if (booking.status === 'confirmed') return true;
  if (booking.status !== 'pending') return false;
  if (booking.requestExpiresAt) return booking.requestExpiresAt.getTime() > now.getTime();
  return booking.createdAt.getTime() >= pendingHoldCutoff(now).getTime();
}

/**
 * The status a booking shows at `now`: a confirmed booking whose end has passed is completed,
 * even before the housekeeping job has written it (`completeEndedBookings`). SQL twin:
 * `isCompletedSql` in packages/api (booking-figures.ts).
 */
export function effectiveBookingStatus(status: string, endAt: Date, now: Date): BookingStatus {
  if (status === 'confirmed' && endAt.getTime() <= now.getTime()) return 'completed';
  return status as BookingStatus;
}

/** True for a booking that took place: completed, or confirmed and ended at `now`. */
export function isCompletedBooking(booking: { status: string; endAt: Date }, now: Date): boolean {
  return effectiveBookingStatus(booking.status, booking.endAt, now) === 'completed';
}

/**
 * The last instant a guest may cancel a booking starting at `startAt`: its start (PRODUCT.md §4;
 * since issue 16 the venue's cancellation policy decides the refund, booking-rules.ts).
 */
export function guestCancellationDeadline(startAt: Date): Date {
  return startAt;
}

/**
 * Why a booking cannot be cancelled at `now`, or null when it can.
 * Input: the stored status, start and end; `byManager` is true for the venue's owner or an
 * admin (canManageBooking), who may cancel until the end; guests only until the start.
 * Output: 'BOOKING_NOT_CANCELLABLE' (cancelled, completed or ended),
 * 'CANCELLATION_WINDOW_CLOSED' (a guest once it started), or null.
 */
export function cancellationProblem(
  booking: { status: string; startAt: Date; endAt: Date },
  byManager: boolean,
  now: Date,
): 'BOOKING_NOT_CANCELLABLE' | 'CANCELLATION_WINDOW_CLOSED' | null {
  const status = effectiveBookingStatus(booking.status, booking.endAt, now);
  if (!canTransition(status, 'cancelled') || booking.endAt.getTime() <= now.getTime()) {
    return 'BOOKING_NOT_CANCELLABLE';
  }
  if (!byManager && now.getTime() >= guestCancellationDeadline(booking.startAt).getTime()) {
    return 'CANCELLATION_WINDOW_CLOSED';
  }
  return null;
}

/** True when a booking may be reviewed at `now` (PRODUCT.md §4: once it took place). */
export function isReviewable(booking: { status: string; endAt: Date }, now: Date): boolean {
  return isCompletedBooking(booking, now);
}
