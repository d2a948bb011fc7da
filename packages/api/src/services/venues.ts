/**
 * Venue reads for guests: search, detail, popular, reviews, cities and
 * availability (SPEC.md §2 /venues, /venue/{id}; PRODUCT.md §3).
 */
import { type Database, type Db, oncePerRun, type VenueRow } from '@rentas/db';
import type { ReviewDto, VenueDto } from '@rentas/domain';
import {
  AppError,
  type AvailabilityInput,
  type Bbox,
  bookingDates,
  canViewVenue,
  distanceMeters,
  LAST_START_TIME,
  LONGEST_DURATION,
  MAX_BUFFER_MINUTES,
  normalizeCategory,
  type SlotRange,
  type SlotRefusal,
  START_TIMES,
  STORED_IMAGE_PATH,
  type StartTime,
  type StartTimeAvailability,
  slotRefusal,
  slotToRange,
  type VenueSearchInput,
} from '@rentas/domain';
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { blocksSlotSql, earliestBlockingStart, holdsSlotSql } from './booking-figures';

export type { ReviewDto, VenueDto };

/** Shapes a venues row for the API. */
export function toVenueDto(row: VenueRow): VenueDto {
  return finishVenueDto(venueFields(row));
}

/** A venues row's VenueDto fields, as `venueJson` gives them from PostgreSQL. */
function venueFields(row: VenueRow): VenueJson {
  return {
    id: row.id,
    ownerId: row.ownerId,
    name: row.name,
    description: row.description,
    category: row.category,
    city: row.city,
    country: row.country,
    address: row.address,
    capacity: row.capacity,
    pricePerHour: row.pricePerHour,
    pricePerDay: row.pricePerDay,
    rating: row.rating,
    reviewCount: row.reviewCount,
    images: row.images,
    amenities: row.amenities,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    bookingMode: row.bookingMode,
    cancellationPolicy: row.cancellationPolicy,
    bufferMinutes: row.bufferMinutes,
    minNoticeHours: row.minNoticeHours,
    cleaningFee: row.cleaningFee,
    colonia: row.colonia,
    alcaldia: row.alcaldia,
    postalCode: row.postalCode,
    lat: row.lat,
    lng: row.lng,
    locationApproximate: row.locationApproximate,
  };
}

/**
 * A venue's VenueDto fields as PostgreSQL writes them in `venueJson` (or toVenueDto from a
 * row), before `finishVenueDto`: category and image paths as stored.
 */
export type VenueJson = Omit<VenueDto, 'category' | 'distanceMeters'> & { category: string };

/**
 * The VenueDto fields of the venues row `table` (default 'venues') as one JSON value, built by
 * PostgreSQL (issue 17, decision 028): one JSON.parse in Node instead of 31 parsed columns and a
 * renamed row (a venue page's Node time per query: 143 → 90 µs). Money as the decimal strings the
 * driver gives (`::text`), createdAt as Date.toISOString() writes it (milliseconds, truncated as
 * the driver's Date is). Output type: VenueJson; pass it to finishVenueDto.
 * `venue-json.integration.test.ts` compares the answers with the stored rows.
 */
export function venueJson(table = 'venues') {
  const venues = sql.table(table);
  return sql<VenueJson>`json_build_object(
    'id', ${venues}.id, 'ownerId', ${venues}.owner_id, 'name', ${venues}.name, 'description', ${venues}.description,
    'category', ${venues}.category, 'city', ${venues}.city, 'country', ${venues}.country, 'address', ${venues}.address,
    'capacity', ${venues}.capacity, 'pricePerHour', ${venues}.price_per_hour::text,
    'pricePerDay', ${venues}.price_per_day::text, 'rating', ${venues}.rating::text,
    'reviewCount', ${venues}.review_count, 'images', ${venues}.images, 'amenities', ${venues}.amenities,
    'isActive', ${venues}.is_active,
    'createdAt', to_char(${venues}.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'bookingMode', ${venues}.booking_mode, 'cancellationPolicy', ${venues}.cancellation_policy,
    'bufferMinutes', ${venues}.buffer_minutes, 'minNoticeHours', ${venues}.min_notice_hours,
    'cleaningFee', ${venues}.cleaning_fee::text, 'colonia', ${venues}.colonia, 'alcaldia', ${venues}.alcaldia,
    'postalCode', ${venues}.postal_code, 'lat', ${venues}.lat, 'lng', ${venues}.lng,
    'locationApproximate', ${venues}.location_approximate)`;
}

