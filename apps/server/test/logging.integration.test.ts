/**
 * Issue 12, what the server logs: access-log URLs without the calendar-feed token or
 * check-in signatures, and a database outage logged once when it starts (error) and once
 * when it ends (info), not once per failing request.
 */
import { checkInUrl } from '@rentas/api';
import { createDb } from '@rentas/db';
import { createUser, openTestDb, type TestDb } from '@rentas/db/testing';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createSession } from '../../../packages/api/src/services/auth';
import { buildApp } from '../src/app';
import type { ServerConfig } from '../src/env';
import { redactUrl } from '../src/logging';
import { testConfig } from './helpers';
import { startCuttableTcpProxy } from './support/processes';

interface LogLine {
  level: number;
  msg?: string;
  req?: { url?: string };
  [key: string]: unknown;
}

const ERROR = 50;
const INFO = 30;
const lines: LogLine[] = [];
const raw: string[] = [];
let handle: TestDb;
let config: ServerConfig;
/** true: every query fails as if the database were unreachable */
let databaseDown = false;
let app: FastifyInstance;

/** A stand-in for a lost connection: the error the pg driver gives when the server is gone. */
const downPlugin: KyselyPlugin = {
  transformQuery: (args) => {
    if (databaseDown) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    return args.node;
  },
  transformResult: async (args) => args.result,
};

