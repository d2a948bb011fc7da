/**
 * SQL fragments for the money figures of bookings, so the owner dashboard, the profile and
 * the admin financial view count the same things (issue 13). A confirmed booking whose end
 * has passed counts as completed even before the housekeeping job marks it.
 */
import { type RawBuilder, sql } from 'kysely';

/** True for a booking that took place: completed, or confirmed and ended at `now`. */
export function isCompletedSql(now: Date): RawBuilder<boolean> {
  return sql<boolean>`(bookings.status = 'completed' or (bookings.status = 'confirmed' and bookings.end_at <= ${now}))`;
}

/** True for a confirmed booking that has not ended at `now` (it will still take place). */
export function isUpcomingSql(now: Date): RawBuilder<boolean> {
  return sql<boolean>`(bookings.status = 'confirmed' and bookings.end_at > ${now})`;
}
