/**
 * Sessions (issue 12): a 30-day absolute lifetime from sign-in besides the sliding one,
 * "Cerrar sesión en todos los dispositivos", the `__Host-session` cookie with Secure in
 * production, Secure whenever PUBLIC_URL is https, and a POST logout the origin check covers.
 */
import { SESSION_MAX_AGE_MS } from '@rentas/auth';
import { createUser, openTestDb, type TestDb } from '@rentas/db/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sessionIdFromToken } from '../../../packages/auth/src/session-token';
import { buildApp } from '../src/app';
import type { ServerConfig } from '../src/env';
import { sessionCookie, signedInUser, testConfig, useTestApp } from './helpers';

const DAY = 24 * 3600 * 1000;
const t = useTestApp();

const me = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

/** The token inside a "session=…" pair. */
const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

describe('absolute session lifetime', () => {
  it('refuses a session signed in more than 30 days ago even if it was used recently', async () => {
    const { cookie } = await signedInUser(t);
    const id = sessionIdFromToken(tokenOf(cookie));
    // Used yesterday (renewed: still 29 days to its sliding expiry), signed in 31 days ago.
    await t.db
      .updateTable('sessions')
      .set({ createdAt: new Date(Date.now() - 31 * DAY), expiresAt: new Date(Date.now() + 29 * DAY) })
      .where('id', '=', id)
      .execute();
    const res = await me(t.app, cookie);
    expect(res.statusCode).toBe(401);
    expect(await t.db.selectFrom('sessions').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
  });

  it('renewal never extends a session past 30 days after sign-in', async () => {
    const { cookie } = await signedInUser(t);
    const id = sessionIdFromToken(tokenOf(cookie));
    const signedInAt = new Date(Date.now() - 20 * DAY);
    await t.db
      .updateTable('sessions')
      .set({ createdAt: signedInAt, expiresAt: new Date(Date.now() + 5 * DAY) })
      .where('id', '=', id)
      .execute();
    const res = await me(t.app, cookie);
    expect(res.statusCode).toBe(200);
    const row = await t.db.selectFrom('sessions').select('expiresAt').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.expiresAt.getTime()).toBe(signedInAt.getTime() + SESSION_MAX_AGE_MS);
    const renewed = res.cookies.find((c) => c.name === 'session');
    // cookie dates have second precision
    expect(Math.floor((renewed?.expires?.getTime() ?? 0) / 1000)).toBe(
      Math.floor((signedInAt.getTime() + SESSION_MAX_AGE_MS) / 1000),
    );
  });

  it('a role change rotates the session but keeps its sign-in time', async () => {
    const { cookie } = await signedInUser(t);
    const signedInAt = new Date(Date.now() - 10 * DAY);
    await t.db
      .updateTable('sessions')
      .set({ createdAt: signedInAt })
      .where('id', '=', sessionIdFromToken(tokenOf(cookie)))
      .execute();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/role',
      headers: { cookie },
      payload: { role: 'owner' },
    });
    expect(res.statusCode).toBe(200);
    const next = sessionCookie(res);
    const row = await t.db
      .selectFrom('sessions')
      .select(['createdAt', 'expiresAt'])
      .where('id', '=', sessionIdFromToken(tokenOf(next)))
      .executeTakeFirstOrThrow();
    expect(row.createdAt.getTime()).toBe(signedInAt.getTime());
    expect(row.expiresAt.getTime()).toBe(signedInAt.getTime() + SESSION_MAX_AGE_MS);
  });
});