beforeAll(async () => {
  handle = await openTestDb(inject('dbTemplate'));
  config = testConfig();
  app = await buildApp({
    db: handle.db.withPlugin(downPlugin),
    config,
    logger: {
      level: 'debug',
      stream: {
        write: (line: string) => {
          raw.push(line);
          lines.push(JSON.parse(line));
        },
      },
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});
beforeEach(() => {
  lines.length = 0;
  raw.length = 0;
  databaseDown = false;
});

describe('access logs hide secrets', () => {
  it('redacts the calendar feed token and check-in signatures in logged URLs', async () => {
    const owner = await createUser(handle.db, { role: 'owner' });
    const token = 'ab'.repeat(16);
    await handle.db.updateTable('users').set({ calendarToken: token }).where('id', '=', owner.id).execute();
    const bookingId = '00000000-0000-4000-8000-000000000001';
    const checkIn = new URL(checkInUrl(bookingId, config.publicUrl, config.appSecret));
    const sig = checkIn.searchParams.get('sig') as string;
    const trpcInput = encodeURIComponent(JSON.stringify({ json: { bookingId, sig } }));

    expect((await app.inject({ method: 'GET', url: `/api/calendar/${token}.ics` })).statusCode).toBe(200);
    await app.inject({ method: 'GET', url: `/api/check-in/${bookingId}?sig=${sig}` });
    await app.inject({ method: 'GET', url: `/trpc/checkIn.get?input=${trpcInput}` });
    await app.inject({ method: 'GET', url: `/check-in/${bookingId}?sig=${sig}&x=1` });

    const urls = lines.flatMap((l) => (l.req?.url ? [l.req.url] : []));
    expect(urls).toContain('/api/calendar/[REDACTED]');
    expect(urls).toContain(`/api/check-in/${bookingId}?sig=[REDACTED]`);
    expect(urls).toContain('/trpc/checkIn.get?input=[REDACTED]');
    expect(urls).toContain(`/check-in/${bookingId}?sig=[REDACTED]&x=1`);
    const all = raw.join('\n');
    expect(all).not.toContain(token);
    expect(all).not.toContain(sig);
  });

  it('leaves other URLs as they are', () => {
    expect(redactUrl('/api/venues?q=sala&sigma=2')).toBe('/api/venues?q=sala&sigma=2');
    expect(redactUrl('/trpc/venues.list?input=%7B%7D')).toBe('/trpc/venues.list?input=%7B%7D');
  });
});

describe('a database outage is logged once', () => {
  it('logs its start once (error), answers 503 meanwhile, and logs its end once (info)', async () => {
    const user = await createUser(handle.db);
    const cookie = `session=${(await createSession(handle.db, user.id)).token}`;

    databaseDown = true;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const answers = await Promise.all([
        app.inject({ method: 'GET', url: '/api/venues' }),
        app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } }),
        app.inject({ method: 'GET', url: `/trpc/venues.list?input=${encodeURIComponent('{"json":{}}')}` }),
        app.inject({ method: 'GET', url: '/trpc/profile.stats', headers: { cookie } }),
        app.inject({ method: 'GET', url: '/healthz' }),
      ]);
      statuses.push(...answers.map((r) => r.statusCode));
      for (const r of answers) expect(r.body).toContain('El servicio no está disponible en este momento');
    }
    expect(new Set(statuses)).toEqual(new Set([503]));
    const errors = lines.filter((l) => l.level >= ERROR);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.msg).toMatch(/database unavailable/);
    expect(lines.filter((l) => l.level > INFO && l.level < ERROR)).toEqual([]);

    databaseDown = false;
    lines.length = 0;
    expect((await app.inject({ method: 'GET', url: '/api/venues' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);
    const ended = lines.filter((l) => l.msg?.includes('database available again'));
    expect(ended).toHaveLength(1);
    expect(ended[0]?.level).toBe(INFO);
    expect(ended[0]?.failedRequests).toBe(50);
    expect(lines.filter((l) => l.level >= ERROR)).toEqual([]);

    // A second outage is a new event: logged once again.
    databaseDown = true;
    await app.inject({ method: 'GET', url: '/api/venues' });
    await app.inject({ method: 'GET', url: '/api/venues' });
    expect(lines.filter((l) => l.level >= ERROR)).toHaveLength(1);
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))(
  'a real lost connection (PostgreSQL through a cuttable proxy)',
  () => {
    it('logs one error while cut, one info when back, and answers 503 meanwhile', async () => {
      const url = new URL(handle.url as string);
      const proxy = await startCuttableTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      const viaProxy = new URL(url);
      viaProxy.port = String(proxy.port);
      const cut = await createDb({ databaseUrl: viaProxy.toString(), poolSize: 3 });
      const own: LogLine[] = [];
      const cutApp = await buildApp({
        db: cut.db,
        config: testConfig(),
        logger: { level: 'debug', stream: { write: (line: string) => own.push(JSON.parse(line)) } },
      });
      try {
        expect((await cutApp.inject({ method: 'GET', url: '/api/venues' })).statusCode).toBe(200);
        proxy.cut();
        for (let i = 0; i < 6; i++) {
          const res = await cutApp.inject({ method: 'GET', url: i % 2 ? '/healthz' : '/api/venues' });
          expect(res.statusCode).toBe(503);
        }
        expect(own.filter((l) => l.level >= ERROR)).toHaveLength(1);
        proxy.restore();
        let status = 0;
        for (let i = 0; i < 20 && status !== 200; i++) {
          status = (await cutApp.inject({ method: 'GET', url: '/healthz' })).statusCode;
        }
        expect(status).toBe(200);
        expect(own.filter((l) => l.msg?.includes('database available again'))).toHaveLength(1);
        expect(own.filter((l) => l.level >= ERROR)).toHaveLength(1);
      } finally {
        await cutApp.close();
        await cut.close();
        await proxy.close();
      }
    });
  },
);

describe('PUBLIC_URL unset in development (issue 13)', () => {
  it('warns at boot, and once when the site is opened under another host', async () => {
    const own: LogLine[] = [];
    const devApp = await buildApp({
      db: handle.db,
      config: testConfig({ nodeEnv: 'development', publicUrlConfigured: false }),
      logger: { level: 'info', stream: { write: (line: string) => own.push(JSON.parse(line)) } },
    });
    try {
      const warnings = () => own.filter((l) => l.level === 40 && l.msg?.includes('PUBLIC_URL')).map((l) => l.msg ?? '');
      expect(warnings()).toEqual([
        'PUBLIC_URL is not set: QR check-in links and the calendar feed use http://localhost:5000; set PUBLIC_URL to the address people open',
      ]);
      await devApp.inject({ method: 'GET', url: '/healthz', headers: { host: 'localhost:5000' } });
      await devApp.inject({ method: 'GET', url: '/healthz', headers: { host: '127.0.0.1:5000' } });
      expect(warnings()).toHaveLength(1);
      for (let i = 0; i < 3; i++) {
        await devApp.inject({ method: 'GET', url: '/healthz', headers: { host: '192.168.1.20:5000' } });
      }
      expect(warnings()).toHaveLength(2);
      expect(warnings()[1]).toContain('set PUBLIC_URL=http://192.168.1.20:5000');
    } finally {
      await devApp.close();
    }
  });
});
