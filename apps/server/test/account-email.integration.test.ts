/**
 * Account e-mails and the mail outbox (issue 15): password reset, address confirmation. "¿Olvidaste tu contraseña?" answers the same
 * 202 for any address; the e-mail arrives over real SMTP (smtp-server, parsed with mailparser),
 * in Spanish with a plain-text part; its link works once, for 1 hour, ends every session and
 * signs in afresh; the token cannot be read from the response or the database. The outbox
 * retries a refused send, sends each e-mail once, and keeps e-mails (development mailbox) when
 * there is no SMTP server.
 */
import { deliverDueMail } from '@rentas/api';
import { createUser } from '@rentas/db/testing';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { sessionCookie, signedInUser, testConfig, useTestApp } from './helpers';
import { useSmtpMailbox } from './support/smtp';

const t = useTestApp({ loginAccountLimit: 3 });
const smtp = useSmtpMailbox(() => t.db);

const forgot = (email: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (token: unknown, password: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** Sends what is due over SMTP and returns the e-mails that arrived. */
async function deliver(expected: number): Promise<ParsedMail[]> {
  await deliverDueMail(t.db, smtp.send);
  return smtp.mailbox.waitFor(expected);
}

/** The token of the reset link in an e-mail's text part. */
function tokenIn(mail: ParsedMail): string {
  const match = /\/reset-password#token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`no reset link in: ${mail.text}`);
  return match[1];
}

async function resetLinkFor(email: string): Promise<string> {
  expect((await forgot(email)).statusCode).toBe(202);
  const [mail] = await deliver(1);
  if (!mail) throw new Error('no e-mail arrived');
  return tokenIn(mail);
}

describe('POST /api/auth/forgot-password', () => {
  it('answers the same 202 for a known and an unknown address; only the known one gets an e-mail', async () => {
    const user = await createUser(t.db, { firstName: 'Lucía' });
    const known = await forgot(user.email.toUpperCase());
    const unknown = await forgot('nadie-aqui@example.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ success: true });

    const mails = await deliver(1);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [ParsedMail];
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(user.email);
    expect(mail.from?.text).toBe('"Rentas por Hora" <no-reply@rentasporhora.mx>');
    expect(mail.subject).toBe('Restablece tu contraseña');
    expect(mail.text).toContain('Hola Lucía:');
    expect(mail.text).toContain('El enlace vale 1 hora y solo funciona una vez.');
    expect(mail.html).toContain('Restablecer contraseña');
    expect(mail.html).toContain('lang="es-MX"');
    expect(tokenIn(mail)).toHaveLength(43);
  });

  it('stores only the hash of the token, and the response does not carry it', async () => {
    const user = await createUser(t.db);
    const res = await forgot(user.email);
    const [mail] = await deliver(1);
    const token = tokenIn(mail as ParsedMail);
    expect(res.body).not.toContain(token);
    const rows = await t.db.selectFrom('accountTokens').selectAll().where('userId', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a malformed address in Spanish and sends nothing', async () => {
    const res = await forgot('no-es-un-correo');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Escribe un correo electrónico válido.');
    expect((await forgot('')).json().message).toBe('Escribe tu correo electrónico.');
    expect(await deliverDueMail(t.db, smtp.send)).toMatchObject({ sent: 0 });
  });

  it('is never batched with another tRPC procedure', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.forgotPassword,auth.forgotPassword?batch=1',
      payload: { 0: { email: 'a@example.com' }, 1: { email: 'b@example.com' } },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, ends every other session and signs in afresh', async () => {
    const { user, cookie: oldSession } = await signedInUser(t);
    const token = await resetLinkFor(user.email);

    const res = await reset(token, 'nueva-clave-segura');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email: user.email });
    const fresh = sessionCookie(res);

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: oldSession } })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: fresh } })).statusCode).toBe(
      200,
    );
    expect((await login(user.email, 'demo12345')).statusCode).toBe(401);
    expect((await login(user.email, 'nueva-clave-segura')).statusCode).toBe(200);
  });

  it('works once', async () => {
    const user = await createUser(t.db);
    const token = await resetLinkFor(user.email);
    expect((await reset(token, 'primera-clave')).statusCode).toBe(200);
    const again = await reset(token, 'segunda-clave');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'RESET_LINK_INVALID',
      message: 'El enlace para restablecer la contraseña no es válido o ya caducó. Solicita uno nuevo.',
    });
    expect((await login(user.email, 'primera-clave')).statusCode).toBe(200);
  });

  it('expires after 1 hour', async () => {
    const user = await createUser(t.db);
    const token = await resetLinkFor(user.email);
    await t.db
      .updateTable('accountTokens')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('userId', '=', user.id)
      .execute();
    const res = await reset(token, 'otra-clave');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('RESET_LINK_INVALID');
    expect((await login(user.email, 'demo12345')).statusCode).toBe(200);
  });

  it('a newer link does not revive an older one after a reset', async () => {
    const user = await createUser(t.db);
    const first = await resetLinkFor(user.email);
    smtp.mailbox.received.length = 0;
    const second = await resetLinkFor(user.email);
    expect(second).not.toBe(first);
    expect((await reset(second, 'clave-nueva-1')).statusCode).toBe(200);
    expect((await reset(first, 'clave-nueva-2')).statusCode).toBe(400);
  });

  it('refuses a guessed or malformed token and a short password, in Spanish, changing nothing', async () => {
    const user = await createUser(t.db);
    const token = await resetLinkFor(user.email);
    const guessed = await reset('A'.repeat(43), 'otra-clave');
    expect(guessed.statusCode).toBe(400);
    expect(guessed.json().code).toBe('RESET_LINK_INVALID');
    expect((await reset('corto', 'otra-clave')).json().message).toBe(
      'El enlace para restablecer la contraseña no es válido o ya caducó. Solicita uno nuevo.',
    );
    const short = await reset(token, '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('La contraseña debe tener al menos 6 caracteres');
    // The link still works after the refused attempts.
    expect((await reset(token, '123456')).statusCode).toBe(200);
  });

  it('unlocks an account that failed logins locked (ACCOUNT_LOCKED says to reset the password)', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 3; i++) await login(user.email, 'equivocada');
    expect((await login(user.email, 'demo12345')).json().code).toBe('ACCOUNT_LOCKED');
    const token = await resetLinkFor(user.email);
    expect((await reset(token, 'clave-recuperada')).statusCode).toBe(200);
    expect((await login(user.email, 'clave-recuperada')).statusCode).toBe(200);
  });
});

