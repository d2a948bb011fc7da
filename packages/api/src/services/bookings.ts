/**
 * Bookings (SPEC.md §4-§5, PRODUCT.md §4). The server recomputes the price and the
 * database refuses overlapping active bookings (constraint bookings_no_overlap).
 */
import type { Db } from '@rentas/db';
import {
  AppError,
  type BookingPrice,
  type CreateBookingParsed,
  checkSlot,
  computeBookingPrice,
  fromCentavos,
  PENDING_HOLD_MS,
  rangeToSlot,
  toCentavos,
} from '@rentas/domain';
import { sql } from 'kysely';
import type { AppConfig, SessionUser } from '../context';
import { bookingQrDataUrl, confirmationCode } from './check-in';

export type BookingStatus = 'pending' | 'confirmed' | 'cancelled' | 'completed';

/** A booking as the API shows it (SPEC.md §3 Booking; money MXN decimal strings, instants ISO). */
export interface BookingDto {
  id: string;
  code: string;
  venueId: string;
  venueName: string;
  venueCity: string;
  venueImage: string | null;
  startDate: string;
  endDate: string;
  guestCount: number;
  subtotal: string;
  commission: string;
  totalAmount: string;
  specialRequests: string | null;
  status: BookingStatus;
  /** PNG data URL of the check-in QR; present on confirmed bookings when asked for */
  qrCode: string | null;
  paymentIntentId: string | null;
  paymentMethod: string;
  checkedInAt: string | null;
  /** true once the guest reviewed this booking */
  reviewed: boolean;
  createdAt: string;
  user: { firstName: string | null; lastName: string | null };
  venue: { name: string };
}

function bookingQuery(db: Db) {
  return db
    .selectFrom('bookings')
    .innerJoin('venues', 'venues.id', 'bookings.venueId')
    .innerJoin('users', 'users.id', 'bookings.userId')
    .leftJoin('reviews', 'reviews.bookingId', 'bookings.id')
    .selectAll('bookings')
    .select([
      'reviews.id as reviewId',
      'venues.name as venueName',
      'venues.city as venueCity',
      'venues.images as venueImages',
      'venues.ownerId as venueOwnerId',
      'users.firstName as userFirstName',
      'users.lastName as userLastName',
    ]);
}

type BookingJoinRow = Awaited<ReturnType<ReturnType<typeof bookingQuery>['executeTakeFirstOrThrow']>>;

/** Completed is derived: a confirmed booking whose end has passed shows as completed. */
function effectiveStatus(status: string, endAt: Date, now: Date): BookingStatus {
  if (status === 'confirmed' && endAt.getTime() <= now.getTime()) return 'completed';
  return status as BookingStatus;
}

async function toBookingDto(
  row: BookingJoinRow,
  config: AppConfig,
  opts: { withQr: boolean; now: Date },
): Promise<BookingDto> {
  const status = effectiveStatus(row.status, row.endAt, opts.now);
  return {
    id: row.id,
    code: confirmationCode(row.id),
    venueId: row.venueId,
    venueName: row.venueName,
    venueCity: row.venueCity,
    venueImage: row.venueImages[0] ?? null,
    startDate: row.startAt.toISOString(),
    endDate: row.endAt.toISOString(),
    guestCount: row.guestCount,
    subtotal: row.subtotal,
    commission: row.commission,
    totalAmount: row.totalAmount,
    specialRequests: row.specialRequests,
    status,
    qrCode:
      opts.withQr && status === 'confirmed' ? await bookingQrDataUrl(row.id, config.publicUrl, config.appSecret) : null,
    paymentIntentId: row.paymentIntentId,
    paymentMethod: row.paymentMethod,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    reviewed: row.reviewId !== null,
    createdAt: row.createdAt.toISOString(),
    user: { firstName: row.userFirstName, lastName: row.userLastName },
    venue: { name: row.venueName },
  };
}

export interface BookingDeps {
  db: Db;
  config: AppConfig;
  now: Date;
}

export interface BookingQuote {
  venueId: string;
  start: Date;
  end: Date;
  guestCount: number;
  price: BookingPrice;
}

/**
 * Checks a booking request against every rule and prices it on the server.
 * Input: venue, instants and guests (any client total is ignored here).
 * Output: BookingQuote (centavos). Errors: VENUE_NOT_FOUND 404; VENUE_UNAVAILABLE /
 * VENUE_NO_HOURLY_PRICE 409; INVALID_START_TIME, INVALID_DURATION, DATE_OUT_OF_WINDOW,
 * GUESTS_OUT_OF_RANGE 400 (SPEC.md §5, PRODUCT.md §4).
 */
