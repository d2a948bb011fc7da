/**
 * Bookings (SPEC.md §4-§5, PRODUCT.md §4). The server recomputes the price and the
 * database refuses overlapping active bookings (constraint bookings_no_overlap).
 */
import { createHash } from 'node:crypto';
import { type Db, oncePerRun } from '@rentas/db';
import type { BookingDto, OwnerStats } from '@rentas/domain';
import {
  type AddOnUnit,
  AppError,
  addOnAmount,
  type BookingPrice,
  type BookingStatus,
  type CreateBookingParsed,
  canBookVenue,
  canViewBooking,
  checkSlot,
  computeBookingPrice,
  earliestStart,
  effectiveBookingStatus,
  fromCentavos,
  neighborhoodOf,
  type OwnerBookingsFilter,
  PENDING_HOLD_MS,
  rangeToSlot,
  requestExpiry,
  STORED_IMAGE_PATH,
  slotToRange,
  toCentavos,
  type VenueRules,
} from '@rentas/domain';
import { sql } from 'kysely';
import type { AppConfig, BookingLimits, SessionUser } from '../context';
import {
  blocksSlotSql,
  holdsSlotSql,
  isCompletedSql,
  isUpcomingSql,
  ownerShareSql,
  retainedOwnerShareSql,
} from './booking-figures';
import {
  enqueueBookingCancelled,
  enqueueBookingConfirmed,
  enqueueBookingRequested,
  type MailLinks,
} from './booking-mail';
import { bookingQrDataUrl, confirmationCode } from './check-in';
import { inVenueTurn } from './venue-turns';

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
    ])
    .select([
      // Its add-ons and a move waiting for the owner (issue 16), in the same statement (issue 17).
      sql<BookingAddOnJson[]>`(
        select coalesce(json_agg(json_build_object('addOnId', a.add_on_id, 'name', a.name, 'unit', a.unit,
                                                   'unitPrice', a.unit_price::text, 'amount', a.amount::text)
                                 order by a.id), '[]'::json)
        from booking_add_ons a where a.booking_id = bookings.id)`.as('addOnsJson'),
      sql<PendingMoveJson | null>`(
        select json_build_object('startAt', m.start_at, 'endAt', m.end_at, 'totalAmount', m.total_amount::text)
        from booking_reschedules m where m.booking_id = bookings.id and m.status = 'pending' limit 1)`.as(
        'pendingMoveJson',
      ),
    ]);
}

/** A booking's add-on as bookingQuery reads it (numbers as text, like numeric columns). */
type BookingAddOnJson = BookingDto['addOns'][number];

/** A move waiting for the owner as bookingQuery reads it (times as JSON timestamps). */
interface PendingMoveJson {
  startAt: string;
  endAt: string;
  totalAmount: string;
}

type BookingJoinRow = Awaited<ReturnType<ReturnType<typeof bookingQuery>['executeTakeFirstOrThrow']>>;

/** What a booking DTO needs beyond its row (issue 16): its add-ons and a move waiting for the owner. */
interface BookingExtras {
  addOns: BookingDto['addOns'];
  pendingReschedule: BookingDto['pendingReschedule'];
}

/** The extras of a row of bookingQuery. */
function extrasOf(row: BookingJoinRow): BookingExtras {
  const move = row.pendingMoveJson;
  return {
    addOns: row.addOnsJson,
    pendingReschedule: move
      ? {
          startDate: new Date(move.startAt).toISOString(),
          endDate: new Date(move.endAt).toISOString(),
          totalAmount: move.totalAmount,
        }
      : null,
  };
}

/** Shapes joined booking rows for the API, with their extras. */
async function toBookingDtos(
  rows: readonly BookingJoinRow[],
  config: AppConfig,
  opts: { withQr: boolean; now: Date },
): Promise<BookingDto[]> {
  return Promise.all(rows.map((r) => toBookingDto(r, extrasOf(r), config, opts)));
}