describe('sign out everywhere', () => {
  it('auth.logoutAll ends every session of the user and no one else’s', async () => {
    const password = 'demo12345';
    const user = await createUser(t.db, { password });
    const login = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password } });
    const phone = sessionCookie(await login());
    const laptop = sessionCookie(await login());
    const other = await signedInUser(t);

    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.logoutAll',
      headers: { cookie: laptop, 'content-type': 'application/json', origin: t.config.publicUrl },
      payload: '{}',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.json).toEqual({ success: true, ended: 2 });
    const cleared = res.cookies.find((c) => c.name === 'session');
    expect(cleared?.value).toBe('');

    expect((await me(t.app, phone)).statusCode).toBe(401);
    expect((await me(t.app, laptop)).statusCode).toBe(401);
    expect((await me(t.app, other.cookie)).statusCode).toBe(200);
  });

  it('refuses a visitor (401) and a request from another site (403)', async () => {
    const anon = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.logoutAll',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(anon.statusCode).toBe(401);
    const { cookie } = await signedInUser(t);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.logoutAll',
      headers: { cookie, 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: '{}',
    });
    expect(foreign.statusCode).toBe(403);
    expect((await me(t.app, cookie)).statusCode).toBe(200);
  });
});

describe('POST /api/logout', () => {
  it('signs out from this site and is refused from another one', async () => {
    const { cookie } = await signedInUser(t);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await me(t.app, cookie)).statusCode).toBe(200);

    const own = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, origin: t.config.publicUrl },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ success: true });
    expect((await me(t.app, cookie)).statusCode).toBe(401);
  });

  it('keeps SPEC.md’s GET /api/logout (redirect home)', async () => {
    const { cookie } = await signedInUser(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(302);
    expect((await me(t.app, cookie)).statusCode).toBe(401);
  });
});

describe('session cookie attributes', () => {
  let handle: TestDb;
  beforeAll(async () => {
    handle = await openTestDb(inject('dbTemplate'));
  });
  afterAll(async () => {
    await handle?.close();
  });

  async function loginWith(config: ServerConfig): Promise<{ app: FastifyInstance; res: LightMyRequestResponse }> {
    const app = await buildApp({ db: handle.db, config });
    await app.ready();
    const user = await createUser(handle.db, { password: 'demo12345' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'demo12345' },
    });
    expect(res.statusCode).toBe(200);
    return { app, res };
  }

  it('production: __Host-session with Secure, HttpOnly, Path=/ and no Domain, read back on the next request', async () => {
    const { app, res } = await loginWith(testConfig({ nodeEnv: 'production', publicUrl: 'https://rentas.example' }));
    try {
      const header = String(res.headers['set-cookie']);
      expect(header).toMatch(/^__Host-session=[a-z0-9]+;/);
      expect(header).toContain('Secure');
      expect(header).toContain('HttpOnly');
      expect(header).toContain('Path=/');
      expect(header).not.toMatch(/Domain=/i);
      expect(res.cookies.find((c) => c.name === 'session')).toBeUndefined();
      const token = res.cookies.find((c) => c.name === '__Host-session')?.value as string;
      expect((await me(app, `__Host-session=${token}`)).statusCode).toBe(200);
      // The development name is not read in production.
      expect((await me(app, `session=${token}`)).statusCode).toBe(401);
      const out = await app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { cookie: `__Host-session=${token}`, origin: 'https://rentas.example' },
      });
      const cleared = String(out.headers['set-cookie']);
      expect(cleared).toMatch(/^__Host-session=;/);
      expect(cleared).toContain('Secure');
      expect(cleared).toContain('Path=/');
    } finally {
      await app.close();
    }
  });

  it('development with an https PUBLIC_URL: the cookie keeps its name and is Secure', async () => {
    const { app, res } = await loginWith(
      testConfig({ nodeEnv: 'development', publicUrl: 'https://dev.rentas.example' }),
    );
    try {
      const header = String(res.headers['set-cookie']);
      expect(header).toMatch(/^session=/);
      expect(header).toContain('Secure');
    } finally {
      await app.close();
    }
  });

  it('development over http: no Secure (the browser would drop it)', async () => {
    const { app, res } = await loginWith(testConfig({ nodeEnv: 'development', publicUrl: 'http://localhost:5000' }));
    try {
      expect(String(res.headers['set-cookie'])).not.toContain('Secure');
    } finally {
      await app.close();
    }
  });
});