/**
 * The last step of every VenueDto: an unknown stored category shows as 'other', and an image
 * path stored before paths were checked (issue 12, e.g. "/uploads/w/../../api/logout") is never
 * shown. Input: VenueJson (from venueJson or toVenueDto's fields). Output: VenueDto.
 */
export function finishVenueDto(venue: VenueJson): VenueDto {
  return {
    ...venue,
    category: normalizeCategory(venue.category) ?? 'other',
    images: venue.images.filter((url) => STORED_IMAGE_PATH.test(url)),
  };
}

const publicVenue = (eb: ExpressionBuilder<Database, 'venues'>) =>
  eb.and([eb('venues.isActive', '=', sql.lit(true)), eb('venues.deletedAt', 'is', null)]);

/** Escapes LIKE wildcards in user text. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Issue 16: a venue is not offered for a slot when a booking holding its slot overlaps it or is
 * closer than the venue's buffer, an owner block overlaps it, or it starts sooner than the
 * venue's minimum notice (domain slotRefusal, in SQL).
 */
function busyDuring(eb: ExpressionBuilder<Database, 'venues'>, range: SlotRange, now: Date) {
  // start < now + notice, as a comparison of the integer column (estimated from its statistics
  // and read through venues_category_notice_idx): notice > hours ahead ⇔ notice > ⌊hours ahead⌋.
  const wholeHoursAhead = Math.floor((range.start.getTime() - now.getTime()) / 3_600_000);
  return eb.or([
    eb('venues.minNoticeHours', '>', sql<number>`${wholeHoursAhead}::int4`),
    eb.exists(
      eb
        .selectFrom('bookings')
        .select(sql`1`.as('one'))
        .whereRef('bookings.venueId', '=', 'venues.id')
        .where('bookings.status', '<>', 'cancelled')
        .where(blocksSlotSql(range, sql<number>`venues.buffer_minutes`))
        .where(holdsSlotSql(now)),
    ),
    eb.exists(
      eb
        .selectFrom('venueBlocks')
        .select(sql`1`.as('one'))
        .whereRef('venueBlocks.venueId', '=', 'venues.id')
        .where(
          sql<boolean>`tstzrange(venue_blocks.start_at, venue_blocks.end_at, '[)') && tstzrange(${range.start}::timestamptz, ${range.end}::timestamptz, '[)')`,
        ),
    ),
  ]);
}

/**
 * Public venue search (PRODUCT.md §3): active venues only; text matches name or
 * description, accent- and case-insensitive; filters category, city (contains),
 * guests (capacity ≥), price range (MXN per hour) and, with date + startTime +
 * duration, only venues free then. Ordered by rating, then review count, then name.
 * Input: VenueSearchInput (limit ≤ 100, offset). Output: at most `limit` VenueDto.
 */
