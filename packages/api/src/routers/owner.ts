/** owner.*: dashboard figures, blocked time and the private calendar feed (SPEC.md §2 /owner-dashboard). */
import { CreateBlockSchema } from '@rentas/domain';
import { z } from 'zod';
import { createBlock, deleteBlock, listBlocks } from '../services/blocks';
import { ownerStats } from '../services/bookings';
import { calendarFeedUrl, ensureCalendarToken, rotateCalendarToken } from '../services/calendar';
import { ownerProcedure, router } from '../trpc';

export const ownerRouter = router({
  /** Output: OwnerStats (counts, income MXN, average rating, 5 recent bookings). Errors: 401, 403. */
  stats: ownerProcedure.query(({ ctx }) => ownerStats({ db: ctx.db, config: ctx.config, now: ctx.now() }, ctx.user.id)),

  /** Input: { venueId }. Output: BlockDto[] not yet ended. Errors: 401, 403, 404. */
  blocks: ownerProcedure
    .input(z.object({ venueId: z.uuid({ error: 'Venue no encontrado' }) }))
    .query(({ ctx, input }) => listBlocks(ctx.db, ctx.user, input.venueId, ctx.now())),

  /** Input: CreateBlockSchema. Output: BlockDto. Errors: 400, 401, 403, 404, 409 BLOCK_OVERLAPS_BOOKINGS. */
  createBlock: ownerProcedure
    .input(CreateBlockSchema)
    .mutation(({ ctx, input }) => createBlock(ctx.db, ctx.user, input)),

  /** Input: { id }. Output: { success: true }. Errors: 401, 403, 404. */
  deleteBlock: ownerProcedure
    .input(z.object({ id: z.uuid({ error: 'No encontrado.' }) }))
    .mutation(async ({ ctx, input }) => {
      await deleteBlock(ctx.db, ctx.user, input.id);
      return { success: true as const };
    }),

  /** Output: { url } of the caller's private iCalendar feed (created on first call). Errors: 401, 403. */
  calendarUrl: ownerProcedure.query(async ({ ctx }) => ({
    url: calendarFeedUrl(ctx.config.publicUrl, await ensureCalendarToken(ctx.db, ctx.user.id)),
  })),

  /**
   * POST /api/owner/calendar-url/rotate. Output: { url } with a new token; the old feed URL
   * answers 404 from now on (issue 12: the owner can revoke a leaked link). Errors: 401, 403.
   */
  rotateCalendarUrl: ownerProcedure.mutation(async ({ ctx }) => ({
    url: calendarFeedUrl(ctx.config.publicUrl, await rotateCalendarToken(ctx.db, ctx.user.id)),
  })),
});
