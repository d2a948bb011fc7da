/**
 * Issue 12 booking findings, on both databases: the exact slot grid, owners booking or
 * reviewing their own venue, per-user caps against slot hoarding, the Idempotency-Key of
 * POST /api/bookings and bookings.create, and a venue deleted while someone books it.
 * The two-server-process races are in booking-races.integration.test.ts (PostgreSQL only).
 */
import { hashPassword } from '@rentas/auth';
import { createUser, createVenue } from '@rentas/db/testing';
import type { KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createSession } from '../../../packages/api/src/services/auth';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/env';
import {
  bookingPayload,
  insertBooking,
  postBooking,
  type TestApp,
  testConfig,
  useTestApp,
  venueWithOwner,
} from './helpers';

const t = useTestApp();
let passwordHash = '';

/** A user with a session (no password check per user). Output: row and "session=…" cookie. */
async function withSession(app: TestApp, role: 'user' | 'owner' = 'user') {
  passwordHash ||= await hashPassword('demo12345');
  const user = await createUser(app.db, { role, passwordHash });
  return { user, cookie: `session=${(await createSession(app.db, user.id)).token}` };
}

function shifted(payload: ReturnType<typeof bookingPayload>, startMs: number, endMs: number) {
  return {
    ...payload,
    startDate: new Date(new Date(payload.startDate).getTime() + startMs).toISOString(),
    endDate: new Date(new Date(payload.endDate).getTime() + endMs).toISOString(),
  };
}

describe('the slot grid is exact (issue 12)', () => {
  it('a start at 12:00:30 or an end 59 s past 2 h is a 400 in Spanish, and nothing is stored', async () => {
    const { venue } = await venueWithOwner(t);
    const { cookie } = await withSession(t);
    const ok = bookingPayload(venue, { startTime: '12:00', hours: 2 });
    const offStart = await postBooking(t, cookie, shifted(ok, 30_000, 30_000));
    expect(offStart.statusCode).toBe(400);
    expect(offStart.json()).toMatchObject({
      code: 'INVALID_START_TIME',
      message: 'Elige una hora de inicio válida: 09:00, 12:00, 15:00, 18:00 o 21:00.',
    });
    const offEnd = await postBooking(t, cookie, shifted(ok, 0, 59_000));
    expect(offEnd.statusCode).toBe(400);
    expect(offEnd.json()).toMatchObject({
      code: 'INVALID_DURATION',
      message: 'La duración debe ser de 2, 4 u 8 horas.',
    });
    const millis = await postBooking(t, cookie, shifted(ok, 1, 1));
    expect(millis.statusCode).toBe(400);
    const stored = await t.db.selectFrom('bookings').select('id').where('venueId', '=', venue.id).execute();
    expect(stored).toEqual([]);
    expect((await postBooking(t, cookie, ok)).statusCode).toBe(201);
  });
});

describe('owners cannot book or review their own venue (issue 12)', () => {
  it('booking one’s own venue is a 403 in Spanish (REST and tRPC); another owner’s venue is fine', async () => {
    const owner = await withSession(t, 'owner');
    const own = await createVenue(t.db, owner.user.id);
    const res = await postBooking(t, owner.cookie, bookingPayload(own));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'OWN_VENUE_BOOKING', message: 'No puedes reservar tu propio espacio.' });
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/bookings.create',
      headers: { cookie: owner.cookie },
      payload: { json: bookingPayload(own, { dayOffset: 6 }) },
    });
    expect(trpc.statusCode).toBe(403);
    expect(trpc.json().error.json.data.appCode).toBe('OWN_VENUE_BOOKING');
    expect(await t.db.selectFrom('bookings').select('id').where('venueId', '=', own.id).execute()).toEqual([]);
    const { venue: other } = await venueWithOwner(t);
    expect((await postBooking(t, owner.cookie, bookingPayload(other))).statusCode).toBe(201);
  });

  it('reviewing one’s own venue from a completed booking is a 403 and the rating does not move', async () => {
    const owner = await withSession(t, 'owner');
    const own = await createVenue(t.db, owner.user.id);
    // a booking from before the rule (or written by hand): completed, by the venue's owner
    const booking = await insertBooking(t, {
      venueId: own.id,
      userId: owner.user.id,
      startAt: new Date(Date.now() - 5 * 3600_000),
      endAt: new Date(Date.now() - 3 * 3600_000),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { cookie: owner.cookie },
      payload: { bookingId: booking.id, rating: 5, comment: 'El mejor lugar' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'OWN_VENUE_REVIEW', message: 'No puedes reseñar tu propio espacio.' });
    const venue = await t.db
      .selectFrom('venues')
      .select(['reviewCount'])
      .where('id', '=', own.id)
      .executeTakeFirstOrThrow();
    expect(venue.reviewCount).toBe(0);
  });
});