export async function quoteBooking(
  db: Db,
  input: { venueId: string; startDate: string; endDate: string; guestCount: number },
  now: Date,
): Promise<BookingQuote> {
  const venue = await db
    .selectFrom('venues')
    .select(['id', 'capacity', 'pricePerHour', 'isActive', 'deletedAt'])
    .where('id', '=', input.venueId)
    .executeTakeFirst();
  if (!venue || venue.deletedAt) throw new AppError('VENUE_NOT_FOUND');
  if (!venue.isActive) throw new AppError('VENUE_UNAVAILABLE');
  if (venue.pricePerHour === null) throw new AppError('VENUE_NO_HOURLY_PRICE');
  const start = new Date(input.startDate);
  const end = new Date(input.endDate);
  const problem = checkSlot(start, end, now);
  if (problem === 'START_TIME') throw new AppError('INVALID_START_TIME');
  if (problem === 'DURATION') throw new AppError('INVALID_DURATION');
  if (problem === 'DATE_WINDOW') throw new AppError('DATE_OUT_OF_WINDOW');
  if (input.guestCount < 1 || input.guestCount > venue.capacity) {
    throw new AppError('GUESTS_OUT_OF_RANGE', `El número de personas debe estar entre 1 y ${venue.capacity}.`);
  }
  const price = computeBookingPrice(toCentavos(venue.pricePerHour), rangeToSlot(start, end).hours);
  return { venueId: venue.id, start, end, guestCount: input.guestCount, price };
}

/** Cancels abandoned pending (unpaid) bookings that overlap a range, so their slot is free again. */
export async function releaseStalePending(db: Db, venueId: string, start: Date, end: Date, now: Date): Promise<void> {
  await db
    .updateTable('bookings')
    .set({ status: 'cancelled', cancelledAt: now })
    .where('venueId', '=', venueId)
    .where('status', '=', 'pending')
    .where('createdAt', '<', new Date(now.getTime() - PENDING_HOLD_MS))
    .where('startAt', '<', end)
    .where('endAt', '>', start)
    .execute();
}

/**
 * One round trip before a booking insert. Output: busy — an active booking (a pending one
 * younger than PENDING_HOLD_MS counts) or an owner block overlaps [start, end); stalePending —
 * an abandoned pending booking overlaps and must be released first.
 */
async function slotState(db: Db, venueId: string, start: Date, end: Date, now: Date) {
  const staleBefore = new Date(now.getTime() - PENDING_HOLD_MS);
  const { rows } = await sql<{ busy: boolean; stalePending: boolean }>`
    select
      exists (select 1 from bookings b where b.venue_id = ${venueId} and b.status <> 'cancelled'
                and b.start_at < ${end} and b.end_at > ${start}
                and (b.status <> 'pending' or b.created_at >= ${staleBefore}))
      or exists (select 1 from venue_blocks k where k.venue_id = ${venueId}
                   and k.start_at < ${end} and k.end_at > ${start}) as busy,
      exists (select 1 from bookings b where b.venue_id = ${venueId} and b.status = 'pending'
                and b.created_at < ${staleBefore} and b.start_at < ${end} and b.end_at > ${start}) as "stalePending"
  `.execute(db);
  return rows[0] ?? { busy: false, stalePending: false };
}

/**
 * Inserts a booking for a quote. Output: the new booking id.
 * Errors: SLOT_TAKEN 409 from the exclusion constraint (or a block).
 */
