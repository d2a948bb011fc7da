import { bookingDates, slotToRange } from '@rentas/domain';
import { describe, expect, it } from 'vitest';
import { bookingPayload, signedInUser, useTestApp, venueWithOwner } from './helpers';

const t = useTestApp();

async function book(cookie: string | undefined, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/bookings', headers: cookie ? { cookie } : {}, payload });
}

async function bookingCount(venueId: string) {
  const row = await t.db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('venueId', '=', venueId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('booking a venue (REST)', () => {
  it('a guest books a free slot: server price, confirmation code and QR', async () => {
    const { venue } = await venueWithOwner(t, { pricePerHour: '850.00', capacity: 6 });
    const { cookie } = await signedInUser(t);
    const payload = { ...bookingPayload(venue, { hours: 4 }), specialRequests: '  Necesitamos dos micrófonos  ' };
    const res = await book(cookie, payload);
    expect(res.statusCode).toBe(201);
    const booking = res.json();
    // 850 × 4 = 3400; commission 10 % = 340; total 3740 (SPEC.md §9)
    expect(booking).toMatchObject({
      venueId: venue.id,
      venueName: venue.name,
      status: 'confirmed',
      subtotal: '3400.00',
      commission: '340.00',
      totalAmount: '3740.00',
      guestCount: 2,
      specialRequests: 'Necesitamos dos micrófonos',
      paymentMethod: 'venue',
      startDate: payload.startDate,
      endDate: payload.endDate,
    });
    expect(booking.code).toBe(`RSV-${booking.id.replace(/-/g, '').slice(-8).toUpperCase()}`);
    expect(booking.qrCode).toMatch(/^data:image\/png;base64,/);

    const list = await t.app.inject({ method: 'GET', url: '/api/bookings', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({ id: booking.id, qrCode: expect.stringMatching(/^data:image\/png/) }),
    ]);
  });

  it('the same slot cannot be booked twice, nor an overlapping one', async () => {
    const { venue } = await venueWithOwner(t);
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    expect((await book(a.cookie, bookingPayload(venue, { startTime: '12:00', hours: 4 }))).statusCode).toBe(201);
    const same = await book(b.cookie, bookingPayload(venue, { startTime: '12:00', hours: 4 }));
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({
      code: 'SLOT_TAKEN',
      message: 'Ese horario ya está reservado. Elige otra fecha u hora.',
    });
    const overlap = await book(b.cookie, bookingPayload(venue, { startTime: '15:00', hours: 2 }));
    expect(overlap.statusCode).toBe(409);
    // back to back is fine: 12:00–16:00 then 18:00
    expect((await book(b.cookie, bookingPayload(venue, { startTime: '18:00', hours: 2 }))).statusCode).toBe(201);
    expect(await bookingCount(venue.id)).toBe(2);
  });

  it('a tampered total is refused with 409 and nothing is stored', async () => {
    const { venue } = await venueWithOwner(t, { pricePerHour: '500.00' });
    const { cookie } = await signedInUser(t);
    const res = await book(cookie, { ...bookingPayload(venue), totalAmount: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PRICE_CHANGED');
    expect(res.json().message).toMatch(/El total no coincide/);
    expect(await bookingCount(venue.id)).toBe(0);
  });

  it('guests over capacity are refused with 400 and a Spanish message', async () => {
    const { venue } = await venueWithOwner(t, { capacity: 5 });
    const { cookie } = await signedInUser(t);
    const res = await book(cookie, bookingPayload(venue, { guestCount: 6 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El número de personas debe estar entre 1 y 5.');
    const zero = await book(cookie, bookingPayload(venue, { guestCount: 0 }));
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe('Debe haber al menos 1 persona.');
    expect(await bookingCount(venue.id)).toBe(0);
  });

  it('a date past the 30-day window is refused with 400', async () => {
    const { venue } = await venueWithOwner(t);
    const { cookie } = await signedInUser(t);
    const last = bookingDates().at(-1) as string;
    const [y, m, d] = last.split('-').map(Number) as [number, number, number];
    const after = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
    const range = slotToRange(after, '12:00', 4);
    const res = await book(cookie, {
      ...bookingPayload(venue),
      startDate: range.start.toISOString(),
      endDate: range.end.toISOString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'DATE_OUT_OF_WINDOW' });
    expect(res.json().message).toMatch(/hasta 30 días/);

    // the last day of the window is still bookable
    const lastRange = slotToRange(last, '12:00', 4);
    const ok = await book(cookie, {
      ...bookingPayload(venue),
      startDate: lastRange.start.toISOString(),
      endDate: lastRange.end.toISOString(),
    });
    expect(ok.statusCode).toBe(201);
  });

  it('an unknown start time or duration is refused with 400', async () => {
    const { venue } = await venueWithOwner(t);
    const { cookie } = await signedInUser(t);
    const date = bookingDates()[3] as string;
    const odd = slotToRange(date, '10:30', 4);
    const res = await book(cookie, {
      ...bookingPayload(venue),
      startDate: odd.start.toISOString(),
      endDate: odd.end.toISOString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Elige una hora de inicio válida: 09:00, 12:00, 15:00, 18:00 o 21:00.');

    const threeHours = slotToRange(date, '09:00', 3);
    const dur = await book(cookie, {
      ...bookingPayload(venue),
      startDate: threeHours.start.toISOString(),
      endDate: threeHours.end.toISOString(),
    });
    expect(dur.statusCode).toBe(400);
    expect(dur.json().message).toBe('La duración debe ser de 2, 4 u 8 horas.');
    expect(await bookingCount(venue.id)).toBe(0);
  });

  it('missing dates get the SPEC message; a visitor gets 401', async () => {
    const { venue } = await venueWithOwner(t);
    const { cookie } = await signedInUser(t);
    const res = await book(cookie, { ...bookingPayload(venue), startDate: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Por favor selecciona fecha y hora.');
    const visitor = await book(undefined, bookingPayload(venue));
    expect(visitor.statusCode).toBe(401);
  });

  it('an inactive venue, or one without an hourly price, cannot be booked', async () => {
    const { venue: inactive } = await venueWithOwner(t, { isActive: false });
    const { venue: daily } = await venueWithOwner(t, { pricePerHour: null, pricePerDay: '5000.00' });
    const { cookie } = await signedInUser(t);
    expect((await book(cookie, bookingPayload(inactive))).statusCode).toBe(409);
    const res = await book(cookie, { ...bookingPayload(daily), totalAmount: 0 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('VENUE_NO_HOURLY_PRICE');
  });

  it('an 8-hour booking costs the day price when it is lower than 8 × the hourly price', async () => {
    const { venue } = await venueWithOwner(t, { pricePerHour: '900.00', pricePerDay: '5000.00' });
    const { cookie } = await signedInUser(t);
    // 8 × 900 = 7200 + 10 % = 7920 is no longer the price: 5000 + 500 = 5500
    const hourly = await book(cookie, { ...bookingPayload(venue, { hours: 8, dayOffset: 11 }), totalAmount: 7920 });
    expect(hourly.statusCode).toBe(409);
    const day = await book(cookie, bookingPayload(venue, { hours: 8, dayOffset: 11 }));
    expect(day.statusCode).toBe(201);
    expect(day.json()).toMatchObject({ subtotal: '5000.00', commission: '500.00', totalAmount: '5500.00' });
    // shorter bookings keep the hourly price
    const short = await book(cookie, bookingPayload(venue, { hours: 4, dayOffset: 12 }));
    expect(short.json()).toMatchObject({ subtotal: '3600.00', totalAmount: '3960.00' });
  });

  it('a booking names the venue’s colonia, read from its address', async () => {
    const { venue } = await venueWithOwner(t, { address: 'Calle Colima 143, Roma Norte, Cuauhtémoc, 06700' });
    const { cookie } = await signedInUser(t);
    const res = await book(cookie, bookingPayload(venue, { dayOffset: 13 }));
    expect(res.json()).toMatchObject({ venueNeighborhood: 'Roma Norte', venueCity: venue.city });
  });

  it('the booking form learns which start times are taken', async () => {
    const { venue } = await venueWithOwner(t);
    const { cookie } = await signedInUser(t);
    await book(cookie, bookingPayload(venue, { dayOffset: 7, startTime: '12:00', hours: 4 }));
    const date = bookingDates()[7] as string;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/venues/${venue.id}/availability?date=${date}&duration=2`,
    });
    expect(res.statusCode).toBe(200);
    const byTime = Object.fromEntries(
      res.json().map((s: { startTime: string; available: boolean }) => [s.startTime, s.available]),
    );
    expect(byTime).toEqual({ '09:00': true, '12:00': false, '15:00': false, '18:00': true, '21:00': true });
  });
});

describe('booking races', () => {
  it('20 concurrent requests for one slot give exactly one booking and 19 clear 409s', async () => {
    const { venue } = await venueWithOwner(t, { capacity: 10 });
    const guests = await Promise.all(Array.from({ length: 20 }, () => signedInUser(t)));
    const payload = bookingPayload(venue, { dayOffset: 10, startTime: '09:00', hours: 8 });
    const results = await Promise.all(guests.map((g) => book(g.cookie, payload)));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toBe('Ese horario ya está reservado. Elige otra fecha u hora.');
    }
    expect(await bookingCount(venue.id)).toBe(1);
  });
});
