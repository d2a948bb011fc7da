import { sql } from 'kysely';
import type { Db } from './client';

/**
 * Recomputes venues.rating (average of review ratings, 2 decimals, 0 when none) and
 * venues.review_count from the reviews table, for the given venues (all when omitted).
 */
export async function refreshVenueRatings(db: Db, venueIds?: string[]): Promise<void> {
  if (venueIds && venueIds.length === 0) return;
  let query = db.updateTable('venues').set({
    rating: sql`coalesce((select round(avg(r.rating)::numeric, 2) from reviews r where r.venue_id = venues.id), 0)`,
    reviewCount: sql`(select count(*)::int from reviews r where r.venue_id = venues.id)`,
  });
  if (venueIds) query = query.where('id', 'in', venueIds);
  await query.execute();
}