export async function insertBooking(
  db: Db,
  user: SessionUser,
  quote: BookingQuote,
  extra: {
    specialRequests: string | null;
    status: BookingStatus;
    method: string;
    paymentIntentId: string | null;
    now: Date;
  },
): Promise<string> {
  // Fast path under contention: a slot already held answers 409 without queueing for the lock.
  // The exclusion constraint stays the authority for everything that passes this check.
  const slot = await slotState(db, quote.venueId, quote.start, quote.end, extra.now);
  if (slot.busy) throw new AppError('SLOT_TAKEN');
  if (slot.stalePending) await releaseStalePending(db, quote.venueId, quote.start, quote.end, extra.now);
  // One statement: take the per-venue advisory lock (see withVenueLock), then insert. Concurrent
  // inserts for one venue queue on the lock instead of deadlocking in the constraint's index.
  const result = await sql<{ id: string }>`
    insert into bookings (venue_id, user_id, start_at, end_at, guest_count, subtotal, commission,
      total_amount, special_requests, status, payment_method, payment_intent_id)
    select ${quote.venueId}::uuid, ${user.id}::uuid, ${quote.start}::timestamptz, ${quote.end}::timestamptz,
      ${quote.guestCount}::int, ${fromCentavos(quote.price.subtotal)}::numeric, ${fromCentavos(quote.price.commission)}::numeric,
      ${fromCentavos(quote.price.total)}::numeric, ${extra.specialRequests || null}, ${extra.status}, ${extra.method},
      ${extra.paymentIntentId}
    from (select pg_advisory_xact_lock(hashtextextended(${quote.venueId}::text, 0))) as venue_lock
    returning id`.execute(db);
  const inserted = result.rows[0];
  if (!inserted) throw new Error('booking insert returned no row');
  return inserted.id;
}

/**
 * Runs `fn` in a transaction holding a per-venue advisory lock, so concurrent writes to one
 * venue's calendar queue up instead of deadlocking inside the exclusion constraint's index
 * (seen with hundreds of simultaneous requests for one slot). Reuses an open transaction.
 */
