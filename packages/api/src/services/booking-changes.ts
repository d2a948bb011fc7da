/**
 * What happens to a booking after it is made (issue 16): the owner's answer to a request, its
 * expiry, cancellation with the refund of the booking's policy, and moving it to another slot.
 * The rules come from packages/domain (booking-lifecycle.ts, booking-rules.ts); PayPal steps
 * come in as BookingPayments (payments.ts), so a failed payment step changes nothing here.
 */
import type { Db } from '@rentas/db';
import type { BookingDto, CancellationPreview } from '@rentas/domain';
import {
  AppError,
  type CancellationPolicy,
  cancellationProblem,
  canManageBooking,
  canViewBooking,
  computeRefund,
  fromCentavos,
  isBookingGuest,
  type Refund,
  refundDeadlines,
  refundPercent,
  rescheduleProblem,
  toCentavos,
} from '@rentas/domain';
import { sql } from 'kysely';
import type { SessionUser } from '../context';
import {
  type CancelledBy,
  enqueueBookingCancelled,
  enqueueBookingConfirmed,
  enqueueRescheduleDeclined,
  enqueueRescheduleRequested,
} from './booking-mail';
import { type BookingDeps, getBookingForUser, lockFreeSlot, quoteBooking } from './bookings';

/** The PayPal steps of a booking's changes (implemented in payments.ts; no-ops without PayPal). */
export interface BookingPayments {
  /**
   * Refunds `centavos` of what the booking's orders captured, through PayPal; `key` makes the
   * refund idempotent (one per cancellation or move). Output: the centavos refunded.
   * Errors: PAYMENT_FAILED 502 (nothing was refunded).
   */
  refund(bookingId: string, centavos: number, key: string): Promise<number>;
  /** Captures the authorised payment of a request the owner accepts, in `trx`. Errors: PAYMENT_DECLINED 402, PAYMENT_FAILED 502. */
  captureAuthorized(trx: Db, bookingId: string): Promise<void>;
  /** Voids the authorised payment of a request that will not happen (best effort; a sweep retries). */
  voidAuthorized(bookingId: string): Promise<void>;
  /** Gives back the differences paid for this booking's moves that never happened (best effort; a sweep retries). */
  refundUnappliedDifferences(bookingId: string): Promise<void>;
}

/**
 * The captured PayPal orders that pay for a booking as it stands: its own order and the
 * differences of moves that were applied. A difference paid for a move that never happened is
 * not part of the price; refundUnappliedDifferences gives it back whole.
 */
export function settledOrders(db: Db, bookingId: string) {
  return db
    .selectFrom('paymentOrders')
    .where('paymentOrders.bookingId', '=', bookingId)
    .where('paymentOrders.status', '=', 'captured')
    .where((eb) =>
      eb.or([
        eb('paymentOrders.purpose', '=', 'booking'),
        eb(
          'paymentOrders.id',
          'in',
          eb.selectFrom('bookingReschedules').select('paymentOrderId').where('status', '=', 'applied'),
        ),
      ]),
    );
}

/** Centavos paid online for a booking as it stands and not refunded yet (settledOrders). */
export async function paidOnline(db: Db, bookingId: string): Promise<number> {
  const row = await settledOrders(db, bookingId)
    .select((eb) =>
      eb.fn.coalesce(eb.fn.sum<string>(eb('amount', '-', eb.ref('refundedAmount'))), eb.val('0')).as('paid'),
    )
    .executeTakeFirstOrThrow();
  return toCentavos(Number(row.paid).toFixed(2));
}

async function loadForChange(db: Db, bookingId: string) {
  return db
    .selectFrom('bookings')
    .innerJoin('venues', 'venues.id', 'bookings.venueId')
    .select([
      'bookings.id',
      'bookings.userId',
      'bookings.venueId',
      'venues.ownerId as venueOwnerId',
      'venues.bufferMinutes as venueBufferMinutes',
      'venues.bookingMode',
      'bookings.startAt',
      'bookings.endAt',
      'bookings.status',
      'bookings.guestCount',
      'bookings.totalAmount',
      'bookings.commission',
      'bookings.cancellationPolicy',
      'bookings.requestExpiresAt',
      'bookings.paymentMethod',
    ])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst();
}

