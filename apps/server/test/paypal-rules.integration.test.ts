/**
 * Issue 16 with PayPal (against the local fake PayPal API): a request is authorised and captured
 * only when the owner accepts; a declined one is voided; cancellation refunds follow the
 * booking's policy as partial refunds; a cheaper move is refunded, a dearer one is paid first.
 */
import { expireReschedules, PaypalClient, refundUnappliedDifferences } from '@rentas/api';
import { createVenue, openTestDb } from '@rentas/db/testing';
import { type FakePaypal, startFakePaypal } from '@rentas/fakes';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { bookingPayload, signedInUser, type TestApp, testConfig } from './helpers';

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

function call(method: 'GET' | 'POST', url: string, cookie: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

/** A guest pays a booking with PayPal from start to finish. Output: the booking as the completion answers it. */
async function payWithPaypal(cookie: string, data: ReturnType<typeof bookingPayload>) {
  const order = await call('POST', '/paypal/order', cookie, { currency: 'MXN', intent: 'CAPTURE', bookingData: data });
  expect(order.statusCode).toBe(201);
  const { id } = order.json();
  paypal.approve(id);
  const done = await call('POST', '/api/complete-paypal-booking', cookie, { paypalOrderId: id, bookingData: data });
  expect(done.statusCode).toBe(200);
  return { orderId: id as string, booking: done.json() };
}

async function orderRow(orderId: string) {
  return t.db.selectFrom('paymentOrders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
}

describe('PayPal requests are authorised, and captured only when the owner accepts (issue 16)', () => {
  it('accept captures the authorisation and confirms the booking', async () => {
    const owner = await signedInUser(t, { role: 'owner' });
    const venue = await createVenue(t.db, owner.user.id, { bookingMode: 'request', pricePerHour: '500.00' });
    const guest = await signedInUser(t);
    const before = paypal.captureCalls();
    const { orderId, booking } = await payWithPaypal(guest.cookie, bookingPayload(venue, { hours: 2 }));
    expect(booking).toMatchObject({ status: 'pending', awaitingApproval: true, paymentMethod: 'paypal' });
    expect(paypal.captureCalls()).toBe(before);
    expect(await orderRow(orderId)).toMatchObject({ status: 'authorized', intent: 'AUTHORIZE' });
    expect(
      paypal.authorizations().find((a) => a.id === booking.paymentIntentId || a.status === 'CREATED'),
    ).toBeTruthy();

    const accepted = await call('POST', `/api/bookings/${booking.id}/accept`, owner.cookie);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'confirmed' });
    const order = await orderRow(orderId);
    expect(order.status).toBe('captured');
    expect(paypal.authorizations().find((a) => a.id === order.authorizationId)?.status).toBe('CAPTURED');
  });

  it('decline voids the authorisation and nothing is charged', async () => {
    const owner = await signedInUser(t, { role: 'owner' });
    const venue = await createVenue(t.db, owner.user.id, { bookingMode: 'request' });
    const guest = await signedInUser(t);
    const { orderId, booking } = await payWithPaypal(guest.cookie, bookingPayload(venue, { dayOffset: 6 }));
    const declined = await call('POST', `/api/bookings/${booking.id}/decline`, owner.cookie);
    expect(declined.json()).toMatchObject({ status: 'cancelled', cancelReason: 'declined' });
    const order = await orderRow(orderId);
    expect(order.status).toBe('voided');
    expect(paypal.authorizations().find((a) => a.id === order.authorizationId)?.status).toBe('VOIDED');
  });
});

