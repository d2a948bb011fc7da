/**
 * Figures from the guest's bookings (SPEC.md §2 /home; PRODUCT.md §6: real numbers).
 */
import type { BookingDto } from '@rentas/api';
import { centavosOf } from '../../lib/format';

/** The fields these figures need. */
export type BookingFigures = Pick<BookingDto, 'id' | 'status' | 'startDate' | 'endDate' | 'totalAmount'>;

/** Confirmed bookings that have not started yet. */
export function activeBookings<T extends BookingFigures>(bookings: T[], now: Date = new Date()): T[] {
  return bookings
    .filter((b) => b.status === 'confirmed' && new Date(b.startDate).getTime() > now.getTime())
    .sort((a, b) => new Date(a.startDate).getTime() - new Date(b.startDate).getTime());
}

/** The next active booking, if any. */
export function nextBooking<T extends BookingFigures>(bookings: T[], now: Date = new Date()): T | undefined {
  return activeBookings(bookings, now)[0];
}

/** Sum of totals of confirmed and completed bookings (paid or to be paid), in centavos. */
export function totalSpentCentavos(bookings: BookingFigures[]): number {
  return bookings
    .filter((b) => b.status === 'confirmed' || b.status === 'completed')
    .reduce((sum, b) => sum + centavosOf(b.totalAmount), 0);
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
