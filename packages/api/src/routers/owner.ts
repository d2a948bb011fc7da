/** owner.*: dashboard figures, blocked time and the private calendar feed (SPEC.md §2 /owner-dashboard). */
import {
  BlockDtoSchema,
  CalendarFeedDtoSchema,
  CalendarFeedInputSchema,
  CreateBlockSchema,
  MAX_VENUE_IMAGES,
  OwnerCalendarDtoSchema,
  OwnerCalendarInputSchema,
  OwnerStatsSchema,
  SuccessSchema,
  UploadResultSchema,
  UrlDtoSchema,
} from '@rentas/domain';
import { z } from 'zod';
import { createBlock, deleteBlock, listBlocks } from '../services/blocks';
import { ownerStats } from '../services/bookings';
import { calendarFeedUrl, ensureCalendarToken, rotateCalendarToken } from '../services/calendar';
import {
  deleteCalendarFeed,
  feedOptions,
  getCalendarFeed,
  refreshCalendarFeed,
  setCalendarFeed,
} from '../services/external-calendars';
import { uploadVenueImages } from '../services/images';
import { ownerCalendar } from '../services/owner-calendar';
import { ownerProcedure, router } from '../trpc';

/**
 * Photos read from a multipart upload (the REST shim POST /api/images/upload parses the form;
 * bytes cannot travel in tRPC's JSON, so over /trpc this input is always refused with 400).
 */
const UploadImagesSchema = z.object({
  venueId: z.uuid({ error: 'Venue no encontrado' }).nullable(),
  files: z
    .array(z.object({ filename: z.string().max(255), data: z.instanceof(Buffer) }))
    .min(1, { error: 'Selecciona al menos una imagen.' })
    .max(MAX_VENUE_IMAGES, { error: `Puedes subir hasta ${MAX_VENUE_IMAGES} imágenes.` }),
});

const VenueIdInput = z.object({ venueId: z.uuid({ error: 'Venue no encontrado' }) });

