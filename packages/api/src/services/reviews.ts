/** Reviews (PRODUCT.md §4): a guest may review a venue once per completed booking. */
import { type Db, refreshVenueRatings } from '@rentas/db';
import { AppError, type CreateReviewSchema, canBookVenue, isBookingGuest, isReviewable } from '@rentas/domain';
import type { z } from 'zod';
import type { SessionUser } from '../context';
import type { ReviewDto } from './venues';

/**
 * Creates the review of a completed booking and refreshes the venue's rating and count in
 * the same transaction. Output: ReviewDto. Errors: BOOKING_NOT_FOUND 404 (not the guest's),
 * OWN_VENUE_REVIEW 403 (issue 12: an owner cannot rate their own venue, even from a booking
 * made before owners were refused as guests), REVIEW_NOT_ALLOWED 409 (not completed yet, or
 * cancelled), REVIEW_EXISTS 409.
 */
export async function createReview(
  db: Db,
  user: SessionUser,
  input: z.output<typeof CreateReviewSchema>,
  now: Date,
): Promise<ReviewDto> {
  return db.transaction().execute(async (trx) => {
    const booking = await trx
      .selectFrom('bookings')
      .innerJoin('venues', 'venues.id', 'bookings.venueId')
      .select(['bookings.id', 'bookings.venueId', 'bookings.userId', 'bookings.status', 'bookings.endAt'])
      .select('venues.ownerId')
      .where('bookings.id', '=', input.bookingId)
      .forUpdate('bookings')
      .executeTakeFirst();
    // canReviewBooking, split so that each refusal keeps its own error.
    if (!booking || !isBookingGuest(user, booking)) throw new AppError('BOOKING_NOT_FOUND');
    if (!canBookVenue(user, booking)) throw new AppError('OWN_VENUE_REVIEW');
    if (!isReviewable(booking, now)) throw new AppError('REVIEW_NOT_ALLOWED');
    const row = await trx
      .insertInto('reviews')
      .values({
        venueId: booking.venueId,
        userId: user.id,
        bookingId: booking.id,
        rating: input.rating,
        comment: input.comment,
      })
      .onConflict((oc) => oc.column('bookingId').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError('REVIEW_EXISTS');
    await refreshVenueRatings(trx, [booking.venueId]);
    return {
      id: row.id,
      rating: row.rating,
      comment: row.comment,
      createdAt: row.createdAt.toISOString(),
      user: { firstName: user.firstName ?? 'Usuario' },
    };
  });
}

/** Ids of the user's bookings that already have a review (the my-bookings screen hides the form). */
export async function reviewedBookingIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('reviews')
    .select('bookingId')
    .where('userId', '=', userId)
    .where('bookingId', 'is not', null)
    .execute();
  return rows.map((r) => r.bookingId as string);
}
