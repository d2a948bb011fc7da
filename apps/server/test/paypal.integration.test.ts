import { PaypalClient } from '@rentas/api';
import { openTestDb } from '@rentas/db/testing';
import { type FakePaypal, startFakePaypal } from '@rentas/fakes';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { bookingPayload, signedInUser, type TestApp, testConfig, venueWithOwner } from './helpers';

let paypal: FakePaypal;
const t = {} as TestApp;
beforeAll(async () => {
  paypal = await startFakePaypal();
  t.handle = await openTestDb(inject('dbTemplate'));
  t.db = t.handle.db;
  t.config = testConfig({
    paypal: { clientId: paypal.clientId, clientSecret: paypal.clientSecret, apiBase: paypal.url },
    paypalClientId: paypal.clientId,
  });
  t.app = await buildApp({ db: t.db, config: t.config });
});
afterAll(async () => {
  await t.app?.close();
  await t.handle?.close();
  await paypal?.close();
});

function post(url: string, cookie: string, payload: object = {}) {
  return t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
}

async function orderFor(cookie: string, bookingData: object, amount: number | string = 1) {
  const res = await post('/paypal/order', cookie, { amount, currency: 'MXN', intent: 'CAPTURE', bookingData });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; amount: string; approveUrl: string; bookingId: string };
}

/** The outbox e-mails of a kind about a booking (issue 15), optionally to one address. */
function outbox(bookingId: string, kind: string, to?: string) {
  let query = t.db
    .selectFrom('mailOutbox')
    .select(['toAddress', 'data'])
    .where('kind', '=', kind)
    .where('dedupeKey', 'like', `%${bookingId}%`);
  if (to) query = query.where('toAddress', '=', to);
  return query.execute();
}

async function statusOf(bookingId: string) {
  return (await t.db.selectFrom('bookings').select('status').where('id', '=', bookingId).executeTakeFirstOrThrow())
    .status;
}