describe('per-user booking caps (issue 12, OWASP API6)', () => {
  it('at most 4 upcoming bookings per venue and 10 in all, with Spanish 409s; cancelling frees a place', async () => {
    const { cookie } = await withSession(t);
    const { venue: first } = await venueWithOwner(t);
    const slots = [5, 6, 7, 8, 9].map((dayOffset) => bookingPayload(first, { dayOffset, hours: 2 }));
    const made: string[] = [];
    for (const payload of slots.slice(0, 4)) {
      const res = await postBooking(t, cookie, payload);
      expect(res.statusCode).toBe(201);
      made.push(res.json().id);
    }
    const fifth = await postBooking(t, cookie, slots[4] as (typeof slots)[number]);
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json()).toEqual({
      code: 'TOO_MANY_VENUE_BOOKINGS',
      message: 'Ya tienes 4 reservas próximas en este espacio, el máximo permitido.',
    });
    // cancelling one frees its place at the venue
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${made[0]}/cancel`,
      headers: { cookie },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await postBooking(t, cookie, slots[4] as (typeof slots)[number])).statusCode).toBe(201);

    // 4 at the first venue, 4 at a second, 2 at a third: 10 upcoming in all
    for (const [venueCount, n] of [
      [1, 4],
      [2, 2],
    ] as const) {
      const { venue } = await venueWithOwner(t);
      for (let i = 0; i < n; i++) {
        const res = await postBooking(t, cookie, bookingPayload(venue, { dayOffset: 10 + i + venueCount, hours: 2 }));
        expect(res.statusCode).toBe(201);
      }
    }
    const { venue: fourth } = await venueWithOwner(t);
    const eleventh = await postBooking(t, cookie, bookingPayload(fourth, { dayOffset: 20 }));
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toEqual({
      code: 'TOO_MANY_UPCOMING_BOOKINGS',
      message: 'Ya tienes 10 reservas próximas, el máximo permitido. Cancela alguna o espera a que pase.',
    });
    // another guest is not affected
    const other = await withSession(t);
    expect((await postBooking(t, other.cookie, bookingPayload(fourth, { dayOffset: 20 }))).statusCode).toBe(201);
  });

  it('10 racing requests for 10 free slots of one venue by one guest give exactly 4 bookings', async () => {
    const { cookie, user } = await withSession(t);
    const { venue } = await venueWithOwner(t);
    const payloads = [0, 1].flatMap((d) =>
      ['09:00', '12:00', '15:00', '18:00', '21:00'].map((startTime) =>
        bookingPayload(venue, { dayOffset: 3 + d * 2, startTime, hours: 2 }),
      ),
    );
    const results = await Promise.all(payloads.map((p) => postBooking(t, cookie, p)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(4);
    for (const r of results.filter((x) => x.statusCode !== 201)) expect(r.json().code).toBe('TOO_MANY_VENUE_BOOKINGS');
    const stored = await t.db
      .selectFrom('bookings')
      .select('id')
      .where('userId', '=', user.id)
      .where('status', '<>', 'cancelled')
      .execute();
    expect(stored).toHaveLength(4);
  });

  it('the caps come from the environment, with defaults 3, 4 and 10 (0 turns one off)', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).bookingLimits).toEqual({
      unpaidPaypalHolds: 3,
      upcomingPerVenue: 4,
      upcoming: 10,
    });
    expect(
      loadConfig({
        NODE_ENV: 'test',
        MAX_UNPAID_PAYPAL_HOLDS: '1',
        MAX_UPCOMING_BOOKINGS_PER_VENUE: '0',
        MAX_UPCOMING_BOOKINGS: '25',
      }).bookingLimits,
    ).toEqual({ unpaidPaypalHolds: 1, upcomingPerVenue: 0, upcoming: 25 });
    expect(() => loadConfig({ NODE_ENV: 'test', MAX_UPCOMING_BOOKINGS: '-1' })).toThrow(/MAX_UPCOMING_BOOKINGS/);
  });
});

describe('Idempotency-Key on POST /api/bookings and bookings.create (issue 12)', () => {
  const post = (cookie: string, key: string | null, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: key === null ? { cookie } : { cookie, 'idempotency-key': key },
      payload,
    });

  it('a retry with the same key returns the same booking with the same status and body', async () => {
    const { venue } = await venueWithOwner(t);
    const guest = await withSession(t);
    const payload = bookingPayload(venue, { dayOffset: 4 });
    const first = await post(guest.cookie, 'reserva-7f3a', payload);
    expect(first.statusCode).toBe(201);
    const retry = await post(guest.cookie, 'reserva-7f3a', payload);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    // without a key the retry is a plain second booking of a taken slot
    expect((await post(guest.cookie, null, payload)).statusCode).toBe(409);
    // tRPC carries the same header
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/bookings.create',
      headers: { cookie: guest.cookie, 'idempotency-key': 'reserva-7f3a' },
      payload: { json: payload },
    });
    expect(trpc.statusCode).toBe(200);
    expect(trpc.json().result.data.json.id).toBe(first.json().id);
    const rows = await t.db.selectFrom('bookings').select('id').where('venueId', '=', venue.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('two racing requests with one key make one booking; the key with another payload is a 409', async () => {
    const { venue } = await venueWithOwner(t);
    const guest = await withSession(t);
    const payload = bookingPayload(venue, { dayOffset: 8 });
    const [a, b] = await Promise.all([post(guest.cookie, 'k-race', payload), post(guest.cookie, 'k-race', payload)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    const other = await post(guest.cookie, 'k-race', bookingPayload(venue, { dayOffset: 9 }));
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'Esta clave de idempotencia ya se usó con otra solicitud distinta.',
    });
    const rows = await t.db.selectFrom('bookings').select('id').where('venueId', '=', venue.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('a booking committed as the database connection fails answers 503; the retry with its key gets it', async () => {
    // The connection drops right after the booking's transaction is written: its last writes are
    // the confirmation e-mails (issue 15), so the next read (the reply's) fails.
    let phase: 'idle' | 'written' | 'failed' = 'idle';
    const failing: KyselyPlugin = {
      transformQuery({ node }) {
        const mailInsert = node.kind === 'InsertQueryNode' && /mail_?outbox/i.test(JSON.stringify(node));
        if (phase === 'idle' && mailInsert) phase = 'written';
        else if (phase === 'written' && node.kind === 'SelectQueryNode') {
          phase = 'failed';
          throw Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
        }
        return node;
      },
      async transformResult({ result }) {
        return result;
      },
    };
    const app = await buildApp({ db: t.db.withPlugin(failing), config: testConfig() });
    try {
      const { venue } = await venueWithOwner(t);
      const guest = await withSession(t);
      const payload = bookingPayload(venue, { dayOffset: 13 });
      const send = () =>
        app.inject({
          method: 'POST',
          url: '/api/bookings',
          headers: { cookie: guest.cookie, 'idempotency-key': 'checkout-91c2' },
          payload,
        });
      const first = await send();
      expect(first.statusCode).toBe(503);
      expect(phase).toBe('failed');
      const stored = await t.db.selectFrom('bookings').select('id').where('venueId', '=', venue.id).execute();
      expect(stored).toHaveLength(1);
      const retry = await send();
      expect(retry.statusCode).toBe(201);
      expect(retry.json()).toMatchObject({ id: stored[0]?.id, status: 'confirmed' });
    } finally {
      await app.close();
    }
  });

  it('another user with the same key gets an independent booking; a malformed key is a 400', async () => {
    const { venue } = await venueWithOwner(t);
    const a = await withSession(t);
    const b = await withSession(t);
    const first = await post(a.cookie, 'shared-key', bookingPayload(venue, { dayOffset: 10 }));
    const second = await post(b.cookie, 'shared-key', bookingPayload(venue, { dayOffset: 11 }));
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().id).not.toBe(first.json().id);
    // b's key names b's booking only: a's slot with b's key is a plain 409 SLOT_TAKEN
    const clash = await post(b.cookie, 'another', bookingPayload(venue, { dayOffset: 10 }));
    expect(clash.json().code).toBe('SLOT_TAKEN');
    const bad = await post(a.cookie, 'x'.repeat(201), bookingPayload(venue, { dayOffset: 12 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('IDEMPOTENCY_KEY_INVALID');
    const keys = await t.db
      .selectFrom('bookingIdempotencyKeys')
      .select(['userId', 'bookingId'])
      .where('key', '=', 'shared-key')
      .execute();
    expect(keys).toHaveLength(2);
  });
});

describe('a venue deleted while someone books it (issue 12)', () => {
  it('20 races of DELETE against a booking: never both succeed, no active booking on a deleted venue', async () => {
    const owner = await withSession(t, 'owner');
    let bothSucceeded = 0;
    for (let i = 0; i < 20; i++) {
      const venue = await createVenue(t.db, owner.user.id, { name: `Sala carrera ${i}` });
      const guest = await withSession(t);
      const [deleted, booked] = await Promise.all([
        t.app.inject({ method: 'DELETE', url: `/api/venues/${venue.id}`, headers: { cookie: owner.cookie } }),
        postBooking(t, guest.cookie, bookingPayload(venue, { dayOffset: 2 + (i % 20) })),
      ]);
      if (deleted.statusCode < 300 && booked.statusCode < 300) bothSucceeded++;
      if (deleted.statusCode >= 300) expect(deleted.json().code).toBe('VENUE_HAS_FUTURE_BOOKINGS');
      if (booked.statusCode >= 300) expect(booked.json().code).toBe('VENUE_NOT_FOUND');
    }
    expect(bothSucceeded).toBe(0);
    const orphans = await t.db
      .selectFrom('bookings')
      .innerJoin('venues', 'venues.id', 'bookings.venueId')
      .select('bookings.id')
      .where('venues.deletedAt', 'is not', null)
      .where('bookings.status', 'in', ['pending', 'confirmed'])
      .execute();
    expect(orphans).toEqual([]);
  });
});