async function toBookingDto(
  row: BookingJoinRow,
  extras: BookingExtras,
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
    addOnsTotal: row.addOnsTotal,
    cleaningFee: row.cleaningFee,
    addOns: extras.addOns,
    cancellationPolicy: row.cancellationPolicy,
    awaitingApproval: status === 'pending' && row.requestExpiresAt !== null,
    requestExpiresAt: row.requestExpiresAt?.toISOString() ?? null,
    cancelReason: status === 'cancelled' ? row.cancelReason : null,
    refundAmount: row.refundAmount,
    refundPercent: row.refundPercent,
    pendingReschedule: extras.pendingReschedule,
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
  /** the chosen add-ons as charged (centavos) */
  addOns: { addOnId: string; name: string; unit: AddOnUnit; unitPrice: number; amount: number }[];
  /** the venue's rules when quoted (issue 16): the booking keeps the policy and buffer */
  rules: VenueRules;
}

/**
 * Checks a booking request against every rule and prices it on the server.
 * Input: venue, instants, guests and the chosen add-on ids (any client total is ignored here);
 * `guestId`, the user booking. Inside a transaction the venue row is read `FOR SHARE` and stays
 * locked until the transaction ends, so a venue cannot be deleted (DELETE takes `FOR UPDATE`),
 * deactivated or repriced between this check and the booking's commit (issue 12).
 * Output: BookingQuote (centavos). Errors: VENUE_NOT_FOUND 404; OWN_VENUE_BOOKING 403 (issue 12);
 * VENUE_UNAVAILABLE / VENUE_NO_HOURLY_PRICE 409; INVALID_START_TIME, INVALID_DURATION,
 * DATE_OUT_OF_WINDOW, GUESTS_OUT_OF_RANGE 400 (SPEC.md §5, PRODUCT.md §4); issue 16:
 * NOTICE_TOO_SHORT 422 (sooner than the venue's minimum notice), ADD_ON_NOT_FOUND 409.
 */
export async function quoteBooking(
  db: Db,
  input: { venueId: string; startDate: string; endDate: string; guestCount: number; addOnIds?: readonly string[] },
  now: Date,
  guestId: string,
): Promise<BookingQuote> {
  const query = db
    .selectFrom('venues')
    .select([
      'id',
      'ownerId',
      'capacity',
      'pricePerHour',
      'pricePerDay',
      'isActive',
      'deletedAt',
      'bookingMode',
      'cancellationPolicy',
      'bufferMinutes',
      'minNoticeHours',
      'cleaningFee',
    ])
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
  if (start.getTime() < earliestStart(venue.minNoticeHours, now).getTime()) {
    throw new AppError(
      'NOTICE_TOO_SHORT',
      `Este espacio pide reservar con al menos ${venue.minNoticeHours} horas de anticipación. Elige una fecha u hora posterior.`,
    );
  }
  if (input.guestCount < 1 || input.guestCount > venue.capacity) {
    throw new AppError('GUESTS_OUT_OF_RANGE', `El número de personas debe estar entre 1 y ${venue.capacity}.`);
  }
  const hours = rangeToSlot(start, end).hours;
  const ids = input.addOnIds ?? [];
  const chosen =
    ids.length === 0
      ? []
      : await db
          .selectFrom('venueAddOns')
          .select(['id', 'name', 'price', 'unit'])
          .where('venueId', '=', venue.id)
          .where('id', 'in', ids)
          .orderBy('position')
          .execute();
  if (chosen.length !== ids.length) throw new AppError('ADD_ON_NOT_FOUND');
  const addOns = chosen.map((a) => {
    const unitPrice = toCentavos(a.price);
    return {
      addOnId: a.id,
      name: a.name,
      unit: a.unit,
      unitPrice,
      amount: addOnAmount({ price: unitPrice, unit: a.unit }, hours),
    };
  });
  const price = computeBookingPrice(
    toCentavos(venue.pricePerHour),
    hours,
    venue.pricePerDay === null ? null : toCentavos(venue.pricePerDay),
    {
      addOns: addOns.map((a) => ({ price: a.unitPrice, unit: a.unit })),
      cleaningFee: venue.cleaningFee === null ? null : toCentavos(venue.cleaningFee),
    },
  );
  const rules: VenueRules = {
    bookingMode: venue.bookingMode,
    cancellationPolicy: venue.cancellationPolicy,
    bufferMinutes: venue.bufferMinutes,
    minNoticeHours: venue.minNoticeHours,
  };
  return { venueId: venue.id, start, end, guestCount: input.guestCount, price, addOns, rules };
}