describe('paying with PayPal (against the fake PayPal API)', () => {
  it('the server decides the amount; the booking is pending until a matching capture confirms it', async () => {
    const { venue } = await venueWithOwner(t, { pricePerHour: '500.00' });
    const guest = await signedInUser(t);
    const data = { ...bookingPayload(venue, { hours: 2 }), totalAmount: 1 };
    const order = await orderFor(guest.cookie, data, 1);
    // 500 × 2 + 10 % = 1100, whatever the client said
    expect(order.amount).toBe('1100.00');
    expect(paypal.orders().find((o) => o.id === order.id)?.amount).toEqual({ currency_code: 'MXN', value: '1100.00' });
    expect(await statusOf(order.bookingId)).toBe('pending');

    // while pending, the slot is held
    const other = await signedInUser(t);
    expect((await post('/api/bookings', other.cookie, bookingPayload(venue, { hours: 2 }))).statusCode).toBe(409);

    // buyer approves on PayPal and is sent back to the booking page
    const approval = await fetch(order.approveUrl, { redirect: 'manual' });
    expect(approval.headers.get('location')).toContain(`/booking/${venue.id}?paypal=approved&token=${order.id}`);

    const captured = await post(`/paypal/order/${order.id}/capture`, guest.cookie);
    expect(captured.statusCode).toBe(200);
    expect(captured.json()).toMatchObject({
      id: order.bookingId,
      status: 'confirmed',
      paymentMethod: 'paypal',
      totalAmount: '1100.00',
    });

    const done = await post('/api/complete-paypal-booking', guest.cookie, {
      paypalOrderId: order.id,
      bookingData: data,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().id).toBe(order.bookingId);
    const count = await t.db.selectFrom('bookings').select('id').where('paymentIntentId', '=', order.id).execute();
    expect(count).toHaveLength(1);
  });

  it('a double completion gives one booking and one capture', async () => {
    const { venue } = await venueWithOwner(t);
    const guest = await signedInUser(t);
    const data = bookingPayload(venue);
    const order = await orderFor(guest.cookie, data);
    paypal.approve(order.id);
    const before = paypal.captureCalls();
    const [a, b] = await Promise.all([
      post('/api/complete-paypal-booking', guest.cookie, { paypalOrderId: order.id, bookingData: data }),
      post('/api/complete-paypal-booking', guest.cookie, { paypalOrderId: order.id, bookingData: data }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().id).toBe(b.json().id);
    expect(paypal.captureCalls() - before).toBe(1);
    const rows = await t.db
      .selectFrom('bookings')
      .select('id')
      .where('venueId', '=', venue.id)
      .where('status', '=', 'confirmed')
      .execute();
    expect(rows).toHaveLength(1);
    // issue 15: one confirmation e-mail for the guest, none while the hold was unpaid.
    expect(await outbox(order.bookingId, 'booking-confirmed')).toHaveLength(1);
  });

  it('a declined capture leaves no confirmed booking and frees the slot', async () => {
    const { venue } = await venueWithOwner(t);
    const guest = await signedInUser(t);
    const data = bookingPayload(venue);
    const order = await orderFor(guest.cookie, data);
    paypal.approve(order.id);
    paypal.declineNextCapture();
    const res = await post('/api/complete-paypal-booking', guest.cookie, {
      paypalOrderId: order.id,
      bookingData: data,
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('PayPal rechazó el pago. Intenta con otro método de pago.');
    expect(await statusOf(order.bookingId)).toBe('cancelled');
    expect(await outbox(order.bookingId, 'booking-confirmed')).toEqual([]);
    expect((await post('/api/bookings', guest.cookie, data)).statusCode).toBe(201);
  });

  it('an expired PayPal token is refreshed once and the call goes through', async () => {
    const { venue } = await venueWithOwner(t);
    const guest = await signedInUser(t);
    const data = bookingPayload(venue);
    const order = await orderFor(guest.cookie, data);
    paypal.approve(order.id);
    paypal.expireTokens();
    const res = await post('/api/complete-paypal-booking', guest.cookie, {
      paypalOrderId: order.id,
      bookingData: data,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('confirmed');
  });

  it('an order is opened only for a quoted booking total: a bare amount is a 400 that never reaches PayPal', async () => {
    const guest = await signedInUser(t);
    const before = paypal.orders().length;
    for (const amount of ['1e20', '0.001']) {
      const res = await post('/paypal/order', guest.cookie, { amount, currency: 'MXN', intent: 'CAPTURE' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION', message: 'Monto no válido.' });
    }
    for (const amount of ['10.00', 1100]) {
      const res = await post('/paypal/order', guest.cookie, { amount, currency: 'MXN', intent: 'CAPTURE' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'BOOKING_DATA_REQUIRED', message: 'Faltan los datos de la reserva.' });
    }
    // with booking data the client's amount is ignored: "5.00" gets an order for the quote
    const { venue } = await venueWithOwner(t, { pricePerHour: '500.00' });
    const order = await orderFor(guest.cookie, bookingPayload(venue, { hours: 2 }), '5.00');
    expect(order.amount).toBe('1100.00');
    expect(paypal.orders().length).toBe(before + 1);
    expect(await t.db.selectFrom('paymentOrders').select('id').where('userId', '=', guest.user.id).execute()).toEqual([
      { id: order.id },
    ]);
  });

  it('a quoted total outside 1.00 to 1,000,000.00 MXN is a 400: no PayPal order and no slot held', async () => {
    const guest = await signedInUser(t);
    const before = paypal.orders().length;
    for (const pricePerHour of ['0.00', '0.40', '9000000.00']) {
      const { venue } = await venueWithOwner(t, { pricePerHour });
      const res = await post('/paypal/order', guest.cookie, {
        currency: 'MXN',
        intent: 'CAPTURE',
        bookingData: bookingPayload(venue, { hours: 2 }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'PAYPAL_AMOUNT_OUT_OF_RANGE',
        message: 'El total de esta reserva no se puede pagar con PayPal. Elige pago en el lugar.',
      });
      expect(await t.db.selectFrom('bookings').select('id').where('venueId', '=', venue.id).execute()).toEqual([]);
    }
    expect(paypal.orders().length).toBe(before);
  });

  it('at most 3 unpaid PayPal holds per guest (issue 12); a paid one frees a place', async () => {
    const guest = await signedInUser(t);
    const venues = await Promise.all([1, 2, 3, 4].map(() => venueWithOwner(t)));
    const orders = [];
    for (const { venue } of venues.slice(0, 3)) orders.push(await orderFor(guest.cookie, bookingPayload(venue)));
    const before = paypal.orders().length;
    const fourthVenue = (venues[3] as (typeof venues)[number]).venue;
    const fourth = await post('/paypal/order', guest.cookie, { bookingData: bookingPayload(fourthVenue) });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({
      code: 'TOO_MANY_PAYPAL_HOLDS',
      message: 'Ya tienes 3 pagos con PayPal sin completar, el máximo. Termina uno o espera 15 minutos.',
    });
    expect(paypal.orders().length).toBe(before);
    // paying at the venue is not a hold
    expect((await post('/api/bookings', guest.cookie, bookingPayload(fourthVenue, { dayOffset: 7 }))).statusCode).toBe(
      201,
    );
    const first = orders[0] as (typeof orders)[number];
    paypal.approve(first.id);
    expect((await post(`/paypal/order/${first.id}/capture`, guest.cookie)).statusCode).toBe(200);
    expect((await post('/paypal/order', guest.cookie, { bookingData: bookingPayload(fourthVenue) })).statusCode).toBe(
      201,
    );
  });

  it('cancelling a PayPal-paid booking in the free window refunds the capture', async () => {
    const { venue } = await venueWithOwner(t);
    const guest = await signedInUser(t);
    const data = bookingPayload(venue, { dayOffset: 9 });
    const order = await orderFor(guest.cookie, data);
    paypal.approve(order.id);
    const done = await post('/api/complete-paypal-booking', guest.cookie, {
      paypalOrderId: order.id,
      bookingData: data,
    });
    expect(done.json()).toMatchObject({ status: 'confirmed' });
    const captureId = paypal.orders().find((o) => o.id === order.id)?.captureId;
    const cancelled = await post(`/api/bookings/${order.bookingId}/cancel`, guest.cookie);
    expect(cancelled.json().status).toBe('cancelled');
    expect(paypal.refunds()).toContain(captureId);
    // issue 15: the guest's cancellation e-mail tells the refund (500 × 4 h + 10 %).
    const [toGuest] = await outbox(order.bookingId, 'booking-cancelled', guest.user.email);
    expect(toGuest?.data).toMatchObject({ refundCentavos: 220000, cancelledBy: 'guest', recipient: 'guest' });
  });

  it('someone else’s order is not found; setup gives a client token; methods list PayPal', async () => {
    const { venue } = await venueWithOwner(t);
    const guest = await signedInUser(t);
    const order = await orderFor(guest.cookie, bookingPayload(venue));
    const stranger = await signedInUser(t);
    expect((await post(`/paypal/order/${order.id}/capture`, stranger.cookie)).statusCode).toBe(404);
    const setup = await t.app.inject({ method: 'GET', url: '/paypal/setup', headers: { cookie: guest.cookie } });
    expect(setup.json().clientToken).toEqual(expect.any(String));
    const methods = await t.app.inject({ method: 'GET', url: '/api/payment-methods' });
    expect(methods.json()).toEqual([
      { id: 'venue', label: 'Pago en el lugar', available: true },
      { id: 'paypal', label: 'PayPal', available: true },
    ]);
    expect(new PaypalClient({ clientId: 'x', clientSecret: 'y', apiBase: paypal.url })).toBeInstanceOf(PaypalClient);
  });
});
