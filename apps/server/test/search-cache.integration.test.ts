/**
 * The public search cache (docs/decisions/009): identical searches within the TTL reuse
 * one answer, a write through the API shows at once, a write from elsewhere (another
 * server, a script) shows once the TTL has passed.
 */
import { createVenue } from '@rentas/db/testing';
import { describe, expect, it } from 'vitest';
import { bookingPayload, postBooking, signedInUser, useTestApp, venueWithOwner } from './helpers';

const TTL_MS = 400;
const t = useTestApp({ searchCacheTtlMs: TTL_MS });

async function searchIds(query: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/venues${query}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as Array<{ id: string }>).map((v) => v.id).sort();
}

async function trpcSearchTotal(city: string): Promise<number> {
  const input = encodeURIComponent(JSON.stringify({ json: { city } }));
  const res = await t.app.inject({ method: 'GET', url: `/trpc/venues.search?input=${input}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { result: { data: { json: { total: number } } } }).result.data.json.total;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('search result cache', () => {
  it('a venue written behind the API appears once the TTL has passed', async () => {
    const city = `Cache TTL ${Date.now()}`;
    const { owner, venue } = await venueWithOwner(t, { city });
    const q = `?city=${encodeURIComponent(city)}`;
    expect(await searchIds(q)).toEqual([venue.id]);
    expect(await trpcSearchTotal(city)).toBe(1);

    // Another process (here: the factory, straight into the database) adds a venue.
    const second = await createVenue(t.db, owner.id, { city });
    expect(await searchIds(q)).toEqual([venue.id]);
    expect(await trpcSearchTotal(city)).toBe(1);

    await sleep(TTL_MS + 100);
    expect(await searchIds(q)).toEqual([venue.id, second.id].sort());
    expect(await trpcSearchTotal(city)).toBe(2);
  });

  it('a venue created through the API shows in the next search at once', async () => {
    const city = `Cache alta ${Date.now()}`;
    const q = `?city=${encodeURIComponent(city)}`;
    expect(await searchIds(q)).toEqual([]);
    const { cookie } = await signedInUser(t, { role: 'owner' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/venues',
      headers: { cookie },
      payload: {
        name: 'Sala recién creada',
        description: 'Una sala luminosa para juntas de trabajo y talleres.',
        category: 'meeting_room',
        address: 'Av. Reforma 100',
        city,
        capacity: 10,
        pricePerHour: 400,
        amenities: [],
        images: [],
      },
    });
    expect(created.statusCode).toBe(201);
    expect(await searchIds(q)).toEqual([created.json().id]);
  });

  it('a booking through the API takes the venue out of an availability search at once', async () => {
    const city = `Cache reserva ${Date.now()}`;
    const { venue } = await venueWithOwner(t, { city });
    const { bookingDates } = await import('@rentas/domain');
    const q = `?city=${encodeURIComponent(city)}&date=${bookingDates()[6]}&startTime=12:00&duration=2`;
    expect(await searchIds(q)).toEqual([venue.id]);
    const { cookie } = await signedInUser(t);
    const payload = bookingPayload(venue, { dayOffset: 6, startTime: '12:00', hours: 2 });
    const booked = await postBooking(t, cookie, payload);
    expect(booked.statusCode).toBe(201);
    expect(await searchIds(q)).toEqual([]);
  });
});