describe('partial refunds by cancellation policy (issue 16)', () => {
  it('moderate, 48 h before: half of what was paid comes back, the commission in proportion', async () => {
    const owner = await signedInUser(t, { role: 'owner' });
    const venue = await createVenue(t.db, owner.user.id, { cancellationPolicy: 'moderate', pricePerHour: '500.00' });
    const guest = await signedInUser(t);
    const data = bookingPayload(venue, { dayOffset: 2, startTime: '21:00', hours: 2 });
    const { orderId, booking } = await payWithPaypal(guest.cookie, data);
    expect(booking.totalAmount).toBe('1100.00');
    const preview = (await call('GET', `/api/bookings/${booking.id}/cancellation`, guest.cookie)).json();
    // Two days ahead at 21:00 is between 72 h and 24 h before: 50 %.
    expect(preview).toMatchObject({
      policy: 'moderate',
      refundPercent: 50,
      paidAmount: '1100.00',
      refundAmount: '550.00',
    });
    const cancelled = await call('POST', `/api/bookings/${booking.id}/cancel`, guest.cookie);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refundAmount: '550.00', refundPercent: 50 });
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ status: 'captured', refundedAmount: '550.00' });
    expect(paypal.refundLog().filter((r) => r.captureId === order.captureId)).toEqual([
      { captureId: order.captureId, amount: { currency_code: 'MXN', value: '550.00' } },
    ]);
    // The owner keeps their half: 500 of the 1000 subtotal.
    const stats = (await call('GET', '/api/owner/stats', owner.cookie)).json();
    expect(stats.earnedIncome).toBe('500.00');
  });

  it('the owner cancelling refunds everything, whatever the policy', async () => {
    const owner = await signedInUser(t, { role: 'owner' });
    const venue = await createVenue(t.db, owner.user.id, { cancellationPolicy: 'strict' });
    const guest = await signedInUser(t);
    const { orderId, booking } = await payWithPaypal(guest.cookie, bookingPayload(venue, { dayOffset: 3 }));
    const cancelled = await call('POST', `/api/bookings/${booking.id}/cancel`, owner.cookie);
    expect(cancelled.json()).toMatchObject({
      refundAmount: booking.totalAmount,
      refundPercent: 100,
      cancelReason: 'owner',
    });
    expect((await orderRow(orderId)).status).toBe('refunded');
  });
});

