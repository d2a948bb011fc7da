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
  toCentavos,
} from '@rentas/domain';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppConfig, SessionUser } from '../context';
import { enqueueBookingConfirmed } from './booking-mail';
import {
  type BookingDeps,
  type BookingDto,
  getBookingForUser,
  insertBooking,
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
    status: 'pending',
    method: 'paypal',
    checkQuote: (q) => {
      if (q.price.total < PAYPAL_ORDER_BOUNDS.min || q.price.total > PAYPAL_ORDER_BOUNDS.max) {
        throw new AppError('PAYPAL_AMOUNT_OUT_OF_RANGE');
      }
    },
  });
  if (!quote) throw new Error('a PayPal hold is never a replay');
  const value = fromCentavos(quote.price.total);
  let order: PaypalOrder;
  try {
    order = await openOrder(paypal, deps, { value, referenceId: bookingId, returnPath: `/booking/${quote.venueId}` });
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
      .values({ id: order.id, userId: user.id, bookingId, amount: value, currency: 'MXN' })
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
  opts: { value: string; referenceId: string; returnPath: string },
): Promise<PaypalOrder> {
  try {
    const base = deps.config.publicUrl;
    return await paypal.createOrder({
      amount: opts.value,
      currency: 'MXN',
      referenceId: opts.referenceId,
      description: 'Reserva en Rentas por Hora',
      returnUrl: `${base}${opts.returnPath}?paypal=approved`,
      cancelUrl: `${base}${opts.returnPath}?paypal=cancelled`,
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
    if (order.status === 'captured' && order.bookingId) return order.bookingId;
    if (order.status !== 'created') throw new AppError('PAYMENT_DECLINED');

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
          .set({ status: 'pending', cancelledAt: null })
          .where('id', '=', retakeId)
          .where('status', '=', 'cancelled')
          .execute(),
      );
    }
    const booking = await trx
      .selectFrom('bookings')
      .select(['id', 'totalAmount', 'status'])
      .where('id', '=', bookingIdToConfirm)
      .executeTakeFirstOrThrow();

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
 * Refunds the PayPal capture of a booking being cancelled (PRODUCT.md §5).
 * No-op for bookings not paid with PayPal. Errors: PAYMENT_FAILED 502 (the booking stays).
 */
export async function refundBookingPayment(
  deps: { db: Db; paypal: PaypalClient | null; now: Date },
  bookingId: string,
): Promise<void> {
  const order = await deps.db
    .selectFrom('paymentOrders')
    .select(['id', 'captureId', 'status'])
    .where('bookingId', '=', bookingId)
    .executeTakeFirst();
  if (order?.status !== 'captured' || !order.captureId) return;
  const paypal = requirePaypal(deps.paypal);
  try {
    await paypal.refundCapture(order.captureId);
  } catch (error) {
    throw paypalFailure(error);
  }
  await deps.db
    .updateTable('paymentOrders')
    .set({ status: 'refunded', updatedAt: sql`now()` })
    .where('id', '=', order.id)
    .execute();
}
