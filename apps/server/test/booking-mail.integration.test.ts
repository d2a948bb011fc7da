/**
 * The e-mails of a booking's steps (issue 15), received over real SMTP (smtp-server) and parsed
 * (mailparser): each arrives once, to the right person, in Spanish; the confirmation carries the
 * QR inline and an .ics; a cancellation tells who cancelled; reminders and review requests are
 * made once per booking and follow the guest's preferences; an owner application's decision
 * reaches the applicant; a refused booking e-mails nobody.
 */
import { deliverDueMail, enqueueTimedMail } from '@rentas/api';
import { createUser, createVenue } from '@rentas/db/testing';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { bookingPayload, insertBooking, postBooking, signedInUser, useTestApp, venueWithOwner } from './helpers';
import { useSmtpMailbox } from './support/smtp';

const t = useTestApp();
const smtp = useSmtpMailbox(() => t.db);
const HOUR = 3600_000;

const toOf = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');

/** Sends everything due and returns what arrived, by recipient. */
async function deliverAll(expected: number): Promise<ParsedMail[]> {
  while ((await deliverDueMail(t.db, smtp.send, { limit: 100 })).sent > 0) {}
  const mails = await smtp.mailbox.waitFor(expected);
  await new Promise((r) => setTimeout(r, 100));
  return [...mails];
}

