/**
 * Ordering and cancellation rules of the guest's booking list (/my-bookings). The
 * figures of /home and /profile come from the server (profile.stats).
 */
import type { BookingDto } from '@rentas/api';

/** The fields these rules need. */
export type BookingFigures = Pick<BookingDto, 'id' | 'status' | 'startDate' | 'endDate' | 'totalAmount'>;

/** Guests may cancel online until this long before the start (the server enforces it too). */
export const FREE_CANCELLATION_HOURS = 24;

/**
 * Whether the guest can cancel a booking online: 'yes'; 'late' when it starts within
 * 24 h (the server refuses it: contact the owner); 'no' when it is not pending or
 * confirmed, or has started.
 */
export function cancellability(booking: BookingFigures, now: Date = new Date()): 'yes' | 'late' | 'no' {
  if (booking.status !== 'confirmed' && booking.status !== 'pending') return 'no';
  const untilStart = new Date(booking.startDate).getTime() - now.getTime();
  if (untilStart <= 0) return 'no';
  return untilStart < FREE_CANCELLATION_HOURS * 60 * 60 * 1000 ? 'late' : 'yes';
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
