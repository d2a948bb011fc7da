/**
 * Issue 16: the host's booking rules, enforced by the server through the API: request or
 * instant, cancellation policies, buffers, notice, cleaning fee and add-ons, rescheduling.
 * PayPal (authorisation, partial refunds) is in paypal-rules.integration.test.ts.
 */
import { expireBookingRequests } from '@rentas/api';
import { createUser, createVenue } from '@rentas/db/testing';
import {
  bookingDates,
  computeBookingPrice,
  fromCentavos,
  type StartTimeAvailability,
  slotToRange,
  toCentavos,
} from '@rentas/domain';
import { describe, expect, it } from 'vitest';
import {
  bookingPayload,
  callerAs,
  insertBooking,
  postBooking,
  sessionCookie,
  signedInUser,
  useTestApp,
} from './helpers';

const t = useTestApp();

function req(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string | null, payload?: object) {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

const SPEC_VENUE = {
  name: 'Estudio con reglas',
  description: 'Un estudio para probar las reglas del anfitrión.',
  category: 'audio_studio',
  address: 'Calle Colima 143, Roma Norte',
  city: 'Ciudad de México',
  capacity: 6,
  pricePerHour: '450.00',
};

/** A booking payload with add-ons, priced like the client would. */
function payloadWith(
  venue: { id: string; pricePerHour: string | null; cleaningFee?: string | null },
  addOns: { id: string; price: string; unit: 'booking' | 'hour' }[],
  opts: { dayOffset?: number; startTime?: string; hours?: number } = {},
) {
  const base = bookingPayload(venue, opts);
  const hours = opts.hours ?? 4;
  const price = computeBookingPrice(toCentavos(venue.pricePerHour ?? '0'), hours, null, {
    addOns: addOns.map((a) => ({ price: toCentavos(a.price), unit: a.unit })),
    cleaningFee: venue.cleaningFee ? toCentavos(venue.cleaningFee) : null,
  });
  return { ...base, addOnIds: addOns.map((a) => a.id), totalAmount: Number(fromCentavos(price.total)) };
}

async function bookingRow(id: string) {
  return t.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('owners set the rules (issue 16)', () => {
  it('POST and PUT /api/venues take the rules and up to 10 add-ons; GET answers them with ids', async () => {
    const owner = await signedInUser(t, { role: 'owner' });
    const created = await req('POST', '/api/venues', owner.cookie, {
      ...SPEC_VENUE,
      bookingMode: 'request',
      cancellationPolicy: 'moderate',
      bufferMinutes: 60,
      minNoticeHours: 24,
      cleaningFee: '250',
      addOns: [
        { name: 'Ingeniero de audio', price: '300', unit: 'hour' },
        { name: 'Proyector', price: 500, unit: 'booking' },
      ],
    });
    expect(created.statusCode).toBe(201);
    const venue = created.json();
    expect(venue).toMatchObject({
      bookingMode: 'request',
      cancellationPolicy: 'moderate',
      bufferMinutes: 60,
      minNoticeHours: 24,
      cleaningFee: '250.00',
    });
    const got = (await req('GET', `/api/venues/${venue.id}`, null)).json();
    expect(got.addOns).toEqual([
      { id: expect.any(String), name: 'Ingeniero de audio', price: '300.00', unit: 'hour' },
      { id: expect.any(String), name: 'Proyector', price: '500.00', unit: 'booking' },
    ]);
    const [engineer] = got.addOns;
    // PUT: an existing id keeps its id, a missing one is removed, a rule not sent stays.
    const updated = await req('PUT', `/api/venues/${venue.id}`, owner.cookie, {
      ...SPEC_VENUE,
      addOns: [{ id: engineer.id, name: 'Ingeniera de audio', price: '350.50', unit: 'hour' }],
      bufferMinutes: 30,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ bookingMode: 'request', bufferMinutes: 30, cleaningFee: '250.00' });
    expect(updated.json().addOns).toEqual([
      { id: engineer.id, name: 'Ingeniera de audio', price: '350.50', unit: 'hour' },
    ]);
  });

  it("SPEC.md's payload without rules makes an instant, flexible venue with no buffer, notice or fees", async () => {
    const owner = await signedInUser(t, { role: 'owner' });
    const res = await req('POST', '/api/venues', owner.cookie, SPEC_VENUE);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      bookingMode: 'instant',
      cancellationPolicy: 'flexible',
      bufferMinutes: 0,
      minNoticeHours: 0,
      cleaningFee: null,
      addOns: [],
    });
  });

  it.each([
    [{ bufferMinutes: 45 }, 'El tiempo entre reservas debe ser 0, 30, 60 o 120 minutos.'],
    [{ minNoticeHours: 73 }, 'La anticipación mínima debe ser de 0 a 72 horas.'],
    [{ bookingMode: 'auto' }, 'Elige reserva inmediata o bajo solicitud.'],
    [{ cancellationPolicy: 'none' }, 'Elige una política de cancelación: flexible, moderada o estricta.'],
    [{ cleaningFee: '-5' }, 'El precio debe ser un número mayor o igual a 0, con hasta 2 decimales.'],
    [{ addOns: [{ name: 'Luz', price: '0', unit: 'hour' }] }, 'El precio del extra debe ser mayor que 0.'],
    [{ addOns: [{ name: 'Luz', price: '10', unit: 'day' }] }, 'Elige si el extra se cobra por reserva o por hora.'],
    [
      {
        addOns: [
          { name: 'Luz', price: '10', unit: 'hour' },
          { name: 'luz', price: '20', unit: 'booking' },
        ],
      },
      'Hay dos extras con el mismo nombre.',
    ],
    [
      { addOns: Array.from({ length: 11 }, (_, i) => ({ name: `Extra ${i}`, price: '10', unit: 'booking' })) },
      'Puedes ofrecer hasta 10 extras.',
    ],
  ])('refuses %j with a Spanish 400 and stores nothing', async (rules, message) => {
    const owner = await signedInUser(t, { role: 'owner' });
    const res = await req('POST', '/api/venues', owner.cookie, { ...SPEC_VENUE, name: `Reglas ${message}`, ...rules });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
    const stored = await t.db.selectFrom('venues').select('id').where('name', '=', `Reglas ${message}`).execute();
    expect(stored).toEqual([]);
  });
});

