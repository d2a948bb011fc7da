/**
 * The app's dialect writes snake_case identifiers while it compiles (decision 028) instead of
 * having CamelCasePlugin rebuild each query first. Every query the app sends on the main paths
 * (searches of each kind, the venue page and its availability, a booking, the dashboards, an
 * owner's edit, favorites, messages, sign-in) compiles to exactly the SQL and parameters Kysely's
 * own CamelCasePlugin gives, and rows still come back in camelCase. Runs on PGlite and PostgreSQL.
 */

import type { Database } from '@rentas/db';
import { createUser } from '@rentas/db/testing';
import { bookingDates } from '@rentas/domain';
import {
  CamelCasePlugin,
  type CompiledQuery,
  Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  PostgresDialect,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { bookingPayload, sessionCookie, signedInUser, testConfig, useTestApp, venueWithOwner } from './helpers';

const t = useTestApp();

/** Each query's operation tree as the app's executor receives it, before it is compiled. */
class NodeRecorder implements KyselyPlugin {
  readonly nodes: { node: RootOperationNode; queryId: QueryId }[] = [];
  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    this.nodes.push({ node, queryId });
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

/** Kysely as shipped: PostgreSQL's compiler with CamelCasePlugin (compiles only; never connects). */
const stock = new Kysely<Database>({
  dialect: new PostgresDialect({ pool: {} as never }),
  plugins: [new CamelCasePlugin()],
});

describe('snake_case written by the compiler (decision 028)', () => {
  const recorder = new NodeRecorder();
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    app = await buildApp({ db: t.db.withPlugin(recorder), config: testConfig() });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('compiles every query of the main paths exactly as CamelCasePlugin does', async () => {
    const { owner, venue } = await venueWithOwner(t, { category: 'event_space', capacity: 30, colonia: 'Roma Norte' });
    // Signed in through the recording app, so the sign-in's own queries are compared too.
    const signIn = async (email: string) =>
      sessionCookie(
        await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'demo12345' } }),
      );
    const ownerCookie = await signIn(owner.email);
    const guest = await signedInUser(t);
    const adminCookie = await signIn((await createUser(t.db, { role: 'admin' })).email);
    const date = bookingDates()[6];
    const calls: { method: 'GET' | 'POST' | 'PUT'; url: string; cookie?: string; payload?: object }[] = [
      { method: 'GET', url: '/api/venues' },
      { method: 'GET', url: '/api/venues?q=estudio&category=event_space&guests=4' },
      { method: 'GET', url: '/api/venues?q=es' },
      { method: 'GET', url: `/api/venues?date=${date}&startTime=12:00&duration=4&category=event_space` },
      { method: 'GET', url: '/api/venues?near=19.41,-99.16&category=event_space' },
      { method: 'GET', url: '/api/venues?colonia=Roma%20Norte&minPrice=100&maxPrice=900' },
      { method: 'GET', url: `/api/venues/${venue.id}` },
      { method: 'GET', url: `/api/venues/${venue.id}/reviews` },
      { method: 'GET', url: `/api/venues/${venue.id}/availability?date=${date}&duration=4` },
      { method: 'GET', url: `/api/venues/${venue.id}/availability-month?duration=4` },
      { method: 'POST', url: '/api/bookings', cookie: guest.cookie, payload: bookingPayload(venue, { dayOffset: 7 }) },
      { method: 'GET', url: '/api/bookings', cookie: guest.cookie },
      { method: 'PUT', url: `/api/favorites/${venue.id}`, cookie: guest.cookie },
      { method: 'GET', url: '/api/favorites', cookie: guest.cookie },
      {
        method: 'POST',
        url: `/api/venues/${venue.id}/messages`,
        cookie: guest.cookie,
        payload: { body: '¿Hay estacionamiento?' },
      },
      { method: 'GET', url: '/api/owner/stats', cookie: ownerCookie },
      { method: 'GET', url: '/api/bookings/owner', cookie: ownerCookie },
      { method: 'GET', url: '/api/venues/owner', cookie: ownerCookie },
      {
        method: 'GET',
        url: `/api/owner/calendar?from=${new Date().toISOString()}&to=${new Date(Date.now() + 20 * 86_400_000).toISOString()}`,
        cookie: ownerCookie,
      },
      {
        method: 'PUT',
        url: `/api/venues/${venue.id}`,
        cookie: ownerCookie,
        payload: {
          name: 'Salón Camelia',
          description: 'Salón con jardín',
          category: 'event_space',
          address: 'Calle Colima 143, Roma Norte',
          city: 'Ciudad de México',
          capacity: 30,
          pricePerHour: 500,
          pricePerDay: null,
          amenities: ['Wi-Fi'],
          images: [],
          addOns: [{ name: 'Proyector', price: 150, unit: 'booking' }],
        },
      },
      { method: 'GET', url: '/api/admin/financial-summary', cookie: adminCookie },
      { method: 'GET', url: '/api/admin/bookings', cookie: adminCookie },
      { method: 'GET', url: '/api/admin/users', cookie: adminCookie },
      { method: 'GET', url: '/api/admin/venues', cookie: adminCookie },
    ];
    for (const call of calls) {
      const res = await app.inject({
        method: call.method,
        url: call.url,
        headers: call.cookie ? { cookie: call.cookie } : {},
        ...(call.payload ? { payload: call.payload } : {}),
      });
      expect(res.statusCode, `${call.method} ${call.url}: ${res.body}`).toBeLessThan(300);
    }

    expect(recorder.nodes.length).toBeGreaterThan(calls.length);
    const ours = t.db.getExecutor();
    const theirs = stock.getExecutor();
    let camelCased = 0;
    for (const { node, queryId } of recorder.nodes) {
      // As a builder's compile() or execute() does: the plugins' transformQuery, then the compiler.
      const expected: CompiledQuery = theirs.compileQuery(theirs.transformQuery(node, queryId), queryId);
      const actual: CompiledQuery = ours.compileQuery(ours.transformQuery(node, queryId), queryId);
      expect(actual.sql).toBe(expected.sql);
      expect(actual.parameters).toEqual(expected.parameters);
      if (/"[a-z]+_[a-z_]+"/.test(expected.sql)) camelCased++;
    }
    // The recorded trees did hold camelCase names that both wrote in snake_case.
    expect(camelCased).toBeGreaterThan(10);
  });

  it('answers rows with camelCase keys, nested JSON included', async () => {
    const { venue } = await venueWithOwner(t);
    const row = await t.db
      .selectFrom('venues')
      .select(['pricePerHour', 'reviewCount', 'createdAt'])
      .where('id', '=', venue.id)
      .executeTakeFirstOrThrow();
    expect(Object.keys(row).sort()).toEqual(['createdAt', 'pricePerHour', 'reviewCount']);
    expect(row.createdAt).toBeInstanceOf(Date);
  });
});
