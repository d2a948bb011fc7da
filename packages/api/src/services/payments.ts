/**
 * Paying with PayPal (PRODUCT.md §5, SPEC.md §4 alternative path): the server prices the
 * booking and holds the slot with a pending booking while the order is open; it is
 * confirmed only after a capture whose amount and currency match. Completing an order
 * twice yields one booking; a declined capture leaves no confirmed booking.
 */
import type { Db } from '@rentas/db';
import type { CreatedOrder, PaymentMethod } from '@rentas/domain';
import {
  AppError,
  type CompletePaypalBookingSchema,
  type CreatePaypalOrderSchema,
  canCompletePaymentOrder,
  fromCentavos,
  PAYPAL_ORDER_BOUNDS,
  requestExpiry,
  toCentavos,
} from '@rentas/domain';
import type { z } from 'zod';
import type { AppConfig, SessionUser } from '../context';
import { applyMove, settledOrders, storedMovePrice } from './booking-changes';
import { enqueueBookingConfirmed, enqueueBookingRequested, enqueueRescheduleRequested } from './booking-mail';
import {
  type BookingDeps,
  type BookingDto,
  getBookingForUser,
  insertBooking,
  lockFreeSlot,
  placeBooking,
  quoteBooking,
  withVenueLock,
} from './bookings';
import { type PaypalClient, PaypalError, type PaypalOrder } from './paypal-client';

export type { CreatedOrder, PaymentMethod };

export interface PaymentDeps extends BookingDeps {
  paypal: PaypalClient | null;
  config: AppConfig;
}

function requirePaypal(paypal: PaypalClient | null): PaypalClient {
  if (!paypal) throw new AppError('PAYMENTS_DISABLED');
  return paypal;
}

/** Maps PayPal failures: declined instruments → PAYMENT_DECLINED 402, anything else → PAYMENT_FAILED 502. */
function paypalFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof PaypalError && error.status === 422) return new AppError('PAYMENT_DECLINED');
  if (error instanceof PaypalError && error.status === 404) return new AppError('PAYMENT_ORDER_NOT_FOUND');
  return new AppError('PAYMENT_FAILED');
}

/** GET /api/payment-methods: pay at the venue always; PayPal when configured. */
export function paymentMethods(paypalConfigured: boolean): PaymentMethod[] {
  return [
    { id: 'venue', label: 'Pago en el lugar', available: true },
    { id: 'paypal', label: 'PayPal', available: paypalConfigured },
  ];
}

/** GET /paypal/setup. Output: { clientToken, clientId }. Errors: PAYMENTS_DISABLED 503, PAYMENT_FAILED 502. */
export async function paypalSetup(deps: PaymentDeps): Promise<{ clientToken: string; clientId: string }> {
  const paypal = requirePaypal(deps.paypal);
  try {
    return { clientToken: await paypal.clientToken(), clientId: deps.config.paypalClientId ?? '' };
  } catch (error) {
    throw paypalFailure(error);
  }
}

/**
 * POST /paypal/order. Orders are opened only for a quoted booking total (issue 12): the server
 * validates and prices bookingData (the domain price rule; a client amount is ignored), holds
 * the slot with a pending booking, and only then asks PayPal for an order of that total,
 * which must lie within PAYPAL_ORDER_BOUNDS. Output: CreatedOrder.
 * Errors: BOOKING_DATA_REQUIRED 400 without bookingData (nothing reaches PayPal);
 * PAYPAL_AMOUNT_OUT_OF_RANGE 400; booking rules and caps (400/403/404/409);
 * PAYMENTS_DISABLED 503, PAYMENT_FAILED 502.
 */