export async function withVenueLock<T>(db: Db, venueId: string, fn: (trx: Db) => Promise<T>): Promise<T> {
  const run = async (trx: Db) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${venueId}::text, 0))`.execute(trx);
    return fn(trx);
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

/**
 * Creates a confirmed pay-at-venue booking (POST /api/bookings).
 * Input: parsed CreateBookingSchema (totalAmount in centavos). Output: BookingDto with qrCode.
 * Errors: those of quoteBooking; PRICE_CHANGED 409 when the client total differs from the
 * server's (PRODUCT.md §4; nothing is stored); SLOT_TAKEN 409.
 */
export async function createBooking(
  deps: BookingDeps,
  user: SessionUser,
  input: CreateBookingParsed,
): Promise<BookingDto> {
  const quote = await quoteBooking(deps.db, input, deps.now);
  if (input.totalAmount !== quote.price.total) throw new AppError('PRICE_CHANGED');
  const id = await insertBooking(deps.db, user, quote, {
    specialRequests: input.specialRequests ?? null,
    status: 'confirmed',
    method: 'venue',
    paymentIntentId: null,
    now: deps.now,
  });
  return getBookingForUser(deps, user, id, { withQr: true });
}

/**
 * One booking, visible to its guest, the venue's owner and admins.
 * Errors: BOOKING_NOT_FOUND 404 for anyone else (no existence leak).
 */
export async function getBookingForUser(
  deps: BookingDeps,
  user: SessionUser,
  bookingId: string,
  opts: { withQr: boolean } = { withQr: true },
): Promise<BookingDto> {
  const row = await bookingQuery(deps.db).where('bookings.id', '=', bookingId).executeTakeFirst();
  const allowed = row && (row.userId === user.id || row.venueOwnerId === user.id || user.role === 'admin');
  if (!row || !allowed) throw new AppError('BOOKING_NOT_FOUND');
  return toBookingDto(row, deps.config, { withQr: opts.withQr, now: deps.now });
}

/** The signed-in guest's bookings, newest start first (GET /api/bookings). */
export async function listUserBookings(
  deps: BookingDeps,
  userId: string,
  opts: { withQr: boolean } = { withQr: false },
): Promise<BookingDto[]> {
  const rows = await bookingQuery(deps.db)
    .where('bookings.userId', '=', userId)
    .orderBy('bookings.startAt', 'desc')
    .limit(500)
    .execute();
  return Promise.all(rows.map((r) => toBookingDto(r, deps.config, { withQr: opts.withQr, now: deps.now })));
}

/** Guests may cancel online until this long before the start (PRODUCT.md §4, issue: free until 24 h before). */
export const FREE_CANCELLATION_MS = 24 * 60 * 60 * 1000;

/**
 * Cancels a booking. The guest may cancel a pending or confirmed booking until 24 h before
 * its start; the venue's owner and admins may cancel it until it ends.
 * Output: the updated BookingDto. Errors: BOOKING_NOT_FOUND 404 (not theirs),
 * BOOKING_NOT_CANCELLABLE 409 (cancelled, completed or ended), CANCELLATION_WINDOW_CLOSED 409.
 */
export async function cancelBooking(
  deps: BookingDeps,
  user: SessionUser,
  bookingId: string,
  hooks: { beforeCancel?: (bookingId: string) => Promise<void> } = {},
): Promise<BookingDto> {
  const { db, now } = deps;
  const booking = await getBookingForUser(deps, user, bookingId, { withQr: false });
  const row = await db
    .selectFrom('bookings')
    .innerJoin('venues', 'venues.id', 'bookings.venueId')
    .select(['bookings.userId', 'venues.ownerId', 'bookings.startAt', 'bookings.endAt', 'bookings.status'])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirstOrThrow();
  const manager = user.role === 'admin' || row.ownerId === user.id;
  if (!['pending', 'confirmed'].includes(booking.status) || row.endAt.getTime() <= now.getTime()) {
    throw new AppError('BOOKING_NOT_CANCELLABLE');
  }
  if (!manager && row.startAt.getTime() - now.getTime() < FREE_CANCELLATION_MS) {
    throw new AppError('CANCELLATION_WINDOW_CLOSED');
  }
  // e.g. refund a PayPal capture first: if that fails, the booking stays as it was.
  await hooks.beforeCancel?.(bookingId);
  const updated = await db
    .updateTable('bookings')
    .set({ status: 'cancelled', cancelledAt: now })
    .where('id', '=', bookingId)
    .where('status', 'in', ['pending', 'confirmed'])
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw new AppError('BOOKING_NOT_CANCELLABLE');
  return getBookingForUser(deps, user, bookingId, { withQr: false });
}

/** Bookings of the venues a user owns (GET /api/bookings/owner), newest start first. */
export async function listOwnerBookings(deps: BookingDeps, ownerId: string, limit = 500): Promise<BookingDto[]> {
  const rows = await bookingQuery(deps.db)
    .where('venues.ownerId', '=', ownerId)
    .orderBy('bookings.startAt', 'desc')
    .limit(limit)
    .execute();
  return Promise.all(rows.map((r) => toBookingDto(r, deps.config, { withQr: false, now: deps.now })));
}

/** The 10 most recent bookings of the platform by creation (admin financial tab). */
export async function listRecentBookings(deps: BookingDeps, limit = 10): Promise<BookingDto[]> {
  const rows = await bookingQuery(deps.db).orderBy('bookings.createdAt', 'desc').limit(limit).execute();
  return Promise.all(rows.map((r) => toBookingDto(r, deps.config, { withQr: false, now: deps.now })));
}

export interface OwnerStats {
  venueCount: number;
  bookingCount: number;
  /** MXN decimal string: sum of totals of confirmed and completed bookings */
  income: string;
  /** average of the venues' ratings over venues with reviews, "4.67"; "0.00" when none */
  averageRating: string;
  recentBookings: BookingDto[];
}

/** Owner dashboard figures (SPEC.md §2 /owner-dashboard), all from the database. */
export async function ownerStats(deps: BookingDeps, ownerId: string): Promise<OwnerStats> {
  const { db } = deps;
  const venues = await db
    .selectFrom('venues')
    .select((eb) => [
      eb.fn.countAll<string>().as('venueCount'),
      sql<string | null>`round(sum(rating * review_count) / nullif(sum(review_count), 0), 2)`.as('averageRating'),
    ])
    .where('ownerId', '=', ownerId)
    .where('deletedAt', 'is', null)
    .executeTakeFirstOrThrow();
  const bookings = await db
    .selectFrom('bookings')
    .innerJoin('venues', 'venues.id', 'bookings.venueId')
    .select([
      sql<string>`count(*) filter (where bookings.status <> 'cancelled')`.as('bookingCount'),
      sql<string | null>`sum(bookings.total_amount) filter (where bookings.status in ('confirmed', 'completed'))`.as(
        'income',
      ),
    ])
    .where('venues.ownerId', '=', ownerId)
    .executeTakeFirstOrThrow();
  const recent = await bookingQuery(db)
    .where('venues.ownerId', '=', ownerId)
    .orderBy('bookings.createdAt', 'desc')
    .limit(5)
    .execute();
  return {
    venueCount: Number(venues.venueCount),
    bookingCount: Number(bookings.bookingCount),
    income: fromCentavos(toCentavos(bookings.income ?? '0')),
    averageRating: Number(venues.averageRating ?? 0).toFixed(2),
    recentBookings: await Promise.all(
      recent.map((r) => toBookingDto(r, deps.config, { withQr: false, now: deps.now })),
    ),
  };
}
