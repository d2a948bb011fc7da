/**
 * Ordering, cancellation and move rules of the guest's booking list (/my-bookings). The
 * figures of /home and /profile come from the server (profile.stats).
 */
import type { BookingDto } from '@rentas/api';
import { rescheduleProblem } from '@rentas/domain';

/** The fields these rules need. */
export type BookingFigures = Pick<BookingDto, 'id' | 'status' | 'startDate' | 'endDate' | 'totalAmount'>;

/**
 * Whether the guest can cancel a booking online (booking-lifecycle.ts cancellationProblem):
 * 'yes' until it starts, whatever the refund its policy gives (issue 16; the cancel dialog shows
 * it); 'no' when it is not pending or confirmed, or has started.
 */
export function cancellability(booking: BookingFigures, now: Date = new Date()): 'yes' | 'no' {
  if (booking.status !== 'confirmed' && booking.status !== 'pending') return 'no';
  return new Date(booking.startDate).getTime() > now.getTime() ? 'yes' : 'no';
}

/** Upcoming first (soonest first), then the rest (most recent first). */
export function sortForList<T extends BookingFigures>(
  bookings: T[],
  now: Date = new Date(),
): {
  upcoming: T[];
  past: T[];
} {
  const t = now.getTime();
  const upcoming = bookings
    .filter((b) => new Date(b.endDate).getTime() > t && (b.status === 'confirmed' || b.status === 'pending'))
    .sort((a, b) => new Date(a.startDate).getTime() - new Date(b.startDate).getTime());
  const upcomingIds = new Set(upcoming.map((b) => b.id));
  const past = bookings
    .filter((b) => !upcomingIds.has(b.id))
    .sort((a, b) => new Date(b.startDate).getTime() - new Date(a.startDate).getTime());
  return { upcoming, past };
}

/**
 * Whether to offer "Cambiar fecha" (issue 16): the rule the server applies (booking-rules.ts
 * rescheduleProblem), and no move already waiting for the owner.
 */
export function canReschedule(
  booking: Pick<
    BookingDto,
    'status' | 'startDate' | 'endDate' | 'requestExpiresAt' | 'pendingReschedule' | 'cancellationPolicy'
  >,
  now: Date = new Date(),
): boolean {
  if (booking.pendingReschedule) return false;
  const problem = rescheduleProblem(
    {
      status: booking.status,
      startAt: new Date(booking.startDate),
      endAt: new Date(booking.endDate),
      requestExpiresAt: booking.requestExpiresAt ? new Date(booking.requestExpiresAt) : null,
      cancellationPolicy: booking.cancellationPolicy,
    },
    now,
  );
  return problem === null;
}