export async function createPaypalOrder(
  deps: PaymentDeps,
  user: SessionUser,
  input: z.output<typeof CreatePaypalOrderSchema>,
): Promise<CreatedOrder> {
  const paypal = requirePaypal(deps.paypal);
  const data = input.bookingData;
  if (!data) throw new AppError('BOOKING_DATA_REQUIRED');
  const { bookingId, quote } = await placeBooking(deps, user, {
    input: data,
    method: 'paypal',
    checkQuote: (q) => {
      if (q.price.total < PAYPAL_ORDER_BOUNDS.min || q.price.total > PAYPAL_ORDER_BOUNDS.max) {
        throw new AppError('PAYPAL_AMOUNT_OUT_OF_RANGE');
      }
    },
  });
  if (!quote) throw new Error('a PayPal hold is never a replay');
  const value = fromCentavos(quote.price.total);
  // issue 16: a request is only authorised now and captured when the owner accepts.
  const intent = quote.rules.bookingMode === 'request' ? 'AUTHORIZE' : 'CAPTURE';
  let order: PaypalOrder;
  try {
    order = await openOrder(paypal, deps, {
      value,
      referenceId: bookingId,
      returnPath: `/booking/${quote.venueId}`,
      intent,
    });
  } catch (error) {
    await deps.db
      .updateTable('bookings')
      .set({ status: 'cancelled', cancelledAt: deps.now })
      .where('id', '=', bookingId)
      .execute();
    throw paypalFailure(error);
  }
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('bookings').set({ paymentIntentId: order.id }).where('id', '=', bookingId).execute();
    await trx
      .insertInto('paymentOrders')
      .values({ id: order.id, userId: user.id, bookingId, amount: value, currency: 'MXN', intent })
      .execute();
  });
  return {
    id: order.id,
    status: order.status,
    amount: value,
    currency: 'MXN',
    approveUrl: approveLink(order),
    bookingId,
  };
}

async function openOrder(
  paypal: PaypalClient,
  deps: PaymentDeps,
  opts: { value: string; referenceId: string; returnPath: string; intent?: 'CAPTURE' | 'AUTHORIZE' },
): Promise<PaypalOrder> {
  try {
    const base = deps.config.publicUrl;
    return await paypal.createOrder({
      intent: opts.intent ?? 'CAPTURE',
      amount: opts.value,
      currency: 'MXN',
      referenceId: opts.referenceId,
      description: 'Reserva en Rentas por Hora',
      returnUrl: `${base}${opts.returnPath}${opts.returnPath.includes('?') ? '&' : '?'}paypal=approved`,
      cancelUrl: `${base}${opts.returnPath}${opts.returnPath.includes('?') ? '&' : '?'}paypal=cancelled`,
    });
  } catch (error) {
    throw paypalFailure(error);
  }
}

function approveLink(order: PaypalOrder): string | null {
  return order.links?.find((l) => l.rel === 'approve' || l.rel === 'payer-action')?.href ?? null;
}

/**
 * Captures an order of the user and confirms its booking (POST /paypal/order/{id}/capture and
 * the completion call). Idempotent: a captured order returns its booking. Before capturing,
 * the pending booking must still hold its slot (re-taken if it had expired); a slot taken
 * meanwhile is refused without capturing. The captured amount and currency must match the
 * booking, or the capture is refunded. Output: the confirmed BookingDto.
 * Errors: PAYMENT_ORDER_NOT_FOUND 404, SLOT_TAKEN 409, PAYMENT_DECLINED 402 (the booking is
 * cancelled), PAYMENT_MISMATCH 409, PAYMENT_FAILED 502.
 */
