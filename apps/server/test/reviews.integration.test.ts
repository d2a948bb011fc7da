import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bookingPayload, insertBooking, postBooking, signedInUser, useTestApp, venueWithOwner } from './helpers';

const t = useTestApp();

async function pastBooking(venueId: string, userId: string, hoursAgo: number) {
  return insertBooking(t, {
    venueId,
    userId,
    startAt: new Date(Date.now() - (hoursAgo + 2) * 3600_000),
    endAt: new Date(Date.now() - hoursAgo * 3600_000),
  });
}

describe('reviews and everyday figures', () => {
  it('a guest with a completed booking reviews it once; the venue’s rating and count change', async () => {
    const { venue } = await venueWithOwner(t);
    const guest = await signedInUser(t, { firstName: 'Renata' });
    const booking = await pastBooking(venue.id, guest.user.id, 3);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/bookings', headers: { cookie: guest.cookie } })
    ).json();
    expect(list[0]).toMatchObject({ id: booking.id, status: 'completed', reviewed: false });

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { cookie: guest.cookie },
      payload: { bookingId: booking.id, rating: 4, comment: 'Muy cómodo' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ rating: 4, comment: 'Muy cómodo', user: { firstName: 'Renata' } });
    const detail = (await t.app.inject({ method: 'GET', url: `/api/venues/${venue.id}` })).json();
    expect(detail).toMatchObject({ rating: '4.00', reviewCount: 1 });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { cookie: guest.cookie },
      payload: { bookingId: booking.id, rating: 1 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ya dejaste una reseña para esta reserva.');
  });

  it('a future booking cannot be reviewed, nor someone else’s, nor with 6 stars', async () => {
    const { venue } = await venueWithOwner(t);
    const guest = await signedInUser(t);
    const future = (await postBooking(t, guest.cookie, bookingPayload(venue))).json();
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { cookie: guest.cookie },
      payload: { bookingId: future.id, rating: 5 },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Solo puedes reseñar una reserva completada.');
    const other = await signedInUser(t);
    const past = await pastBooking(venue.id, guest.user.id, 30);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/reviews',
          headers: { cookie: other.cookie },
          payload: { bookingId: past.id, rating: 5 },
        })
      ).statusCode,
    ).toBe(404);
    const six = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { cookie: guest.cookie },
      payload: { bookingId: past.id, rating: 6 },
    });
    expect(six.statusCode).toBe(400);
    expect(six.json().message).toBe('Elige de 1 a 5 estrellas.');
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { cookie: guest.cookie },
      payload: { bookingId: past.id, rating: 5, comment: 'a'.repeat(1001) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('El comentario puede tener hasta 1000 caracteres.');
  });

  it('special requests over 1,000 characters get a Spanish message', async () => {
    const { venue } = await venueWithOwner(t);
    const guest = await signedInUser(t);
    const res = await postBooking(t, guest.cookie, { ...bookingPayload(venue), specialRequests: 'x'.repeat(1001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Las solicitudes especiales pueden tener hasta 1,000 caracteres.');
  });

  it('home and profile figures come from the database', async () => {
    const { venue } = await venueWithOwner(t, { pricePerHour: '400.00', name: 'Sala Figuras' });
    const guest = await signedInUser(t);
    await pastBooking(venue.id, guest.user.id, 100);
    const b = await postBooking(t, guest.cookie, bookingPayload(venue, { hours: 2 }));
    expect(b.statusCode).toBe(201);
    const dropped = (await postBooking(t, guest.cookie, bookingPayload(venue, { dayOffset: 5, hours: 8 }))).json();
    await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${dropped.id}/cancel`,
      headers: { cookie: guest.cookie },
    });
    const stats = (
      await t.app.inject({ method: 'GET', url: '/api/profile/stats', headers: { cookie: guest.cookie } })
    ).json();
    // Counts what happened (issue 13): the cancelled booking is not "made"; spent is the past 1100 only,
    // since the upcoming 880 (400 × 2 × 1.1) is paid at the venue and not yet spent.
    expect(stats).toMatchObject({
      activeBookings: 1,
      bookingsMade: 2,
      totalSpent: '1100.00',
      nextBookingVenue: 'Sala Figuras',
      reviewsWritten: 0,
      averageRatingGiven: null,
    });
    expect(stats.nextBookingAt).toBe(b.json().startDate);
  });

  it('guests cancel until the start (issue 16: the policy sets the refund); once it started they are told why', async () => {
    const { venue } = await venueWithOwner(t);
    const guest = await signedInUser(t);
    const soon = await insertBooking(t, {
      venueId: venue.id,
      userId: guest.user.id,
      startAt: new Date(Date.now() + 5 * 3600_000),
      endAt: new Date(Date.now() + 7 * 3600_000),
      guestCount: 1,
      subtotal: '1.00',
      commission: '0.10',
      totalAmount: '1.10',
    });
    const withinDay = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${soon.id}/cancel`,
      headers: { cookie: guest.cookie },
    });
    expect(withinDay.json()).toMatchObject({ status: 'cancelled', cancelReason: 'guest' });
    const started = await insertBooking(t, {
      venueId: venue.id,
      userId: guest.user.id,
      startAt: new Date(Date.now() - 3600_000),
      endAt: new Date(Date.now() + 3600_000),
    });
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${started.id}/cancel`,
      headers: { cookie: guest.cookie },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'La reserva ya empezó: ya no puedes cancelarla en línea. Contacta al propietario del espacio.',
    );
    const later = (await postBooking(t, guest.cookie, bookingPayload(venue, { dayOffset: 8 }))).json();
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${later.id}/cancel`,
      headers: { cookie: guest.cookie },
    });
    expect(ok.json().status).toBe('cancelled');
    // the freed slot can be booked again
    expect((await postBooking(t, guest.cookie, bookingPayload(venue, { dayOffset: 8 }))).statusCode).toBe(201);
  });

  it('a booking downloads as an .ics file', async () => {
    const { venue } = await venueWithOwner(t);
    const guest = await signedInUser(t);
    const booking = (await postBooking(t, guest.cookie, bookingPayload(venue))).json();
    const ics = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}/ics`,
      headers: { cookie: guest.cookie },
    });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-disposition']).toContain(`reserva-${booking.code}.ics`);
    const [event] = new ICAL.Component(ICAL.parse(ics.body))
      .getAllSubcomponents('vevent')
      .map((e) => new ICAL.Event(e));
    expect(event?.summary).toBe(`Reserva en ${venue.name}`);
    // Instants in UTC ("Z"): a floating time shows 6 hours late in Mexico City calendars.
    expect(event?.startDate.zone.tzid).toBe('UTC');
    expect(event?.startDate.toJSDate().toISOString()).toBe(booking.startDate);
    expect(event?.endDate.toJSDate().toISOString()).toBe(booking.endDate);
  });
});
