import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

const t = useTestApp({ authRateLimit: 3 });

describe('auth rate limit', () => {
  it('the 4th login attempt in a minute from one IP gets 429 in Spanish, other routes are not limited', async () => {
    const attempt = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nadie@x.mx', password: 'x' } });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Demasiados intentos. Espera un minuto e intenta de nuevo.');

    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { json: { email: 'nadie@x.mx', password: 'x' } },
    });
    expect(trpc.statusCode).toBe(429);

    for (let i = 0; i < 5; i++)
      expect((await t.app.inject({ method: 'GET', url: '/api/venues' })).statusCode).toBe(200);
  });

  it('limits password-reset requests like login (issue 15), on REST and tRPC, per IP', async () => {
    const ip = '198.51.100.7';
    const forgot = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: ip,
        payload: { email: 'nadie@x.mx' },
      });
    for (let i = 0; i < 3; i++) expect((await forgot()).statusCode).toBe(202);
    expect((await forgot()).statusCode).toBe(429);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.resetPassword',
      remoteAddress: ip,
      payload: { json: { token: 'A'.repeat(43), password: 'secreto1' } },
    });
    expect(reset.statusCode).toBe(429);
    expect(reset.json().message).toBe('Demasiados intentos. Espera un minuto e intenta de nuevo.');
  });
});