const call = (method: 'POST' | 'GET', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('a booking paid at the venue', () => {
  it('e-mails the guest a confirmation with the QR and an .ics, and the owner a new booking, once each', async () => {
    const { owner, venue } = await venueWithOwner(t, { name: 'Estudio Luz Norte', pricePerHour: '500.00' });
    const guest = await signedInUser(t, { firstName: 'Ana' });
    const payload = bookingPayload(venue, { hours: 2, startTime: '18:00' });
    const headers = { cookie: guest.cookie, 'idempotency-key': 'reserva-1' };
    const first = await t.app.inject({ method: 'POST', url: '/api/bookings', headers, payload });
    expect(first.statusCode).toBe(201);
    // A retry of the same request (same key) makes no second e-mail.
    await t.app.inject({ method: 'POST', url: '/api/bookings', headers, payload });

    const mails = await deliverAll(2);
    expect(mails.map(toOf).sort()).toEqual([guest.user.email, owner.email].sort());
    const confirmation = mails.find((m) => toOf(m) === guest.user.email) as ParsedMail;
    expect(confirmation.subject).toMatch(/^Reserva confirmada: Estudio Luz Norte, [A-Z]\w+, \d+ de \w+ de \d{4}$/u);
    expect(confirmation.text).toContain('Hola Ana:');
    expect(confirmation.text).toContain('18:00\u00a0–\u00a020:00');
    expect(confirmation.text).toContain('$1,100.00 MXN · Pagas en el lugar');
    expect(confirmation.text).toContain(first.json().confirmationCode ?? 'RSV-');
    const qr = confirmation.attachments.find((a) => a.cid === 'qr');
    expect(qr?.contentType).toBe('image/png');
    expect(qr?.content.subarray(1, 4).toString()).toBe('PNG');
    // Inline: the HTML shows it (mailparser resolves the cid: reference into the image itself).
    expect(qr?.contentDisposition).toBe('inline');
    expect(confirmation.html).toMatch(/<img alt="Código QR de la reserva RSV-[0-9A-F]{8}"[^>]* src="data:image\/png/);
    const ics = confirmation.attachments.find((a) => a.filename?.endsWith('.ics'));
    expect(ics?.contentType).toBe('text/calendar');
    const calendar = ics?.content.toString() ?? '';
    expect(calendar).toContain('SUMMARY:Reserva en Estudio Luz Norte');
    expect(calendar).toContain(
      `DTSTART:${new Date(payload.startDate)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    );

    const received = mails.find((m) => toOf(m) === owner.email) as ParsedMail;
    expect(received.subject).toBe('Nueva reserva en Estudio Luz Norte');
    expect(received.text).toContain('Ana');
    expect(received.text).toContain('$1,000.00 MXN (el invitado paga $1,100.00 MXN)');
  });

  it('the development mailbox shows the confirmation with its QR (no SMTP: kept)', async () => {
    const { venue } = await venueWithOwner(t);
    const guest = await signedInUser(t);
    expect((await postBooking(t, guest.cookie, bookingPayload(venue, { dayOffset: 11 }))).statusCode).toBe(201);
    expect(await deliverDueMail(t.db, null)).toMatchObject({ kept: 2 });
    const row = await t.db
      .selectFrom('mailOutbox')
      .select('id')
      .where('toAddress', '=', guest.user.email)
      .where('kind', '=', 'booking-confirmed')
      .executeTakeFirstOrThrow();
    const page = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${row.id}` });
    expect(page.body).toContain('src="data:image/png;base64,');
    expect(page.body).not.toContain('cid:qr');
  });

  it('a refused booking (slot taken) e-mails nobody', async () => {
    const { venue } = await venueWithOwner(t);
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    expect((await postBooking(t, a.cookie, bookingPayload(venue, { dayOffset: 6 }))).statusCode).toBe(201);
    await deliverAll(2);
    smtp.mailbox.received.length = 0;
    expect((await postBooking(t, b.cookie, bookingPayload(venue, { dayOffset: 6 }))).statusCode).toBe(409);
    expect(await deliverDueMail(t.db, smtp.send)).toMatchObject({ sent: 0 });
  });
});

describe('a cancelled booking', () => {
  it('cancelled by the guest: both hear of it, once, with no online payment to refund', async () => {
    const { owner, venue } = await venueWithOwner(t, { name: 'Sala Roma' });
    const guest = await signedInUser(t);
    const booking = (await postBooking(t, guest.cookie, bookingPayload(venue, { dayOffset: 8 }))).json();
    await deliverAll(2);
    smtp.mailbox.received.length = 0;

    expect((await call('POST', `/api/bookings/${booking.id}/cancel`, guest.cookie)).statusCode).toBe(200);
    const mails = await deliverAll(2);
    expect(mails).toHaveLength(2);
    const toGuest = mails.find((m) => toOf(m) === guest.user.email) as ParsedMail;
    const toOwner = mails.find((m) => toOf(m) === owner.email) as ParsedMail;
    expect(toGuest.subject).toBe('Reserva cancelada: Sala Roma');
    expect(toGuest.text).toContain('Cancelaste la reserva de Sala Roma.');
    expect(toGuest.text).toContain('No se hizo ningún cobro en línea por esta reserva.');
    expect(toOwner.text).toContain('La reserva de Sala Roma se canceló: el invitado la canceló.');
  });

  it('cancelled by the owner: the guest reads that the host cancelled it', async () => {
    const owner = await signedInUser(t, { role: 'owner' });
    const venue = await createVenue(t.db, owner.user.id, { name: 'Foro Centro' });
    const guest = await signedInUser(t);
    const booking = (await postBooking(t, guest.cookie, bookingPayload(venue, { dayOffset: 9 }))).json();
    await deliverAll(2);
    smtp.mailbox.received.length = 0;
    expect((await call('POST', `/api/bookings/${booking.id}/cancel`, owner.cookie)).statusCode).toBe(200);
    const toGuest = (await deliverAll(2)).find((m) => toOf(m) === guest.user.email) as ParsedMail;
    expect(toGuest.text).toContain('La reserva de Foro Centro se canceló: el anfitrión la canceló.');
  });
});

describe('timed e-mails', () => {
  it('a reminder goes once, 24 h before, unless the guest turned reminders off', async () => {
    const { venue } = await venueWithOwner(t, { name: 'Terraza Sur' });
    const keen = await createUser(t.db, { firstName: 'Berta' });
    const quiet = await createUser(t.db);
    await t.db.updateTable('users').set({ emailReminders: false }).where('id', '=', quiet.id).execute();
    const soon = new Date(Date.now() + 20 * HOUR);
    const created = new Date(Date.now() - 3 * 24 * HOUR);
    for (const user of [keen, quiet]) {
      await insertBooking(t, {
        venueId: venue.id,
        userId: user.id,
        startAt: user === keen ? soon : new Date(soon.getTime() + 4 * HOUR),
        endAt: new Date((user === keen ? soon : new Date(soon.getTime() + 4 * HOUR)).getTime() + 2 * HOUR),
        status: 'confirmed',
      });
      await t.db.updateTable('bookings').set({ createdAt: created }).where('userId', '=', user.id).execute();
    }
    expect((await enqueueTimedMail(t.db, t.config, new Date())).reminders).toBe(1);
    expect((await enqueueTimedMail(t.db, t.config, new Date())).reminders).toBe(0);
    const [reminder, ...others] = await deliverAll(1);
    expect(others).toEqual([]);
    expect(toOf(reminder as ParsedMail)).toBe(keen.email);
    expect(reminder?.subject).toBe('Mañana: tu reserva en Terraza Sur');
    expect(reminder?.attachments.find((a) => a.cid === 'qr')).toBeDefined();
  });

  it('a review request goes once after a booking took place, not after it was reviewed', async () => {
    const { venue } = await venueWithOwner(t, { name: 'Cocina Abierta' });
    const guest = await createUser(t.db);
    const reviewed = await createUser(t.db);
    const ended = { startAt: new Date(Date.now() - 5 * HOUR), endAt: new Date(Date.now() - 3 * HOUR) };
    await insertBooking(t, { venueId: venue.id, userId: guest.id, ...ended, status: 'confirmed' });
    const earlier = { startAt: new Date(Date.now() - 9 * HOUR), endAt: new Date(Date.now() - 7 * HOUR) };
    const done = await insertBooking(t, { venueId: venue.id, userId: reviewed.id, ...earlier, status: 'completed' });
    await t.db
      .insertInto('reviews')
      .values({ venueId: venue.id, userId: reviewed.id, bookingId: done.id, rating: 5, comment: 'Muy bien' })
      .execute();
    const now = new Date();
    const made = await enqueueTimedMail(t.db, t.config, now);
    expect(made.reviewRequests).toBeGreaterThanOrEqual(1);
    expect((await enqueueTimedMail(t.db, t.config, now)).reviewRequests).toBe(0);
    const mails = (await deliverAll(1)).filter((m) => [guest.email, reviewed.email].includes(toOf(m)));
    expect(mails.map(toOf)).toEqual([guest.email]);
    expect(mails[0]?.subject).toBe('¿Cómo te fue en Cocina Abierta?');
  });
});

describe('an owner application', () => {
  it('the applicant hears the decision', async () => {
    const admin = await signedInUser(t, { role: 'admin' });
    const applicant = await signedInUser(t, { firstName: 'Carmen' });
    const app = (
      await call('POST', '/api/become-owner', applicant.cookie, { businessName: 'Casa Roma', phone: '5511112222' })
    ).json();
    await call('POST', `/api/admin/applications/${app.id}/decision`, admin.cookie, { approve: true });
    const mails = (await deliverAll(1)).filter((m) => toOf(m) === applicant.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Tu solicitud de propietario fue aprobada');
    expect(mails[0]?.text).toContain('Hola Carmen:');
  });
});
