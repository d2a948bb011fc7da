/**
 * Issue 12 races across two server processes on one PostgreSQL database (PGlite has one
 * connection and one process, so the PGlite pass skips this file; the single-process
 * versions are in booking-guards.integration.test.ts): a venue deleted on one server while
 * a guest books it on the other, and one guest's racing requests against the per-user caps.
 */
import { hashPassword } from '@rentas/auth';
import { createUser, createVenue } from '@rentas/db/testing';
import { START_TIMES } from '@rentas/domain';
import { type FakePaypal, startFakePaypal } from '@rentas/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../packages/api/src/services/auth';
import { bookingPayload, useTestApp, venueWithOwner } from './helpers';
import { type ServerProcess, startServerProcess } from './support/processes';

const onPostgres = Boolean(process.env.DATABASE_URL);
const t = useTestApp({}, { poolSize: 10 });

let servers: ServerProcess[] = [];
let paypal: FakePaypal | null = null;
let passwordHash = '';

beforeAll(async () => {
  if (!onPostgres) return;
  passwordHash = await hashPassword('demo12345');
  paypal = await startFakePaypal();
  // Both processes run the default caps (3 holds, 4 per venue, 10 upcoming).
  const env = { DATABASE_URL: t.handle.url as string, DB_POOL_SIZE: '10', ...paypal.env };
  servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await paypal?.close();
});

async function sessionFor(role: 'user' | 'owner' = 'user') {
  const user = await createUser(t.db, { role, passwordHash });
  return { user, cookie: `session=${(await createSession(t.db, user.id)).token}` };
}

/** One HTTP request to server `i % 2`. Output: status and body. */
async function send(i: number, method: string, path: string, cookie: string, body?: object) {
  const server = servers[i % servers.length] as ServerProcess;
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: body ? { cookie, 'content-type': 'application/json' } : { cookie },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as { code?: string; id?: string } };
}

describe.runIf(onPostgres)('issue 12 races on two server processes (PostgreSQL)', () => {
  it('DELETE of a venue on one server against its booking on the other, 20 times: never both succeed', async () => {
    const owner = await sessionFor('owner');
    const outcomes: string[] = [];
    for (let i = 0; i < 20; i++) {
      const venue = await createVenue(t.db, owner.user.id, { name: `Sala en disputa ${i}` });
      const guest = await sessionFor();
      const [deleted, booked] = await Promise.all([
        send(i, 'DELETE', `/api/venues/${venue.id}`, owner.cookie),
        send(i + 1, 'POST', '/api/bookings', guest.cookie, bookingPayload(venue, { dayOffset: 1 + (i % 25) })),
      ]);
      outcomes.push(`${deleted.status}/${booked.status}`);
      expect(deleted.status < 300 && booked.status < 300).toBe(false);
      if (deleted.status >= 300) expect(deleted.body.code).toBe('VENUE_HAS_FUTURE_BOOKINGS');
      if (booked.status >= 300) expect(booked.body.code).toBe('VENUE_NOT_FOUND');
    }
    // every race had a winner
    expect(outcomes.every((o) => o === '200/404' || o === '204/404' || o === '409/201')).toBe(true);
    const orphans = await t.db
      .selectFrom('bookings')
      .innerJoin('venues', 'venues.id', 'bookings.venueId')
      .select('bookings.id')
      .where('venues.deletedAt', 'is not', null)
      .where('bookings.status', 'in', ['pending', 'confirmed'])
      .execute();
    expect(orphans).toEqual([]);
  }, 60_000);

  it('one guest racing for 10 free slots of a venue, then 15 venues, over both servers gets 4 there and 10 in all', async () => {
    const guest = await sessionFor();
    const { venue } = await venueWithOwner(t);
    const atVenue = START_TIMES.flatMap((startTime) =>
      [3, 5].map((dayOffset) => bookingPayload(venue, { dayOffset, startTime, hours: 2 })),
    );
    const results = await Promise.all(atVenue.map((p, i) => send(i, 'POST', '/api/bookings', guest.cookie, p)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(4);
    for (const r of results.filter((x) => x.status !== 201)) expect(r.body.code).toBe('TOO_MANY_VENUE_BOOKINGS');

    // 15 more venues, one free slot each, all at once: 6 more fit under the 10 upcoming
    const others = await Promise.all(Array.from({ length: 15 }, () => venueWithOwner(t)));
    const spread = await Promise.all(
      others.map(({ venue: v }, i) => send(i, 'POST', '/api/bookings', guest.cookie, bookingPayload(v))),
    );
    expect(spread.filter((r) => r.status === 201)).toHaveLength(6);
    for (const r of spread.filter((x) => x.status !== 201)) expect(r.body.code).toBe('TOO_MANY_UPCOMING_BOOKINGS');
    const stored = await t.db
      .selectFrom('bookings')
      .select('id')
      .where('userId', '=', guest.user.id)
      .where('status', '=', 'confirmed')
      .execute();
    expect(stored).toHaveLength(10);
  }, 60_000);

  it('one guest racing 12 PayPal orders over both servers holds at most 3 slots; PayPal sees 3 orders', async () => {
    const guest = await sessionFor();
    const venues = await Promise.all(Array.from({ length: 12 }, () => venueWithOwner(t)));
    const before = paypal?.orders().length ?? 0;
    const results = await Promise.all(
      venues.map(({ venue }, i) =>
        send(i, 'POST', '/paypal/order', guest.cookie, {
          currency: 'MXN',
          intent: 'CAPTURE',
          bookingData: bookingPayload(venue),
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    for (const r of results.filter((x) => x.status !== 201)) expect(r.body.code).toBe('TOO_MANY_PAYPAL_HOLDS');
    expect((paypal?.orders().length ?? 0) - before).toBe(3);
    const held = await t.db
      .selectFrom('bookings')
      .select('id')
      .where('userId', '=', guest.user.id)
      .where('status', '=', 'pending')
      .execute();
    expect(held).toHaveLength(3);
  }, 60_000);
});