/**
 * Cancels pending bookings that no longer hold their slot (domain holdsSlot: unpaid PayPal holds
 * older than 15 minutes, requests past their deadline) and stand in the way of [start, end) with
 * `bufferMinutes` around it, so the exclusion constraint lets a new booking in. Expired requests
 * are marked 'expired' and, with `config`, their guest and owner are e-mailed; the void of a
 * PayPal authorization follows in the sweep (payments.ts voidOrphanAuthorizations).
 */
export async function releaseStalePending(
  db: Db,
  venueId: string,
  slot: { start: Date; end: Date; bufferMinutes?: number },
  now: Date,
  config: MailLinks | null = null,
): Promise<void> {
  const pad = sql<number>`${slot.bufferMinutes ?? 0}::int`;
  const released = await db
    .updateTable('bookings')
    .set({
      status: 'cancelled',
      cancelledAt: now,
      cancelReason: sql`case when request_expires_at is null then 'payment' else 'expired' end`,
    })
    .where('venueId', '=', venueId)
    .where('status', '=', 'pending')
    .where(sql<boolean>`not ${holdsSlotSql(now)}`)
    .where(blocksSlotSql(slot, pad))
    .returning(['id', 'cancelReason'])
    .execute();
  for (const booking of released) {
    if (booking.cancelReason === 'expired' && config) {
      await enqueueBookingCancelled(db, config, booking.id, 'expired', null);
    }
  }
}

/**
 * One round trip before a booking insert, for a slot of a venue with `bufferMinutes`; a move
 * passes the booking being moved as `ignoreBookingId` (it does not count against itself).
 * Output: taken — a booking holding its slot or an owner block overlaps [start, end);
 * tooClose — a booking holding its slot is closer than the buffer (slotRefusal 'buffer');
 * stalePending — a pending booking that no longer holds its slot is in the way and must be
 * released first.
 */
async function slotState(
  db: Db,
  venueId: string,
  slot: { start: Date; end: Date },
  bufferMinutes: number,
  now: Date,
  ignoreBookingId: string | null = null,
) {
  const { start, end } = slot;
  const pad = sql<number>`${bufferMinutes}::int`;
  const other = ignoreBookingId ? sql`and b.id <> ${ignoreBookingId}` : sql``;
  const { rows } = await sql<{ taken: boolean; tooClose: boolean; stalePending: boolean }>`
    select
      exists (select 1 from bookings b where b.venue_id = ${venueId} and b.status <> 'cancelled' ${other}
                and b.start_at < ${end} and b.end_at > ${start} and ${holdsSlotSql(now, 'b')})
      or exists (select 1 from venue_blocks k where k.venue_id = ${venueId}
                   and k.start_at < ${end} and k.end_at > ${start}) as taken,
      exists (select 1 from bookings b where b.venue_id = ${venueId} and b.status <> 'cancelled' ${other}
                and ${blocksSlotSql(slot, pad, 'b')} and ${holdsSlotSql(now, 'b')}) as "tooClose",
      exists (select 1 from bookings b where b.venue_id = ${venueId} and b.status = 'pending' ${other}
                and ${blocksSlotSql(slot, pad, 'b')} and not ${holdsSlotSql(now, 'b')}) as "stalePending"
  `.execute(db);
  return rows[0] ?? { taken: false, tooClose: false, stalePending: false };
}

