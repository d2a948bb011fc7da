/**
 * Favourite venues (issue 16): a signed-in person of any role saves public venues to come back
 * to (the heart on venue cards and the venue page; /favoritos). Adding and removing are
 * idempotent. Only public venues (active, not deleted) can be added, and only those are listed:
 * a favourite whose venue was deactivated stays stored and shows again if it is reactivated.
 */
import type { Db } from '@rentas/db';
import { AppError, type FavoriteState, MAX_FAVORITES, type VenueDto } from '@rentas/domain';
import { toVenueDto } from './venues';

/**
 * The user's favourite public venues, newest saved first, at most MAX_FAVORITES.
 * Input: the user's id. Output: VenueDto[]. Errors: none.
 */
export async function listFavoriteVenues(db: Db, userId: string): Promise<VenueDto[]> {
  const rows = await db
    .selectFrom('favorites')
    .innerJoin('venues', 'venues.id', 'favorites.venueId')
    .selectAll('venues')
    .where('favorites.userId', '=', userId)
    .where('venues.isActive', '=', true)
    .where('venues.deletedAt', 'is', null)
    .orderBy('favorites.createdAt', 'desc')
    .orderBy('venues.id')
    .limit(MAX_FAVORITES)
    .execute();
  return rows.map(toVenueDto);
}

/**
 * The ids of the user's favourite public venues (the hearts), newest saved first.
 * Input: the user's id. Output: string[]. Errors: none.
 */
export async function listFavoriteVenueIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('favorites')
    .innerJoin('venues', 'venues.id', 'favorites.venueId')
    .select('favorites.venueId')
    .where('favorites.userId', '=', userId)
    .where('venues.isActive', '=', true)
    .where('venues.deletedAt', 'is', null)
    .orderBy('favorites.createdAt', 'desc')
    .orderBy('favorites.venueId')
    .limit(MAX_FAVORITES)
    .execute();
  return rows.map((row) => row.venueId);
}

/**
 * Saves a public venue as the user's favourite; saving it again changes nothing (it keeps its
 * place in the list). In one transaction that locks the user's row, so two saves at once cannot
 * pass the cap together. Input: the user's id and the venue's id.
 * Output: { venueId, favorite: true }.
 * Errors: VENUE_NOT_FOUND 404 (missing, deleted or inactive venue), FAVORITES_LIMIT 409 (the user
 * already keeps MAX_FAVORITES favourites).
 */
export async function addFavorite(db: Db, userId: string, venueId: string): Promise<FavoriteState> {
  return db.transaction().execute(async (trx) => {
    const venue = await trx
      .selectFrom('venues')
      .select('id')
      .where('id', '=', venueId)
      .where('isActive', '=', true)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (!venue) throw new AppError('VENUE_NOT_FOUND');
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    const existing = await trx
      .selectFrom('favorites')
      .select('venueId')
      .where('userId', '=', userId)
      .where('venueId', '=', venueId)
      .executeTakeFirst();
    if (existing) return { venueId, favorite: true };
    const count = await trx
      .selectFrom('favorites')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_FAVORITES) throw new AppError('FAVORITES_LIMIT');
    await trx
      .insertInto('favorites')
      .values({ userId, venueId })
      .onConflict((oc) => oc.columns(['userId', 'venueId']).doNothing())
      .execute();
    return { venueId, favorite: true };
  });
}

/**
 * Removes a venue from the user's favourites; removing one that is not there (or a venue that
 * does not exist) changes nothing. Input: the user's id and the venue's id.
 * Output: { venueId, favorite: false }. Errors: none.
 */
export async function removeFavorite(db: Db, userId: string, venueId: string): Promise<FavoriteState> {
  await db.deleteFrom('favorites').where('userId', '=', userId).where('venueId', '=', venueId).execute();
  return { venueId, favorite: false };
}
