/**
 * Venue reads for guests: search, detail, popular, reviews, cities and
 * availability (SPEC.md §2 /venues, /venue/{id}; PRODUCT.md §3).
 */
import type { Database, Db, VenueRow } from '@rentas/db';
import type { ReviewDto, VenueDto } from '@rentas/domain';
import {
  AppError,
  type AvailabilityInput,
  availableStartTimes,
  canViewVenue,
  LAST_START_TIME,
  LONGEST_DURATION,
  normalizeCategory,
  pendingHoldCutoff,
  type SlotRange,
  STORED_IMAGE_PATH,
  type StartTimeAvailability,
  slotToRange,
  type VenueSearchInput,
} from '@rentas/domain';
import { type ExpressionBuilder, sql } from 'kysely';

export type { ReviewDto, VenueDto };

/** Shapes a venues row for the API. */
export function toVenueDto(row: VenueRow): VenueDto {
  return {
    id: row.id,
    ownerId: row.ownerId,
    name: row.name,
    description: row.description,
    category: normalizeCategory(row.category) ?? 'other',
    city: row.city,
    country: row.country,
    address: row.address,
    capacity: row.capacity,
    pricePerHour: row.pricePerHour,
    pricePerDay: row.pricePerDay,
    rating: row.rating,
    reviewCount: row.reviewCount,
    // Issue 12: a path stored before paths were checked (e.g. "/uploads/w/../../api/logout") is never shown.
    images: row.images.filter((url) => STORED_IMAGE_PATH.test(url)),
    amenities: row.amenities,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

const publicVenue = (eb: ExpressionBuilder<Database, 'venues'>) =>
  eb.and([eb('venues.isActive', '=', true), eb('venues.deletedAt', 'is', null)]);

/** Escapes LIKE wildcards in user text. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Active bookings (not cancelled) and owner blocks overlapping a range make a venue busy. */
function busyDuring(eb: ExpressionBuilder<Database, 'venues'>, range: SlotRange) {
  const overlaps = (table: 'bookings' | 'venue_blocks') =>
    sql<boolean>`tstzrange(${sql.ref(`${table}.start_at`)}, ${sql.ref(`${table}.end_at`)}, '[)') && tstzrange(${range.start}::timestamptz, ${range.end}::timestamptz, '[)')`;
  return eb.or([
    eb.exists(
      eb
        .selectFrom('bookings')
        .select(sql`1`.as('one'))
        .whereRef('bookings.venueId', '=', 'venues.id')
        .where('bookings.status', '<>', 'cancelled')
        .where(overlaps('bookings')),
    ),
    eb.exists(
      eb
        .selectFrom('venueBlocks')
        .select(sql`1`.as('one'))
        .whereRef('venueBlocks.venueId', '=', 'venues.id')
        .where(overlaps('venue_blocks')),
    ),
  ]);
}

/**
 * Public venue search (PRODUCT.md §3): active venues only; text matches name or
 * description, accent- and case-insensitive; filters category, city (contains),
 * guests (capacity ≥), price range (MXN per hour) and, with date + startTime +
 * duration, only venues free then. Ordered by rating, then review count, then name.
 */
export async function searchVenues(db: Db, input: VenueSearchInput): Promise<VenueDto[]> {
  const rows = await searchQuery(db, input)
    .selectAll('venues')
    .orderBy('venues.rating', 'desc')
    .orderBy('venues.reviewCount', 'desc')
    .orderBy('venues.name')
    .orderBy('venues.id')
    .limit(input.limit)
    .offset(input.offset)
    .execute();
  return rows.map(toVenueDto);
}

/** How many public venues match the filters (for "N lugares encontrados"). */
export async function countVenues(db: Db, input: VenueSearchInput): Promise<number> {
  const row = await searchQuery(db, input)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The filtered public venues query, without selection, order or paging. */
function searchQuery(db: Db, input: VenueSearchInput) {
  let query = db.selectFrom('venues').where(publicVenue);
  if (input.q) {
    const pattern = likeContains(input.q.toLowerCase());
    query = query.where(sql<boolean>`venues.search_text like f_unaccent(${pattern})`);
  }
  if (input.category) query = query.where('venues.category', '=', input.category);
  if (input.city) {
    query = query.where(
      sql<boolean>`f_unaccent(lower(venues.city)) like f_unaccent(${likeContains(input.city.toLowerCase())})`,
    );
  }
  if (input.guests) query = query.where('venues.capacity', '>=', input.guests);
  if (input.minPrice !== undefined) query = query.where('venues.pricePerHour', '>=', String(input.minPrice));
  if (input.maxPrice !== undefined) query = query.where('venues.pricePerHour', '<=', String(input.maxPrice));
  if (input.date && input.startTime && input.duration) {
    const range = slotToRange(input.date, input.startTime, input.duration);
    query = query.where('venues.pricePerHour', 'is not', null).where((eb) => eb.not(busyDuring(eb, range)));
  }
  return query;
}

/** SPEC.md §9: landing shows up to 6 popular venues (by rating, then bookings). */
export async function popularVenues(db: Db, limit = 6): Promise<VenueDto[]> {
  const rows = await db
    .selectFrom('venues')
    .selectAll('venues')
    .select((eb) =>
      eb
        .selectFrom('bookings')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('bookings.venueId', '=', 'venues.id')
        .as('bookingCount'),
    )
    .where(publicVenue)
    .orderBy('venues.rating', 'desc')
    .orderBy('bookingCount', 'desc')
    .orderBy('venues.name')
    .limit(limit)
    .execute();
  return rows.map(toVenueDto);
}

/**
 * One venue. Inactive venues stay visible to their owner and admins only.
 * Errors: VENUE_NOT_FOUND (404) when missing, deleted, or inactive for others.
 */
export async function getVenue(
  db: Db,
  id: string,
  viewer: { id: string; role: string } | null = null,
): Promise<VenueDto> {
  const row = await db
    .selectFrom('venues')
    .selectAll()
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!row || !canViewVenue(viewer, row)) throw new AppError('VENUE_NOT_FOUND');
  return toVenueDto(row);
}

/**
 * Reviews of a venue, newest first, at most `limit`. Errors: VENUE_NOT_FOUND 404 for a missing
 * or deleted venue, and for an inactive one unless the viewer manages it (issue 12: they were
 * readable anonymously).
 */
export async function listVenueReviews(
  db: Db,
  venueId: string,
  viewer: { id: string; role: string } | null,
  limit = 50,
): Promise<ReviewDto[]> {
  const venue = await db
    .selectFrom('venues')
    .select(['ownerId', 'isActive'])
    .where('id', '=', venueId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!venue || !canViewVenue(viewer, venue)) throw new AppError('VENUE_NOT_FOUND');
  const rows = await db
    .selectFrom('reviews')
    .innerJoin('users', 'users.id', 'reviews.userId')
    .select(['reviews.id', 'reviews.rating', 'reviews.comment', 'reviews.createdAt', 'users.firstName'])
    .where('reviews.venueId', '=', venueId)
    .orderBy('reviews.createdAt', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    rating: r.rating,
    comment: r.comment,
    createdAt: r.createdAt.toISOString(),
    user: { firstName: r.firstName ?? 'Usuario' },
  }));
}

