/** reviews.*: a guest reviews a completed booking (PRODUCT.md §4). */
import { CreateReviewSchema, ReviewDtoSchema } from '@rentas/domain';
import { createReview } from '../services/reviews';
import { protectedProcedure, router } from '../trpc';

export const reviewsRouter = router({
  /** POST /api/reviews. Input: { bookingId, rating 1..5, comment }. Output: ReviewDto. Errors: 400, 401, 404, 409. */
  create: protectedProcedure
    .input(CreateReviewSchema)
    .output(ReviewDtoSchema)
    .mutation(({ ctx, input }) => createReview(ctx.db, ctx.user, input, ctx.now())),
});
