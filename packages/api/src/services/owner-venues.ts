/**
 * Venues as their owners manage them (SPEC.md §2 /add-venue, /edit-venue, /owner-dashboard;
 * PRODUCT.md §2: owners act on their own venues only, admins on all).
 */
import type { Db, VenueRow } from '@rentas/db';
import {
  ACTIVE_STATUSES,
  AppError,
  type CreateVenueSchema,
  canManageVenue,
  canPublishVenue,
  placeOf,
  type UpdateVenueSchema,
  type VenueDetailDto,
} from '@rentas/domain';
import type { z } from 'zod';
import type { SessionUser } from '../context';
import { replaceAddOns, toVenueDetail } from './venue-add-ons';
import { toVenueDto, type VenueDto } from './venues';

/**
 * Loads a venue the user may manage (canManageVenue). Errors: VENUE_NOT_FOUND 404 when it is
 * missing, deleted, or another owner's (issue 12: a 403 told that the id exists).
 */
export async function getManagedVenue(db: Db, user: SessionUser, venueId: string): Promise<VenueRow> {
  const venue = await db
    .selectFrom('venues')
    .selectAll()
    .where('id', '=', venueId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!venue) throw new AppError('VENUE_NOT_FOUND');
  if (!canManageVenue(user, venue)) throw new AppError('VENUE_NOT_FOUND');
  return venue;
}

/**
 * Refuses a photo list with any photo that is neither already on the venue nor uploaded by the
 * venue's owner or the acting user for no other venue (issue 12: any path or URL was stored and
 * preloaded by every visitor's browser). Errors: IMAGE_NOT_ALLOWED 400.
 */
async function assertOwnImages(
  db: Db,
  input: { actorId: string; ownerId: string; venueId: string | null; current: string[]; urls: string[] },
): Promise<void> {
  const fresh = input.urls.filter((url) => !input.current.includes(url));
  if (fresh.length === 0) return;
  const known = await db
    .selectFrom('uploadedImages')
    .select('url')
    .where('url', 'in', fresh)
    .where('uploadedBy', 'in', [input.actorId, input.ownerId])
    .where((eb) =>
      input.venueId ? eb.or([eb('venueId', 'is', null), eb('venueId', '=', input.venueId)]) : eb('venueId', 'is', null),
    )
    .execute();
  const allowed = new Set(known.map((row) => row.url));
  if (fresh.some((url) => !allowed.has(url))) throw new AppError('IMAGE_NOT_ALLOWED');
}

/** Marks uploaded images as belonging to a venue (for clean-up and audits). */
async function linkUploads(db: Db, userId: string, venueId: string, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  await db
    .updateTable('uploadedImages')
    .set({ venueId })
    .where('url', 'in', urls)
    .where('uploadedBy', '=', userId)
    .where('venueId', 'is', null)
    .execute();
}

/**
 * Creates a venue owned by the user (POST /api/venues). Output: VenueDto (active).
 * Errors: EMAIL_NOT_CONFIRMED 403 until the owner confirmed the address (canPublishVenue, issue
 * 15); IMAGE_NOT_ALLOWED 400 for a photo the user did not upload.
 */
export async function createOwnedVenue(
  db: Db,
  user: SessionUser,
  input: z.output<typeof CreateVenueSchema>,
): Promise<VenueDetailDto> {
  if (!canPublishVenue(user)) throw new AppError('EMAIL_NOT_CONFIRMED');
  await assertOwnImages(db, { actorId: user.id, ownerId: user.id, venueId: null, current: [], urls: input.images });
  const { addOns, colonia, alcaldia, postalCode, lat, lng, ...fields } = input;
  // Issue 18: SPEC.md's payload (no place fields) still creates a venue, placed by its address.
  const place = placeOf({ address: fields.address, colonia, alcaldia, postalCode, lat, lng });
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('venues')
      .values({ ownerId: user.id, ...fields, ...place })
      .returningAll()
      .executeTakeFirstOrThrow();
    await linkUploads(trx, user.id, row.id, input.images);
    if (addOns) await replaceAddOns(trx, row.id, addOns);
    return toVenueDetail(trx, row);
  });
}

