/** venues.*: public search, detail, reviews, popular, cities and availability (SPEC.md §2, PRODUCT.md §3). */
import {
  AvailabilitySchema,
  AvailableDaySchema,
  CreateVenueSchema,
  MonthAvailabilitySchema,
  ReviewDtoSchema,
  StartTimeAvailabilitySchema,
  SuccessSchema,
  UpdateVenueSchema,
  VENUE_PAGE_SIZE,
  VenueDetailDtoSchema,
  VenueDtoSchema,
  VenueIdSchema,
  VenueSearchPageDtoSchema,
  VenueSearchPageSchema,
  VenueSearchSchema,
} from '@rentas/domain';
import { z } from 'zod';
import type { Context } from '../context';
import {
  createOwnedVenue,
  deleteManagedVenue,
  getManagedVenue,
  listOwnedVenues,
  updateManagedVenue,
} from '../services/owner-venues';
import { searchCacheKey } from '../services/search-cache';
import { getVenueDetail, toVenueDetail } from '../services/venue-add-ons';
import {
  countVenues,
  listCities,
  listVenueReviews,
  popularVenues,
  searchVenues,
  venueAvailability,
  venueMonthAvailability,
} from '../services/venues';
import { ownerProcedure, publicProcedure, router } from '../trpc';

/** A public search answer through the context's cache when there is one (services/search-cache.ts). */
function cachedSearch<T>(ctx: Context, key: string, load: () => Promise<T>): Promise<T> {
  return ctx.searchCache ? ctx.searchCache.get(key, load) : load();
}

export const venuesRouter = router({
  /** GET /api/venues. Input: VenueSearchSchema (all optional; limit default 24, offset). Output: VenueDto[] of active venues. */
  list: publicProcedure
    .input(VenueSearchSchema.default({ limit: VENUE_PAGE_SIZE, offset: 0 }))
    .output(z.array(VenueDtoSchema))
    .query(({ ctx, input }) =>
      cachedSearch(ctx, searchCacheKey('list', input), () => searchVenues(ctx.db, input, ctx.now())),
    ),

  /**
   * Input: VenueSearchPageSchema (filters, limit, cursor = offset). Output: { venues, total, nextCursor }
   * — one page, how many match in all, and the next page's cursor (null on the last page).
   */
  search: publicProcedure
    .input(VenueSearchPageSchema)
    .output(VenueSearchPageDtoSchema)
    .query(({ ctx, input }) => {
      const page = { ...input, offset: input.cursor ?? input.offset, cursor: undefined };
      return cachedSearch(ctx, searchCacheKey('search', page), async () => {
        const [venues, total] = await Promise.all([
          searchVenues(ctx.db, page, ctx.now()),
          countVenues(ctx.db, page, ctx.now()),
        ]);
        const next = page.offset + venues.length;
        return { venues, total, nextCursor: next < total ? next : null };
      });
    }),

  /** Output: up to 6 VenueDto by rating then bookings (SPEC.md §9). */
  popular: publicProcedure.output(z.array(VenueDtoSchema)).query(({ ctx }) => popularVenues(ctx.db)),

  /**
   * Input: { id }. Output: VenueDetailDto (the venue, its rules and add-ons, issue 16).
   * Errors: 404 VENUE_NOT_FOUND (also for inactive venues, except owner/admin).
   */
  byId: publicProcedure
    .input(VenueIdSchema)
    .output(VenueDetailDtoSchema)
    .query(({ ctx, input }) => getVenueDetail(ctx.db, input.id, ctx.user)),

  /** Input: { venueId, limit? }. Output: ReviewDto[] newest first. */
  reviews: publicProcedure
    .input(
      z.object({
        venueId: z.uuid({ error: 'Venue no encontrado' }),
        limit: z.number().int().min(1).max(100).optional(),
      }),
    )
    .output(z.array(ReviewDtoSchema))
    .query(({ ctx, input }) => listVenueReviews(ctx.db, input.venueId, ctx.user, input.limit)),

  /** Output: distinct cities of active venues. */
  cities: publicProcedure.output(z.array(z.string())).query(({ ctx }) => listCities(ctx.db)),

  /**
   * Input: { venueId, date, duration }. Output: each start time with available/past flags and
   * the reason it is not offered (taken, buffer, notice, past; issue 16).
   */
  availability: publicProcedure
    .input(AvailabilitySchema)
    .output(z.array(StartTimeAvailabilitySchema))
    .query(({ ctx, input }) => venueAvailability(ctx.db, input, ctx.now())),

  /**
   * GET /api/venues/{id}/availability-month?duration=4 (issue 18: the month view). Input:
   * { venueId, duration }. Output: the 30 bookable dates with their free start times, from one
   * read of the venue's bookings and blocks. Errors: 400 duration, 404 VENUE_NOT_FOUND.
   */
  availabilityMonth: publicProcedure
    .input(MonthAvailabilitySchema)
    .output(z.array(AvailableDaySchema))
    .query(({ ctx, input }) => venueMonthAvailability(ctx.db, input, ctx.now())),

  /** GET /api/venues/owner. Output: the caller's venues (active and inactive). Errors: 401, 403 unless owner/admin. */
  mine: ownerProcedure.output(z.array(VenueDtoSchema)).query(({ ctx }) => listOwnedVenues(ctx.db, ctx.user.id)),

  /** Input: { id }. Output: VenueDetailDto of a venue the caller manages (edit form). Errors: 401, 403, 404. */
  managed: ownerProcedure
    .input(VenueIdSchema)
    .output(VenueDetailDtoSchema)
    .query(async ({ ctx, input }) => toVenueDetail(ctx.db, await getManagedVenue(ctx.db, ctx.user, input.id))),

  /**
   * POST /api/venues. Input: CreateVenueSchema (rules and add-ons optional, issue 16). Output:
   * VenueDetailDto. Errors: 400 (SPEC.md §5 messages), 401, 403.
   */
  create: ownerProcedure
    .input(CreateVenueSchema)
    .output(VenueDetailDtoSchema)
    .mutation(({ ctx, input }) => createOwnedVenue(ctx.db, ctx.user, input)),

  /**
   * PUT /api/venues/{venueId}. Input: UpdateVenueSchema (a rule not sent keeps its value; addOns
   * replaces the list, issue 16). Output: VenueDetailDto. Errors: 400, 401, 403 (not yours), 404.
   */
  update: ownerProcedure
    .input(UpdateVenueSchema)
    .output(VenueDetailDtoSchema)
    .mutation(({ ctx, input }) => updateManagedVenue(ctx.db, ctx.user, input)),

  /** DELETE /api/venues/{id}. Output: { success: true }. Errors: 401, 403, 404, 409 VENUE_HAS_FUTURE_BOOKINGS. */
  delete: ownerProcedure
    .input(VenueIdSchema)
    .output(SuccessSchema)
    .mutation(async ({ ctx, input }) => {
      await deleteManagedVenue(ctx.db, ctx.user, input.id, ctx.now());
      return { success: true as const };
    }),
});
