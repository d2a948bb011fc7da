/**
 * Bookings (SPEC.md §4-§5, PRODUCT.md §4). The server recomputes the price and the
 * database refuses overlapping active bookings (constraint bookings_no_overlap).
 */
import { createHash } from 'node:crypto';
import type { Db } from '@rentas/db';
import type { BookingDto, OwnerStats } from '@rentas/domain';
import {
  ACTIVE_STATUSES,
  AppError,
  type BookingPrice,
  type BookingStatus,
  type CreateBookingParsed,
  canBookVenue,
  cancellationProblem,
  canManageBooking,
  canViewBooking,
  checkSlot,
  computeBookingPrice,
  effectiveBookingStatus,
  fromCentavos,
  isBookingGuest,
  neighborhoodOf,
  type OwnerBookingsFilter,
  PENDING_HOLD_MS,
  pendingHoldCutoff,
  rangeToSlot,
  STORED_IMAGE_PATH,
  slotToRange,
  toCentavos,
} from '@rentas/domain';
import { sql } from 'kysely';
import type { AppConfig, BookingLimits, SessionUser } from '../context';
import { isCompletedSql, isUpcomingSql } from './booking-figures';
import { type CancelledBy, enqueueBookingCancelled, enqueueBookingConfirmed } from './booking-mail';
import { bookingQrDataUrl, confirmationCode } from './check-in';

export type { BookingStatus } from '@rentas/domain';
export type { BookingDto, OwnerStats };

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
      'venues.address as venueAddress',
      'venues.images as venueImages',
      'venues.ownerId as venueOwnerId',
      'users.firstName as userFirstName',
      'users.lastName as userLastName',
    ]);
}

type BookingJoinRow = Awaited<ReturnType<ReturnType<typeof bookingQuery>['executeTakeFirstOrThrow']>>;