/** Throws the error of a slot that cannot be booked: SLOT_TAKEN, or BUFFER_CONFLICT naming the buffer. */
function assertSlotFree(state: { taken: boolean; tooClose: boolean }, bufferMinutes: number): void {
  if (state.taken) throw new AppError('SLOT_TAKEN');
  if (state.tooClose) {
    throw new AppError(
      'BUFFER_CONFLICT',
      `Este espacio deja ${bufferMinutes} minutos libres entre reservas y ese horario queda muy cerca de otra. Elige otra hora.`,
    );
  }
}

/**
 * Checks and frees the slot of a quote under the venue's advisory lock (withVenueLock), in the
 * caller's transaction: the one locked check of issue 16 (bookings, blocks, buffer), which the
 * exclusion constraint on [start, end + buffer) backs up. Errors: SLOT_TAKEN, BUFFER_CONFLICT 409.
 */
export async function lockFreeSlot(
  trx: Db,
  venueId: string,
  slot: { start: Date; end: Date },
  bufferMinutes: number,
  now: Date,
  ignoreBookingId: string | null = null,
  config: MailLinks | null = null,
): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${venueId}::text, 0))`.execute(trx);
  const state = await slotState(trx, venueId, slot, bufferMinutes, now, ignoreBookingId);
  assertSlotFree(state, bufferMinutes);
  if (state.stalePending) await releaseStalePending(trx, venueId, { ...slot, bufferMinutes }, now, config);
}

/**
 * Inserts a booking for a quote, in the caller's transaction: the locked slot check
 * (lockFreeSlot), then the booking with its extras, policy and buffer, then its add-ons.
 * `requestExpiresAt` is set for a request waiting for the owner (issue 16). Output: the new
 * booking id. Errors: SLOT_TAKEN / BUFFER_CONFLICT 409 (the check, or the exclusion constraint).
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
    requestExpiresAt?: Date | null;
    now: Date;
    /** e-mails the people of requests released on the way (releaseStalePending) */
    config?: MailLinks;
  },
): Promise<string> {
  const run = async (trx: Db) => {
    await lockFreeSlot(trx, quote.venueId, quote, quote.rules.bufferMinutes, extra.now, null, extra.config ?? null);
    const inserted = await trx
      .insertInto('bookings')
      .values({
        venueId: quote.venueId,
        userId: user.id,
        startAt: quote.start,
        endAt: quote.end,
        guestCount: quote.guestCount,
        subtotal: fromCentavos(quote.price.subtotal),
        addOnsTotal: fromCentavos(quote.price.addOnsTotal),
        cleaningFee: fromCentavos(quote.price.cleaningFee),
        commission: fromCentavos(quote.price.commission),
        totalAmount: fromCentavos(quote.price.total),
        specialRequests: extra.specialRequests || null,
        status: extra.status,
        paymentMethod: extra.method,
        paymentIntentId: extra.paymentIntentId,
        cancellationPolicy: quote.rules.cancellationPolicy,
        bufferMinutes: quote.rules.bufferMinutes,
        requestExpiresAt: extra.requestExpiresAt ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (quote.addOns.length > 0) {
      await trx
        .insertInto('bookingAddOns')
        .values(
          quote.addOns.map((a) => ({
            bookingId: inserted.id,
            addOnId: a.addOnId,
            name: a.name,
            unit: a.unit,
            unitPrice: fromCentavos(a.unitPrice),
            amount: fromCentavos(a.amount),
          })),
        )
        .execute();
    }
    return inserted.id;
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
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
  const { rows } = await sql<{ holds: number; atVenue: number; upcoming: number }>`
    select
      count(*) filter (where b.status = 'pending' and b.payment_method = 'paypal' and b.request_expires_at is null)::int as holds,
      count(*) filter (where b.venue_id = ${input.venueId})::int as "atVenue",
      count(*)::int as upcoming
    from bookings b
    where b.user_id = ${input.userId} and b.end_at > ${now} and b.status in ('pending', 'confirmed')
      and ${holdsSlotSql(now, 'b')}
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
 * fields (venue, instants, guests, client total in centavos, special requests, add-ons), so the same
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
    [...input.addOnIds].sort(),
  ];
  return { key, requestHash: createHash('sha256').update(JSON.stringify(fields)).digest('hex') };
}