export async function searchVenues(db: Db, input: VenueSearchInput, now = new Date()): Promise<VenueDto[]> {
  if (slotHasPassed(input, now)) return [];
  if (input.near) {
    // Issue 18: nearest first, read through venues_location_idx in distance order (GiST KNN).
    // The index gives the nearest in order only when distance is the whole ORDER BY (with the id
    // as a tie-break it sorted every venue of the category: 52 ms at 100,000 venues). So the
    // nearest page plus NEAR_TIES more are read by distance alone, then put in (distance, id)
    // order, which keeps paging stable among venues at the same point.
    // Planned once per connection like the filtered search (decision 026): the category and the
    // page in the statement's text, so the category's own location index holds for any point.
    const point = oncePerRun(sql`ll_to_earth(${input.near.lat}::float8, ${input.near.lng}::float8)`);
    const nearest = searchQuery(db, input, now, { generic: true })
      .selectAll('venues')
      .select(sql<number>`earth_distance(ll_to_earth(venues.lat, venues.lng), ${point})`.as('distance'))
      .orderBy(sql`ll_to_earth(venues.lat, venues.lng) <-> ${point}`)
      .limit(sql.lit(input.offset + input.limit + NEAR_TIES))
      .as('nearest');
    const rows = await db
      .selectFrom(nearest)
      .select(['nearest.distance', venueJson('nearest').as('venue')])
      .orderBy('nearest.distance')
      .orderBy('nearest.id')
      .limit(sql.lit(input.limit))
      .offset(sql.lit(input.offset))
      .execute();
    return rows.map((row) => ({ ...finishVenueDto(row.venue), distanceMeters: Math.round(row.distance) }));
  }
  const wanted = input.offset + input.limit;
  if ((hasPlainFilter(input) || slotOf(input)) && wanted <= WALK_ROWS) {
    // Filters (issue 17, decision 020): words go with categories ("cabina" with audio studios),
    // sizes and notice periods with categories, which the planner cannot know, so it may walk
    // every venue in rating order looking for a page of a pair that barely exists (241 ms at
    // 100,000 venues). First look among the best-rated WALK_ROWS: common pairs fill the page
    // there. Otherwise the matches are few, gathered through the indexes and sorted.
    // With a category, the walk reads that category's best-rated venues
    // (venues_category_popular_idx): all of them could match, not one in five.
    // Decision 026: the category, the page's size and offset and the walk's length are written
    // into the statement and the patterns are folded once per run, so PostgreSQL keeps one
    // generic plan per connection for it instead of planning each search (0.4 ms of about 1 ms).
    let best = db.selectFrom('venues').selectAll('venues').where(publicVenue);
    if (input.category) best = best.where('venues.category', '=', sql.lit(input.category));
    const top = best.$call(inDisplayOrder).limit(sql.lit(WALK_ROWS)).as('venues');
    const walk = searchQuery(db, input, now, { walked: db.selectFrom(top) as unknown as VenuesQuery, generic: true })
      .select(venueJson().as('venue'))
      .$call(inDisplayOrder)
      .limit(sql.lit(input.limit))
      .offset(sql.lit(input.offset));
    // The matches keep only what orders them; the page's own rows are read by id afterwards
    // (sorting hundreds of whole rows took as long as finding them at 100,000 venues).
    const matches = searchQuery(db, input, now, { generic: true, everyMatch: true }).select([
      'venues.id',
      'venues.rating',
      'venues.reviewCount',
      'venues.name',
    ]);
    // One statement: each branch's count test is an InitPlan (a One-Time Filter), so the
    // gathering runs only when the walk fell short; a materialized CTE is read only if needed.
    const page = (db.selectFrom(sql`matches`.as('venues')) as unknown as VenuesQuery)
      .select('venues.id')
      .where(sql<boolean>`(select count(*) from walk) < ${sql.lit(input.limit)}`)
      .$call(inDisplayOrder)
      .limit(sql.lit(input.limit))
      .offset(sql.lit(input.offset))
      .as('page');
    const gathered = db
      .selectFrom(page)
      .innerJoin('venues', 'venues.id', 'page.id')
      .select(venueJson().as('venue'))
      .$call(inDisplayOrder);
    const { rows } = await sql<{ venue: VenueJson }>`
      with walk as materialized (${walk}), matches as materialized (${matches})
      select * from walk where (select count(*) from walk) = ${sql.lit(input.limit)}
      union all ${gathered}
    `.execute(db);
    return rows.map((row) => finishVenueDto(row.venue));
  }
  const rows = await searchQuery(db, input, now)
    .select(venueJson().as('venue'))
    .$call(inDisplayOrder)
    .limit(input.limit)
    .offset(input.offset)
    .execute();
  return rows.map((row) => finishVenueDto(row.venue));
}

/** Venues read beyond a nearest-first page, so those at the same distance as its last are ordered by id. */
const NEAR_TIES = 50;

/** Venues read in rating order by a filtered search before the matches are gathered by index. */
const WALK_ROWS = 500;

type VenuesQuery = SelectQueryBuilder<Database, 'venues', object>;

