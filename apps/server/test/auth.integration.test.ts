import { describe, expect, it } from 'vitest';
import { sessionCookie, signedInUser, useTestApp } from './helpers';

const t = useTestApp();

async function register(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
}

describe('registration and sign-in', () => {
  it('a new user registers, gets an httpOnly session cookie and is signed in', async () => {
    const res = await register({
      firstName: ' Lucía ',
      lastName: 'Pérez',
      email: 'Lucia@Ejemplo.mx',
      password: 'secreto1',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      firstName: 'Lucía',
      email: 'lucia@ejemplo.mx',
      role: 'user',
      roleSelected: false,
    });
    const cookie = res.cookies.find((c) => c.name === 'session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: sessionCookie(res) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('lucia@ejemplo.mx');
  });

  it('only the hash of the session token is stored', async () => {
    const res = await register({
      firstName: 'Hash',
      lastName: 'Check',
      email: 'hash@ejemplo.mx',
      password: 'secreto1',
    });
    const token = sessionCookie(res).split('=')[1] as string;
    const rows = await t.db.selectFrom('sessions').select('id').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.id === token)).toBe(false);
  });

  it('refuses missing fields, a short password and a taken e-mail with Spanish messages', async () => {
    const missing = await register({ firstName: '', lastName: 'X', email: 'x@x.mx', password: 'secreto1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Por favor completa todos los campos');

    const short = await register({ firstName: 'A', lastName: 'B', email: 'short@x.mx', password: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('La contraseña debe tener al menos 6 caracteres');

    await register({ firstName: 'A', lastName: 'B', email: 'dup@x.mx', password: 'secreto1' });
    const dup = await register({ firstName: 'A', lastName: 'B', email: 'DUP@x.mx', password: 'secreto1' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Ya existe una cuenta con ese correo electrónico.');
  });

  it('a wrong password is refused with 401 and the SPEC message', async () => {
    const { user } = await signedInUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'incorrecta' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Email o contraseña incorrectos');
    expect(res.cookies.find((c) => c.name === 'session')).toBeUndefined();
  });

  it('a signed-out visitor gets 401 from /api/auth/user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(res.statusCode).toBe(401);
  });

  it('logout deletes the session on the server', async () => {
    const { cookie } = await signedInUser(t);
    const out = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('/api/login?role=admin only chooses where to land and grants nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/login?role=admin' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?role=admin');
  });
});

describe('roles', () => {
  it('a user cannot give themselves the admin role', async () => {
    const { user, cookie } = await signedInUser(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/role',
      headers: { cookie },
      payload: { role: 'admin' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Solo un administrador puede tener el rol de administrador.');
    const row = await t.db
      .selectFrom('users')
      .select(['role', 'contextRole'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ role: 'user', contextRole: 'user' });

    const sw = await t.app.inject({
      method: 'POST',
      url: '/api/auth/switch-role',
      headers: { cookie },
      payload: { role: 'admin' },
    });
    expect(sw.statusCode).toBe(403);
  });

  it('a user may become an owner and the session is rotated', async () => {
    const { cookie } = await signedInUser(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/role',
      headers: { cookie },
      payload: { role: 'owner' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'owner', contextRole: 'owner', roleSelected: true });
    const fresh = sessionCookie(res);
    expect(fresh).not.toBe(cookie);
    const old = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(old.statusCode).toBe(401);
    // A request sent with the old session before the change answered must not clear the cookie:
    // arriving after the new one, that would sign the visitor out (decision 030).
    expect(old.headers['set-cookie']).toBeUndefined();
    const now = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: fresh } });
    expect(now.json().role).toBe('owner');
  });

  it('an admin may view the dashboards as owner and back, keeping the admin role', async () => {
    const { cookie } = await signedInUser(t, { role: 'admin' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/switch-role',
      headers: { cookie },
      payload: { role: 'owner' },
    });
    expect(res.json()).toMatchObject({ role: 'admin', contextRole: 'owner' });
  });

  it('an unknown role is refused with 400', async () => {
    const { cookie } = await signedInUser(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/role',
      headers: { cookie },
      payload: { role: 'superuser' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Rol no válido.');
  });

  it('role changes without a session get 401', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/auth/role', payload: { role: 'owner' } });
    expect(res.statusCode).toBe(401);
  });
});