export async function capturePaypalOrder(
  deps: PaymentDeps,
  user: SessionUser,
  orderId: string,
  bookingData?: z.output<typeof CompletePaypalBookingSchema>['bookingData'],
): Promise<BookingDto> {
  const paypal = requirePaypal(deps.paypal);
  const bookingId = await deps.db.transaction().execute(async (trx) => {
    // One completion per order at a time: the row lock serialises double submissions.
    const order = await trx
      .selectFrom('paymentOrders')
      .selectAll()
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirst();
    if (!order || !canCompletePaymentOrder(user, order)) throw new AppError('PAYMENT_ORDER_NOT_FOUND');
    if ((order.status === 'captured' || order.status === 'authorized') && order.bookingId) return order.bookingId;
    if (order.status !== 'created' || order.purpose !== 'booking') throw new AppError('PAYMENT_DECLINED');

    let bookingIdToConfirm = order.bookingId;
    if (!bookingIdToConfirm) {
      // An order opened without booking data: price the booking now and compare.
      if (!bookingData) throw new AppError('BOOKING_DATA_REQUIRED');
      const quote = await quoteBooking(trx, bookingData, deps.now, user.id);
      if (toCentavos(order.amount) !== quote.price.total) throw new AppError('PRICE_CHANGED');
      bookingIdToConfirm = await insertBooking(trx, user, quote, {
        specialRequests: bookingData.specialRequests ?? null,
        status: 'pending',
        method: 'paypal',
        paymentIntentId: orderId,
        now: deps.now,
      });
      await trx.updateTable('paymentOrders').set({ bookingId: bookingIdToConfirm }).where('id', '=', orderId).execute();
    } else {
      // Re-take the slot if the hold had expired; the exclusion constraint refuses it if taken.
      const held = await trx
        .selectFrom('bookings')
        .select('venueId')
        .where('id', '=', bookingIdToConfirm)
        .executeTakeFirstOrThrow();
      const retakeId = bookingIdToConfirm;
      await withVenueLock(trx, held.venueId, (locked) =>
        locked
          .updateTable('bookings')
          .set({ status: 'pending', cancelledAt: null, cancelReason: null })
          .where('id', '=', retakeId)
          .where('status', '=', 'cancelled')
          .execute(),
      );
    }
    const booking = await trx
      .selectFrom('bookings')
      .select(['id', 'totalAmount', 'status', 'startAt'])
      .where('id', '=', bookingIdToConfirm)
      .executeTakeFirstOrThrow();

    if (order.intent === 'AUTHORIZE') {
      // issue 16: a request: the payment is authorised now, captured if the owner accepts.
      let authorized: PaypalOrder;
      try {
        authorized = await paypal.authorizeOrder(orderId);
      } catch (error) {
        const failure = paypalFailure(error);
        if (failure.code === 'PAYMENT_DECLINED') return { declined: true as const, bookingId: booking.id };
        throw failure;
      }
      const auth = authorized.purchase_units?.[0]?.payments?.authorizations?.[0];
      if (authorized.status !== 'COMPLETED' || !auth || auth.status !== 'CREATED') {
        return { declined: true as const, bookingId: booking.id };
      }
      if (auth.amount.currency_code !== 'MXN' || toCentavos(auth.amount.value) !== toCentavos(booking.totalAmount)) {
        await paypal.voidAuthorization(auth.id).catch(() => {});
        await trx
          .updateTable('paymentOrders')
          .set({ status: 'voided', authorizationId: auth.id, updatedAt: deps.now })
          .where('id', '=', orderId)
          .execute();
        await trx
          .updateTable('bookings')
          .set({ status: 'cancelled', cancelledAt: deps.now, cancelReason: 'payment' })
          .where('id', '=', booking.id)
          .execute();
        return { mismatch: true as const, bookingId: booking.id };
      }
      await trx
        .updateTable('paymentOrders')
        .set({ status: 'authorized', authorizationId: auth.id, updatedAt: deps.now })
        .where('id', '=', orderId)
        .execute();
      await trx
        .updateTable('bookings')
        .set({ paymentIntentId: orderId, requestExpiresAt: requestExpiry(deps.now, booking.startAt) })
        .where('id', '=', booking.id)
        .execute();
      await enqueueBookingRequested(trx, deps.config, booking.id);
      return booking.id;
    }

    let captured: PaypalOrder;
    try {
      captured = await paypal.captureOrder(orderId);
    } catch (error) {
      const failure = paypalFailure(error);
      if (failure.code === 'PAYMENT_DECLINED') {
        // Not thrown inside the transaction (that would roll the decline back): returned below.
        return { declined: true as const, bookingId: booking.id };
      }
      throw failure;
    }
    const capture = captured.purchase_units?.[0]?.payments?.captures?.[0];
    if (captured.status !== 'COMPLETED' || !capture || capture.status !== 'COMPLETED') {
      return { declined: true as const, bookingId: booking.id };
    }
    const matches =
      capture.amount.currency_code === 'MXN' && toCentavos(capture.amount.value) === toCentavos(booking.totalAmount);
    if (!matches) {
      await paypal.refundCapture(capture.id).catch(() => {});
      await trx
        .updateTable('paymentOrders')
        .set({ status: 'refunded', captureId: capture.id, updatedAt: deps.now })
        .where('id', '=', orderId)
        .execute();
      await trx
        .updateTable('bookings')
        .set({ status: 'cancelled', cancelledAt: deps.now })
        .where('id', '=', booking.id)
        .execute();
      return { mismatch: true as const, bookingId: booking.id };
    }
    await trx
      .updateTable('paymentOrders')
      .set({ status: 'captured', captureId: capture.id, updatedAt: deps.now })
      .where('id', '=', orderId)
      .execute();
    await trx
      .updateTable('bookings')
      .set({ status: 'confirmed', paymentIntentId: orderId })
      .where('id', '=', booking.id)
      .execute();
    // issue 15: the confirmation e-mails commit with the capture.
    await enqueueBookingConfirmed(trx, deps.config, booking.id);
    return booking.id;
  });

  if (typeof bookingId === 'object') {
    if ('mismatch' in bookingId) throw new AppError('PAYMENT_MISMATCH');
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('paymentOrders')
        .set({ status: 'declined', updatedAt: deps.now })
        .where('id', '=', orderId)
        .execute();
      await trx
        .updateTable('bookings')
        .set({ status: 'cancelled', cancelledAt: deps.now })
        .where('id', '=', bookingId.bookingId)
        .where('status', '=', 'pending')
        .execute();
    });
    throw new AppError('PAYMENT_DECLINED');
  }
  return getBookingForUser(deps, user, bookingId, { withQr: true });
}

