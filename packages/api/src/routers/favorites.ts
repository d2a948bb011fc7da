/** favorites.*: a person's favourite venues (issue 16). Every procedure needs a signed-in user of any role. */
import { FavoriteStateSchema, FavoriteVenueSchema, VenueDtoSchema } from '@rentas/domain';
import { z } from 'zod';
import { addFavorite, listFavoriteVenueIds, listFavoriteVenues, removeFavorite } from '../services/favorites';
import { protectedProcedure, router } from '../trpc';

export const favoritesRouter = router({
  /** GET /api/favorites: my favourite public venues, newest saved first. Output: VenueDto[]. Errors: 401. */
  list: protectedProcedure.output(z.array(VenueDtoSchema)).query(({ ctx }) => listFavoriteVenues(ctx.db, ctx.user.id)),

  /** The ids of my favourite public venues (the hearts on cards and venue pages). Output: string[]. Errors: 401. */
  ids: protectedProcedure.output(z.array(z.string())).query(({ ctx }) => listFavoriteVenueIds(ctx.db, ctx.user.id)),

  /**
   * PUT /api/favorites/{venueId}: saves a venue as a favourite (again: no change).
   * Output: { venueId, favorite: true }. Errors: 400, 401, 404 VENUE_NOT_FOUND (missing, deleted
   * or inactive venue), 409 FAVORITES_LIMIT.
   */
  add: protectedProcedure
    .input(FavoriteVenueSchema)
    .output(FavoriteStateSchema)
    .mutation(({ ctx, input }) => addFavorite(ctx.db, ctx.user.id, input.venueId)),

  /**
   * DELETE /api/favorites/{venueId}: removes a venue from my favourites (not there: no change).
   * Output: { venueId, favorite: false }. Errors: 400, 401.
   */
  remove: protectedProcedure
    .input(FavoriteVenueSchema)
    .output(FavoriteStateSchema)
    .mutation(({ ctx, input }) => removeFavorite(ctx.db, ctx.user.id, input.venueId)),
});