async function toBookingDto(
  row: BookingJoinRow,
  config: AppConfig,
  opts: { withQr: boolean; now: Date },
): Promise<BookingDto> {
  const status = effectiveBookingStatus(row.status, row.endAt, opts.now);
  return {
    id: row.id,
    code: confirmationCode(row.id),
    venueId: row.venueId,
    venueName: row.venueName,
    venueCity: row.venueCity,
    venueNeighborhood: neighborhoodOf(row.venueAddress),
    venueImage: row.venueImages.find((url) => STORED_IMAGE_PATH.test(url)) ?? null,
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
 * Input: venue, instants and guests (any client total is ignored here); `guestId`, the user
 * booking. Inside a transaction the venue row is read `FOR SHARE` and stays locked until the
 * transaction ends, so a venue cannot be deleted (DELETE takes `FOR UPDATE`), deactivated or
 * repriced between this check and the booking's commit (issue 12: delete/booking race).
 * Output: BookingQuote (centavos). Errors: VENUE_NOT_FOUND 404; OWN_VENUE_BOOKING 403 (issue 12:
 * an owner cannot book their own venue); VENUE_UNAVAILABLE / VENUE_NO_HOURLY_PRICE 409;
 * INVALID_START_TIME, INVALID_DURATION, DATE_OUT_OF_WINDOW, GUESTS_OUT_OF_RANGE 400
 * (SPEC.md §5, PRODUCT.md §4).
 */
export async function quoteBooking(
  db: Db,
  input: { venueId: string; startDate: string; endDate: string; guestCount: number },
  now: Date,
  guestId: string,
): Promise<BookingQuote> {
  const query = db
    .selectFrom('venues')
    .select(['id', 'ownerId', 'capacity', 'pricePerHour', 'pricePerDay', 'isActive', 'deletedAt'])
    .where('id', '=', input.venueId);
  const venue = await (db.isTransaction ? query.forShare() : query).executeTakeFirst();
  if (!venue || venue.deletedAt) throw new AppError('VENUE_NOT_FOUND');
  if (!canBookVenue({ id: guestId }, venue)) throw new AppError('OWN_VENUE_BOOKING');
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
  const price = computeBookingPrice(
    toCentavos(venue.pricePerHour),
    rangeToSlot(start, end).hours,
    venue.pricePerDay === null ? null : toCentavos(venue.pricePerDay),
  );
  return { venueId: venue.id, start, end, guestCount: input.guestCount, price };
}

/** Cancels abandoned pending (unpaid) bookings that overlap a range, so their slot is free again. */
export async function releaseStalePending(db: Db, venueId: string, start: Date, end: Date, now: Date): Promise<void> {
  await db
    .updateTable('bookings')
    .set({ status: 'cancelled', cancelledAt: now })
    .where('venueId', '=', venueId)
    .where('status', '=', 'pending')
    .where('createdAt', '<', pendingHoldCutoff(now))
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
  const staleBefore = pendingHoldCutoff(now);
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
 * Takes the per-user advisory lock for the rest of the transaction `trx`, so one user's
 * booking writes (on any server process) run one at a time: the caps counted under it hold
 * under racing requests (issue 12). Seed 1 keeps these keys apart from the venue locks (seed 0).
 */
async function lockGuest(trx: Db, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${userId}::text, 1))`.execute(trx);
}

/**
 * Refuses a new booking that would take a user over a cap (issue 12, OWASP API6 slot
 * hoarding). Counts the user's bookings not yet ended that hold a slot: confirmed ones and
 * pending ones younger than PENDING_HOLD_MS. Run under lockGuest. A cap of 0 is off.
 * Input: the user, the venue asked for, the caps, whether the new booking is an unpaid PayPal
 * hold. Errors: TOO_MANY_PAYPAL_HOLDS, TOO_MANY_VENUE_BOOKINGS, TOO_MANY_UPCOMING_BOOKINGS 409.
 */
export async function enforceBookingLimits(
  trx: Db,
  input: { userId: string; venueId: string; limits: BookingLimits; paypalHold: boolean; now: Date },
): Promise<void> {
  const { limits, now } = input;
  if (!limits.unpaidPaypalHolds && !limits.upcomingPerVenue && !limits.upcoming) return;
  const staleBefore = pendingHoldCutoff(now);
  const { rows } = await sql<{ holds: number; atVenue: number; upcoming: number }>`
    select
      count(*) filter (where b.status = 'pending' and b.payment_method = 'paypal')::int as holds,
      count(*) filter (where b.venue_id = ${input.venueId})::int as "atVenue",
      count(*)::int as upcoming
    from bookings b
    where b.user_id = ${input.userId} and b.end_at > ${now}
      and (b.status = 'confirmed' or (b.status = 'pending' and b.created_at >= ${staleBefore}))
  `.execute(trx);
  const held = rows[0] ?? { holds: 0, atVenue: 0, upcoming: 0 };
  if (input.paypalHold && limits.unpaidPaypalHolds && held.holds >= limits.unpaidPaypalHolds) {
    throw new AppError(
      'TOO_MANY_PAYPAL_HOLDS',
      `Ya tienes ${held.holds} pagos con PayPal sin completar, el máximo. Termina uno o espera ${PENDING_HOLD_MS / 60_000} minutos.`,
    );
  }
  if (limits.upcomingPerVenue && held.atVenue >= limits.upcomingPerVenue) {
    throw new AppError(
      'TOO_MANY_VENUE_BOOKINGS',
      `Ya tienes ${held.atVenue} reservas próximas en este espacio, el máximo permitido.`,
    );
  }
  if (limits.upcoming && held.upcoming >= limits.upcoming) {
    throw new AppError(
      'TOO_MANY_UPCOMING_BOOKINGS',
      `Ya tienes ${held.upcoming} reservas próximas, el máximo permitido. Cancela alguna o espera a que pase.`,
    );
  }
}

/** An `Idempotency-Key` with the SHA-256 of the request it came with (issue 12). */
export interface IdempotencyKey {
  key: string;
  requestHash: string;
}

/**
 * The idempotency record of a booking request: the key and a SHA-256 (hex) of the booking
 * fields (venue, instants, guests, client total in centavos, special requests), so the same
 * key with another payload is recognised.
 */
export function bookingIdempotencyKey(key: string, input: CreateBookingParsed): IdempotencyKey {
  const fields = [
    input.venueId,
    new Date(input.startDate).toISOString(),
    new Date(input.endDate).toISOString(),
    input.guestCount,
    input.totalAmount,
    input.specialRequests || null,
  ];
  return { key, requestHash: createHash('sha256').update(JSON.stringify(fields)).digest('hex') };
}

/** What a booking request is: the quote's input, its status and payment, and its idempotency key. */
export interface PlaceBookingRequest {
  input: { venueId: string; startDate: string; endDate: string; guestCount: number; specialRequests?: string | null };
  status: 'pending' | 'confirmed';
  method: 'venue' | 'paypal';
  /** checks the server's quote before anything is written (e.g. the client total); throws AppError */
  checkQuote?: (quote: BookingQuote) => void;
  idempotency?: IdempotencyKey | null;
}

/**
 * Writes one booking in one transaction, the single path for every new booking (issue 12):
 * per-user lock → replay of a known idempotency key → quote with the venue row locked
 * `FOR SHARE` (so a concurrent DELETE waits, then sees this booking; or this booking sees the
 * venue deleted) → caller's quote check → per-user caps → insert → idempotency key row.
 * Output: the booking id, its quote (null on a replay) and whether it was replayed.
 * Errors: those of quoteBooking, checkQuote, enforceBookingLimits and insertBooking;
 * IDEMPOTENCY_KEY_REUSED 409 when the key came with another payload.
 */
export async function placeBooking(
  deps: BookingDeps,
  user: SessionUser,
  request: PlaceBookingRequest,
): Promise<{ bookingId: string; quote: BookingQuote | null; replayed: boolean }> {
  const idem = request.idempotency;
  if (!idem) {
    // Fast path under contention (decision 008): a request for a slot already held answers
    // 409 before opening a transaction or queueing for locks. Everything is checked again
    // below. Skipped with an idempotency key, whose retry may find its own booking there.
    const early = await quoteBooking(deps.db, request.input, deps.now, user.id);
    request.checkQuote?.(early);
    const slot = await slotState(deps.db, early.venueId, early.start, early.end, deps.now);
    if (slot.busy) throw new AppError('SLOT_TAKEN');
  }
  return deps.db.transaction().execute(async (trx) => {
    await lockGuest(trx, user.id);
    if (idem) {
      const known = await trx
        .selectFrom('bookingIdempotencyKeys')
        .select(['requestHash', 'bookingId'])
        .where('userId', '=', user.id)
        .where('key', '=', idem.key)
        .executeTakeFirst();
      if (known && known.requestHash !== idem.requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      if (known) return { bookingId: known.bookingId, quote: null, replayed: true };
    }
    const quote = await quoteBooking(trx, request.input, deps.now, user.id);
    request.checkQuote?.(quote);
    await enforceBookingLimits(trx, {
      userId: user.id,
      venueId: quote.venueId,
      limits: deps.config.bookingLimits,
      paypalHold: request.method === 'paypal' && request.status === 'pending',
      now: deps.now,
    });
    const bookingId = await insertBooking(trx, user, quote, {
      specialRequests: request.input.specialRequests ?? null,
      status: request.status,
      method: request.method,
      paymentIntentId: null,
      now: deps.now,
    });
    // issue 15: the confirmation e-mails commit with the booking (a PayPal hold: at capture).
    if (request.status === 'confirmed') await enqueueBookingConfirmed(trx, deps.config, bookingId);
    if (idem) {
      await trx
        .insertInto('bookingIdempotencyKeys')
        .values({ userId: user.id, key: idem.key, requestHash: idem.requestHash, bookingId })
        .execute();
    }
    return { bookingId, quote, replayed: false };
  });
}

/**
 * Creates a confirmed pay-at-venue booking (POST /api/bookings, bookings.create).
 * Input: parsed CreateBookingSchema (totalAmount in centavos); optionally the request's
 * `Idempotency-Key`: a retry with the same key by the same user returns the booking the
 * first request created (issue 12). Output: BookingDto with qrCode.
 * Errors: those of placeBooking; PRICE_CHANGED 409 when the client total differs from the
 * server's (PRODUCT.md §4; nothing is stored); SLOT_TAKEN 409.
 */
export async function createBooking(
  deps: BookingDeps,
  user: SessionUser,
  input: CreateBookingParsed,
  opts: { idempotencyKey?: string | null } = {},
): Promise<BookingDto> {
  const { bookingId } = await placeBooking(deps, user, {
    input,
    status: 'confirmed',
    method: 'venue',
    checkQuote: (quote) => {
      if (input.totalAmount !== quote.price.total) throw new AppError('PRICE_CHANGED');
    },
    idempotency: opts.idempotencyKey ? bookingIdempotencyKey(opts.idempotencyKey, input) : null,
  });
  return getBookingForUser(deps, user, bookingId, { withQr: true });
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
  if (!row || !canViewBooking(user, row)) throw new AppError('BOOKING_NOT_FOUND');
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

/**
 * Cancels a booking (booking-lifecycle.ts cancellationProblem): the guest may cancel a
 * pending or confirmed booking until FREE_CANCELLATION_HOURS before its start; the venue's
 * owner and admins (canManageBooking) may cancel it until it ends. The guest and the owner
 * are e-mailed (issue 15), in the transaction of the cancellation.
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
  const row = await db
    .selectFrom('bookings')
    .innerJoin('venues', 'venues.id', 'bookings.venueId')
    .select([
      'bookings.userId',
      'venues.ownerId as venueOwnerId',
      'bookings.startAt',
      'bookings.endAt',
      'bookings.status',
    ])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst();
  if (!row || !canViewBooking(user, row)) throw new AppError('BOOKING_NOT_FOUND');
  const problem = cancellationProblem(row, canManageBooking(user, row), now);
  if (problem) throw new AppError(problem);
  // e.g. refund a PayPal capture first: if that fails, the booking stays as it was.
  await hooks.beforeCancel?.(bookingId);
  const cancelledBy: CancelledBy = isBookingGuest(user, row)
    ? 'guest'
    : row.venueOwnerId === user.id
      ? 'owner'
      : 'admin';
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('bookings')
      .set({ status: 'cancelled', cancelledAt: now })
      .where('id', '=', bookingId)
      .where('status', 'in', ACTIVE_STATUSES)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new AppError('BOOKING_NOT_CANCELLABLE');
    // issue 15: the guest and the owner hear of it, with the refund when there was one.
    const refunded = await trx
      .selectFrom('paymentOrders')
      .select('amount')
      .where('bookingId', '=', bookingId)
      .where('status', '=', 'refunded')
      .executeTakeFirst();
    await enqueueBookingCancelled(
      trx,
      deps.config,
      bookingId,
      cancelledBy,
      refunded ? toCentavos(refunded.amount) : null,
    );
  });
  return getBookingForUser(deps, user, bookingId, { withQr: false });
}

/**
 * Bookings of the venues a user owns (GET /api/bookings/owner, the owner's bookings page),
 * newest start first, at most `limit`. Filter (all optional, issue 13): venueId, status
 * (completed and confirmed as the guest sees them: by the end time), date (a Mexico City day
 * the booking starts on).
 */
export async function listOwnerBookings(
  deps: BookingDeps,
  ownerId: string,
  filter: OwnerBookingsFilter = {},
  limit = 500,
): Promise<BookingDto[]> {
  let query = bookingQuery(deps.db).where('venues.ownerId', '=', ownerId);
  if (filter.venueId) query = query.where('bookings.venueId', '=', filter.venueId);
  if (filter.status === 'completed') query = query.where(isCompletedSql(deps.now));
  else if (filter.status === 'confirmed') query = query.where(isUpcomingSql(deps.now));
  else if (filter.status) query = query.where('bookings.status', '=', filter.status);
  if (filter.date) {
    const day = slotToRange(filter.date, '00:00', 24);
    query = query.where('bookings.startAt', '>=', day.start).where('bookings.startAt', '<', day.end);
  }
  const rows = await query.orderBy('bookings.startAt', 'desc').limit(limit).execute();
  return Promise.all(rows.map((r) => toBookingDto(r, deps.config, { withQr: false, now: deps.now })));
}

/** The 10 most recent bookings of the platform by creation (admin financial tab). */
export async function listRecentBookings(deps: BookingDeps, limit = 10): Promise<BookingDto[]> {
  const rows = await bookingQuery(deps.db).orderBy('bookings.createdAt', 'desc').limit(limit).execute();
  return Promise.all(rows.map((r) => toBookingDto(r, deps.config, { withQr: false, now: deps.now })));
}

/**
 * Owner dashboard figures (SPEC.md §2 /owner-dashboard), all from the database. Income is the
 * owner's share only (subtotals), split into earned (completed) and expected (upcoming),
 * issue 13; pending PayPal holds and cancelled bookings count in neither.
 */
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
      sql<string | null>`sum(bookings.subtotal) filter (where ${isCompletedSql(deps.now)})`.as('earned'),
      sql<string | null>`sum(bookings.subtotal) filter (where ${isUpcomingSql(deps.now)})`.as('expected'),
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
    income: fromCentavos(toCentavos(bookings.earned ?? '0')),
    earnedIncome: fromCentavos(toCentavos(bookings.earned ?? '0')),
    expectedIncome: fromCentavos(toCentavos(bookings.expected ?? '0')),
    averageRating: Number(venues.averageRating ?? 0).toFixed(2),
    recentBookings: await Promise.all(
      recent.map((r) => toBookingDto(r, deps.config, { withQr: false, now: deps.now })),
    ),
  };
}
