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
});
