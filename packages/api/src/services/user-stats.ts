/** Figures for /home and /profile from the database (PRODUCT.md §6, instead of SPEC.md's hard-coded numbers). */
import type { Db } from '@rentas/db';
import { fromCentavos, toCentavos } from '@rentas/domain';
import { sql } from 'kysely';
import { isCompletedSql, isEndedConfirmedSql, isStandingSql, isUpcomingSql } from './booking-figures';

export interface UserStats {
  /** confirmed bookings that have not started yet */
  activeBookings: number;
  /** ISO start of the next active booking, or null */
  nextBookingAt: string | null;
  nextBookingVenue: string | null;
  /** bookings that stand: confirmed or completed (issue 13: not cancelled ones, not unpaid PayPal holds) */
  bookingsMade: number;
  /**
   * MXN decimal string: money the user actually spent: totals of completed bookings plus
   * upcoming bookings already paid online (PayPal). Upcoming pay-at-venue bookings are not spent yet.
   */
  totalSpent: string;
  /** average stars the user gave, "4.50", or null without reviews */
  averageRatingGiven: string | null;
  reviewsWritten: number;
}

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
