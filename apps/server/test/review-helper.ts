import { refreshVenueRatings } from '@rentas/db';
import { createUser } from '@rentas/db/testing';
import type { TestApp } from './helpers';

/** Inserts a review by a new guest and refreshes the venue's rating. */
export async function createReview(t: TestApp, venueId: string, rating: number, comment: string) {
  const user = await createUser(t.db);
  await t.db.insertInto('reviews').values({ venueId, userId: user.id, rating, comment }).execute();
  await refreshVenueRatings(t.db, [venueId]);
}
