/**
 * A venue's priced extras (issue 16, packages/domain booking-rules.ts): read for the venue page
 * and the booking, written with the venue by its owner.
 */
import type { Db, VenueRow } from '@rentas/db';
import type { AddOnDto, AddOnInput, VenueDetailDto } from '@rentas/domain';
import { toVenueDto } from './venues';

/** The venue's add-ons in the owner's order. Output: AddOnDto[] (price an MXN decimal string). */
export async function listAddOns(db: Db, venueId: string): Promise<AddOnDto[]> {
  return db
    .selectFrom('venueAddOns')
    .select(['id', 'name', 'price', 'unit'])
    .where('venueId', '=', venueId)
    .orderBy('position')
    .orderBy('createdAt')
    .execute();
}

/** A venue row with its add-ons, as GET /api/venues/{id} answers it. */
export async function toVenueDetail(db: Db, row: VenueRow): Promise<VenueDetailDto> {
  return { ...toVenueDto(row), addOns: await listAddOns(db, row.id) };
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