describe('the mail outbox', () => {
  it('retries a send the SMTP server refused, later, and delivers it once', async () => {
    const user = await createUser(t.db);
    await forgot(user.email);
    smtp.mailbox.refuseNext(1);
    expect(await deliverDueMail(t.db, smtp.send)).toMatchObject({ sent: 0, retried: 1 });
    const row = await t.db
      .selectFrom('mailOutbox')
      .selectAll()
      .where('toAddress', '=', user.email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.lastError).toContain('Intenta más tarde');
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    // Not due yet: nothing is sent now; once due, it goes out once.
    expect(await deliverDueMail(t.db, smtp.send)).toMatchObject({ sent: 0 });
    expect(await deliverDueMail(t.db, smtp.send, { now: new Date(Date.now() + 60_000) })).toMatchObject({ sent: 1 });
    expect(await deliverDueMail(t.db, smtp.send, { now: new Date(Date.now() + 3_600_000) })).toMatchObject({ sent: 0 });
    expect(await smtp.mailbox.waitFor(1)).toHaveLength(1);
  });

  it('two deliveries at once send each e-mail once', async () => {
    const users = await Promise.all([1, 2, 3].map(() => createUser(t.db)));
    for (const user of users) await forgot(user.email);
    const results = await Promise.all([deliverDueMail(t.db, smtp.send), deliverDueMail(t.db, smtp.send)]);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(3);
    await smtp.mailbox.waitFor(3);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.mailbox.received.map((m) => (m.to && 'text' in m.to ? m.to.text : '')).sort()).toEqual(
      users.map((u) => u.email).sort(),
    );
  });

  it('a claimed message whose sender died is sent by a later run once its lease ends', async () => {
    const user = await createUser(t.db);
    await forgot(user.email);
    // A process claims it and dies before sending: attempts 1, leased for MAIL_LEASE_MS.
    await t.db
      .updateTable('mailOutbox')
      .set({ attempts: 1, nextAttemptAt: new Date(Date.now() + 120_000) })
      .where('toAddress', '=', user.email)
      .execute();
    expect(await deliverDueMail(t.db, smtp.send)).toMatchObject({ sent: 0 });
    expect(await deliverDueMail(t.db, smtp.send, { now: new Date(Date.now() + 121_000) })).toMatchObject({ sent: 1 });
    expect(await smtp.mailbox.waitFor(1)).toHaveLength(1);
  });
});