/** What a booking request is: the quote's input, how it is paid, and its idempotency key. */
export interface PlaceBookingRequest {
  input: {
    venueId: string;
    startDate: string;
    endDate: string;
    guestCount: number;
    specialRequests?: string | null;
    addOnIds?: readonly string[];
  };
  /** 'venue': confirmed at once, or a request waiting for the owner; 'paypal': an unpaid hold */
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
 * The status (issue 16): paid at the venue, confirmed on an `instant` venue, or pending until
 * the owner answers (requestExpiry) on a `request` venue; PayPal, a pending hold until paid.
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
  // Fast path under contention (decision 008): a request for a slot already held answers
  // 409 before opening a transaction or queueing for locks. Everything is checked again in
  // the transaction. Skipped with an idempotency key, whose retry may find its own booking there.
  const early = idem ? null : await quoteBooking(deps.db, request.input, deps.now, user.id);
  if (early) {
    request.checkQuote?.(early);
    const buffer = early.rules.bufferMinutes;
    assertSlotFree(await slotState(deps.db, early.venueId, early, buffer, deps.now), buffer);
  }
  // The requests of this process for one venue then take turns (decision 019): of 100 racing
  // for one free slot, one writes and the others are refused as soon as its booking commits.
  const slot = early ?? { start: new Date(request.input.startDate), end: new Date(request.input.endDate) };
  return inVenueTurn(request.input.venueId, slot, { refuseIfBookedMeanwhile: !idem }, async () => {
    const placed = await writeBooking(deps, user, request);
    return { result: placed, booked: !placed.replayed };
  });
}

/** placeBooking's transaction (its docstring): the checks under lock, then the writes. */
async function writeBooking(
  deps: BookingDeps,
  user: SessionUser,
  request: PlaceBookingRequest,
): Promise<{ bookingId: string; quote: BookingQuote | null; replayed: boolean }> {
  const idem = request.idempotency;
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
      paypalHold: request.method === 'paypal',
      now: deps.now,
    });
    const isRequest = quote.rules.bookingMode === 'request';
    const status = request.method === 'venue' && !isRequest ? 'confirmed' : 'pending';
    const bookingId = await insertBooking(trx, user, quote, {
      specialRequests: request.input.specialRequests ?? null,
      status,
      method: request.method,
      paymentIntentId: null,
      requestExpiresAt: request.method === 'venue' && isRequest ? requestExpiry(deps.now, quote.start) : null,
      now: deps.now,
      config: deps.config,
    });
    // issue 15: the e-mails commit with the booking (a PayPal hold: at capture or authorization).
    if (status === 'confirmed') await enqueueBookingConfirmed(trx, deps.config, bookingId);
    else if (request.method === 'venue') await enqueueBookingRequested(trx, deps.config, bookingId);
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
 * Creates a pay-at-venue booking (POST /api/bookings, bookings.create): confirmed, or on a
 * `request` venue pending until the owner answers (issue 16).
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
  const [dto] = await toBookingDtos([row], deps.config, { withQr: opts.withQr, now: deps.now });
  return dto as BookingDto;
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
  return toBookingDtos(rows, deps.config, { withQr: opts.withQr, now: deps.now });
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
  return toBookingDtos(rows, deps.config, { withQr: false, now: deps.now });
}