describe('notice, buffer and extras are enforced on booking (issue 16)', () => {
  it('refuses a start sooner than the notice (422) and the availability says why', async () => {
    const owner = await createUser(t.db, { role: 'owner' });
    const venue = await createVenue(t.db, owner.id, { minNoticeHours: 72 });
    const guest = await signedInUser(t);
    const soon = await postBooking(t, guest.cookie, bookingPayload(venue, { dayOffset: 1 }));
    expect(soon.statusCode).toBe(422);
    expect(soon.json()).toEqual({
      code: 'NOTICE_TOO_SHORT',
      message: 'Este espacio pide reservar con al menos 72 horas de anticipación. Elige una fecha u hora posterior.',
    });
    const date = bookingDates()[1] as string;
    const slots: StartTimeAvailability[] = (
      await req('GET', `/api/venues/${venue.id}/availability?date=${date}&duration=2`, null)
    ).json();
    expect(slots.every((s) => !s.available && (s.reason === 'notice' || s.reason === 'past'))).toBe(true);
    expect((await postBooking(t, guest.cookie, bookingPayload(venue, { dayOffset: 5 }))).statusCode).toBe(201);
  });

  it('keeps the buffer free between bookings: 409 in Spanish, and the slot is not offered', async () => {
    const owner = await createUser(t.db, { role: 'owner' });
    const venue = await createVenue(t.db, owner.id, { bufferMinutes: 120 });
    const first = await signedInUser(t);
    expect(
      (await postBooking(t, first.cookie, bookingPayload(venue, { startTime: '12:00', hours: 2 }))).statusCode,
    ).toBe(201);
    const second = await signedInUser(t);
    // 15:00 is 60 minutes after 14:00: closer than 120.
    const close = await postBooking(t, second.cookie, bookingPayload(venue, { startTime: '15:00', hours: 2 }));
    expect(close.statusCode).toBe(409);
    expect(close.json()).toEqual({
      code: 'BUFFER_CONFLICT',
      message:
        'Este espacio deja 120 minutos libres entre reservas y ese horario queda muy cerca de otra. Elige otra hora.',
    });
    // 09:00 + 2 h ends 11:00, 60 minutes before 12:00: too close as well; 18:00 is fine.
    const date = bookingDates()[5] as string;
    const slots: StartTimeAvailability[] = (
      await req('GET', `/api/venues/${venue.id}/availability?date=${date}&duration=2`, null)
    ).json();
    expect(slots.map((s) => [s.startTime, s.reason])).toEqual([
      ['09:00', 'buffer'],
      ['12:00', 'taken'],
      ['15:00', 'buffer'],
      ['18:00', null],
      ['21:00', null],
    ]);
    // Search with that date and time leaves the venue out, as it does a taken slot.
    const search = (time: string) =>
      req('GET', `/api/venues?date=${date}&startTime=${time}&duration=2&q=${encodeURIComponent(venue.name)}`, null);
    expect((await search('15:00')).json()).toEqual([]);
    expect((await search('18:00')).json().map((v: { id: string }) => v.id)).toEqual([venue.id]);
    expect(
      (await postBooking(t, second.cookie, bookingPayload(venue, { startTime: '18:00', hours: 2 }))).statusCode,
    ).toBe(201);
  });

  it('a venue with a minimum notice leaves search with a date too soon', async () => {
    const owner = await createUser(t.db, { role: 'owner' });
    const venue = await createVenue(t.db, owner.id, { minNoticeHours: 72, name: `Aviso ${Math.random()}` });
    const q = encodeURIComponent(venue.name);
    const at = (day: number) =>
      req('GET', `/api/venues?date=${bookingDates()[day]}&startTime=12:00&duration=2&q=${q}`, null);
    expect((await at(1)).json()).toEqual([]);
    expect((await at(6)).json()).toHaveLength(1);
  });

  it('prices add-ons and the cleaning fee on the server: a wrong total is a 409 and nothing is stored', async () => {
    const owner = await createUser(t.db, { role: 'owner' });
    const venue = await createVenue(t.db, owner.id, { pricePerHour: '450.00', cleaningFee: '250.00' });
    const engineer = await t.db
      .insertInto('venueAddOns')
      .values({ venueId: venue.id, name: 'Ingeniero de audio', price: '300.00', unit: 'hour', position: 0 })
      .returning(['id', 'price', 'unit'])
      .executeTakeFirstOrThrow();
    const projector = await t.db
      .insertInto('venueAddOns')
      .values({ venueId: venue.id, name: 'Proyector', price: '500.00', unit: 'booking', position: 1 })
      .returning(['id', 'price', 'unit'])
      .executeTakeFirstOrThrow();
    const guest = await signedInUser(t);
    const good = payloadWith(venue, [engineer, projector], { hours: 4 });
    // 4 × 450 = 1800; 4 × 300 + 500 = 1700; cleaning 250; commission 375; total 4125.
    expect(good.totalAmount).toBe(4125);
    const wrong = await postBooking(t, guest.cookie, { ...good, totalAmount: 3850 });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().code).toBe('PRICE_CHANGED');
    const unknown = await postBooking(t, guest.cookie, { ...good, addOnIds: [crypto.randomUUID()] });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().code).toBe('ADD_ON_NOT_FOUND');
    const twice = await postBooking(t, guest.cookie, { ...good, addOnIds: [engineer.id, engineer.id] });
    expect(twice.statusCode).toBe(400);
    expect(await t.db.selectFrom('bookings').select('id').where('venueId', '=', venue.id).execute()).toEqual([]);

    const res = await postBooking(t, guest.cookie, good);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'confirmed',
      subtotal: '1800.00',
      addOnsTotal: '1700.00',
      cleaningFee: '250.00',
      commission: '375.00',
      totalAmount: '4125.00',
      cancellationPolicy: 'flexible',
      addOns: [
        { name: 'Ingeniero de audio', unit: 'hour', unitPrice: '300.00', amount: '1200.00' },
        { name: 'Proyector', unit: 'booking', unitPrice: '500.00', amount: '500.00' },
      ],
    });
    // The owner's expected income is the hours, the add-ons and the cleaning fee.
    const login = await req('POST', '/api/auth/login', null, { email: owner.email, password: 'demo12345' });
    const stats = await req('GET', '/api/owner/stats', sessionCookie(login));
    expect(stats.statusCode).toBe(200);
    expect(stats.json().expectedIncome).toBe('3750.00');
  });

  it('50 racing requests that together break a buffer give one booking and 49 clear 409s', async () => {
    const owner = await createUser(t.db, { role: 'owner' });
    const venue = await createVenue(t.db, owner.id, { bufferMinutes: 120, capacity: 10 });
    const guests: Awaited<ReturnType<typeof callerAs>>[] = [];
    for (let i = 0; i < 50; i++) guests.push(await callerAs(t, 'user'));
    const results = await Promise.allSettled(
      guests.map(({ caller }, i) =>
        caller.bookings.create(bookingPayload(venue, { startTime: i % 2 === 0 ? '12:00' : '15:00', hours: 2 })),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(1);
    const codes = new Set(
      results.flatMap((r) =>
        r.status === 'rejected' ? [(r.reason as { cause?: { code?: string } }).cause?.code ?? String(r.reason)] : [],
      ),
    );
    for (const code of codes) expect(['SLOT_TAKEN', 'BUFFER_CONFLICT']).toContain(code);
    const stored = await t.db
      .selectFrom('bookings')
      .select('id')
      .where('venueId', '=', venue.id)
      .where('status', '<>', 'cancelled')
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('the database refuses a booking inside the buffer even when the check is skipped', async () => {
    const owner = await createUser(t.db, { role: 'owner' });
    const guest = await createUser(t.db);
    const venue = await createVenue(t.db, owner.id, { bufferMinutes: 60 });
    const first = slotToRange(bookingDates()[5] as string, '12:00', 2);
    await t.db
      .insertInto('bookings')
      .values({
        venueId: venue.id,
        userId: guest.id,
        startAt: first.start,
        endAt: first.end,
        guestCount: 2,
        subtotal: '1000.00',
        commission: '100.00',
        totalAmount: '1100.00',
        status: 'confirmed',
        bufferMinutes: 60,
      })
      .execute();
    const tooClose = new Date(first.end.getTime() + 30 * 60_000);
    await expect(
      insertBooking(t, {
        venueId: venue.id,
        userId: guest.id,
        startAt: tooClose,
        endAt: new Date(tooClose.getTime() + 2 * 3_600_000),
        status: 'confirmed',
      }),
    ).rejects.toThrow(/bookings_no_overlap/);
  });
});

describe('request venues: the owner accepts or declines (issue 16)', () => {
  async function requestVenue() {
    const owner = await signedInUser(t, { role: 'owner' });
    const venue = await createVenue(t.db, owner.user.id, { bookingMode: 'request', cancellationPolicy: 'moderate' });
    return { owner, venue };
  }

  it('a request is pending, holds the slot until the owner accepts, then is confirmed with its QR', async () => {
    const { owner, venue } = await requestVenue();
    const guest = await signedInUser(t);
    const before = Date.now();
    const res = await postBooking(t, guest.cookie, bookingPayload(venue, { dayOffset: 5 }));
    expect(res.statusCode).toBe(201);
    const booking = res.json();
    expect(booking).toMatchObject({ status: 'pending', awaitingApproval: true, qrCode: null });
    const expires = new Date(booking.requestExpiresAt).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(24 * 3_600_000 - 5_000);
    expect(expires - before).toBeLessThanOrEqual(24 * 3_600_000 + 5_000);
    // The slot is held while the owner decides.
    const other = await signedInUser(t);
    expect((await postBooking(t, other.cookie, bookingPayload(venue, { dayOffset: 5 }))).statusCode).toBe(409);
    // Nobody else answers: the guest (403, owners only), another owner (404).
    expect((await req('POST', `/api/bookings/${booking.id}/accept`, guest.cookie)).statusCode).toBe(403);
    const stranger = await signedInUser(t, { role: 'owner' });
    expect((await req('POST', `/api/bookings/${booking.id}/accept`, stranger.cookie)).statusCode).toBe(404);

    const accepted = await req('POST', `/api/bookings/${booking.id}/accept`, owner.cookie);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'confirmed', awaitingApproval: false, requestExpiresAt: null });
    const mine = (await req('GET', '/api/bookings', guest.cookie)).json();
    expect(mine.find((b: { id: string }) => b.id === booking.id).qrCode).toMatch(/^data:image\/png;base64,/);
    const mails = await t.db
      .selectFrom('mailOutbox')
      .select(['kind', 'toAddress'])
      .where('dedupeKey', 'like', `%${booking.id}%`)
      .execute();
    expect(mails).toEqual(
      expect.arrayContaining([
        { kind: 'booking-confirmed', toAddress: guest.user.email },
        { kind: 'booking-received', toAddress: owner.user.email },
      ]),
    );
    // Answered once: a second answer is refused.
    const again = await req('POST', `/api/bookings/${booking.id}/decline`, owner.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REQUEST_NOT_PENDING');
  });

  it('declining frees the slot and tells the guest why', async () => {
    const { owner, venue } = await requestVenue();
    const guest = await signedInUser(t);
    const booking = (await postBooking(t, guest.cookie, bookingPayload(venue, { dayOffset: 6 }))).json();
    const declined = await req('POST', `/api/bookings/${booking.id}/decline`, owner.cookie);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'cancelled', cancelReason: 'declined' });
    const other = await signedInUser(t);
    expect((await postBooking(t, other.cookie, bookingPayload(venue, { dayOffset: 6 }))).statusCode).toBe(201);
  });

  it('a request nobody answers expires after 24 h: cancelled, e-mailed, slot free, no later answer', async () => {
    const { owner, venue } = await requestVenue();
    const guest = await signedInUser(t);
    const booking = (await postBooking(t, guest.cookie, bookingPayload(venue, { dayOffset: 7 }))).json();
    const later = new Date(new Date(booking.requestExpiresAt).getTime() + 1000);
    const voided: string[] = [];
    const expired = await expireBookingRequests(
      { db: t.db, config: t.config, now: later },
      { voidAuthorized: async (id) => void voided.push(id) },
    );
    expect(expired).toBeGreaterThanOrEqual(1);
    expect(voided).toContain(booking.id);
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'cancelled', cancelReason: 'expired' });
    const mail = await t.db
      .selectFrom('mailOutbox')
      .select('toAddress')
      .where('kind', '=', 'booking-cancelled')
      .where('dedupeKey', 'like', `%${booking.id}%`)
      .execute();
    expect(mail.map((m) => m.toAddress).sort()).toEqual([guest.user.email, owner.user.email].sort());
    expect((await req('POST', `/api/bookings/${booking.id}/accept`, owner.cookie)).json().code).toBe(
      'REQUEST_NOT_PENDING',
    );
  });

  it('a request for tomorrow expires at its start, not 24 h later, and stops holding the slot then', async () => {
    const { venue } = await requestVenue();
    const guest = await signedInUser(t);
    const payload = bookingPayload(venue, { dayOffset: 1, startTime: '09:00', hours: 2 });
    const booking = (await postBooking(t, guest.cookie, payload)).json();
    expect(new Date(booking.requestExpiresAt).getTime()).toBeLessThanOrEqual(new Date(payload.startDate).getTime());
  });
});