type ChangeRow = NonNullable<Awaited<ReturnType<typeof loadForChange>>>;

/** Who is cancelling, as the e-mails and the refund rule see it. */
function cancelledByOf(user: SessionUser, row: ChangeRow): CancelledBy {
  if (isBookingGuest(user, row)) return 'guest';
  return row.venueOwnerId === user.id ? 'owner' : 'admin';
}

/** The refund a cancellation by `by` at `now` gives (booking-rules.ts refundPercent, computeRefund). */
async function refundFor(
  db: Db,
  row: ChangeRow,
  by: CancelledBy,
  now: Date,
): Promise<{ paid: number; refund: Refund }> {
  const paid = await paidOnline(db, row.id);
  const percent = refundPercent(row.cancellationPolicy as CancellationPolicy, row.startAt, now, by !== 'guest');
  const total = toCentavos(row.totalAmount);
  const commission = total > 0 ? Math.round((toCentavos(row.commission) * paid) / total) : 0;
  return { paid, refund: computeRefund({ total: paid, commission }, percent) };
}

/**
 * GET /api/bookings/{id}/cancellation (issue 16): what cancelling now would give back.
 * Output: CancellationPreview (MXN strings). Errors: BOOKING_NOT_FOUND 404 (not theirs),
 * BOOKING_NOT_CANCELLABLE / CANCELLATION_WINDOW_CLOSED 409 (as cancelBooking would).
 */
export async function cancellationPreview(
  deps: BookingDeps,
  user: SessionUser,
  bookingId: string,
): Promise<CancellationPreview> {
  const row = await loadForChange(deps.db, bookingId);
  if (!row || !canViewBooking(user, row)) throw new AppError('BOOKING_NOT_FOUND');
  const problem = cancellationProblem(row, canManageBooking(user, row), deps.now);
  if (problem) throw new AppError(problem);
  const by = cancelledByOf(user, row);
  const { paid, refund } = await refundFor(deps.db, row, by, deps.now);
  const deadlines = refundDeadlines(row.cancellationPolicy as CancellationPolicy, row.startAt);
  return {
    policy: row.cancellationPolicy,
    refundPercent: refund.percent,
    paidAmount: fromCentavos(paid),
    refundAmount: fromCentavos(refund.total),
    fullRefundUntil: deadlines.fullRefundUntil?.toISOString() ?? null,
    partialRefundUntil: deadlines.partialRefundUntil?.toISOString() ?? null,
    byManager: by !== 'guest',
  };
}

/**
 * Cancels a booking (booking-lifecycle.ts cancellationProblem): the guest until its start, the
 * venue's owner and admins until it ends. Issue 16: what was paid online is refunded by the
 * booking's cancellation policy (in full when the owner or an admin cancels), through PayPal
 * before anything is written (if PayPal fails, the booking stays as it was); an authorised
 * request payment is voided. The guest and the owner are e-mailed in the same transaction.
 * Output: the cancelled BookingDto with refundAmount/refundPercent (null when nothing was paid
 * online). Errors: BOOKING_NOT_FOUND 404, BOOKING_NOT_CANCELLABLE / CANCELLATION_WINDOW_CLOSED
 * 409, PAYMENT_FAILED 502.
 */
export async function cancelBooking(
  deps: BookingDeps,
  user: SessionUser,
  bookingId: string,
  payments: BookingPayments,
): Promise<BookingDto> {
  const { db, now } = deps;
  const row = await loadForChange(db, bookingId);
  if (!row || !canViewBooking(user, row)) throw new AppError('BOOKING_NOT_FOUND');
  const problem = cancellationProblem(row, canManageBooking(user, row), now);
  if (problem) throw new AppError(problem);
  const by = cancelledByOf(user, row);
  const { paid, refund } = await refundFor(db, row, by, now);
  const refunded = refund.total > 0 ? await payments.refund(bookingId, refund.total, `cancel-${bookingId}`) : 0;
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('bookings')
      .set({
        status: 'cancelled',
        cancelledAt: now,
        cancelReason: by,
        refundAmount: paid > 0 ? fromCentavos(refunded) : null,
        refundPercent: paid > 0 ? refund.percent : null,
      })
      .where('id', '=', bookingId)
      .where('status', 'in', ['pending', 'confirmed'])
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new AppError('BOOKING_NOT_CANCELLABLE');
    await trx
      .updateTable('bookingReschedules')
      .set({ status: 'withdrawn', decidedAt: now })
      .where('bookingId', '=', bookingId)
      .where('status', 'in', ['pending', 'awaiting_payment'])
      .execute();
    await enqueueBookingCancelled(
      trx,
      deps.config,
      bookingId,
      by,
      paid > 0 ? refunded : null,
      paid > 0 ? refund.percent : null,
    );
  });
  if (row.status === 'pending') await payments.voidAuthorized(bookingId);
  await payments.refundUnappliedDifferences(bookingId);
  return getBookingForUser(deps, user, bookingId, { withQr: false });
}

