/**
 * Issue 12, high findings on sign-in: forged X-Forwarded-For no longer picks the rate-limit
 * key, the CSRF check trusts PUBLIC_URL only, password procedures are never batched and a batch
 * has a size cap, failed logins are limited per account, and password hashing is bounded.
 */
import { createUser } from '@rentas/db/testing';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

const login = (t: ReturnType<typeof useTestApp>, email: string, password: string, headers = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers });

describe('behind no configured proxy (the default)', () => {
  const t = useTestApp({ authRateLimit: 10 });

  it('a different X-Forwarded-For on each wrong login does not escape the per-IP limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 15; i++) {
      codes.push((await login(t, `nadie${i}@x.mx`, 'mal', { 'x-forwarded-for': `203.0.113.${i}` })).statusCode);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes.slice(10)).toEqual(Array(5).fill(429));
  });

  it('uploads keep their per-IP limit whatever X-Forwarded-For says', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/images/upload',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 429)).toHaveLength(2);
  });

  it('a state-changing request from another origin is refused even with a forged Host and X-Forwarded-Host', async () => {
    for (const headers of [
      { origin: 'https://evil.example', host: 'evil.example' },
      { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers,
        payload: { firstName: 'Eve', lastName: 'Mal', email: 'eve@evil.example', password: 'secreto1' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('CROSS_SITE_REQUEST');
    }
    const count = await t.db.selectFrom('users').select('id').where('email', '=', 'eve@evil.example').execute();
    expect(count).toHaveLength(0);
    // this site's own origin passes
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'http://localhost:5000' },
      payload: { email: 'nadie@x.mx', password: 'mal' },
    });
    expect([401, 429]).toContain(own.statusCode);
  });
});

describe('with PUBLIC_URL unset (the quick start on http://localhost:5000)', () => {
  const t = useTestApp({ publicUrlConfigured: false });
  const loginFrom = (origin: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin },
      payload: { email: 'usuario@demo.mx', password: 'mal' },
    });

  it('the same port under another loopback name is this site; other ports and sites are not', async () => {
    for (const origin of ['http://127.0.0.1:5000', 'http://[::1]:5000', 'http://localhost:5000']) {
      expect((await loginFrom(origin)).statusCode, origin).not.toBe(403);
    }
    for (const origin of ['http://127.0.0.1:5001', 'https://127.0.0.1:5000', 'http://127.0.0.1.evil.example:5000']) {
      const res = await loginFrom(origin);
      expect(res.statusCode, origin).toBe(403);
      expect(res.json().code, origin).toBe('CROSS_SITE_REQUEST');
    }
  });
});

describe('with PUBLIC_URL set', () => {
  const t = useTestApp({ publicUrlConfigured: true });

  it('only its own origin is this site, not another name of the machine', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'http://127.0.0.1:5000' },
      payload: { email: 'usuario@demo.mx', password: 'mal' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('behind a configured proxy', () => {
  const t = useTestApp({ authRateLimit: 3, trustProxy: ['127.0.0.1'] });

  it('the address the proxy forwards is the client the limit counts', async () => {
    const from = (ip: string) => login(t, 'nadie@x.mx', 'mal', { 'x-forwarded-for': ip });
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.7')).statusCode).toBe(401);
    expect((await from('203.0.113.7')).statusCode).toBe(429);
    expect((await from('203.0.113.8')).statusCode).toBe(401);
  });
});

describe('tRPC batches', () => {
  const t = useTestApp();

  it('a password procedure is never batched, and nothing runs', async () => {
    const user = await createUser(t.db, { email: 'lote@x.mx' });
    const input = JSON.stringify({
      0: { json: { email: user.email, password: 'mal' } },
      1: { json: { email: user.email, password: 'demo12345' } },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login,auth.login?batch=1',
      headers: { 'content-type': 'application/json' },
      payload: input,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'El inicio de sesión, el registro y el cambio de contraseña se envían de uno en uno.',
    );
    expect(res.cookies.find((c) => c.name === 'session')).toBeUndefined();
    const mixed = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.me,auth.register?batch=1',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(mixed.statusCode).toBe(400);
  });

  it('at most 10 procedures run in one request', async () => {
    const batch = (n: number) => {
      const paths = Array(n).fill('venues.cities').join(',');
      const input = encodeURIComponent(
        JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, {}]))),
      );
      return t.app.inject({ method: 'GET', url: `/trpc/${paths}?batch=1&input=${input}` });
    };
    expect((await batch(10)).statusCode).toBe(200);
    const over = await batch(11);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('Demasiadas operaciones en una sola solicitud (máximo 10).');
    expect((await batch(50)).statusCode).toBe(400);
  });
});

describe('per-account login limit', () => {
  const t = useTestApp({ loginAccountLimit: 10 });

  it('after 10 failed logins the account answers 429 in Spanish, even to the right password, from any address', async () => {
    const user = await createUser(t.db, { email: 'blanco@x.mx' });
    const other = await createUser(t.db, { email: 'otra@x.mx' });
    for (let i = 0; i < 10; i++) {
      expect((await login(t, 'Blanco@X.mx', `mal${i}`, { 'x-forwarded-for': `192.0.2.${i}` })).statusCode).toBe(401);
    }
    const locked = await login(t, user.email, 'demo12345');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      code: 'ACCOUNT_LOCKED',
      message: 'Demasiados intentos fallidos con esta cuenta. Espera 15 minutos o restablece tu contraseña.',
    });
    expect((await login(t, other.email, 'demo12345')).statusCode).toBe(200);
    // failures older than the window no longer count
    await t.db
      .updateTable('loginFailures')
      .set({ failedAt: new Date(Date.now() - 16 * 60_000) })
      .where('email', '=', user.email)
      .execute();
    expect((await login(t, user.email, 'demo12345')).statusCode).toBe(200);
  });
});

describe('password hashing is bounded', () => {
  const t = useTestApp();

  it('a flood of logins for unknown addresses does the same hashing work, is refused past the queue, and others still sign in', async () => {
    const user = await createUser(t.db, { email: 'paciente@x.mx' });
    const flood = await Promise.all(
      Array.from({ length: 80 }, (_, i) => login(t, `no-existe-${i}@x.mx`, 'cualquiera')),
    );
    const codes = flood.map((r) => r.statusCode);
    // unknown addresses go through the password work (else all 80 would be instant 401s) ...
    expect(codes.filter((c) => c === 503).length).toBeGreaterThan(0);
    expect(codes.every((c) => c === 401 || c === 503)).toBe(true);
    const busy = flood.find((r) => r.statusCode === 503);
    expect(busy?.json()).toEqual({
      code: 'AUTH_BUSY',
      message: 'Hay muchos inicios de sesión en este momento. Intenta de nuevo en unos segundos.',
    });
    // ... and the queue drains: a real sign-in right after works
    expect((await login(t, user.email, 'demo12345')).statusCode).toBe(200);
  });
});