describe('cancellation policies (issue 16)', () => {
  it('the preview names the policy and what comes back; a booking paid at the venue refunds nothing', async () => {
    const owner = await createUser(t.db, { role: 'owner' });
    const venue = await createVenue(t.db, owner.id, { cancellationPolicy: 'strict' });
    const guest = await signedInUser(t);
    const booking = (await postBooking(t, guest.cookie, bookingPayload(venue, { dayOffset: 10 }))).json();
    const preview = await req('GET', `/api/bookings/${booking.id}/cancellation`, guest.cookie);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      policy: 'strict',
      refundPercent: 50,
      paidAmount: '0.00',
      refundAmount: '0.00',
      fullRefundUntil: null,
      byManager: false,
    });
    const stranger = await signedInUser(t);
    expect((await req('GET', `/api/bookings/${booking.id}/cancellation`, stranger.cookie)).statusCode).toBe(404);
    const cancelled = await req('POST', `/api/bookings/${booking.id}/cancel`, guest.cookie);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'guest',
      refundAmount: null,
      refundPercent: null,
    });
  });

  it('a guest may cancel within 24 h of the start (no refund on flexible), not once it started', async () => {
    const owner = await createUser(t.db, { role: 'owner' });
    const venue = await createVenue(t.db, owner.id);
    const guest = await signedInUser(t);
    const soon = new Date(Date.now() + 3 * 3_600_000);
    soon.setUTCMinutes(0, 0, 0);
    const row = await insertBooking(t, {
      venueId: venue.id,
      userId: guest.user.id,
      startAt: soon,
      endAt: new Date(soon.getTime() + 2 * 3_600_000),
      status: 'confirmed',
    });
    const preview = (await req('GET', `/api/bookings/${row.id}/cancellation`, guest.cookie)).json();
    expect(preview).toMatchObject({ policy: 'flexible', refundPercent: 0 });
    expect((await req('POST', `/api/bookings/${row.id}/cancel`, guest.cookie)).statusCode).toBe(200);
    const started = await insertBooking(t, {
      venueId: venue.id,
      userId: guest.user.id,
      startAt: new Date(Date.now() - 3_600_000),
      endAt: new Date(Date.now() + 3_600_000),
      status: 'confirmed',
    });
    const late = await req('POST', `/api/bookings/${started.id}/cancel`, guest.cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('CANCELLATION_WINDOW_CLOSED');
  });
});