/**
 * The owner's (or an admin's) answer to a request (issue 16, POST /api/bookings/{id}/accept and
 * /decline). Accepting captures an authorised PayPal payment, then confirms the booking and
 * e-mails the confirmation (QR, .ics); declining cancels it ('declined'), frees the slot, voids
 * the authorisation and tells the guest. Output: the BookingDto. Errors: BOOKING_NOT_FOUND 404
 * (not the manager's), REQUEST_NOT_PENDING 409 (answered, expired or not a request),
 * PAYMENT_DECLINED 402 / PAYMENT_FAILED 502 on accept (nothing changes).
 */
export async function decideBookingRequest(
  deps: BookingDeps,
  user: SessionUser,
  bookingId: string,
  accept: boolean,
  payments: BookingPayments,
): Promise<BookingDto> {
  const { db, now } = deps;
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('bookings')
      .innerJoin('venues', 'venues.id', 'bookings.venueId')
      .select([
        'bookings.id',
        'bookings.userId',
        'venues.ownerId as venueOwnerId',
        'bookings.status',
        'bookings.requestExpiresAt',
      ])
      .where('bookings.id', '=', bookingId)
      .forUpdate(['bookings'])
      .executeTakeFirst();
    if (!row || !canManageBooking(user, row)) throw new AppError('BOOKING_NOT_FOUND');
    if (row.status !== 'pending' || !row.requestExpiresAt || row.requestExpiresAt.getTime() <= now.getTime()) {
      throw new AppError('REQUEST_NOT_PENDING');
    }
    if (accept) {
      await payments.captureAuthorized(trx, bookingId);
      await trx
        .updateTable('bookings')
        .set({ status: 'confirmed', requestExpiresAt: null })
        .where('id', '=', bookingId)
        .execute();
      await enqueueBookingConfirmed(trx, deps.config, bookingId);
    } else {
      await trx
        .updateTable('bookings')
        .set({ status: 'cancelled', cancelledAt: now, cancelReason: 'declined' })
        .where('id', '=', bookingId)
        .execute();
      await enqueueBookingCancelled(trx, deps.config, bookingId, 'declined', null);
    }
  });
  if (!accept) await payments.voidAuthorized(bookingId);
  return getBookingForUser(deps, user, bookingId, { withQr: true });
}

/**
 * The sweep of requests nobody answered (issue 16): each pending request whose deadline passed
 * becomes cancelled ('expired'), its guest and owner are e-mailed and its authorised PayPal
 * payment is voided. Runs every minute on each server process; SKIP LOCKED keeps two processes
 * off the same row. Output: how many expired (at most `limit` a run).
 */
export async function expireBookingRequests(
  deps: Pick<BookingDeps, 'db' | 'config' | 'now'>,
  payments: Pick<BookingPayments, 'voidAuthorized'>,
  limit = 200,
): Promise<number> {
  const expired = await deps.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('bookings')
      .select('id')
      .where('status', '=', 'pending')
      .where('requestExpiresAt', '<=', deps.now)
      .orderBy('requestExpiresAt')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    for (const { id } of due) {
      await trx
        .updateTable('bookings')
        .set({ status: 'cancelled', cancelledAt: deps.now, cancelReason: 'expired' })
        .where('id', '=', id)
        .execute();
      await enqueueBookingCancelled(trx, deps.config, id, 'expired', null);
    }
    return due.map((r) => r.id);
  });
  for (const id of expired) await payments.voidAuthorized(id).catch(() => {});
  return expired.length;
}

/** How a move ended: applied at once, waiting for the owner, or waiting for the guest's PayPal payment. */
export type RescheduleOutcome = 'applied' | 'requested' | 'payment_required';

