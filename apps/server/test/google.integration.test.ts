import { type FakeGoogle, startFakeGoogle } from '@rentas/fakes';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

const t = useTestApp();
let google: FakeGoogle;
beforeAll(async () => {
  google = await startFakeGoogle();
  t.config.google = {
    clientId: google.clientId,
    clientSecret: google.clientSecret,
    redirectUri: 'http://localhost:5000/api/auth/google/callback',
    authorizationEndpoint: `${google.url}/o/oauth2/v2/auth`,
    tokenEndpoint: `${google.url}/token`,
    jwksUri: `${google.url}/oauth2/v3/certs`,
    issuer: google.issuer,
  };
});
afterAll(() => google?.close());

function cookiesOf(res: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
}

/** Starts sign-in, lets the fake provider consent, and returns what the browser would hold. */
async function startLogin(role = 'user') {
  const start = await t.app.inject({ method: 'GET', url: `/api/login?role=${role}` });
  expect(start.statusCode).toBe(302);
  const authUrl = new URL(start.headers.location as string);
  expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
  const consent = await fetch(authUrl, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location') as string);
  return {
    cookies: cookiesOf(start),
    code: back.searchParams.get('code') as string,
    state: back.searchParams.get('state') as string,
  };
}

function callback(query: string, cookies: Record<string, string>) {
  const cookie = Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  return t.app.inject({ method: 'GET', url: `/api/auth/google/callback?${query}`, headers: { cookie } });
}

describe('Google sign-in (against the fake OpenID provider)', () => {
  it('a new Google user is signed in and lands on /role-selection', async () => {
    google.setNextIdentity({
      sub: 'g-1001',
      email: 'Nueva.Persona@gmail.com',
      email_verified: true,
      given_name: 'Nueva',
      family_name: 'Persona',
    });
    const { cookies, code, state } = await startLogin();
    const res = await callback(`code=${code}&state=${state}`, cookies);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/role-selection');
    const session = res.cookies.find((c) => c.name === 'session');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: `session=${session?.value}` },
    });
    expect(me.json()).toMatchObject({
      email: 'nueva.persona@gmail.com',
      firstName: 'Nueva',
      authProvider: 'google',
      role: 'user',
      roleSelected: false,
    });
  });

  it('links to an existing account by verified e-mail; role=admin in the URL grants nothing', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'Eva', lastName: 'Luna', email: 'eva@gmail.com', password: 'secreto1' },
    });
    google.setNextIdentity({ sub: 'g-2002', email: 'eva@gmail.com', email_verified: true, given_name: 'Eva' });
    const { cookies, code, state } = await startLogin('admin');
    const res = await callback(`code=${code}&state=${state}`, cookies);
    expect(res.headers.location).toBe('/role-selection');
    const rows = await t.db
      .selectFrom('users')
      .select(['role', 'googleSub'])
      .where('email', '=', 'eva@gmail.com')
      .execute();
    expect(rows).toEqual([{ role: 'user', googleSub: 'g-2002' }]);
  });

  it('ADMIN_EMAILS grants admin only to a verified Google sign-in, never to who registers the address first', async () => {
    t.config.adminEmails = ['jefa@gmail.com'];
    try {
      const squatter = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { firstName: 'Intrusa', lastName: 'X', email: 'JEFA@gmail.com', password: 'secreto1' },
      });
      expect(squatter.statusCode).toBe(201);
      expect(squatter.json().role).toBe('user');
      const squatterCookie = `session=${squatter.cookies.find((c) => c.name === 'session')?.value}`;

      google.setNextIdentity({ sub: 'g-5005', email: 'jefa@gmail.com', email_verified: true, given_name: 'Jefa' });
      const { cookies, code, state } = await startLogin();
      const res = await callback(`code=${code}&state=${state}`, cookies);
      expect(res.statusCode).toBe(302);
      const row = await t.db
        .selectFrom('users')
        .select(['role', 'passwordHash'])
        .where('email', '=', 'jefa@gmail.com')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ role: 'admin', passwordHash: null });
      // whoever registered the address first loses the account: no password, no session
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'jefa@gmail.com', password: 'secreto1' },
      });
      expect(again.statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: squatterCookie } })).statusCode,
      ).toBe(401);
    } finally {
      t.config.adminEmails = [];
    }
  });

  it('a forged state is refused and no session is made', async () => {
    const { cookies, code } = await startLogin();
    const res = await callback(`code=${code}&state=forged`, cookies);
    expect(res.headers.location).toBe('/login?error=state');
    expect(res.cookies.find((c) => c.name === 'session' && c.value)).toBeUndefined();
  });

  it('a reused code is refused', async () => {
    google.setNextIdentity({ sub: 'g-3003', email: 'reuso@gmail.com', email_verified: true });
    const { cookies, code, state } = await startLogin();
    expect((await callback(`code=${code}&state=${state}`, cookies)).headers.location).toBe('/role-selection');
    const again = await callback(`code=${code}&state=${state}`, cookies);
    expect(again.headers.location).toBe('/login?error=google');
    expect(again.cookies.find((c) => c.name === 'session' && c.value)).toBeUndefined();
  });

  it('a wrong PKCE verifier is refused', async () => {
    const { cookies, code, state } = await startLogin();
    const res = await callback(`code=${code}&state=${state}`, { ...cookies, google_code_verifier: 'a'.repeat(43) });
    expect(res.headers.location).toBe('/login?error=google');
  });

  it('an unverified Google e-mail is not linked', async () => {
    google.setNextIdentity({ sub: 'g-4004', email: 'eva@gmail.com', email_verified: false });
    const { cookies, code, state } = await startLogin();
    const res = await callback(`code=${code}&state=${state}`, cookies);
    expect(res.headers.location).toBe('/login?error=unverified');
    const rows = await t.db.selectFrom('users').select('googleSub').where('email', '=', 'eva@gmail.com').execute();
    expect(rows).toEqual([{ googleSub: 'g-2002' }]);
  });

  it('/api/oauth-config lists origins and redirect URIs with the callback path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/oauth-config', headers: { host: 'app.example.mx' } });
    expect(res.json()).toMatchObject({
      callbackPath: '/api/auth/google/callback',
      googleConfigured: true,
      javascriptOrigins: expect.arrayContaining(['http://localhost:5000', 'http://app.example.mx']),
      redirectUris: expect.arrayContaining(['http://localhost:5000/api/auth/google/callback']),
    });
  });
});