describe('the development mailbox', () => {
  it('keeps e-mails when there is no SMTP server and shows them at /dev/mailbox', async () => {
    const user = await createUser(t.db);
    await forgot(user.email);
    expect(await deliverDueMail(t.db, null)).toMatchObject({ kept: 1, sent: 0 });
    const list = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Buzón de desarrollo');
    expect(list.body).toContain(user.email);
    expect(list.body).toContain('Guardado (sin SMTP)');
    const id = /\/dev\/mailbox\/([0-9a-f-]{36})/.exec(list.body)?.[1];
    const message = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${id}` });
    expect(message.statusCode).toBe(200);
    expect(message.headers['content-security-policy']).toContain("default-src 'none'");
    expect(message.body).toContain('/reset-password#token=');
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox/no-existe' })).statusCode).toBe(404);
  });

  it('answers only requests from this machine, not through a proxy', async () => {
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
    const remote = await t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
  });

  it('does not exist in production', async () => {
    const app = await buildApp({ db: t.db, config: testConfig({ nodeEnv: 'production' }) });
    try {
      const res = await app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('address confirmation', () => {
  const register = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'Rosa', lastName: 'Nueva', email, password: 'secreto1' },
    });
  const confirm = (token: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token } });
  const newVenue = (cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/venues',
      headers: { cookie },
      payload: {
        name: 'Estudio por confirmar',
        description: 'Un estudio de prueba',
        category: 'audio_studio',
        address: 'Calle Durango 200, Roma Norte',
        city: 'Ciudad de México',
        capacity: 6,
        pricePerHour: 400,
        amenities: [],
        images: [],
      },
    });
  const confirmTokenIn = (mail: ParsedMail) => {
    const match = /\/confirm-email#token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '');
    if (!match?.[1]) throw new Error(`no confirmation link in: ${mail.text}`);
    return match[1];
  };

  it('registration sends the welcome e-mail; an owner publishes only once the address is confirmed', async () => {
    const email = `rosa-${Date.now()}@example.com`;
    const res = await register(email);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email, emailVerified: false });
    const cookie = sessionCookie(res);
    const [welcome] = await deliver(1);
    expect(welcome?.subject).toBe('Te damos la bienvenida a Rentas por Hora: confirma tu correo');
    expect(welcome?.text).toContain('Hola Rosa:');
    expect(welcome?.text).toContain('El enlace vale 7 días y solo funciona una vez.');
    const token = confirmTokenIn(welcome as ParsedMail);

    await t.db.updateTable('users').set({ role: 'owner', contextRole: 'owner' }).where('email', '=', email).execute();
    const refused = await newVenue(cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'EMAIL_NOT_CONFIRMED',
      message:
        'Confirma tu correo electrónico antes de publicar un espacio. Busca el enlace que te enviamos o pide otro.',
    });

    expect((await confirm(token)).statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.json().emailVerified).toBe(true);
    expect((await newVenue(cookie)).statusCode).toBe(201);

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'El enlace para confirmar tu correo no es válido o ya caducó. Inicia sesión y pide uno nuevo.',
    );
  });

  it('"Reenviar" sends a new link at most once a minute, and none once confirmed', async () => {
    const email = `tomas-${Date.now()}@example.com`;
    const cookie = sessionCookie(await register(email));
    const [welcome] = await deliver(1);
    smtp.mailbox.received.length = 0;
    const resend = () => t.app.inject({ method: 'POST', url: '/api/auth/resend-confirmation', headers: { cookie } });
    expect((await resend()).json()).toEqual({ success: true, sent: false });
    const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await t.db
      .updateTable('accountTokens')
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where('userId', '=', user.id)
      .execute();
    expect((await resend()).json()).toEqual({ success: true, sent: true });
    const [second] = await deliver(1);
    expect(second?.subject).toBe('Confirma tu correo');
    // Using the newer link spends the older one too.
    expect((await confirm(confirmTokenIn(second as ParsedMail))).statusCode).toBe(200);
    expect((await confirm(confirmTokenIn(welcome as ParsedMail))).statusCode).toBe(400);
    await t.db
      .updateTable('accountTokens')
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where('userId', '=', user.id)
      .execute();
    expect((await resend()).json()).toEqual({ success: true, sent: false });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/resend-confirmation' })).statusCode).toBe(401);
  });
});
