/**
 * Favourite venues (issue 16): a signed-in person keeps a list of venues to come back to (the
 * heart on venue cards and the venue page, and /favoritos). Request and response shapes, and
 * the cap on how many one person keeps.
 */
import { z } from 'zod';

/** How many favourite venues one person may keep; one more is FAVORITES_LIMIT (409). */
export const MAX_FAVORITES = 500;

/** favorites.add / favorites.remove, PUT and DELETE /api/favorites/{venueId}. */
export const FavoriteVenueSchema = z.object({ venueId: z.uuid({ error: 'Venue no encontrado' }) });
export type FavoriteVenueInput = z.infer<typeof FavoriteVenueSchema>;

/** What adding or removing a favourite answers: the venue and whether it is now a favourite. */
export const FavoriteStateSchema = z.object({ venueId: z.string(), favorite: z.boolean() });
export type FavoriteState = z.infer<typeof FavoriteStateSchema>;