/** Distinct cities of public venues, for the city filter. */
export async function listCities(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('venues').select('city').distinct().where(publicVenue).orderBy('city').execute();
  return rows.map((r) => r.city);
}

/**
 * Busy ranges of a venue that overlap [from, to): active bookings and owner blocks. With `now`,
 * pending (unpaid) bookings whose 15-minute hold has expired do not count.
 */
export async function busyRanges(db: Db, venueId: string, from: Date, to: Date, now?: Date): Promise<SlotRange[]> {
  let bookings = db
    .selectFrom('bookings')
    .select(['startAt', 'endAt'])
    .where('venueId', '=', venueId)
    .where('status', '<>', 'cancelled')
    .where('startAt', '<', to)
    .where('endAt', '>', from);
  if (now) {
    const staleBefore = pendingHoldCutoff(now);
    bookings = bookings.where((eb) => eb.or([eb('status', '<>', 'pending'), eb('createdAt', '>=', staleBefore)]));
  }
  // One round trip: the venue's active bookings and its owner blocks in the range.
  const rows = await bookings
    .unionAll(
      db
        .selectFrom('venueBlocks')
        .select(['startAt', 'endAt'])
        .where('venueId', '=', venueId)
        .where('startAt', '<', to)
        .where('endAt', '>', from),
    )
    .execute();
  return rows.map((r) => ({ start: r.startAt, end: r.endAt }));
}

/**
 * Which start times of a date are free for a duration (the booking form greys out the rest).
 * Output: one entry per offered start time. Errors: VENUE_NOT_FOUND.
 */
export async function venueAvailability(
  db: Db,
  input: AvailabilityInput,
  now = new Date(),
): Promise<StartTimeAvailability[]> {
  await getVenue(db, input.venueId);
  const dayStart = slotToRange(input.date, '00:00', 0).start;
  // Bookings of the day before reach into this one; the last start plus the longest duration bounds it.
  const dayEnd = slotToRange(input.date, LAST_START_TIME, LONGEST_DURATION).end;
  const busy = await busyRanges(db, input.venueId, dayStart, dayEnd, now);
  return availableStartTimes(input.date, input.duration, busy, now);
}