/**
 * Refunds up to `centavos` of what a booking's PayPal orders captured (issue 16: partial refunds
 * by the cancellation policy, or the difference of a cheaper move), oldest order first, each
 * refund with its own PayPal-Request-Id built from `key` so a retry never refunds twice.
 * Output: the centavos refunded. No-op (0) for a booking with nothing captured.
 * Errors: PAYMENT_FAILED 502 (the refunds made so far are recorded).
 */
export async function refundBookingPayment(
  deps: { db: Db; paypal: PaypalClient | null; now: Date },
  bookingId: string,
  centavos: number,
  key: string,
): Promise<number> {
  const orders = await settledOrders(deps.db, bookingId)
    .select(['paymentOrders.id', 'paymentOrders.captureId', 'paymentOrders.amount', 'paymentOrders.refundedAmount'])
    .where('paymentOrders.captureId', 'is not', null)
    .orderBy('paymentOrders.createdAt')
    .execute();
  let left = centavos;
  let refunded = 0;
  for (const order of orders) {
    if (left <= 0) break;
    const amount = Math.min(left, toCentavos(order.amount) - toCentavos(order.refundedAmount));
    if (amount <= 0) continue;
    await refundOrder(deps, order, amount, `${key}-${order.id}`);
    left -= amount;
    refunded += amount;
  }
  return refunded;
}

/** Refunds `centavos` of one captured order through PayPal (idempotent by `requestId`) and records it. Errors: PAYMENT_FAILED 502. */
async function refundOrder(
  deps: { db: Db; paypal: PaypalClient | null; now: Date },
  order: { id: string; captureId: string | null; amount: string; refundedAmount: string },
  centavos: number,
  requestId: string,
): Promise<void> {
  if (!order.captureId) return;
  const paypal = requirePaypal(deps.paypal);
  try {
    await paypal.refundCapture(order.captureId, {
      amount: { value: fromCentavos(centavos), currency: 'MXN' },
      requestId,
    });
  } catch (error) {
    throw paypalFailure(error);
  }
  const total = toCentavos(order.refundedAmount) + centavos;
  await deps.db
    .updateTable('paymentOrders')
    .set({
      refundedAmount: fromCentavos(total),
      status: total >= toCentavos(order.amount) ? 'refunded' : 'captured',
      updatedAt: deps.now,
    })
    .where('id', '=', order.id)
    .execute();
}

/**
 * Gives back, whole, each difference a guest paid on PayPal for a move that never happened
 * (issue 16: declined by the owner, its slot taken, its time passed, or the booking cancelled).
 * With `bookingId` only that booking's; without, every one (the sweep that retries a refund that
 * failed before). Best effort: a failed refund stays due for the next sweep. Output: how many refunded.
 */
export async function refundUnappliedDifferences(
  deps: { db: Db; paypal: PaypalClient | null; now: Date },
  bookingId?: string,
): Promise<number> {
  if (!deps.paypal) return 0;
  let query = deps.db
    .selectFrom('paymentOrders')
    .innerJoin('bookingReschedules', 'bookingReschedules.paymentOrderId', 'paymentOrders.id')
    .select([
      'paymentOrders.id',
      'paymentOrders.captureId',
      'paymentOrders.amount',
      'paymentOrders.refundedAmount',
      'bookingReschedules.id as moveId',
    ])
    .where('paymentOrders.purpose', '=', 'reschedule')
    .where('paymentOrders.status', '=', 'captured')
    .where('bookingReschedules.status', 'in', ['declined', 'withdrawn']);
  if (bookingId) query = query.where('paymentOrders.bookingId', '=', bookingId);
  const orders = await query.limit(200).execute();
  let refunded = 0;
  for (const order of orders) {
    const due = toCentavos(order.amount) - toCentavos(order.refundedAmount);
    if (due <= 0) continue;
    try {
      await refundOrder(deps, order, due, `move-back-${order.moveId}`);
      refunded++;
    } catch {
      // stays captured and unapplied: the next sweep tries again
    }
  }
  return refunded;
}