describe('moving a PayPal booking (issue 16)', () => {
  it('a shorter move is refunded the difference; a longer one is paid on PayPal before it applies', async () => {
    const owner = await signedInUser(t, { role: 'owner' });
    const venue = await createVenue(t.db, owner.user.id, { pricePerHour: '500.00' });
    const guest = await signedInUser(t);
    const { orderId, booking } = await payWithPaypal(guest.cookie, bookingPayload(venue, { dayOffset: 9, hours: 4 }));
    expect(booking.totalAmount).toBe('2200.00');

    const shorter = bookingPayload(venue, { dayOffset: 10, hours: 2 });
    const moved = await call('POST', `/api/bookings/${booking.id}/reschedule`, guest.cookie, {
      startDate: shorter.startDate,
      endDate: shorter.endDate,
      totalAmount: shorter.totalAmount,
    });
    expect(moved.json()).toMatchObject({ outcome: 'applied', booking: { totalAmount: '1100.00' } });
    expect((await orderRow(orderId)).refundedAmount).toBe('1100.00');

    const longer = bookingPayload(venue, { dayOffset: 11, hours: 8 });
    const asked = await call('POST', `/api/bookings/${booking.id}/reschedule`, guest.cookie, {
      startDate: longer.startDate,
      endDate: longer.endDate,
      totalAmount: longer.totalAmount,
    });
    const answer = asked.json();
    expect(answer).toMatchObject({ outcome: 'payment_required', booking: { startDate: shorter.startDate } });
    expect(answer.approveUrl).toMatch(/^http/);
    const approval = await fetch(answer.approveUrl, { redirect: 'manual' });
    const back = new URL(approval.headers.get('location') ?? '');
    expect(back.pathname).toBe('/my-bookings');
    expect(back.searchParams.get('reschedule')).toBe(booking.id);
    expect(back.searchParams.get('paypal')).toBe('approved');
    const differenceOrder = back.searchParams.get('token') as string;
    expect((await orderRow(differenceOrder)).amount).toBe('3300.00');
    // Someone else cannot complete it.
    const stranger = await signedInUser(t);
    const stolen = await call('POST', `/api/bookings/${booking.id}/reschedule/complete`, stranger.cookie, {
      orderId: differenceOrder,
    });
    expect(stolen.statusCode).toBe(404);
    const done = await call('POST', `/api/bookings/${booking.id}/reschedule/complete`, guest.cookie, {
      orderId: differenceOrder,
    });
    expect(done.statusCode).toBe(200);
    const moved2 = (await call('GET', '/api/bookings', guest.cookie))
      .json()
      .find((b: { id: string }) => b.id === booking.id);
    expect(moved2).toMatchObject({ startDate: longer.startDate, totalAmount: '4400.00', pendingReschedule: null });
  });

  /** Asks to move `bookingId` and follows the PayPal approval of the difference. Output: the difference order id. */
  async function payDifference(cookie: string, bookingId: string, to: ReturnType<typeof bookingPayload>) {
    const asked = await call('POST', `/api/bookings/${bookingId}/reschedule`, cookie, {
      startDate: to.startDate,
      endDate: to.endDate,
      totalAmount: to.totalAmount,
    });
    expect(asked.json()).toMatchObject({ outcome: 'payment_required' });
    const approval = await fetch(asked.json().approveUrl, { redirect: 'manual' });
    return new URL(approval.headers.get('location') ?? '').searchParams.get('token') as string;
  }

  it('on a request venue a dearer move is paid first, then waits for the owner; declined, the difference comes back', async () => {
    const owner = await signedInUser(t, { role: 'owner' });
    const venue = await createVenue(t.db, owner.user.id, { bookingMode: 'request', pricePerHour: '500.00' });
    const guest = await signedInUser(t);
    const { booking } = await payWithPaypal(guest.cookie, bookingPayload(venue, { dayOffset: 9, hours: 2 }));
    expect((await call('POST', `/api/bookings/${booking.id}/accept`, owner.cookie)).statusCode).toBe(200);

    const longer = bookingPayload(venue, { dayOffset: 10, hours: 4 });
    const orderId = await payDifference(guest.cookie, booking.id, longer);
    const paid = await call('POST', `/api/bookings/${booking.id}/reschedule/complete`, guest.cookie, { orderId });
    expect(paid.statusCode).toBe(200);
    // Paid, but the owner has not approved: the booking keeps its slot and price.
    expect(paid.json()).toMatchObject({
      startDate: booking.startDate,
      totalAmount: '1100.00',
      pendingReschedule: { startDate: longer.startDate, totalAmount: '2200.00' },
    });
    expect((await orderRow(orderId)).status).toBe('captured');
    // Completing again changes nothing.
    expect(
      (await call('POST', `/api/bookings/${booking.id}/reschedule/complete`, guest.cookie, { orderId })).statusCode,
    ).toBe(200);

    const declined = await call('POST', `/api/bookings/${booking.id}/reschedule/decline`, owner.cookie);
    expect(declined.json()).toMatchObject({ startDate: booking.startDate, pendingReschedule: null });
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ status: 'refunded', refundedAmount: '1100.00' });
    expect(paypal.refundLog().filter((r) => r.captureId === order.captureId)).toHaveLength(1);
    // Cancelling afterwards refunds the booking by its policy; the difference is not counted twice.
    const preview = (await call('GET', `/api/bookings/${booking.id}/cancellation`, guest.cookie)).json();
    expect(preview).toMatchObject({ paidAmount: '1100.00', refundAmount: '1100.00' });
  });

  it('approved, the paid move applies without a second charge; an owner cannot approve a slot taken meanwhile', async () => {
    const owner = await signedInUser(t, { role: 'owner' });
    const venue = await createVenue(t.db, owner.user.id, { bookingMode: 'request', pricePerHour: '500.00' });
    const guest = await signedInUser(t);
    const { booking } = await payWithPaypal(guest.cookie, bookingPayload(venue, { dayOffset: 12, hours: 2 }));
    await call('POST', `/api/bookings/${booking.id}/accept`, owner.cookie);
    const longer = bookingPayload(venue, { dayOffset: 13, hours: 4 });
    const orderId = await payDifference(guest.cookie, booking.id, longer);
    await call('POST', `/api/bookings/${booking.id}/reschedule/complete`, guest.cookie, { orderId });
    const captures = paypal.captureCalls();
    const approved = await call('POST', `/api/bookings/${booking.id}/reschedule/accept`, owner.cookie);
    expect(approved.json()).toMatchObject({
      startDate: longer.startDate,
      totalAmount: '2200.00',
      pendingReschedule: null,
    });
    expect(paypal.captureCalls()).toBe(captures);
    expect(
      await call('GET', `/api/bookings/${booking.id}/cancellation`, guest.cookie).then((r) => r.json()),
    ).toMatchObject({
      paidAmount: '2200.00',
    });

    // A second move waits; meanwhile another guest books that slot and is accepted.
    const other = bookingPayload(venue, { dayOffset: 15, hours: 2 });
    const asked = await call('POST', `/api/bookings/${booking.id}/reschedule`, guest.cookie, {
      startDate: other.startDate,
      endDate: other.endDate,
      totalAmount: other.totalAmount,
    });
    expect(asked.json()).toMatchObject({ outcome: 'requested' });
    const rival = await signedInUser(t);
    const { booking: rivalBooking } = await payWithPaypal(rival.cookie, other);
    await call('POST', `/api/bookings/${rivalBooking.id}/accept`, owner.cookie);
    const late = await call('POST', `/api/bookings/${booking.id}/reschedule/accept`, owner.cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/[áéíóúñ]|reserv|horario/i);
    const after = (await call('GET', '/api/bookings', guest.cookie))
      .json()
      .find((b: { id: string }) => b.id === booking.id);
    expect(after).toMatchObject({ startDate: longer.startDate, pendingReschedule: null });
  });

  it('a move left unpaid gives way to the next; a waiting move whose time passed is declined and its difference refunded', async () => {
    const owner = await signedInUser(t, { role: 'owner' });
    const venue = await createVenue(t.db, owner.user.id, { bookingMode: 'request', pricePerHour: '500.00' });
    const guest = await signedInUser(t);
    const { booking } = await payWithPaypal(guest.cookie, bookingPayload(venue, { dayOffset: 16, hours: 2 }));
    await call('POST', `/api/bookings/${booking.id}/accept`, owner.cookie);
    // Left on PayPal without paying: the next move is still possible.
    await payDifference(guest.cookie, booking.id, bookingPayload(venue, { dayOffset: 17, hours: 8 }));
    const orderId = await payDifference(guest.cookie, booking.id, bookingPayload(venue, { dayOffset: 17, hours: 4 }));
    await call('POST', `/api/bookings/${booking.id}/reschedule/complete`, guest.cookie, { orderId });

    const later = new Date(new Date(booking.startDate).getTime() + 60_000);
    expect(await expireReschedules({ db: t.db, config: t.config, now: later })).toBeGreaterThanOrEqual(1);
    const declinedMail = await t.db
      .selectFrom('mailOutbox')
      .select('kind')
      .where('kind', '=', 'reschedule-declined')
      .where('dedupeKey', 'like', `%${booking.id}%`)
      .execute();
    expect(declinedMail.length).toBeGreaterThanOrEqual(1);
    const sweep = {
      db: t.db,
      paypal: new PaypalClient({ clientId: paypal.clientId, clientSecret: paypal.clientSecret, apiBase: paypal.url }),
      now: later,
    };
    await refundUnappliedDifferences(sweep);
    expect(await orderRow(orderId)).toMatchObject({ status: 'refunded', refundedAmount: '1100.00' });
    // Nothing more to give back on the next sweep.
    const refunds = paypal.refundLog().length;
    await refundUnappliedDifferences(sweep);
    expect(paypal.refundLog().length).toBe(refunds);
  });
});