/**
 * Updates a managed venue (PUT /api/venues/{venueId}). Prices not sent stay as stored; null clears
 * one. Output: VenueDto. Errors: 403, 404, PRICE_REQUIRED 400 when no price would remain,
 * IMAGE_NOT_ALLOWED 400 for a new photo not uploaded by the owner or the acting admin.
 */
export async function updateManagedVenue(
  db: Db,
  user: SessionUser,
  input: z.output<typeof UpdateVenueSchema>,
): Promise<VenueDetailDto> {
  const { venueId, ...fields } = input;
  const current = await getManagedVenue(db, user, venueId);
  // Not sent keeps the stored price; null clears it; at least one price must remain (SPEC.md §5).
  const pricePerHour = fields.pricePerHour === undefined ? current.pricePerHour : fields.pricePerHour;
  const pricePerDay = fields.pricePerDay === undefined ? current.pricePerDay : fields.pricePerDay;
  if (pricePerHour === null && pricePerDay === null) throw new AppError('PRICE_REQUIRED');
  // Issue 18: a pin not sent keeps the owner's pin; an approximate place follows the address.
  const place = placeOf({ ...fields, lat: fields.lat, lng: fields.lng });
  const keepPin = fields.lat == null && !current.locationApproximate;
  await assertOwnImages(db, {
    actorId: user.id,
    ownerId: current.ownerId,
    venueId,
    current: current.images,
    urls: fields.images,
  });
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('venues')
      .set({
        name: fields.name,
        description: fields.description,
        address: fields.address,
        city: fields.city,
        capacity: fields.capacity,
        pricePerHour,
        pricePerDay,
        ...(fields.category ? { category: fields.category } : {}),
        amenities: fields.amenities,
        images: fields.images,
        // issue 16: a rule not sent keeps its stored value
        bookingMode: fields.bookingMode,
        cancellationPolicy: fields.cancellationPolicy,
        bufferMinutes: fields.bufferMinutes,
        minNoticeHours: fields.minNoticeHours,
        cleaningFee: fields.cleaningFee,
        ...(keepPin ? { ...place, lat: current.lat, lng: current.lng, locationApproximate: false } : place),
        updatedAt: new Date(),
      })
      .where('id', '=', venueId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await linkUploads(trx, user.id, venueId, fields.images);
    if (fields.addOns) await replaceAddOns(trx, venueId, fields.addOns);
    return toVenueDetail(trx, row);
  });
}

/**
 * Deletes a managed venue (DELETE /api/venues/{id}): soft delete, so past bookings stay
 * readable. Errors: VENUE_HAS_FUTURE_BOOKINGS 409 while active bookings have not ended; 403; 404.
 */
export async function deleteManagedVenue(db: Db, user: SessionUser, venueId: string, now: Date): Promise<void> {
  await getManagedVenue(db, user, venueId);
  await db.transaction().execute(async (trx) => {
    // Lock the venue row so a booking cannot slip in between the check and the delete.
    await trx.selectFrom('venues').select('id').where('id', '=', venueId).forUpdate().execute();
    const future = await trx
      .selectFrom('bookings')
      .select('id')
      .where('venueId', '=', venueId)
      .where('status', 'in', ACTIVE_STATUSES)
      .where('endAt', '>', now)
      .limit(1)
      .executeTakeFirst();
    if (future) throw new AppError('VENUE_HAS_FUTURE_BOOKINGS');
    await trx.updateTable('venues').set({ deletedAt: now, isActive: false }).where('id', '=', venueId).execute();
  });
}

/** The user's venues (GET /api/venues/owner), active and inactive, newest first. */
export async function listOwnedVenues(db: Db, ownerId: string): Promise<VenueDto[]> {
  const rows = await db
    .selectFrom('venues')
    .selectAll()
    .where('ownerId', '=', ownerId)
    .where('deletedAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .execute();
  return rows.map(toVenueDto);
}