/**
 * Moves a booking to another slot of its venue (issue 16, POST /api/bookings/{id}/reschedule).
 * Only the guest, while the booking is confirmed or an open request, until the policy's
 * rescheduleDeadline, to a slot that passes every rule (grid, window, notice, bookings, blocks,
 * buffer; the booking itself does not count). The new price is the venue's current price with
 * the booked add-ons; `totalAmount` (centavos) must match it.
 * - A dearer move of a booking paid by PayPal needs the difference paid first (outcome
 *   'payment_required', `openDifferenceOrder` gives the PayPal approval link); a move left
 *   unpaid is withdrawn by the guest's next move.
 * - A `request` venue with a confirmed booking: the move waits for the owner (outcome
 *   'requested', after the difference is paid when one is due); the old slot stays the
 *   booking's until the owner approves, and a declined move refunds the paid difference.
 * - Otherwise it is applied at once (outcome 'applied'); a cheaper move paid by PayPal is
 *   refunded the difference.
 * Output: { booking, outcome, approveUrl }. Errors: BOOKING_NOT_FOUND 404; RESCHEDULE_NOT_ALLOWED,
 * RESCHEDULE_WINDOW_CLOSED, RESCHEDULE_PENDING, SLOT_TAKEN, BUFFER_CONFLICT, PRICE_CHANGED 409;
 * RESCHEDULE_SAME_SLOT and the slot rules 400; NOTICE_TOO_SHORT 422; PAYMENT_FAILED 502.
 */
