import { describe, expect, it } from 'vitest';
import { bookingPayload, postBooking, signedInUser, useTestApp, venueWithOwner } from './helpers';
import { createReview } from './review-helper';

const t = useTestApp();

async function search(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/venues${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as Array<{ id: string; name: string }>;
}

describe('venue search', () => {
  it('text search is accent- and case-insensitive on name and description', async () => {
    const { venue } = await venueWithOwner(t, { name: 'Café Tacubaya Búho', category: 'restaurant' });
    const { venue: byDescription } = await venueWithOwner(t, {
      name: 'Sala Norte',
      description: 'Junto al CAFÉ de la esquina',
    });
    const ids = (await search('?q=cafe%20tacubaya%20buho')).map((v) => v.id);
    expect(ids).toEqual([venue.id]);
    const ids2 = (await search(`?q=${encodeURIComponent('café de la')}`)).map((v) => v.id);
    expect(ids2).toContain(byDescription.id);
  });

  it('filters by category (aliases accepted), city and guests; inactive venues are hidden', async () => {
    const city = `Ciudad Prueba ${Date.now()}`;
    const { venue: small } = await venueWithOwner(t, { category: 'meeting_room', city, capacity: 6 });
    const { venue: big } = await venueWithOwner(t, { category: 'meeting_room', city, capacity: 20 });
    await venueWithOwner(t, { category: 'meeting_room', city, capacity: 30, isActive: false });
    await venueWithOwner(t, { category: 'audio_studio', city });

    expect((await search(`?category=meeting_room&city=${encodeURIComponent(city)}`)).map((v) => v.id).sort()).toEqual(
      [small.id, big.id].sort(),
    );
    expect((await search(`?category=meeting&city=${encodeURIComponent(city)}&guests=10`)).map((v) => v.id)).toEqual([
      big.id,
    ]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/venues?category=castillo' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Categoría no válida.');
  });

  it('the availability filter leaves out venues booked at that time', async () => {
    const city = `Disponibilidad ${Date.now()}`;
    const { venue: busy } = await venueWithOwner(t, { city });
    const { venue: free } = await venueWithOwner(t, { city });
    const { cookie } = await signedInUser(t);
    const payload = bookingPayload(busy, { dayOffset: 4, startTime: '15:00', hours: 4 });
    expect((await postBooking(t, cookie, payload)).statusCode).toBe(201);
    const { bookingDates } = await import('@rentas/domain');
    const date = bookingDates()[4];
    const at = (time: string, duration: number) =>
      search(`?city=${encodeURIComponent(city)}&date=${date}&startTime=${time}&duration=${duration}`);
    expect((await at('15:00', 2)).map((v) => v.id)).toEqual([free.id]);
    expect((await at('12:00', 4)).map((v) => v.id)).toEqual([free.id]); // 12–16 overlaps 15–19
    expect((await at('09:00', 2)).map((v) => v.id).sort()).toEqual([busy.id, free.id].sort());
  });
});

describe('venue detail', () => {
  it('shows a venue with its rating and reviews; a missing one says "Venue no encontrado"', async () => {
    const { venue } = await venueWithOwner(t);
    await createReview(t, venue.id, 5, 'Excelente acústica');
    await createReview(t, venue.id, 4, 'Muy buena atención');
    const res = await t.app.inject({ method: 'GET', url: `/api/venues/${venue.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: venue.id, rating: '4.50', reviewCount: 2, pricePerHour: '500.00' });
    const reviews = await t.app.inject({ method: 'GET', url: `/api/venues/${venue.id}/reviews` });
    expect(reviews.json()).toHaveLength(2);
    expect(reviews.json()[0]).toMatchObject({
      rating: expect.any(Number),
      comment: expect.any(String),
      user: { firstName: 'Ana' },
    });

    const missing = await t.app.inject({ method: 'GET', url: '/api/venues/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Venue no encontrado');
    const malformed = await t.app.inject({ method: 'GET', url: '/api/venues/abc' });
    expect(malformed.statusCode).toBe(400);
  });

  it('an inactive venue and its reviews are not found for the public; its owner still sees them', async () => {
    const { venue, owner } = await venueWithOwner(t, { isActive: false });
    expect((await t.app.inject({ method: 'GET', url: `/api/venues/${venue.id}` })).statusCode).toBe(404);
    const reviews = await t.app.inject({ method: 'GET', url: `/api/venues/${venue.id}/reviews` });
    expect(reviews.statusCode).toBe(404);
    expect(reviews.json().code).toBe('VENUE_NOT_FOUND');
    const guest = await signedInUser(t);
    const asGuest = await t.app.inject({
      method: 'GET',
      url: `/api/venues/${venue.id}/reviews`,
      headers: { cookie: guest.cookie },
    });
    expect(asGuest.statusCode).toBe(404);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: 'demo12345' },
    });
    const cookie = `session=${login.cookies.find((c) => c.name === 'session')?.value}`;
    const asOwner = await t.app.inject({ method: 'GET', url: `/api/venues/${venue.id}/reviews`, headers: { cookie } });
    expect(asOwner.statusCode).toBe(200);
  });
});

describe('paging through results', () => {
  it('search pages with limit and offset, and venues.search gives the total', async () => {
    const city = `Paginas ${Date.now()}`;
    for (let i = 0; i < 5; i++) await venueWithOwner(t, { city, name: `Sala ${i}` });
    const page1 = await search(`?city=${encodeURIComponent(city)}&limit=2`);
    const page3 = await search(`?city=${encodeURIComponent(city)}&limit=2&offset=4`);
    expect(page1).toHaveLength(2);
    expect(page3).toHaveLength(1);
    expect(page1.map((v) => v.id)).not.toContain(page3[0]?.id);
    const res = await t.app.inject({
      method: 'GET',
      url: `/trpc/venues.search?input=${encodeURIComponent(JSON.stringify({ json: { city, limit: 2 } }))}`,
    });
    expect(res.json().result.data.json.total).toBe(5);
    expect(res.json().result.data.json.venues).toHaveLength(2);
  });
});
