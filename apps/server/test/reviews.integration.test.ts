import { describe, expect, it } from 'vitest';
import { bookingPayload, postBooking, signedInUser, useTestApp, venueWithOwner } from './helpers';

const t = useTestApp();

async function pastBooking(venueId: string, userId: string, hoursAgo: number) {
  return t.db
    .insertInto('bookings')
    .values({
      venueId,
      userId,
      startAt: new Date(Date.now() - (hoursAgo + 2) * 3600_000),
      endAt: new Date(Date.now() - hoursAgo * 3600_000),
      guestCount: 2,
      subtotal: '1000.00',
      commission: '100.00',
      totalAmount: '1100.00',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
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
  });

  it('home and profile figures come from the database', async () => {
    const { venue } = await venueWithOwner(t, { pricePerHour: '400.00', name: 'Sala Figuras' });
    const guest = await signedInUser(t);
    await pastBooking(venue.id, guest.user.id, 100);
    const b = await postBooking(t, guest.cookie, bookingPayload(venue, { hours: 2 }));
    expect(b.statusCode).toBe(201);
    const stats = (
      await t.app.inject({ method: 'GET', url: '/api/profile/stats', headers: { cookie: guest.cookie } })
    ).json();
    // 1100 (past) + 400 × 2 × 1.1 = 880
    expect(stats).toMatchObject({
      activeBookings: 1,
      bookingsMade: 2,
      totalSpent: '1980.00',
      nextBookingVenue: 'Sala Figuras',
      reviewsWritten: 0,
      averageRatingGiven: null,
    });
    expect(stats.nextBookingAt).toBe(b.json().startDate);
  });

  it('guests cancel for free until 24 h before the start; later they are told why', async () => {
    const { venue } = await venueWithOwner(t);
    const guest = await signedInUser(t);
    const soon = await t.db
      .insertInto('bookings')
      .values({
        venueId: venue.id,
        userId: guest.user.id,
        startAt: new Date(Date.now() + 5 * 3600_000),
        endAt: new Date(Date.now() + 7 * 3600_000),
        guestCount: 1,
        subtotal: '1.00',
        commission: '0.10',
        totalAmount: '1.10',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${soon.id}/cancel`,
      headers: { cookie: guest.cookie },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/hasta 24 horas antes/);
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
    expect(ics.body).toContain('BEGIN:VEVENT');
    expect(ics.body).toContain(`Reserva en ${venue.name}`);
  });
});