/**
 * Captures the authorised PayPal payment of a request the owner accepts (issue 16), in `trx`.
 * No-op for a request paid at the venue. Errors: PAYMENT_DECLINED 402 (the authorisation was
 * refused or expired), PAYMENT_FAILED 502, PAYMENTS_DISABLED 503.
 */
export async function captureAuthorizedPayment(
  deps: { paypal: PaypalClient | null; now: Date },
  trx: Db,
  bookingId: string,
): Promise<void> {
  const order = await trx
    .selectFrom('paymentOrders')
    .select(['id', 'authorizationId', 'amount'])
    .where('bookingId', '=', bookingId)
    .where('purpose', '=', 'booking')
    .where('status', '=', 'authorized')
    .forUpdate()
    .executeTakeFirst();
  if (!order?.authorizationId) return;
  const paypal = requirePaypal(deps.paypal);
  let capture: { id: string; status: string };
  try {
    capture = await paypal.captureAuthorization(order.authorizationId);
  } catch (error) {
    throw paypalFailure(error);
  }
  if (capture.status !== 'COMPLETED') throw new AppError('PAYMENT_DECLINED');
  await trx
    .updateTable('paymentOrders')
    .set({ status: 'captured', captureId: capture.id, updatedAt: deps.now })
    .where('id', '=', order.id)
    .execute();
}

/**
 * Voids the authorised PayPal payments of bookings that will not take place (issue 16: a
 * declined, expired or cancelled request). With `bookingId` only that booking's; without, every
 * authorisation whose booking is cancelled (the sweep that catches a void that failed before).
 * Best effort: a failure leaves the order authorised for the next sweep. Output: how many voided.
 */
export async function voidAuthorizedPayments(
  deps: { db: Db; paypal: PaypalClient | null; now: Date },
  bookingId?: string,
): Promise<number> {
  if (!deps.paypal) return 0;
  let query = deps.db
    .selectFrom('paymentOrders')
    .innerJoin('bookings', 'bookings.id', 'paymentOrders.bookingId')
    .select(['paymentOrders.id', 'paymentOrders.authorizationId'])
    .where('paymentOrders.status', '=', 'authorized')
    .where('bookings.status', '=', 'cancelled');
  if (bookingId) query = query.where('bookings.id', '=', bookingId);
  const orders = await query.limit(200).execute();
  let voided = 0;
  for (const order of orders) {
    if (!order.authorizationId) continue;
    try {
      await deps.paypal.voidAuthorization(order.authorizationId);
    } catch {
      continue;
    }
    await deps.db
      .updateTable('paymentOrders')
      .set({ status: 'voided', updatedAt: deps.now })
      .where('id', '=', order.id)
      .execute();
    voided++;
  }
  return voided;
}

/**
 * Opens the PayPal order for the price difference of a dearer move (issue 16). The guest
 * approves it on PayPal and comes back to /my-bookings?reschedule=<bookingId>; then
 * completeReschedulePayment captures it and applies the move. Output: { approveUrl }.
 * Errors: PAYMENTS_DISABLED 503, PAYMENT_FAILED 502 (the move is withdrawn).
 */
export async function openRescheduleOrder(
  deps: PaymentDeps,
  user: SessionUser,
  bookingId: string,
  moveId: string,
  centavos: number,
): Promise<{ approveUrl: string | null }> {
  const value = fromCentavos(centavos);
  try {
    const paypal = requirePaypal(deps.paypal);
    const order = await openOrder(paypal, deps, {
      value,
      referenceId: moveId,
      returnPath: `/my-bookings?reschedule=${bookingId}`,
    });
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('paymentOrders')
        .values({ id: order.id, userId: user.id, bookingId, amount: value, currency: 'MXN', purpose: 'reschedule' })
        .execute();
      await trx.updateTable('bookingReschedules').set({ paymentOrderId: order.id }).where('id', '=', moveId).execute();
    });
    return { approveUrl: approveLink(order) };
  } catch (error) {
    await deps.db
      .updateTable('bookingReschedules')
      .set({ status: 'withdrawn', decidedAt: deps.now })
      .where('id', '=', moveId)
      .execute();
    throw paypalFailure(error);
  }
}