describe('rescheduling (issue 16)', () => {
  it('moves a booking on an instant venue at once; the old slot frees and the new one is held', async () => {
    const owner = await createUser(t.db, { role: 'owner' });
    const venue = await createVenue(t.db, owner.id, { cancellationPolicy: 'flexible' });
    const guest = await signedInUser(t);
    const booking = (await postBooking(t, guest.cookie, bookingPayload(venue, { dayOffset: 8, hours: 2 }))).json();
    const target = bookingPayload(venue, { dayOffset: 9, startTime: '15:00', hours: 4 });
    const wrong = await req('POST', `/api/bookings/${booking.id}/reschedule`, guest.cookie, {
      startDate: target.startDate,
      endDate: target.endDate,
      totalAmount: booking.totalAmount,
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().code).toBe('PRICE_CHANGED');
    const moved = await req('POST', `/api/bookings/${booking.id}/reschedule`, guest.cookie, {
      startDate: target.startDate,
      endDate: target.endDate,
      totalAmount: target.totalAmount,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      outcome: 'applied',
      approveUrl: null,
      booking: { id: booking.id, startDate: target.startDate, endDate: target.endDate, totalAmount: '2200.00' },
    });
    const other = await signedInUser(t);
    expect((await postBooking(t, other.cookie, bookingPayload(venue, { dayOffset: 8, hours: 2 }))).statusCode).toBe(
      201,
    );
    expect((await postBooking(t, other.cookie, target)).statusCode).toBe(409);
    // The owner cannot move a guest's booking, and the same slot is not a move.
    const same = await req('POST', `/api/bookings/${booking.id}/reschedule`, guest.cookie, {
      startDate: target.startDate,
      endDate: target.endDate,
      totalAmount: target.totalAmount,
    });
    expect(same.json().code).toBe('RESCHEDULE_SAME_SLOT');
  });

  it('is refused after the policy deadline, onto a taken slot, or inside a buffer', async () => {
    const owner = await createUser(t.db, { role: 'owner' });
    const strict = await createVenue(t.db, owner.id, { cancellationPolicy: 'strict' });
    const guest = await signedInUser(t);
    const booking = (await postBooking(t, guest.cookie, bookingPayload(strict, { dayOffset: 3 }))).json();
    const target = bookingPayload(strict, { dayOffset: 4 });
    const closed = await req('POST', `/api/bookings/${booking.id}/reschedule`, guest.cookie, {
      startDate: target.startDate,
      endDate: target.endDate,
      totalAmount: target.totalAmount,
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('RESCHEDULE_WINDOW_CLOSED');

    const buffered = await createVenue(t.db, owner.id, { bufferMinutes: 60 });
    const mine = (
      await postBooking(t, guest.cookie, bookingPayload(buffered, { dayOffset: 10, startTime: '09:00', hours: 2 }))
    ).json();
    const someone = await signedInUser(t);
    expect(
      (await postBooking(t, someone.cookie, bookingPayload(buffered, { dayOffset: 12, startTime: '12:00', hours: 2 })))
        .statusCode,
    ).toBe(201);
    const tooClose = bookingPayload(buffered, { dayOffset: 12, startTime: '09:00', hours: 4 });
    const refused = await req('POST', `/api/bookings/${mine.id}/reschedule`, guest.cookie, {
      startDate: tooClose.startDate,
      endDate: tooClose.endDate,
      totalAmount: tooClose.totalAmount,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SLOT_TAKEN');
  });

  it('on a request venue the owner approves the move; the old slot stays the booking until then', async () => {
    const owner = await signedInUser(t, { role: 'owner' });
    const venue = await createVenue(t.db, owner.user.id, { bookingMode: 'request' });
    const guest = await signedInUser(t);
    const booking = (await postBooking(t, guest.cookie, bookingPayload(venue, { dayOffset: 10 }))).json();
    await req('POST', `/api/bookings/${booking.id}/accept`, owner.cookie);
    const target = bookingPayload(venue, { dayOffset: 11 });
    const asked = await req('POST', `/api/bookings/${booking.id}/reschedule`, guest.cookie, {
      startDate: target.startDate,
      endDate: target.endDate,
      totalAmount: target.totalAmount,
    });
    expect(asked.json()).toMatchObject({
      outcome: 'requested',
      booking: {
        startDate: booking.startDate,
        pendingReschedule: { startDate: target.startDate, endDate: target.endDate, totalAmount: booking.totalAmount },
      },
    });
    const twice = await req('POST', `/api/bookings/${booking.id}/reschedule`, guest.cookie, {
      startDate: target.startDate,
      endDate: target.endDate,
      totalAmount: target.totalAmount,
    });
    expect(twice.json().code).toBe('RESCHEDULE_PENDING');
    const other = await signedInUser(t);
    expect((await postBooking(t, other.cookie, bookingPayload(venue, { dayOffset: 10 }))).statusCode).toBe(409);

    const approved = await req('POST', `/api/bookings/${booking.id}/reschedule/accept`, owner.cookie);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      startDate: target.startDate,
      pendingReschedule: null,
      status: 'confirmed',
    });
    expect((await postBooking(t, other.cookie, bookingPayload(venue, { dayOffset: 10 }))).statusCode).toBe(201);
    const confirmations = await t.db
      .selectFrom('mailOutbox')
      .select('dedupeKey')
      .where('kind', '=', 'booking-confirmed')
      .where('toAddress', '=', guest.user.email)
      .execute();
    expect(confirmations.length).toBe(2);
    expect((await req('POST', `/api/bookings/${booking.id}/reschedule/decline`, owner.cookie)).json().code).toBe(
      'NO_PENDING_RESCHEDULE',
    );
  });
});
