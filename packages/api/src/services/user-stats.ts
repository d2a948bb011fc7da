/** Figures for /home and /profile from the database (PRODUCT.md §6, instead of SPEC.md's hard-coded numbers). */
import type { Db } from '@rentas/db';
import type { UserStats } from '@rentas/domain';
import { fromCentavos, toCentavos } from '@rentas/domain';
import { sql } from 'kysely';
import { isCompletedSql, isEndedConfirmedSql, isStandingSql, isUpcomingSql } from './booking-figures';

export type { UserStats };

/** The signed-in user's booking and review figures. */
export async function userStats(db: Db, userId: string, now: Date): Promise<UserStats> {
  const b = await db
    .selectFrom('bookings')
    .select([
      sql<string>`count(*) filter (where status = 'confirmed' and start_at > ${now})`.as('active'),
      sql<string>`count(*) filter (where ${isStandingSql()})`.as('made'),
      sql<
        string | null
      >`sum(total_amount) filter (where ${isCompletedSql(now)} or (${isUpcomingSql(now)} and payment_method = 'paypal'))`.as(
        'spent',
      ),
    ])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  const next = await db
    .selectFrom('bookings')
    .innerJoin('venues', 'venues.id', 'bookings.venueId')
    .select(['bookings.startAt', 'venues.name'])
    .where('bookings.userId', '=', userId)
    .where('bookings.status', '=', 'confirmed')
    .where('bookings.startAt', '>', now)
    .orderBy('bookings.startAt')
    .limit(1)
    .executeTakeFirst();
  const r = await db
    .selectFrom('reviews')
    .select([sql<string>`count(*)`.as('n'), sql<string | null>`round(avg(rating)::numeric, 2)`.as('avg')])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    activeBookings: Number(b.active),
    nextBookingAt: next?.startAt.toISOString() ?? null,
    nextBookingVenue: next?.name ?? null,
    bookingsMade: Number(b.made),
    totalSpent: fromCentavos(toCentavos(b.spent ?? '0')),
    averageRatingGiven: r.avg === null ? null : Number(r.avg).toFixed(2),
    reviewsWritten: Number(r.n),
  };
}

/**
 * Marks confirmed bookings whose end has passed as completed (the scheduled job; reads also
 * derive it). Output: how many rows changed.
 */
export async function completeEndedBookings(db: Db, now: Date): Promise<number> {
  const result = await db
    .updateTable('bookings')
    .set({ status: 'completed' })
    .where(isEndedConfirmedSql(now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
