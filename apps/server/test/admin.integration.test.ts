import { describe, expect, it } from 'vitest';
import { bookingPayload, insertBooking, signedInUser, useTestApp, venueWithOwner } from './helpers';

const t = useTestApp();

function call(method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, cookie: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

describe('admin panel', () => {
  it('an admin changes a user’s role at once; the user’s old sessions end', async () => {
    const admin = await signedInUser(t, { role: 'admin' });
    const target = await signedInUser(t, { role: 'owner' });
    const res = await call('PATCH', `/api/admin/users/${target.user.id}/role`, admin.cookie, { role: 'user' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'user', contextRole: 'user' });
    expect((await call('GET', '/api/auth/user', target.cookie)).statusCode).toBe(401);
    const audit = await call('GET', '/api/admin/audit-log', admin.cookie);
    expect(audit.json()[0]).toMatchObject({
      action: 'user.role.change',
      entityId: target.user.id,
      before: { role: 'owner' },
      after: { role: 'user' },
      actor: { id: admin.user.id },
    });
  });

  it('a promotion keeps the user signed in, with the new role at once (issue 14: only demotions end sessions)', async () => {
    const admin = await signedInUser(t, { role: 'admin' });
    const target = await signedInUser(t, { role: 'user' });
    const res = await call('PATCH', `/api/admin/users/${target.user.id}/role`, admin.cookie, { role: 'owner' });
    expect(res.statusCode).toBe(200);
    const me = await call('GET', '/api/auth/user', target.cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ role: 'owner', contextRole: 'owner' });
    expect((await call('GET', '/api/owner/stats', target.cookie)).statusCode).toBe(200);
  });

  it('an admin cannot demote themselves, and the last admin cannot be demoted', async () => {
    const admin = await signedInUser(t, { role: 'admin' });
    const self = await call('PATCH', `/api/admin/users/${admin.user.id}/role`, admin.cookie, { role: 'user' });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('No puedes quitarte a ti mismo el rol de administrador.');
    // demote every other admin until one is left; the last one cannot be demoted by anyone
    const others = await t.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('id', '<>', admin.user.id)
      .execute();
    for (const o of others) await call('PATCH', `/api/admin/users/${o.id}/role`, admin.cookie, { role: 'user' });
    const count = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    const promoted = await signedInUser(t, { role: 'user' });
    expect(
      (await call('PATCH', `/api/admin/users/${promoted.user.id}/role`, admin.cookie, { role: 'admin' })).statusCode,
    ).toBe(200);
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: promoted.user.email, password: 'demo12345' },
    });
    const cookie2 = `session=${relogin.cookies.find((c) => c.name === 'session')?.value}`;
    expect((await call('PATCH', `/api/admin/users/${admin.user.id}/role`, cookie2, { role: 'user' })).statusCode).toBe(
      200,
    );
    const last = await call('PATCH', `/api/admin/users/${promoted.user.id}/role`, cookie2, { role: 'owner' });
    expect(last.statusCode).toBe(409);
  });

  it('a deactivated venue leaves public lists and cannot be booked; admins still see it', async () => {
    const admin = await signedInUser(t, { role: 'admin' });
    const { venue } = await venueWithOwner(t, { name: 'Foro Apagado Narvarte' });
    const off = await call('PATCH', `/api/admin/venues/${venue.id}/status`, admin.cookie, { isActive: false });
    expect(off.json().isActive).toBe(false);
    const list = await t.app.inject({ method: 'GET', url: '/api/venues?q=apagado' });
    expect(list.json()).toEqual([]);
    const guest = await signedInUser(t);
    expect((await call('POST', '/api/bookings', guest.cookie, bookingPayload(venue))).statusCode).toBe(409);
    const all = await call('GET', '/api/admin/venues', admin.cookie);
    expect(all.json().find((v: { id: string }) => v.id === venue.id)).toMatchObject({ isActive: false });
  });

  it('pricing: defaults, validation, every change kept with who and when', async () => {
    const admin = await signedInUser(t, { role: 'admin' });
    const initial = (await call('GET', '/api/admin/price-config', admin.cookie)).json();
    expect(initial).toMatchObject({
      operativePercentage: '5.00',
      backofficePercentage: '5.00',
      taxPercentage: '13.00',
      paymentGatewayPercentage: '10.00',
    });
    const bad = await call('PUT', '/api/admin/price-config', admin.cookie, { ...initial, taxPercentage: 101 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Cada porcentaje debe ser un número entre 0 y 100.');
    const saved = await call('PUT', '/api/admin/price-config', admin.cookie, {
      operativePercentage: '6.5',
      backofficePercentage: 4,
      taxPercentage: 16,
      paymentGatewayPercentage: 3.49,
    });
    expect(saved.json()).toMatchObject({
      operativePercentage: '6.50',
      taxPercentage: '16.00',
      paymentGatewayPercentage: '3.49',
      updatedBy: { id: admin.user.id },
    });
    const history = await t.db.selectFrom('priceConfigs').select('id').execute();
    expect(history.length).toBeGreaterThanOrEqual(2);
  });

  it('the financial summary splits the commission by the percentages and counts bookings by status', async () => {
    const admin = await signedInUser(t, { role: 'admin' });
    const before = (await call('GET', '/api/admin/financial-summary', admin.cookie)).json();
    const { venue } = await venueWithOwner(t, { pricePerHour: '1000.00' });
    const guest = await signedInUser(t);
    expect((await call('POST', '/api/bookings', guest.cookie, bookingPayload(venue, { hours: 2 }))).statusCode).toBe(
      201,
    );
    const after = (await call('GET', '/api/admin/financial-summary', admin.cookie)).json();
    const delta = (path: (s: typeof after) => string) => Number(path(after)) - Number(path(before));
    // 1000 × 2 = 2000 subtotal, 200 commission, 2200 total, paid at the venue
    expect(delta((s) => s.grossBookingVolume)).toBeCloseTo(2200, 2);
    expect(delta((s) => s.platformCommission)).toBeCloseTo(200, 2);
    expect(delta((s) => s.payAtVenue)).toBeCloseTo(2200, 2);
    expect(delta((s) => s.capturedOnline)).toBeCloseTo(0, 2);
    expect(after.countsByStatus.confirmed - before.countsByStatus.confirmed).toBe(1);
    const p = after.percentages;
    expect(delta((s) => s.split.tax)).toBeCloseTo((200 * Number(p.taxPercentage)) / 100, 2);
    // no payment gateway fee on money paid at the venue
    expect(delta((s) => s.split.paymentGateway)).toBeCloseTo(0, 2);
    const recent = (await call('GET', '/api/admin/bookings', admin.cookie)).json();
    expect(recent.length).toBeLessThanOrEqual(10);
    expect(recent[0].venueId).toBe(venue.id);
  });

  it('online money is PayPal captures less refunds, apart from pay-at-venue; only it bears the gateway share', async () => {
    const admin = await signedInUser(t, { role: 'admin' });
    const before = (await call('GET', '/api/admin/financial-summary', admin.cookie)).json();
    const { venue } = await venueWithOwner(t);
    const guest = await signedInUser(t);
    const paid = (start: number, status: 'confirmed' | 'cancelled') =>
      insertBooking(t, {
        venueId: venue.id,
        userId: guest.user.id,
        startAt: new Date(Date.now() + start * 3600_000),
        endAt: new Date(Date.now() + (start + 2) * 3600_000),
        status,
        paymentMethod: 'paypal',
      });
    const kept = await paid(48, 'confirmed');
    const refunded = await paid(72, 'cancelled');
    await t.db
      .insertInto('paymentOrders')
      .values([
        {
          id: `ORDER-${kept.id}`,
          userId: guest.user.id,
          bookingId: kept.id,
          amount: '1100.00',
          currency: 'MXN',
          status: 'captured',
        },
        {
          id: `ORDER-${refunded.id}`,
          userId: guest.user.id,
          bookingId: refunded.id,
          amount: '1100.00',
          currency: 'MXN',
          status: 'refunded',
        },
      ])
      .execute();
    const after = (await call('GET', '/api/admin/financial-summary', admin.cookie)).json();
    const delta = (path: (s: typeof after) => string) => Number(path(after)) - Number(path(before));
    expect(delta((s) => s.capturedOnline)).toBeCloseTo(1100, 2);
    expect(delta((s) => s.refundedOnline)).toBeCloseTo(1100, 2);
    expect(delta((s) => s.payAtVenue)).toBeCloseTo(0, 2);
    expect(delta((s) => s.split.paymentGateway)).toBeCloseTo(
      (100 * Number(after.percentages.paymentGatewayPercentage)) / 100,
      2,
    );
  });

  it('a split over 100 % is refused; a new split leaves past bookings split as they were', async () => {
    const admin = await signedInUser(t, { role: 'admin' });
    const current = (await call('GET', '/api/admin/price-config', admin.cookie)).json();
    const over = await call('PUT', '/api/admin/price-config', admin.cookie, {
      operativePercentage: 60,
      backofficePercentage: 60,
      taxPercentage: 16,
      paymentGatewayPercentage: 10,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(
      'Los cuatro porcentajes reparten la comisión de la plataforma: juntos no pueden pasar de 100 %.',
    );
    expect((await call('GET', '/api/admin/price-config', admin.cookie)).json()).toEqual(current);

    const { venue } = await venueWithOwner(t, { pricePerHour: '1000.00' });
    const guest = await signedInUser(t);
    await call('POST', '/api/bookings', guest.cookie, bookingPayload(venue, { hours: 2 }));
    const before = (await call('GET', '/api/admin/financial-summary', admin.cookie)).json();
    const exact = await call('PUT', '/api/admin/price-config', admin.cookie, {
      operativePercentage: 33.33,
      backofficePercentage: 33.33,
      taxPercentage: 33.34,
      paymentGatewayPercentage: 0,
    });
    expect(exact.statusCode).toBe(200);
    const after = (await call('GET', '/api/admin/financial-summary', admin.cookie)).json();
    expect(after.split).toEqual(before.split);
    expect(after.percentages.taxPercentage).toBe('33.34');
    await call('PUT', '/api/admin/price-config', admin.cookie, current);
  });

  it('an approved owner application makes the user an owner', async () => {
    const admin = await signedInUser(t, { role: 'admin' });
    const applicant = await signedInUser(t);
    const app = (
      await call('POST', '/api/become-owner', applicant.cookie, { businessName: 'Casa Roma', phone: '5511112222' })
    ).json();
    const pending = (await call('GET', '/api/admin/applications', admin.cookie)).json();
    expect(pending.map((a: { id: string }) => a.id)).toContain(app.id);
    const decided = await call('POST', `/api/admin/applications/${app.id}/decision`, admin.cookie, { approve: true });
    expect(decided.json()).toEqual({ status: 'approved' });
    const row = await t.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', applicant.user.id)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('owner');
    expect(
      (await call('POST', `/api/admin/applications/${app.id}/decision`, admin.cookie, { approve: false })).statusCode,
    ).toBe(404);
  });
});

describe('security', () => {
  it('a state-changing request from a foreign Origin is refused and changes nothing', async () => {
    const { cookie, user } = await signedInUser(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { firstName: 'Hackeado', lastName: 'X' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/Solicitud bloqueada/);
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/profile.update',
      headers: { cookie, referer: 'https://evil.example/page' },
      payload: { json: { firstName: 'Hackeado', lastName: 'X' } },
    });
    expect(trpc.statusCode).toBe(403);
    const row = await t.db.selectFrom('users').select('firstName').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.firstName).toBe('Ana');
    const same = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie, origin: 'http://localhost:5000' },
      payload: { firstName: 'Ana María', lastName: 'X' },
    });
    expect(same.statusCode).toBe(200);
  });

  it('responses carry a Content-Security-Policy without inline scripts and other security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // HSTS only in production; the headers come on error answers too
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(missing.statusCode).toBe(404);
    expect(String(missing.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});