/** Search display order: rating, review count, name, then id (a stable order for paging). */
function inDisplayOrder<O>(query: SelectQueryBuilder<Database, 'venues', O>) {
  return query
    .orderBy('venues.rating', 'desc')
    .orderBy('venues.reviewCount', 'desc')
    .orderBy('venues.name')
    .orderBy('venues.id');
}

/** Whether a search filters on category, city, guests or price. */
function hasPlainFilter(input: VenueSearchInput): boolean {
  return (
    Boolean(input.category || input.city || input.guests || input.colonia || input.alcaldia || input.bbox) ||
    input.minPrice !== undefined ||
    input.maxPrice !== undefined
  );
}

/** The free slot a search asks for (date + start time + duration), or null. */
function slotOf(input: VenueSearchInput): SlotRange | null {
  return input.date && input.startTime && input.duration
    ? slotToRange(input.date, input.startTime, input.duration)
    : null;
}

/** A slot that has started: no venue offers it (the notice is at least 0 h), so no query. */
function slotHasPassed(input: VenueSearchInput, now: Date): boolean {
  const range = slotOf(input);
  return range !== null && range.start.getTime() < now.getTime();
}

/** How many public venues match the filters (for "N lugares encontrados"). */
export async function countVenues(db: Db, input: VenueSearchInput, now = new Date()): Promise<number> {
  if (slotHasPassed(input, now)) return 0;
  const row = await searchQuery(db, input, now, { everyMatch: true })
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A search text that folds (lower case, accents off: f_unaccent) to one word of [a-z0-9], at
 * least 3 characters: the words the vocabulary holds (decision 027).
 */
const ONE_WORD = /^[a-z0-9áéíóúüñ]{3,}$/;

/** How searchQuery writes its statement. */
interface SearchQueryOptions {
  /** the venues read when they are not the whole table (the bounded walk of searchVenues) */
  walked?: VenuesQuery;
  /** for a statement whose plan must hold for any parameters (decision 026) */
  generic?: boolean;
  /**
   * for statements that look up every match (the gathering of a filtered search's matches, the
   * count), which find a one-word text through the venues' words (decision 027)
   */
  everyMatch?: boolean;
}

/** The filtered public venues query, without selection, order or paging. */
function searchQuery(
  db: Db,
  input: VenueSearchInput,
  now: Date,
  { walked, generic = false, everyMatch = false }: SearchQueryOptions = {},
) {
  // A generic statement works out each unaccented pattern once per run and names its category
  // in the text: its plan then holds for any parameters.
  const unaccented = (value: string) => (generic ? oncePerRun(sql`f_unaccent(${value})`) : sql`f_unaccent(${value})`);
  let query = (walked ?? db.selectFrom('venues')).where(publicVenue);
  const text = input.q?.toLowerCase();
  if (text && everyMatch && ONE_WORD.test(text)) {
    // Decision 027: the venues having a word that holds the searched word (found in the
    // vocabulary), or a word too long for it ('*'), through venues_search_words_…_idx; only those
    // are read, and the text test keeps the answer exactly that of the substring test below.
    query = query
      .where(
        sql<boolean>`venue_search_words(venues.search_text) && (select coalesce(array_agg(search_words.word), '{}') || '{*}'::text[] from search_words where search_words.word like ${unaccented(likeContains(text))})`,
      )
      .where(sql<boolean>`strpos(venues.search_text, ${unaccented(text)}) > 0`);
  } else if (text) {
    const pattern = unaccented(likeContains(text));
    // Looking up the whole table with a category: the category's own trigram index, whose
    // expression lower() names (the stored text is already lower case), never the index of all
    // venues, whose matches of a word common elsewhere would be crossed with the category.
    query = query.where(
      input.category && !walked
        ? sql<boolean>`lower(venues.search_text) like ${pattern}`
        : sql<boolean>`venues.search_text like ${pattern}`,
    );
  }
  if (input.category) query = query.where('venues.category', '=', generic ? sql.lit(input.category) : input.category);
  if (input.city) {
    query = query.where(
      sql<boolean>`f_unaccent(lower(venues.city)) like ${unaccented(likeContains(input.city.toLowerCase()))}`,
    );
  }
  if (input.guests) query = query.where('venues.capacity', '>=', input.guests);
  // Issue 18: the expressions of venues_colonia_idx / venues_alcaldia_idx, and the map's area
  // through venues_location_idx (a cube around the area's circle, then the exact degrees).
  if (input.colonia) {
    query = query.where(sql<boolean>`f_unaccent(lower(venues.colonia)) = ${unaccented(input.colonia.toLowerCase())}`);
  }
  if (input.alcaldia) {
    query = query.where(sql<boolean>`f_unaccent(lower(venues.alcaldia)) = ${unaccented(input.alcaldia.toLowerCase())}`);
  }
  if (input.bbox) query = query.where(inBbox(input.bbox));
  if (input.minPrice !== undefined) query = query.where('venues.pricePerHour', '>=', String(input.minPrice));
  if (input.maxPrice !== undefined) query = query.where('venues.pricePerHour', '<=', String(input.maxPrice));
  const range = slotOf(input);
  if (range) {
    query = query.where('venues.pricePerHour', 'is not', null).where((eb) => eb.not(busyDuring(eb, range, now)));
  }
  return query;
}

/**
 * A venue's point inside a map area: the earth_box around the area's circumscribed circle (an
 * index condition of venues_location_idx), then the exact bounds in degrees.
 */
function inBbox(bbox: Bbox) {
  const centre = { lat: (bbox.minLat + bbox.maxLat) / 2, lng: (bbox.minLng + bbox.maxLng) / 2 };
  const radius = Math.ceil(distanceMeters(centre, { lat: bbox.maxLat, lng: bbox.maxLng }) * 1.01) + 1;
  return sql<boolean>`(ll_to_earth(venues.lat, venues.lng) <@ earth_box(ll_to_earth(${centre.lat}::float8, ${centre.lng}::float8), ${radius}::float8)
    and venues.lat between ${bbox.minLat}::float8 and ${bbox.maxLat}::float8
    and venues.lng between ${bbox.minLng}::float8 and ${bbox.maxLng}::float8)`;
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
 * What judging a venue's slots needs (issue 16): its buffer and minimum notice, read without the
 * rest of the venue. Input: the venue id. Output: { bufferMinutes, minNoticeHours }.
 * Errors: VENUE_NOT_FOUND for a missing, deleted or inactive venue (as getVenue for a visitor).
 */
async function venueSlotRules(db: Db, id: string): Promise<{ bufferMinutes: number; minNoticeHours: number }> {
  const row = await db
    .selectFrom('venues')
    .select(['ownerId', 'isActive', 'bufferMinutes', 'minNoticeHours'])
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!row || !canViewVenue(null, row)) throw new AppError('VENUE_NOT_FOUND');
  return row;
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

/** A busy range of a venue: a booking holding its slot (with the buffer kept after it) or an owner block. */
export interface BusyRange extends SlotRange {
  kind: 'booking' | 'block';
  /** for bookings: the end plus the buffer stored with the booking */
  bufferEnd: Date;
}

/**
 * Busy ranges of a venue that reach into [from, to): bookings holding their slot at `now`
 * (holdsSlotSql: confirmed, open requests, unpaid holds younger than 15 minutes) and owner blocks.
 */
export async function busyRanges(db: Db, venueId: string, from: Date, to: Date, now: Date): Promise<BusyRange[]> {
  // The start bound keeps the (venue_id, start_at) index probe to the bookings around the range.
  const { rows } = await sql<{ startAt: Date; endAt: Date; bufferEnd: Date; kind: 'booking' | 'block' }>`
    select b.start_at as "startAt", b.end_at as "endAt", b.buffer_end_at as "bufferEnd", 'booking' as kind
    from bookings b
    where b.venue_id = ${venueId} and b.status <> 'cancelled' and b.start_at < ${to} and b.buffer_end_at > ${from}
      and b.start_at > ${earliestBlockingStart(from)}
      and ${holdsSlotSql(now, 'b')}
    union all
    select k.start_at, k.end_at, k.end_at, 'block' from venue_blocks k
    where k.venue_id = ${venueId} and k.start_at < ${to} and k.end_at > ${from}
  `.execute(db);
  return rows.map((r) => ({
    start: new Date(r.startAt),
    end: new Date(r.endAt),
    bufferEnd: new Date(r.bufferEnd),
    kind: r.kind,
  }));
}

/**
 * Why a slot of a venue with `rules` is refused at `now` given its busy ranges, or null
 * (domain slotRefusal, widened by each booking's stored buffer as the exclusion constraint is).
 */
export function refusalFor(
  slot: SlotRange,
  busy: readonly BusyRange[],
  rules: { bufferMinutes: number; minNoticeHours: number },
  now: Date,
): SlotRefusal | null {
  const refusal = slotRefusal(slot, busy, rules, now);
  if (refusal) return refusal;
  const storedBuffer = busy.some(
    (b) =>
      b.kind === 'booking' && b.start.getTime() < slot.end.getTime() && b.bufferEnd.getTime() > slot.start.getTime(),
  );
  return storedBuffer ? 'buffer' : null;
}

/**
 * What judging a venue's slots from `firstDate` to `lastDate` (Mexico City dates) needs: its
 * rules and its busy ranges. Bookings of the day before reach into the first date; the last
 * start plus the longest duration bounds the last; each side is widened by the longest buffer.
 * Both reads at once (the busy ranges are only answered when the venue is visible).
 * Errors: VENUE_NOT_FOUND (venueSlotRules).
 */
async function slotsContext(db: Db, venueId: string, firstDate: string, lastDate: string, now: Date) {
  const pad = MAX_BUFFER_MINUTES * 60_000;
  const from = new Date(slotToRange(firstDate, '00:00', 0).start.getTime() - pad);
  const to = new Date(slotToRange(lastDate, LAST_START_TIME, LONGEST_DURATION).end.getTime() + pad);
  const [venue, busy] = await Promise.all([venueSlotRules(db, venueId), busyRanges(db, venueId, from, to, now)]);
  return { venue, busy };
}

/**
 * Which start times of a date are free for a duration under every rule of the venue (issue 16:
 * bookings, blocks, buffer, minimum notice). Output: one entry per offered start time with
 * `available`, `past` and `reason` (why not). Errors: VENUE_NOT_FOUND.
 */
export async function venueAvailability(
  db: Db,
  input: AvailabilityInput,
  now = new Date(),
): Promise<StartTimeAvailability[]> {
  const { venue, busy } = await slotsContext(db, input.venueId, input.date, input.date, now);
  return START_TIMES.map((startTime) => {
    const slot = slotToRange(input.date, startTime, input.duration);
    const reason = refusalFor(slot, busy, venue, now);
    return { startTime, available: reason === null, past: reason === 'past', reason };
  });
}

/** One bookable date of a venue's month view (issue 18): its free start times for a duration. */
export interface AvailableDay {
  date: string;
  /** the start times free under every rule of the venue, in order; empty when the day is full */
  freeStartTimes: StartTime[];
  /** why each other start time is not offered (taken, buffer, notice, past; issue 16) */
  reasons: Partial<Record<StartTime, SlotRefusal>>;
}

/**
 * The venue's whole booking window (today and the next 29 days, SPEC.md §5) for a duration: which
 * start times of each date are free (issue 18: the month view). One read of the busy ranges for
 * the 30 days, not one per day; each slot is judged as venueAvailability judges it.
 * Input: { venueId, duration (hours) }. Output: 30 AvailableDay in date order. Errors: VENUE_NOT_FOUND.
 */
export async function venueMonthAvailability(
  db: Db,
  input: { venueId: string; duration: number },
  now = new Date(),
): Promise<AvailableDay[]> {
  const dates = bookingDates(now);
  const { venue, busy } = await slotsContext(db, input.venueId, dates[0] as string, dates.at(-1) as string, now);
  return dates.map((date) => {
    const day: AvailableDay = { date, freeStartTimes: [], reasons: {} };
    for (const startTime of START_TIMES) {
      const reason = refusalFor(slotToRange(date, startTime, input.duration), busy, venue, now);
      if (reason === null) day.freeStartTimes.push(startTime);
      else day.reasons[startTime] = reason;
    }
    return day;
  });
}
