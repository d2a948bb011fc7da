/**
 * Conversations between guests and owners (issue 15): inquiries from a venue page and booking
 * threads; only the two participants read a thread (a third user, another venue's owner and an
 * admin outside the audited moderation view get 404); plain text of 1..2,000 characters; a
 * per-user send limit; deactivated venues take no new inquiries; new messages reach a reader
 * live over server-sent events and by e-mail (at most one per thread per 15 minutes).
 */
import { deliverDueMail } from '@rentas/api';
import { createVenue } from '@rentas/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPayload, postBooking, signedInUser, useTestApp } from './helpers';
import { openEventStream } from './support/sse';

const t = useTestApp();
let base = '';

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
});
afterAll(async () => {
  if (t.app?.server.listening) await t.app.close();
});

const inject = (app: FastifyInstance, method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** An owner with an active venue and a guest, both signed in. */
async function ownerAndGuest() {
  const owner = await signedInUser(t, { role: 'owner', firstName: 'Óscar', lastName: 'Dueño' });
  const venue = await createVenue(t.db, owner.user.id, { name: `Estudio ${Date.now()}` });
  const guest = await signedInUser(t, { firstName: 'Gabriela', lastName: 'Invitada' });
  return { owner, venue, guest };
}

describe('an inquiry from the venue page', () => {
  it('reaches the owner with an unread count; the answer comes back; reading clears the count', async () => {
    const { owner, venue, guest } = await ownerAndGuest();
    const asked = await inject(t.app, 'POST', `/api/venues/${venue.id}/messages`, guest.cookie, {
      body: '  ¿Tienen estacionamiento?  ',
    });
    expect(asked.statusCode).toBe(201);
    const thread = asked.json();
    expect(thread).toMatchObject({
      venue: { id: venue.id, name: venue.name },
      myRole: 'guest',
      counterpartName: 'Óscar Dueño',
      booking: null,
      unread: 0,
    });
    expect(thread.messages).toEqual([
      expect.objectContaining({ body: '¿Tienen estacionamiento?', mine: true, senderName: 'Gabriela Invitada' }),
    ]);

    const inbox = (await inject(t.app, 'GET', '/api/conversations', owner.cookie)).json();
    expect(inbox).toEqual([
      expect.objectContaining({
        id: thread.id,
        myRole: 'owner',
        counterpartName: 'Gabriela Invitada',
        unread: 1,
        lastMessage: expect.objectContaining({ body: '¿Tienen estacionamiento?', mine: false }),
      }),
    ]);
    const read = await inject(t.app, 'GET', `/api/conversations/${thread.id}/messages`, owner.cookie);
    expect(read.statusCode).toBe(200);
    expect((await inject(t.app, 'GET', '/api/conversations', owner.cookie)).json()[0].unread).toBe(0);

    const answer = await inject(t.app, 'POST', `/api/conversations/${thread.id}/messages`, owner.cookie, {
      body: 'Sí, dos lugares.',
    });
    expect(answer.statusCode).toBe(201);
    const guestInbox = (await inject(t.app, 'GET', '/api/conversations', guest.cookie)).json();
    expect(guestInbox[0]).toMatchObject({ id: thread.id, unread: 1, lastMessage: { body: 'Sí, dos lugares.' } });

    // A second inquiry about the same venue continues the same thread.
    const again = await inject(t.app, 'POST', `/api/venues/${venue.id}/messages`, guest.cookie, { body: 'Gracias' });
    expect(again.json().id).toBe(thread.id);
    expect(again.json().messages).toHaveLength(3);
  });

  it('messages are plain text: kept as written, never turned into HTML', async () => {
    const { venue, guest } = await ownerAndGuest();
    const body = '<img src=x onerror=alert(1)> ver https://ejemplo.mx';
    const res = await inject(t.app, 'POST', `/api/venues/${venue.id}/messages`, guest.cookie, { body });
    expect(res.json().messages[0].body).toBe(body);
  });

  it('refuses empty, whitespace-only and over-long messages in Spanish, storing nothing', async () => {
    const { venue, guest } = await ownerAndGuest();
    for (const body of ['', '   \n\t ', 'x'.repeat(2001)]) {
      const res = await inject(t.app, 'POST', `/api/venues/${venue.id}/messages`, guest.cookie, { body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        body.length > 2000 ? 'El mensaje puede tener hasta 2,000 caracteres.' : 'Escribe un mensaje.',
      );
    }
    const nul = await inject(t.app, 'POST', `/api/venues/${venue.id}/messages`, guest.cookie, { body: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect((await inject(t.app, 'GET', '/api/conversations', guest.cookie)).json()).toEqual([]);
  });

  it('a deactivated venue takes no new inquiries; an owner cannot message their own venue; visitors sign in', async () => {
    const { owner, venue, guest } = await ownerAndGuest();
    await t.db.updateTable('venues').set({ isActive: false }).where('id', '=', venue.id).execute();
    const res = await inject(t.app, 'POST', `/api/venues/${venue.id}/messages`, guest.cookie, { body: 'Hola' });
    expect(res.statusCode).toBe(404);
    await t.db.updateTable('venues').set({ isActive: true }).where('id', '=', venue.id).execute();
    const own = await inject(t.app, 'POST', `/api/venues/${venue.id}/messages`, owner.cookie, { body: 'Hola' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('No puedes enviarte mensajes sobre tu propio espacio.');
    expect(
      (await inject(t.app, 'POST', `/api/venues/${venue.id}/messages`, undefined, { body: 'Hola' })).statusCode,
    ).toBe(401);
  });

  it('limits how fast one person sends: the 21st message in a minute is a 429 in Spanish', async () => {
    const { venue, guest } = await ownerAndGuest();
    for (let i = 0; i < 20; i++) {
      const res = await inject(t.app, 'POST', `/api/venues/${venue.id}/messages`, guest.cookie, { body: `m${i}` });
      expect(res.statusCode).toBe(201);
    }
    const limited = await inject(t.app, 'POST', `/api/venues/${venue.id}/messages`, guest.cookie, { body: 'otro' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Estás enviando mensajes muy rápido. Espera un momento e intenta de nuevo.');
  });
});

describe('who reads a thread', () => {
  it('a third user, another venue owner and an admin (outside moderation) get 404; moderation is audited', async () => {
    const { venue, guest } = await ownerAndGuest();
    const thread = (
      await inject(t.app, 'POST', `/api/venues/${venue.id}/messages`, guest.cookie, { body: 'Privado' })
    ).json();
    const stranger = await signedInUser(t);
    const otherOwner = await signedInUser(t, { role: 'owner' });
    await createVenue(t.db, otherOwner.user.id);
    const admin = await signedInUser(t, { role: 'admin' });
    for (const who of [stranger, otherOwner, admin]) {
      expect((await inject(t.app, 'GET', `/api/conversations/${thread.id}/messages`, who.cookie)).statusCode).toBe(404);
      const write = await inject(t.app, 'POST', `/api/conversations/${thread.id}/messages`, who.cookie, {
        body: 'hola',
      });
      expect(write.statusCode).toBe(404);
      expect((await inject(t.app, 'GET', '/api/conversations', who.cookie)).json()).toEqual([]);
    }
    expect((await inject(t.app, 'GET', `/api/admin/conversations/${thread.id}`, stranger.cookie)).statusCode).toBe(403);
    // The moderation list says who and where, never what.
    const list = await inject(t.app, 'GET', '/api/admin/conversations', admin.cookie);
    expect(list.json()).toContainEqual(
      expect.objectContaining({
        id: thread.id,
        venueName: venue.name,
        guestName: 'Gabriela Invitada',
        messageCount: 1,
      }),
    );
    expect(list.body).not.toContain('Privado');
    expect(await t.db.selectFrom('auditLog').select('id').where('entityId', '=', thread.id).execute()).toEqual([]);
    const moderated = await inject(t.app, 'GET', `/api/admin/conversations/${thread.id}`, admin.cookie);
    expect(moderated.statusCode).toBe(200);
    expect(moderated.json().messages[0].body).toBe('Privado');
    const logged = await t.db
      .selectFrom('auditLog')
      .select(['action', 'actorId'])
      .where('entityId', '=', thread.id)
      .execute();
    expect(logged).toEqual([{ action: 'conversation.read', actorId: admin.user.id }]);
  });

  it('a booking has its own thread for its guest and the venue owner only', async () => {
    const { owner, venue, guest } = await ownerAndGuest();
    const booking = (await postBooking(t, guest.cookie, bookingPayload(venue, { dayOffset: 7 }))).json();
    const call = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/trpc/messages.bookingThread',
        headers: { cookie },
        payload: { json: { bookingId: booking.id } },
      });
    const fromGuest = await call(guest.cookie);
    const fromOwner = await call(owner.cookie);
    expect(fromGuest.json().result.data.json.id).toBe(fromOwner.json().result.data.json.id);
    const stranger = await signedInUser(t);
    expect((await call(stranger.cookie)).statusCode).toBe(404);
    const threadId = fromGuest.json().result.data.json.id;
    await inject(t.app, 'POST', `/api/conversations/${threadId}/messages`, guest.cookie, {
      body: '¿Puedo llegar antes?',
    });
    const inbox = (await inject(t.app, 'GET', '/api/conversations', owner.cookie)).json();
    expect(inbox.find((c: { id: string }) => c.id === threadId)?.booking?.id).toBe(booking.id);
  });
});

describe('new messages arrive', () => {
  it('live, over server-sent events, to the other participant only', async () => {
    const { owner, venue, guest } = await ownerAndGuest();
    const thread = (
      await inject(t.app, 'POST', `/api/venues/${venue.id}/messages`, guest.cookie, { body: 'Hola' })
    ).json();
    const ownerStream = await openEventStream(base, 'messages.events', owner.cookie);
    const stranger = await signedInUser(t);
    const strangerStream = await openEventStream(base, 'messages.events', stranger.cookie);
    try {
      await new Promise((r) => setTimeout(r, 200));
      await inject(t.app, 'POST', `/api/conversations/${thread.id}/messages`, guest.cookie, { body: '¿Sigue libre?' });
      const waited = await ownerStream.waitFor(thread.id, 1000);
      expect(waited).toBeLessThan(1000);
      await new Promise((r) => setTimeout(r, 200));
      expect(strangerStream.events.some((e) => e.includes(thread.id))).toBe(false);
    } finally {
      ownerStream.close();
      strangerStream.close();
    }
    // Signed out: the stream carries the 401 and no event.
    const anonymous = await openEventStream(base, 'messages.events', '');
    try {
      await anonymous.waitFor('Inicia sesión para continuar.', 2000);
      expect(anonymous.events.join('')).toContain('UNAUTHORIZED');
    } finally {
      anonymous.close();
    }
  });

  it('by e-mail: one per thread in 15 minutes while unread, none when the reader turned them off', async () => {
    await deliverDueMail(t.db, null, { limit: 1000 });
    const { owner, venue, guest } = await ownerAndGuest();
    const thread = (
      await inject(t.app, 'POST', `/api/venues/${venue.id}/messages`, guest.cookie, { body: 'Uno' })
    ).json();
    await inject(t.app, 'POST', `/api/conversations/${thread.id}/messages`, guest.cookie, { body: 'Dos' });
    const toOwner = await t.db
      .selectFrom('mailOutbox')
      .select(['data'])
      .where('toAddress', '=', owner.user.email)
      .where('kind', '=', 'new-message')
      .execute();
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]?.data).toMatchObject({ senderName: 'Gabriela Invitada', excerpt: 'Uno' });

    await t.db.updateTable('users').set({ emailMessages: false }).where('id', '=', guest.user.id).execute();
    await inject(t.app, 'POST', `/api/conversations/${thread.id}/messages`, owner.cookie, { body: 'Respuesta' });
    const toGuest = await t.db
      .selectFrom('mailOutbox')
      .select('id')
      .where('toAddress', '=', guest.user.email)
      .where('kind', '=', 'new-message')
      .execute();
    expect(toGuest).toEqual([]);
  });
});
