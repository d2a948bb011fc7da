import { sql } from 'kysely';
import type { Db } from './client';

/**
 * Recomputes venues.rating (average of review ratings, 2 decimals, 0 when none) and
 * venues.review_count from the reviews table, for the given venues (all when omitted). Only
 * venues whose figures change are written: an unchanged venue gets no new row version.
 * Output: how many venues were written.
 */
export async function refreshVenueRatings(db: Db, venueIds?: string[]): Promise<number> {
  if (venueIds && venueIds.length === 0) return 0;
  const query = db
    .updateTable('venues')
    .from(
      db
        .selectFrom('venues as v')
        .leftJoin('reviews as r', 'r.venueId', 'v.id')
        .select([
          'v.id',
          sql<string>`coalesce(round(avg(r.rating)::numeric, 2), 0)`.as('rating'),
          sql<number>`count(r.id)::int`.as('reviewCount'),
        ])
        .groupBy('v.id')
        // The given venues only: the join below writes no other.
        .$if(venueIds !== undefined, (q) => q.where('v.id', 'in', venueIds ?? []))
        .as('figures'),
    )
    .set({ rating: sql`figures.rating`, reviewCount: sql`figures.review_count` })
    .whereRef('venues.id', '=', 'figures.id')
    .where(sql<boolean>`(venues.rating, venues.review_count) is distinct from (figures.rating, figures.review_count)`);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
