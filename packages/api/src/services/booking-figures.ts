/**
 * The booking lifecycle's rules in SQL (packages/domain booking-lifecycle.ts), so the owner
 * dashboard, the profile, the admin financial view and the housekeeping count the same
 * things (issues 13, 14). A confirmed booking whose end has passed counts as completed even
 * before the housekeeping job marks it. Each fragment reads the `bookings` table by name.
 */
import { type RawBuilder, sql } from 'kysely';

/** Confirmed and ended at `now`: completed, not yet written by `completeEndedBookings`. */
export function isEndedConfirmedSql(now: Date): RawBuilder<boolean> {
  return sql<boolean>`(bookings.status = 'confirmed' and bookings.end_at <= ${now})`;
}

/** True for a booking that took place: completed, or confirmed and ended at `now` (effectiveBookingStatus). */
export function isCompletedSql(now: Date): RawBuilder<boolean> {
  return sql<boolean>`(bookings.status = 'completed' or ${isEndedConfirmedSql(now)})`;
}

/** True for a confirmed booking that has not ended at `now` (it will still take place). */
export function isUpcomingSql(now: Date): RawBuilder<boolean> {
  return sql<boolean>`(bookings.status = 'confirmed' and bookings.end_at > ${now})`;
}

/** True for a booking that stands: confirmed or completed (not cancelled, not an unpaid hold). */
export function isStandingSql(): RawBuilder<boolean> {
  return sql<boolean>`bookings.status in ('confirmed', 'completed')`;
}
