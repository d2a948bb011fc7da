/**
 * A venue's priced extras (issue 16, packages/domain booking-rules.ts): read for the venue page
 * and the booking, written with the venue by its owner.
 */
import type { Db, VenueRow } from '@rentas/db';
import { type AddOnDto, type AddOnInput, AppError, canViewVenue, type VenueDetailDto } from '@rentas/domain';
import { type Expression, sql } from 'kysely';
import { finishVenueDto, toVenueDto, venueJson } from './venues';

/**
 * The add-ons of the venue `venueId` (an SQL expression) in the owner's order, as one JSON
 * value: AddOnDto[] (price an MXN decimal string). The one place their shape is read.
 */
function addOnsJson(venueId: Expression<string>) {
  return sql<AddOnDto[]>`(
    select coalesce(json_agg(json_build_object('id', a.id, 'name', a.name, 'price', a.price::text, 'unit', a.unit)
                             order by a.position, a.created_at), '[]'::json)
    from venue_add_ons a where a.venue_id = ${venueId})`;
}

/**
 * One venue with its add-ons in one statement (GET /api/venues/{id}, venues.byId; issue 17:
 * one query a request instead of two, the venue as one JSON value: venueJson). Inactive venues
 * stay visible to their owner and admins only. Input: the venue id and the viewer (null for a
 * visitor). Output: VenueDetailDto. Errors: VENUE_NOT_FOUND 404 when missing, deleted, or
 * inactive for others (the add-ons of a hidden venue are never answered).
 */
export async function getVenueDetail(
  db: Db,
  id: string,
  viewer: { id: string; role: string } | null,
): Promise<VenueDetailDto> {
  const row = await db
    .selectFrom('venues')
    .select([venueJson().as('venue'), addOnsJson(sql.ref('venues.id')).as('addOns')])
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!row || !canViewVenue(viewer, row.venue)) throw new AppError('VENUE_NOT_FOUND');
  return { ...finishVenueDto(row.venue), addOns: row.addOns };
}

/** A venue row with its add-ons, as GET /api/venues/{id} answers it. */
export async function toVenueDetail(db: Db, row: VenueRow): Promise<VenueDetailDto> {
  const { addOns } = await db.selectNoFrom(addOnsJson(sql.val(row.id)).as('addOns')).executeTakeFirstOrThrow();
  return { ...toVenueDto(row), addOns };
}

/**
 * Replaces a venue's add-ons with `addOns` (in that order), inside the caller's transaction.
 * An item whose `id` is one of the venue's add-ons keeps that id (updated in place); other
 * items are inserted; add-ons left out are deleted (bookings keep their copy in
 * booking_add_ons). An `id` of another venue is ignored and a new add-on is made.
 */
export async function replaceAddOns(
  trx: Db,
  venueId: string,
  addOns: readonly (Omit<AddOnInput, 'price'> & { price: string })[],
): Promise<void> {
  const existing = new Set(
    (await trx.selectFrom('venueAddOns').select('id').where('venueId', '=', venueId).execute()).map((r) => r.id),
  );
  const kept = addOns.flatMap((a) => (a.id && existing.has(a.id) ? [a.id] : []));
  let removal = trx.deleteFrom('venueAddOns').where('venueId', '=', venueId);
  if (kept.length > 0) removal = removal.where('id', 'not in', kept);
  await removal.execute();
  for (const [position, addOn] of addOns.entries()) {
    const values = { name: addOn.name, price: addOn.price, unit: addOn.unit, position };
    if (addOn.id && existing.has(addOn.id)) {
      await trx.updateTable('venueAddOns').set(values).where('id', '=', addOn.id).execute();
    } else {
      await trx
        .insertInto('venueAddOns')
        .values({ venueId, ...values })
        .execute();
    }
  }
}