/** The 10 most recent bookings of the platform by creation (admin financial tab). */
export async function listRecentBookings(deps: BookingDeps, limit = 10): Promise<BookingDto[]> {
  const rows = await bookingQuery(deps.db).orderBy('bookings.createdAt', 'desc').limit(limit).execute();
  return toBookingDtos(rows, deps.config, { withQr: false, now: deps.now });
}

/**
 * Owner dashboard figures (SPEC.md §2 /owner-dashboard), all from the database. Income is the
 * owner's share only (hours, add-ons and cleaning fee; issue 16), split into earned (completed,
 * plus what a guest's cancellation left to the owner under the policy) and expected (upcoming),
 * issue 13; pending bookings count in neither.
 */
export async function ownerStats(deps: BookingDeps, ownerId: string): Promise<OwnerStats> {
  const { db } = deps;
  // Decision 026: each statement's plan is the same for every owner, so PostgreSQL keeps one
  // instead of planning each dashboard.
  const owner = oncePerRun(sql<string>`${ownerId}::uuid`);
  const venueTotals = db
    .selectFrom('venues')
    .select((eb) => [
      eb.fn.countAll<string>().as('venueCount'),
      sql<string | null>`round(sum(rating * review_count) / nullif(sum(review_count), 0), 2)`.as('averageRating'),
    ])
    .where('ownerId', '=', owner)
    .where('deletedAt', 'is', null);
  const bookingTotals = db
    .selectFrom('bookings')
    .innerJoin('venues', 'venues.id', 'bookings.venueId')
    .select([
      sql<string>`count(*) filter (where bookings.status <> 'cancelled')`.as('bookingCount'),
      sql<string | null>`coalesce(sum(${ownerShareSql()}) filter (where ${isCompletedSql(deps.now)}), 0)
        + coalesce(sum(${retainedOwnerShareSql()}) filter (where bookings.status = 'cancelled'), 0)`.as('earned'),
      sql<string | null>`sum(${ownerShareSql()}) filter (where ${isUpcomingSql(deps.now)})`.as('expected'),
    ])
    .where('venues.ownerId', '=', owner);
  // The 5 newest bookings: each venue's 5 newest through its own bookings, then the 5 newest of
  // those. Asked directly ("the owner's bookings, newest first"), PostgreSQL walked the created_at
  // index over every owner's bookings until it met 5 of this owner's (issue 17: 199 ms p95).
  const newestIds = db
    .selectFrom('venues')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('bookings')
          .select(['bookings.id', 'bookings.createdAt'])
          .whereRef('bookings.venueId', '=', 'venues.id')
          .orderBy('bookings.createdAt', 'desc')
          .limit(5)
          .as('latest'),
      (join) => join.onTrue(),
    )
    .select('latest.id')
    .where('venues.ownerId', '=', owner)
    .orderBy('latest.createdAt', 'desc')
    .limit(5);
  // Two round trips in parallel: the figures in one statement, the newest bookings in another.
  const [totals, recent] = await Promise.all([
    db.selectFrom(venueTotals.as('v')).crossJoin(bookingTotals.as('b')).selectAll().executeTakeFirstOrThrow(),
    bookingQuery(db).where('bookings.id', 'in', newestIds).orderBy('bookings.createdAt', 'desc').execute(),
  ]);
  return {
    venueCount: Number(totals.venueCount),
    bookingCount: Number(totals.bookingCount),
    income: fromCentavos(toCentavos(totals.earned ?? '0')),
    earnedIncome: fromCentavos(toCentavos(totals.earned ?? '0')),
    expectedIncome: fromCentavos(toCentavos(totals.expected ?? '0')),
    averageRating: Number(totals.averageRating ?? 0).toFixed(2),
    recentBookings: await toBookingDtos(recent, deps.config, { withQr: false, now: deps.now }),
  };
}
