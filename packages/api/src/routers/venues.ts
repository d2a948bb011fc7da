/** venues.*: public search, detail, reviews, popular, cities and availability (SPEC.md §2, PRODUCT.md §3). */
import { AvailabilitySchema, VenueIdSchema, VenueSearchSchema } from '@rentas/domain';
import { z } from 'zod';
import {
  getVenue,
  listCities,
  listVenueReviews,
  popularVenues,
  searchVenues,
  venueAvailability,
} from '../services/venues';
import { publicProcedure, router } from '../trpc';

export const venuesRouter = router({
  /** Input: VenueSearchSchema (all optional). Output: VenueDto[] of active venues. */
  list: publicProcedure.input(VenueSearchSchema.default({})).query(({ ctx, input }) => searchVenues(ctx.db, input)),

  /** Output: up to 6 VenueDto by rating then bookings (SPEC.md §9). */
  popular: publicProcedure.query(({ ctx }) => popularVenues(ctx.db)),

  /** Input: { id }. Output: VenueDto. Errors: 404 VENUE_NOT_FOUND (also for inactive venues, except owner/admin). */
  byId: publicProcedure.input(VenueIdSchema).query(({ ctx, input }) => getVenue(ctx.db, input.id, ctx.user)),

  /** Input: { venueId, limit? }. Output: ReviewDto[] newest first. */
  reviews: publicProcedure
    .input(
      z.object({
        venueId: z.uuid({ error: 'Venue no encontrado' }),
        limit: z.number().int().min(1).max(100).optional(),
      }),
    )
    .query(({ ctx, input }) => listVenueReviews(ctx.db, input.venueId, input.limit)),

  /** Output: distinct cities of active venues. */
  cities: publicProcedure.query(({ ctx }) => listCities(ctx.db)),

  /** Input: { venueId, date, duration }. Output: each start time with available/past flags. */
  availability: publicProcedure
    .input(AvailabilitySchema)
    .query(({ ctx, input }) => venueAvailability(ctx.db, input, ctx.now())),
});
