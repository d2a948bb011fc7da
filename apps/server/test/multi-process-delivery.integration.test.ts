/**
 * E-mail and live messages with two server processes on one PostgreSQL (issue 15, decision
 * 014): every process runs the outbox worker and the timed sweep, yet each event gives one
 * e-mail and each timed e-mail goes once; a process killed in the middle of a send loses no
 * e-mail (another process sends it once the lease ends); a message sent through one process
 * reaches a reader connected to the other within a second (LISTEN/NOTIFY). Runs in the
 * PostgreSQL pass (DATABASE_URL set).
 */
import { hashPassword } from '@rentas/auth';
import { createUser, createVenue } from '@rentas/db/testing';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../packages/api/src/services/auth';
import { bookingPayload, insertBooking, useTestApp, venueWithOwner } from './helpers';
import { startServerProcess } from './support/processes';
import { startTestMailbox, type TestMailbox } from './support/smtp';
import { openEventStream } from './support/sse';

const onPostgres = Boolean(process.env.DATABASE_URL);
const t = useTestApp();
let mailbox: TestMailbox;
let passwordHash = '';
const HOUR = 3600_000;

beforeAll(async () => {
  mailbox = await startTestMailbox();
  passwordHash = await hashPassword('demo12345');
});
afterAll(async () => {
  await mailbox?.close();
});

const toOf = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');
const keyOf = (mail: ParsedMail) => `${toOf(mail)}|${mail.subject}`;

/**
 * Waits until `count` e-mails arrived (at most 30 s), then 3 s more, so that a duplicate sent by
 * the other process would be seen too. Output: what arrived.
 */
async function settle(count: number): Promise<ParsedMail[]> {
  await mailbox.waitFor(count, 30_000);
  await new Promise((r) => setTimeout(r, 3000));
  return [...mailbox.received];
}

describe.runIf(onPostgres)('e-mail with two server processes (PostgreSQL)', () => {
  it('each booking gives one e-mail per person and each reminder goes once, whichever process sends', async () => {
    // Three bookings due for a reminder before the servers start: both sweep at start.
    const { venue } = await venueWithOwner(t, { name: 'Estudio Doble' });
    const remindees = await Promise.all([1, 2, 3].map(() => createUser(t.db, { passwordHash })));
    for (const [i, user] of remindees.entries()) {
      const start = new Date(Date.now() + (12 + i * 3) * HOUR);
      await insertBooking(t, {
        venueId: venue.id,
        userId: user.id,
        startAt: start,
        endAt: new Date(start.getTime() + 2 * HOUR),
        status: 'confirmed',
      });
      await t.db
        .updateTable('bookings')
        .set({ createdAt: new Date(Date.now() - 5 * 24 * HOUR) })
        .where('userId', '=', user.id)
        .execute();
    }
    mailbox.received.length = 0;
    const env = { DATABASE_URL: t.handle.url as string, SMTP_URL: mailbox.url };
    const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    try {
      // Ten bookings, alternating between the two processes.
      const guests = await Promise.all(Array.from({ length: 10 }, () => createUser(t.db, { passwordHash })));
      for (const [i, guest] of guests.entries()) {
        const cookie = `session=${(await createSession(t.db, guest.id)).token}`;
        const res = await fetch(`${(i % 2 ? b : a).url}/api/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify(bookingPayload(venue, { dayOffset: 3 + i, startTime: '09:00', hours: 2 })),
        });
        expect(res.status, await res.clone().text()).toBe(201);
      }
      const mails = await settle(23);
      const confirmations = mails.filter((m) => m.subject?.startsWith('Reserva confirmada'));
      const ownerMails = mails.filter((m) => m.subject === 'Nueva reserva en Estudio Doble');
      const reminders = mails.filter((m) => m.subject === 'Mañana: tu reserva en Estudio Doble');
      expect(confirmations.map(toOf).sort()).toEqual(guests.map((g) => g.email).sort());
      expect(ownerMails).toHaveLength(10);
      expect(reminders.map(toOf).sort()).toEqual(remindees.map((r) => r.email).sort());
      expect(new Set(mails.map((m) => `${keyOf(m)}|${m.text}`)).size).toBe(mails.length);
      // Both processes sent some (the work is shared, not duplicated).
      const sent = await t.db.selectFrom('mailOutbox').select('status').where('status', '=', 'sent').execute();
      expect(sent.length).toBeGreaterThanOrEqual(23);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('a process killed mid-send loses no e-mail: another sends it once the lease ends', async () => {
    mailbox.received.length = 0;
    const env = { DATABASE_URL: t.handle.url as string, SMTP_URL: mailbox.url };
    const doomed = await startServerProcess(env);
    const email = `muere-${Date.now()}@example.com`;
    const held = mailbox.holdNext();
    const reg = await fetch(`${doomed.url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: (await createUser(t.db, { email, passwordHash })).email }),
    });
    expect(reg.status).toBe(202);
    await held;
    doomed.child.kill('SIGKILL');
    await new Promise((r) => doomed.child.once('exit', r));
    const row = await t.db
      .selectFrom('mailOutbox')
      .select(['id', 'status', 'attempts'])
      .where('toAddress', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });

    // The lease (2 minutes) runs out: moved forward here rather than waited for.
    await t.db.updateTable('mailOutbox').set({ nextAttemptAt: new Date() }).where('id', '=', row.id).execute();
    const survivor = await startServerProcess(env);
    try {
      const mails = (await settle(1)).filter((m) => toOf(m) === email);
      expect(mails.map((m) => m.subject)).toEqual(['Restablece tu contraseña']);
      const after = await t.db
        .selectFrom('mailOutbox')
        .select(['status', 'attempts'])
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(after).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await survivor.stop();
    }
  });

  it('a message sent through one process reaches a reader connected to the other within a second', async () => {
    const env = { DATABASE_URL: t.handle.url as string };
    const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    try {
      const owner = await createUser(t.db, { role: 'owner', passwordHash });
      const venue = await createVenue(t.db, owner.id);
      const guest = await createUser(t.db, { passwordHash });
      const ownerCookie = `session=${(await createSession(t.db, owner.id)).token}`;
      const guestCookie = `session=${(await createSession(t.db, guest.id)).token}`;
      const asked = await fetch(`${a.url}/api/venues/${venue.id}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: guestCookie },
        body: JSON.stringify({ body: '¿Sigue disponible el sábado?' }),
      });
      expect(asked.status).toBe(201);
      const thread = (await asked.json()) as { id: string };

      // The owner reads from process B; the guest writes through process A.
      const stream = await openEventStream(b.url, 'messages.events', ownerCookie);
      try {
        await new Promise((r) => setTimeout(r, 300));
        const sent = await fetch(`${a.url}/api/conversations/${thread.id}/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: guestCookie },
          body: JSON.stringify({ body: 'Somos 6 personas.' }),
        });
        expect(sent.status).toBe(201);
        expect(await stream.waitFor(thread.id, 1000)).toBeLessThan(1000);
      } finally {
        stream.close();
      }
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