/**
 * Completes a dearer move paid with PayPal (issue 16): re-checks the new slot under the venue
 * lock, captures the difference order and applies the move; on a `request` venue the paid move
 * then waits for the owner instead (BookingDto.pendingReschedule). Idempotent: a move already
 * applied or waiting returns the booking. If the slot was taken meanwhile, nothing is captured
 * and SLOT_TAKEN is answered (the booking keeps its old slot). Output: BookingDto.
 * Errors: BOOKING_NOT_FOUND / PAYMENT_ORDER_NOT_FOUND 404, NO_PENDING_RESCHEDULE, SLOT_TAKEN,
 * BUFFER_CONFLICT 409, PAYMENT_DECLINED 402, PAYMENT_FAILED 502.
 */
export async function completeReschedulePayment(
  deps: PaymentDeps,
  user: SessionUser,
  bookingId: string,
  orderId: string,
): Promise<BookingDto> {
  const paypal = requirePaypal(deps.paypal);
  await deps.db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('paymentOrders')
      .selectAll()
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirst();
    if (
      !order ||
      order.bookingId !== bookingId ||
      order.purpose !== 'reschedule' ||
      !canCompletePaymentOrder(user, order)
    ) {
      throw new AppError('PAYMENT_ORDER_NOT_FOUND');
    }
    const move = await trx
      .selectFrom('bookingReschedules')
      .selectAll()
      .where('paymentOrderId', '=', orderId)
      .executeTakeFirst();
    if (!move) throw new AppError('NO_PENDING_RESCHEDULE');
    if (move.status === 'applied' || (move.status === 'pending' && order.status === 'captured')) return;
    if (move.status !== 'awaiting_payment' || order.status !== 'created') throw new AppError('NO_PENDING_RESCHEDULE');
    const venue = await trx
      .selectFrom('bookings')
      .innerJoin('venues', 'venues.id', 'bookings.venueId')
      .select(['venues.id', 'venues.bufferMinutes', 'venues.bookingMode', 'bookings.status'])
      .where('bookings.id', '=', bookingId)
      .executeTakeFirstOrThrow();
    await lockFreeSlot(
      trx,
      venue.id,
      { start: move.startAt, end: move.endAt },
      venue.bufferMinutes,
      deps.now,
      bookingId,
    );
    let captured: PaypalOrder;
    try {
      captured = await paypal.captureOrder(orderId);
    } catch (error) {
      throw paypalFailure(error);
    }
    const capture = captured.purchase_units?.[0]?.payments?.captures?.[0];
    if (capture?.status !== 'COMPLETED' || toCentavos(capture.amount.value) !== toCentavos(order.amount)) {
      throw new AppError('PAYMENT_DECLINED');
    }
    await trx
      .updateTable('paymentOrders')
      .set({ status: 'captured', captureId: capture.id, updatedAt: deps.now })
      .where('id', '=', orderId)
      .execute();
    if (venue.bookingMode === 'request' && venue.status === 'confirmed') {
      // Paid; now the owner approves the move (a declined one gives the difference back).
      await trx.updateTable('bookingReschedules').set({ status: 'pending' }).where('id', '=', move.id).execute();
      await enqueueRescheduleRequested(trx, deps.config, bookingId, { startAt: move.startAt, endAt: move.endAt });
      return;
    }
    await applyMove(trx, deps, bookingId, {
      start: move.startAt,
      end: move.endAt,
      price: storedMovePrice(move),
      rules: { bufferMinutes: venue.bufferMinutes },
    });
    await trx
      .updateTable('bookingReschedules')
      .set({ status: 'applied', decidedAt: deps.now })
      .where('id', '=', move.id)
      .execute();
  });
  return getBookingForUser(deps, user, bookingId, { withQr: true });
}

/** The PayPal steps of booking changes (booking-changes.ts BookingPayments) for one request's context. */
export function bookingPayments(deps: PaymentDeps, user: SessionUser) {
  return {
    refund: (bookingId: string, centavos: number, key: string) => refundBookingPayment(deps, bookingId, centavos, key),
    captureAuthorized: (trx: Db, bookingId: string) => captureAuthorizedPayment(deps, trx, bookingId),
    voidAuthorized: async (bookingId: string) => {
      await voidAuthorizedPayments(deps, bookingId);
    },
    refundUnappliedDifferences: async (bookingId: string) => {
      await refundUnappliedDifferences(deps, bookingId);
    },
    openDifferenceOrder: (bookingId: string, moveId: string, centavos: number) =>
      openRescheduleOrder(deps, user, bookingId, moveId, centavos),
  };
}