export const ownerRouter = router({
  /**
   * GET /api/owner/calendar?from&to (issue 18: the owner's week and month calendar). Input:
   * { from, to } ISO instants, at most 62 days. Output: OwnerCalendarDto (bookings not cancelled,
   * with guest name, e-mail and check-in; blocks with their source). Errors: 400, 401, 403.
   */
  calendar: ownerProcedure
    .input(OwnerCalendarInputSchema)
    .output(OwnerCalendarDtoSchema)
    .query(({ ctx, input }) =>
      ownerCalendar(ctx.db, ctx.user, { from: new Date(input.from), to: new Date(input.to) }, ctx.now()),
    ),

  /** GET /api/venues/{id}/calendar-feed. Input: { venueId }. Output: CalendarFeedDto or null. Errors: 401, 403, 404. */
  calendarFeed: ownerProcedure
    .input(VenueIdInput)
    .output(CalendarFeedDtoSchema.nullable())
    .query(({ ctx, input }) => getCalendarFeed(ctx.db, ctx.user, input.venueId, ctx.config.appSecret)),

  /**
   * PUT /api/venues/{id}/calendar-feed (issue 18). Input: { venueId, url } (http, https or
   * webcal). The feed is read first; its busy times become "Ocupado (calendario externo)"
   * blocks. Output: CalendarFeedDto. Errors: 422 CALENDAR_FEED_UNREACHABLE / INVALID (nothing
   * changed), 400, 401, 403, 404.
   */
  setCalendarFeed: ownerProcedure
    .input(CalendarFeedInputSchema)
    .output(CalendarFeedDtoSchema)
    .mutation(({ ctx, input }) => setCalendarFeed(ctx.db, ctx.user, input, ctx.now(), feedOptions(ctx.config))),

  /**
   * POST /api/venues/{id}/calendar-feed/refresh: read the feed now. Output: CalendarFeedDto.
   * Errors: 404 CALENDAR_FEED_NOT_FOUND; 422 when it cannot be read (its blocks unchanged); 401, 403.
   */
  refreshCalendarFeed: ownerProcedure
    .input(VenueIdInput)
    .output(CalendarFeedDtoSchema)
    .mutation(({ ctx, input }) =>
      refreshCalendarFeed(ctx.db, ctx.user, input.venueId, ctx.now(), feedOptions(ctx.config)),
    ),

  /** DELETE /api/venues/{id}/calendar-feed: the feed and its blocks. Output: { success }. Errors: 401, 403, 404. */
  deleteCalendarFeed: ownerProcedure
    .input(VenueIdInput)
    .output(SuccessSchema)
    .mutation(async ({ ctx, input }) => {
      await deleteCalendarFeed(ctx.db, ctx.user, input.venueId);
      return { success: true as const };
    }),

  /**
   * Stores venue photos (SPEC.md §7 POST /api/images/upload): re-encoded JPEG ≤ 1200 px without
   * metadata. With a venueId the venue must be one the user manages (canManageVenue), else
   * VENUE_NOT_FOUND 404. Output: UploadResult. Errors: 400 INVALID_IMAGE, IMAGE_TOO_LARGE,
   * TOO_MANY_IMAGES; 401; 403.
   */
  uploadImages: ownerProcedure
    .input(UploadImagesSchema)
    .output(UploadResultSchema)
    .mutation(({ ctx, input }) =>
      uploadVenueImages({ db: ctx.db, storage: ctx.storage }, ctx.user, input.files, input.venueId),
    ),
  /** Output: OwnerStats (counts, income MXN, average rating, 5 recent bookings). Errors: 401, 403. */
  stats: ownerProcedure
    .output(OwnerStatsSchema)
    .query(({ ctx }) => ownerStats({ db: ctx.db, config: ctx.config, now: ctx.now() }, ctx.user.id)),

  /** Input: { venueId }. Output: BlockDto[] not yet ended. Errors: 401, 403, 404. */
  blocks: ownerProcedure
    .input(z.object({ venueId: z.uuid({ error: 'Venue no encontrado' }) }))
    .output(z.array(BlockDtoSchema))
    .query(({ ctx, input }) => listBlocks(ctx.db, ctx.user, input.venueId, ctx.now())),

  /** Input: CreateBlockSchema. Output: BlockDto. Errors: 400, 401, 403, 404, 409 BLOCK_OVERLAPS_BOOKINGS. */
  createBlock: ownerProcedure
    .input(CreateBlockSchema)
    .output(BlockDtoSchema)
    .mutation(({ ctx, input }) => createBlock(ctx.db, ctx.user, input)),

  /** Input: { id }. Output: { success: true }. Errors: 401, 403, 404. */
  deleteBlock: ownerProcedure
    .input(z.object({ id: z.uuid({ error: 'No encontrado.' }) }))
    .output(SuccessSchema)
    .mutation(async ({ ctx, input }) => {
      await deleteBlock(ctx.db, ctx.user, input.id);
      return { success: true as const };
    }),

  /** Output: { url } of the caller's private iCalendar feed (created on first call). Errors: 401, 403. */
  calendarUrl: ownerProcedure.output(UrlDtoSchema).query(async ({ ctx }) => ({
    url: calendarFeedUrl(ctx.config.publicUrl, await ensureCalendarToken(ctx.db, ctx.user.id)),
  })),

  /**
   * POST /api/owner/calendar-url/rotate. Output: { url } with a new token; the old feed URL
   * answers 404 from now on (issue 12: the owner can revoke a leaked link). Errors: 401, 403.
   */
  rotateCalendarUrl: ownerProcedure.output(UrlDtoSchema).mutation(async ({ ctx }) => ({
    url: calendarFeedUrl(ctx.config.publicUrl, await rotateCalendarToken(ctx.db, ctx.user.id)),
  })),
});