export async function rescheduleBooking(
  deps: BookingDeps,
  user: SessionUser,
  input: { id: string; startDate: string; endDate: string; totalAmount: number },
  payments: BookingPayments & {
    openDifferenceOrder(bookingId: string, moveId: string, centavos: number): Promise<{ approveUrl: string | null }>;
  },
): Promise<{ booking: BookingDto; outcome: RescheduleOutcome; approveUrl: string | null }> {
  const { db, now } = deps;
  const row = await loadForChange(db, input.id);
  if (!row || !canViewBooking(user, row)) throw new AppError('BOOKING_NOT_FOUND');
  if (!isBookingGuest(user, row)) throw new AppError('BOOKING_NOT_FOUND');
  const problem = rescheduleProblem({ ...row, cancellationPolicy: row.cancellationPolicy as CancellationPolicy }, now);
  if (problem) throw new AppError(problem);
  const start = new Date(input.startDate);
  const end = new Date(input.endDate);
  if (start.getTime() === row.startAt.getTime() && end.getTime() === row.endAt.getTime()) {
    throw new AppError('RESCHEDULE_SAME_SLOT');
  }
  const open = await db
    .selectFrom('bookingReschedules')
    .select('id')
    .where('bookingId', '=', row.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (open) throw new AppError('RESCHEDULE_PENDING');
  const addOnIds = (
    await db.selectFrom('bookingAddOns').select('addOnId').where('bookingId', '=', row.id).execute()
  ).flatMap((a) => (a.addOnId ? [a.addOnId] : []));
  // The venue's current price and rules; the guest keeps the booked add-ons (still offered).
  const quote = await quoteBooking(
    db,
    { venueId: row.venueId, startDate: input.startDate, endDate: input.endDate, guestCount: row.guestCount, addOnIds },
    now,
    user.id,
  );
  if (quote.price.total !== input.totalAmount) throw new AppError('PRICE_CHANGED');
  const difference = quote.price.total - toCentavos(row.totalAmount);
  const paidByPaypal = (await paidOnline(db, row.id)) > 0;
  const needsOwner = row.bookingMode === 'request' && row.status === 'confirmed';
  const needsPayment = paidByPaypal && difference > 0;

  const moveId = await db.transaction().execute(async (trx) => {
    await lockFreeSlot(trx, row.venueId, quote, quote.rules.bufferMinutes, now, row.id, deps.config);
    // A move left unpaid on PayPal (the guest came back without paying) gives way to this one.
    await trx
      .updateTable('bookingReschedules')
      .set({ status: 'withdrawn', decidedAt: now })
      .where('bookingId', '=', row.id)
      .where('status', '=', 'awaiting_payment')
      .execute();
    if (needsOwner || needsPayment) {
      const move = await trx
        .insertInto('bookingReschedules')
        .values({
          bookingId: row.id,
          startAt: quote.start,
          endAt: quote.end,
          subtotal: fromCentavos(quote.price.subtotal),
          addOnsTotal: fromCentavos(quote.price.addOnsTotal),
          cleaningFee: fromCentavos(quote.price.cleaningFee),
          commission: fromCentavos(quote.price.commission),
          totalAmount: fromCentavos(quote.price.total),
          status: needsPayment ? 'awaiting_payment' : 'pending',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!needsPayment)
        await enqueueRescheduleRequested(trx, deps.config, row.id, { startAt: quote.start, endAt: quote.end });
      return move.id;
    }
    await applyMove(trx, deps, row.id, quote);
    return null;
  });
  if (needsPayment && moveId) {
    const { approveUrl } = await payments.openDifferenceOrder(row.id, moveId, difference);
    return { booking: await getBookingForUser(deps, user, row.id), outcome: 'payment_required', approveUrl };
  }
  if (!moveId && paidByPaypal && difference < 0) {
    await payments.refund(row.id, -difference, `move-${row.id}-${quote.start.toISOString()}`);
  }
  return {
    booking: await getBookingForUser(deps, user, row.id),
    outcome: moveId ? 'requested' : 'applied',
    approveUrl: null,
  };
}

/** The new slot and price of a move, as quoteBooking gives them (centavos). */
interface MoveQuote {
  start: Date;
  end: Date;
  price: { subtotal: number; addOnsTotal: number; cleaningFee: number; commission: number; total: number };
  rules?: { bufferMinutes: number };
}

/** The price a waiting move was quoted at, from its booking_reschedules row (MXN strings → centavos). */
export function storedMovePrice(move: {
  subtotal: string;
  addOnsTotal: string;
  cleaningFee: string;
  commission: string;
  totalAmount: string;
}): MoveQuote['price'] {
  return {
    subtotal: toCentavos(move.subtotal),
    addOnsTotal: toCentavos(move.addOnsTotal),
    cleaningFee: toCentavos(move.cleaningFee),
    commission: toCentavos(move.commission),
    total: toCentavos(move.totalAmount),
  };
}

/**
 * Writes a move in `trx` (the slot was checked under the venue lock): the booking takes the new
 * instants and amounts, the add-ons are re-priced for the new duration, and the guest and the
 * owner get the confirmation again with the new QR time and .ics.
 */
export async function applyMove(
  trx: Db,
  deps: Pick<BookingDeps, 'config'>,
  bookingId: string,
  move: MoveQuote,
): Promise<void> {
  await trx
    .updateTable('bookings')
    .set({
      startAt: move.start,
      endAt: move.end,
      subtotal: fromCentavos(move.price.subtotal),
      addOnsTotal: fromCentavos(move.price.addOnsTotal),
      cleaningFee: fromCentavos(move.price.cleaningFee),
      commission: fromCentavos(move.price.commission),
      totalAmount: fromCentavos(move.price.total),
      ...(move.rules ? { bufferMinutes: move.rules.bufferMinutes } : {}),
    })
    .where('id', '=', bookingId)
    .execute();
  const hours = (move.end.getTime() - move.start.getTime()) / 3_600_000;
  await trx
    .updateTable('bookingAddOns')
    .set({ amount: sql<string>`case when unit = 'hour' then unit_price * ${hours} else unit_price end` })
    .where('bookingId', '=', bookingId)
    .execute();
  const status = await trx
    .selectFrom('bookings')
    .select('status')
    .where('id', '=', bookingId)
    .executeTakeFirstOrThrow();
  if (status.status === 'confirmed') await enqueueBookingConfirmed(trx, deps.config, bookingId, { rescheduled: true });
}

/**
 * The owner's (or an admin's) answer to a requested move (issue 16). Approving re-checks the
 * new slot under the venue lock and applies it (the old slot frees only now); declining keeps
 * the booking as it was and tells the guest. A cheaper approved move paid by PayPal is
 * refunded the difference; a declined one gets a paid difference back. Approving a move whose
 * slot was taken meanwhile, or once the booking started, declines it (the guest is told) and
 * answers why. Output: the BookingDto. Errors: BOOKING_NOT_FOUND 404, NO_PENDING_RESCHEDULE,
 * SLOT_TAKEN / BUFFER_CONFLICT / RESCHEDULE_WINDOW_CLOSED 409 (the move is declined).
 */
export async function decideReschedule(
  deps: BookingDeps,
  user: SessionUser,
  bookingId: string,
  approve: boolean,
  payments: BookingPayments,
): Promise<BookingDto> {
  const { db, now } = deps;
  const row = await loadForChange(db, bookingId);
  if (!row || !canManageBooking(user, row)) throw new AppError('BOOKING_NOT_FOUND');
  const decision = await db.transaction().execute(async (trx) => {
    const move = await trx
      .selectFrom('bookingReschedules')
      .selectAll()
      .where('bookingId', '=', bookingId)
      .where('status', '=', 'pending')
      .forUpdate()
      .executeTakeFirst();
    if (!move) throw new AppError('NO_PENDING_RESCHEDULE');
    const slot = { start: move.startAt, end: move.endAt };
    let refused: AppError | null = null;
    if (approve && row.startAt.getTime() <= now.getTime()) {
      refused = new AppError('RESCHEDULE_WINDOW_CLOSED');
    } else if (approve) {
      try {
        await lockFreeSlot(trx, row.venueId, slot, row.venueBufferMinutes, now, bookingId, deps.config);
      } catch (error) {
        // The slot went to someone else while the move waited: the move cannot happen.
        if (!(error instanceof AppError)) throw error;
        refused = error;
      }
    }
    if (!approve || refused) {
      await declineMove(trx, deps.config, bookingId, move, now);
      return { refundDue: 0, refused };
    }
    const price = storedMovePrice(move);
    await applyMove(trx, deps, bookingId, { ...slot, price, rules: { bufferMinutes: row.venueBufferMinutes } });
    await trx
      .updateTable('bookingReschedules')
      .set({ status: 'applied', decidedAt: now })
      .where('id', '=', move.id)
      .execute();
    return { refundDue: Math.max(0, toCentavos(row.totalAmount) - price.total), refused };
  });
  if (decision.refundDue > 0 && (await paidOnline(db, bookingId)) > 0) {
    await payments.refund(bookingId, decision.refundDue, `move-${bookingId}-${now.toISOString()}`);
  }
  if (!approve || decision.refused) await payments.refundUnappliedDifferences(bookingId);
  if (decision.refused) throw decision.refused;
  return getBookingForUser(deps, user, bookingId, { withQr: true });
}

/** Ends a waiting move without applying it, in `trx`, and tells the guest (the owner declined, the slot was taken or the time passed). */
async function declineMove(
  trx: Db,
  config: BookingDeps['config'],
  bookingId: string,
  move: { id: string; startAt: Date; endAt: Date },
  now: Date,
): Promise<void> {
  await trx
    .updateTable('bookingReschedules')
    .set({ status: 'declined', decidedAt: now })
    .where('id', '=', move.id)
    .execute();
  await enqueueRescheduleDeclined(trx, config, bookingId, { startAt: move.startAt, endAt: move.endAt });
}

/**
 * The sweep of moves nobody answered (issue 16): a move still waiting for the owner when the
 * booking or the new slot starts is declined (the guest is e-mailed); its paid difference is
 * given back by refundUnappliedDifferences. Runs with expireBookingRequests on each process
 * (SKIP LOCKED). Output: how many ended (at most `limit` a run).
 */
export async function expireReschedules(
  deps: Pick<BookingDeps, 'db' | 'config' | 'now'>,
  limit = 200,
): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('bookingReschedules')
      .innerJoin('bookings', 'bookings.id', 'bookingReschedules.bookingId')
      .select([
        'bookingReschedules.id',
        'bookingReschedules.bookingId',
        'bookingReschedules.startAt',
        'bookingReschedules.endAt',
      ])
      .where('bookingReschedules.status', '=', 'pending')
      .where((eb) => eb.or([eb('bookings.startAt', '<=', deps.now), eb('bookingReschedules.startAt', '<=', deps.now)]))
      .limit(limit)
      .forUpdate(['bookingReschedules'])
      .skipLocked()
      .execute();
    for (const move of due) await declineMove(trx, deps.config, move.bookingId, move, deps.now);
    return due.length;
  });
}
