import { bookingDates, slotToRange } from '@rentas/domain';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bookingPayload, signedInUser, useTestApp, venueWithOwner } from './helpers';

const t = useTestApp();

const newVenue = {
  name: 'Estudio Lumen Juárez',
  category: 'studio',
  description: 'Ciclorama blanco y luz natural.',
  address: 'Calle Havre 64, Juárez',
  city: 'Ciudad de México',
  capacity: '12',
  pricePerHour: '650',
  pricePerDay: '',
  amenities: [' Wi-Fi ', 'Ciclorama', 'Wi-Fi', ''],
  images: [],
};

function inject(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

describe('owners manage their venues', () => {
  it('an owner creates a venue: aliases mapped, prices normalised, amenities trimmed and deduplicated', async () => {
    const { cookie } = await signedInUser(t, { role: 'owner' });
    const res = await inject('POST', '/api/venues', cookie, newVenue);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      category: 'photo_studio',
      capacity: 12,
      pricePerHour: '650.00',
      pricePerDay: null,
      amenities: ['Wi-Fi', 'Ciclorama'],
      isActive: true,
    });
    const mine = await inject('GET', '/api/venues/owner', cookie);
    expect(mine.json().map((v: { id: string }) => v.id)).toEqual([res.json().id]);
  });

  it('refuses a venue without any price, or with missing fields, in Spanish', async () => {
    const { cookie } = await signedInUser(t, { role: 'owner' });
    const noPrice = await inject('POST', '/api/venues', cookie, { ...newVenue, pricePerHour: '', pricePerDay: null });
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json().message).toBe('Debes establecer al menos un precio (por hora o por día).');
    const noName = await inject('POST', '/api/venues', cookie, { ...newVenue, name: '   ' });
    expect(noName.json().message).toBe('Por favor completa todos los campos requeridos.');
    const zeroCapacity = await inject('POST', '/api/venues', cookie, { ...newVenue, capacity: 0 });
    expect(zeroCapacity.statusCode).toBe(400);
  });

  it('a user cannot create venues and a visitor must sign in', async () => {
    const { cookie } = await signedInUser(t, { role: 'user' });
    expect((await inject('POST', '/api/venues', cookie, newVenue)).statusCode).toBe(403);
    expect((await inject('POST', '/api/venues', undefined, newVenue)).statusCode).toBe(401);
  });

  it('an owner cannot edit, delete or read bookings of another owner’s venue: it is not found for them', async () => {
    const { venue } = await venueWithOwner(t);
    const guest = await signedInUser(t);
    await inject('POST', '/api/bookings', guest.cookie, bookingPayload(venue));
    const intruder = await signedInUser(t, { role: 'owner' });
    const edit = await inject('PUT', `/api/venues/${venue.id}`, intruder.cookie, {
      name: 'Mío',
      description: 'x',
      address: 'x',
      city: 'x',
      capacity: 2,
      pricePerHour: 1,
      amenities: [],
      images: [],
    });
    expect(edit.statusCode).toBe(404);
    expect((await inject('DELETE', `/api/venues/${venue.id}`, intruder.cookie)).statusCode).toBe(404);
    const theirs = await inject('GET', '/api/bookings/owner', intruder.cookie);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual([]);
    const row = await t.db
      .selectFrom('venues')
      .select(['name', 'deletedAt'])
      .where('id', '=', venue.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: venue.name, deletedAt: null });
  });

  it('the owner edits price and amenities; the owner sees bookings and income', async () => {
    const owner = await signedInUser(t, { role: 'owner' });
    const created = (await inject('POST', '/api/venues', owner.cookie, newVenue)).json();
    const edit = await inject('PUT', `/api/venues/${created.id}`, owner.cookie, {
      name: created.name,
      description: 'Ciclorama blanco, luz natural y camerino.',
      address: created.address,
      city: created.city,
      capacity: 12,
      pricePerHour: 700,
      amenities: ['Wi-Fi', 'Camerino'],
      images: [],
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ pricePerHour: '700.00', amenities: ['Wi-Fi', 'Camerino'] });

    const guest = await signedInUser(t);
    const booked = await inject('POST', '/api/bookings', guest.cookie, bookingPayload(edit.json(), { hours: 2 }));
    expect(booked.statusCode).toBe(201);
    const bookings = await inject('GET', '/api/bookings/owner', owner.cookie);
    expect(bookings.json().map((b: { id: string }) => b.id)).toEqual([booked.json().id]);
    const stats = await inject('GET', '/api/owner/stats', owner.cookie);
    // The guest pays 700 × 2 = 1400 + 10 % = 1540; the owner's share is 1400, expected until it takes place.
    expect(stats.json()).toMatchObject({
      venueCount: 1,
      bookingCount: 1,
      income: '0.00',
      earnedIncome: '0.00',
      expectedIncome: '1400.00',
    });
    expect(stats.json().recentBookings).toHaveLength(1);
  });

  it('owner income is the owner’s share: completed bookings are earned, upcoming ones expected, cancelled ones neither', async () => {
    const owner = await signedInUser(t, { role: 'owner' });
    const venue = (await inject('POST', '/api/venues', owner.cookie, { ...newVenue, pricePerHour: 500 })).json();
    const guest = await signedInUser(t);
    const past = (
      await inject('POST', '/api/bookings', guest.cookie, bookingPayload(venue, { dayOffset: 1, hours: 4 }))
    ).json();
    await inject('POST', '/api/bookings', guest.cookie, bookingPayload(venue, { dayOffset: 2, hours: 2 }));
    const cancelled = (
      await inject('POST', '/api/bookings', guest.cookie, bookingPayload(venue, { dayOffset: 3, hours: 8 }))
    ).json();
    await inject('POST', `/api/bookings/${cancelled.id}/cancel`, owner.cookie);
    // the first booking took place last week (still "confirmed": the housekeeping job has not run)
    const week = 7 * 24 * 3600 * 1000;
    await t.db
      .updateTable('bookings')
      .set({ startAt: new Date(Date.parse(past.startDate) - week), endAt: new Date(Date.parse(past.endDate) - week) })
      .where('id', '=', past.id)
      .execute();

    const stats = (await inject('GET', '/api/owner/stats', owner.cookie)).json();
    // earned 500 × 4 (not the guest's 2200 with commission); expected 500 × 2
    expect(stats).toMatchObject({ income: '2000.00', earnedIncome: '2000.00', expectedIncome: '1000.00' });
  });

  it('the owner lists all their bookings, filtered by venue, state and day; others’ stay out', async () => {
    const owner = await signedInUser(t, { role: 'owner' });
    const a = (await inject('POST', '/api/venues', owner.cookie, { ...newVenue, name: 'Foro A' })).json();
    const b = (await inject('POST', '/api/venues', owner.cookie, { ...newVenue, name: 'Foro B' })).json();
    const { venue: foreign } = await venueWithOwner(t);
    const guest = await signedInUser(t, { firstName: 'Lía' });
    const made: { id: string }[] = [];
    for (const [venue, dayOffset, startTime] of [
      [a, 2, '12:00'],
      [a, 3, '12:00'],
      [b, 3, '18:00'],
      [a, 4, '12:00'],
      [b, 5, '12:00'],
      [b, 6, '12:00'],
    ] as const) {
      const payload = bookingPayload(venue, { dayOffset, startTime });
      made.push((await inject('POST', '/api/bookings', guest.cookie, payload)).json());
    }
    await inject('POST', '/api/bookings', guest.cookie, bookingPayload(foreign, { dayOffset: 3 }));
    await inject('POST', `/api/bookings/${made[5]?.id}/cancel`, owner.cookie);

    const list = async (filter?: object) => {
      const input = encodeURIComponent(JSON.stringify({ json: filter ?? {} }));
      const res = await t.app.inject({
        method: 'GET',
        url: `/trpc/bookings.owner?input=${input}`,
        headers: { cookie: owner.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().result.data.json as { id: string }[]).map((x) => x.id);
    };
    const ids = (idx: number[]) => idx.map((i) => made[i]?.id);
    // all six, newest start first; more than the dashboard's 5
    expect(await list()).toEqual(ids([5, 4, 3, 2, 1, 0]));
    expect(await list({ venueId: b.id })).toEqual(ids([5, 4, 2]));
    expect(await list({ status: 'cancelled' })).toEqual(ids([5]));
    expect(await list({ status: 'confirmed', venueId: a.id })).toEqual(ids([3, 1, 0]));
    expect(await list({ date: bookingDates()[3] })).toEqual(ids([2, 1]));
    const bad = await t.app.inject({
      method: 'GET',
      url: `/trpc/bookings.owner?input=${encodeURIComponent(JSON.stringify({ json: { status: 'perdida' } }))}`,
      headers: { cookie: owner.cookie },
    });
    expect(bad.statusCode).toBe(400);
    // the REST shim of SPEC.md keeps answering the whole list
    expect((await inject('GET', '/api/bookings/owner', owner.cookie)).json()).toHaveLength(6);
  });

  it('a venue with future bookings cannot be deleted; without them it is deleted and past bookings stay readable', async () => {
    const owner = await signedInUser(t, { role: 'owner' });
    const created = (await inject('POST', '/api/venues', owner.cookie, newVenue)).json();
    const guest = await signedInUser(t);
    const booked = (await inject('POST', '/api/bookings', guest.cookie, bookingPayload(created))).json();
    const refused = await inject('DELETE', `/api/venues/${created.id}`, owner.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('No puedes eliminar un espacio con reservas futuras. Cancélalas primero.');

    expect((await inject('POST', `/api/bookings/${booked.id}/cancel`, owner.cookie)).json().status).toBe('cancelled');
    expect((await inject('DELETE', `/api/venues/${created.id}`, owner.cookie)).statusCode).toBe(200);
    expect((await inject('GET', `/api/venues/${created.id}`)).statusCode).toBe(404);
    const guestList = await inject('GET', '/api/bookings', guest.cookie);
    expect(guestList.json()[0]).toMatchObject({ id: booked.id, venueName: created.name, status: 'cancelled' });
  });
});

describe('blocked time', () => {
  it('a blocked range refuses bookings and hides the venue from availability search', async () => {
    const owner = await signedInUser(t, { role: 'owner' });
    const city = `Bloqueos ${Date.now()}`;
    const venue = (await inject('POST', '/api/venues', owner.cookie, { ...newVenue, city })).json();
    const date = bookingDates()[6] as string;
    const block = await inject('POST', `/api/venues/${venue.id}/blocks`, owner.cookie, {
      startDate: slotToRange(date, '00:00', 0).start.toISOString(),
      endDate: slotToRange(date, '14:00', 0).start.toISOString(),
      reason: 'Mantenimiento',
    });
    expect(block.statusCode).toBe(201);

    const guest = await signedInUser(t);
    const refused = await inject(
      'POST',
      '/api/bookings',
      guest.cookie,
      bookingPayload(venue, { dayOffset: 6, startTime: '12:00', hours: 2 }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SLOT_TAKEN');
    const search = await inject(
      'GET',
      `/api/venues?city=${encodeURIComponent(city)}&date=${date}&startTime=09:00&duration=2`,
    );
    expect(search.json()).toEqual([]);
    const later = await inject(
      'GET',
      `/api/venues?city=${encodeURIComponent(city)}&date=${date}&startTime=15:00&duration=2`,
    );
    expect(later.json().map((v: { id: string }) => v.id)).toEqual([venue.id]);
    const slots = await inject('GET', `/api/venues/${venue.id}/availability?date=${date}&duration=2`);
    expect(
      slots
        .json()
        .filter((s: { available: boolean }) => !s.available)
        .map((s: { startTime: string }) => s.startTime),
    ).toEqual(['09:00', '12:00']);
    expect(
      (
        await inject(
          'POST',
          '/api/bookings',
          guest.cookie,
          bookingPayload(venue, { dayOffset: 6, startTime: '15:00', hours: 2 }),
        )
      ).statusCode,
    ).toBe(201);

    // a block over an existing booking is refused; another owner cannot block
    const clash = await inject('POST', `/api/venues/${venue.id}/blocks`, owner.cookie, {
      startDate: slotToRange(date, '15:00', 0).start.toISOString(),
      endDate: slotToRange(date, '16:00', 0).start.toISOString(),
    });
    expect(clash.statusCode).toBe(409);
    const other = await signedInUser(t, { role: 'owner' });
    const foreign = await inject('POST', `/api/venues/${venue.id}/blocks`, other.cookie, {
      startDate: slotToRange(date, '20:00', 0).start.toISOString(),
      endDate: slotToRange(date, '22:00', 0).start.toISOString(),
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('calendar feed and check-in', () => {
  it('the iCalendar feed parses and lists exactly the owner’s bookings', async () => {
    const owner = await signedInUser(t, { role: 'owner' });
    const mine = (await inject('POST', '/api/venues', owner.cookie, newVenue)).json();
    const { venue: foreign } = await venueWithOwner(t);
    const guest = await signedInUser(t, { firstName: 'Mariana', lastName: 'Soto' });
    const a = (await inject('POST', '/api/bookings', guest.cookie, bookingPayload(mine, { dayOffset: 2 }))).json();
    const b = (
      await inject(
        'POST',
        '/api/bookings',
        guest.cookie,
        bookingPayload(mine, { dayOffset: 3, startTime: '18:00', hours: 2 }),
      )
    ).json();
    await inject('POST', '/api/bookings', guest.cookie, bookingPayload(foreign, { dayOffset: 2 }));
    const c = (await inject('POST', '/api/bookings', guest.cookie, bookingPayload(mine, { dayOffset: 4 }))).json();
    await inject('POST', `/api/bookings/${c.id}/cancel`, owner.cookie);
    // Issue 16: a request waiting for the owner is in the feed, marked as not confirmed yet.
    expect(
      (await inject('PUT', `/api/venues/${mine.id}`, owner.cookie, { ...newVenue, bookingMode: 'request' })).statusCode,
    ).toBe(200);
    const d = (await inject('POST', '/api/bookings', guest.cookie, bookingPayload(mine, { dayOffset: 5 }))).json();
    expect(d.status).toBe('pending');

    const date = bookingDates()[9] as string;
    const block = (
      await inject('POST', `/api/venues/${mine.id}/blocks`, owner.cookie, {
        startDate: slotToRange(date, '09:00', 0).start.toISOString(),
        endDate: slotToRange(date, '13:00', 0).start.toISOString(),
        reason: 'Mantenimiento',
      })
    ).json();

    const { url } = (await inject('GET', '/api/owner/calendar-url', owner.cookie)).json();
    const path = new URL(url).pathname;
    const feed = await t.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/text\/calendar/);
    const events = new ICAL.Component(ICAL.parse(feed.body))
      .getAllSubcomponents('vevent')
      .map((e) => new ICAL.Event(e));
    expect(events.map((e) => e.uid).sort()).toEqual(
      [
        `${a.id}@rentas-por-hora`,
        `${b.id}@rentas-por-hora`,
        `${d.id}@rentas-por-hora`,
        `block-${block.id}@rentas-por-hora`,
      ].sort(),
    );
    const request = events.find((e) => e.uid.startsWith(d.id));
    expect(request?.summary).toMatch(/^Por confirmar · /);
    expect(request?.component.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(events.find((e) => e.uid.startsWith(a.id))?.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    const blocked = events.find((e) => e.uid.startsWith('block-'));
    expect(blocked?.summary).toBe(`${mine.name}: bloqueado`);
    expect(blocked?.description).toBe('Motivo: Mantenimiento');
    expect(blocked?.startDate.toJSDate().toISOString()).toBe(block.startDate);
    expect(blocked?.endDate.toJSDate().toISOString()).toBe(block.endDate);
    const first = events.find((e) => e.uid.startsWith(a.id));
    expect(first?.summary).toContain('Mariana Soto');
    // An instant (UTC, "Z"), not a floating time that calendar apps would read as local time.
    expect(first?.startDate.zone.tzid).toBe('UTC');
    expect(first?.startDate.toJSDate().toISOString()).toBe(a.startDate);
    expect(first?.endDate.toJSDate().toISOString()).toBe(a.endDate);

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/calendar/0123456789abcdef0123456789abcdef.ics' })).statusCode,
    ).toBe(404);
  });

  it('the QR link shows the booking to the venue owner and lets them check the guest in; others learn nothing', async () => {
    const owner = await signedInUser(t, { role: 'owner' });
    const venue = (await inject('POST', '/api/venues', owner.cookie, newVenue)).json();
    const guest = await signedInUser(t, { firstName: 'Iván' });
    const booking = (await inject('POST', '/api/bookings', guest.cookie, bookingPayload(venue))).json();
    const { checkInUrl } = await import('@rentas/api');
    const link = new URL(checkInUrl(booking.id, t.config.publicUrl, t.config.appSecret));
    const sig = link.searchParams.get('sig') as string;

    const view = await inject('GET', `/api/check-in/${booking.id}?sig=${sig}`, owner.cookie);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ venueName: venue.name, guestCount: 2, checkedInAt: null, code: booking.code });
    expect(view.json().guestName).toContain('Iván');

    for (const who of [guest.cookie, (await signedInUser(t, { role: 'owner' })).cookie]) {
      expect((await inject('GET', `/api/check-in/${booking.id}?sig=${sig}`, who)).statusCode).toBe(404);
    }
    expect((await inject('GET', `/api/check-in/${booking.id}?sig=forged`, owner.cookie)).statusCode).toBe(404);

    // the booking starts tomorrow or later: too early to record the arrival
    expect(view.json().checkInOpensAt).toBe(new Date(Date.parse(booking.startDate) - 3600_000).toISOString());
    const early = await inject('POST', `/api/check-in/${booking.id}`, owner.cookie, { sig });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Aún es pronto: la llegada se registra desde 60 minutos antes del inicio de la reserva.',
    );
    expect((await inject('GET', `/api/check-in/${booking.id}?sig=${sig}`, owner.cookie)).json().checkedInAt).toBe(null);

    // 45 minutes before the start the window is open
    const start = Date.parse(booking.startDate);
    const shift = start - 45 * 60_000 - Date.now();
    await t.db
      .updateTable('bookings')
      .set({ startAt: new Date(start - shift), endAt: new Date(Date.parse(booking.endDate) - shift) })
      .where('id', '=', booking.id)
      .execute();
    const done = await inject('POST', `/api/check-in/${booking.id}`, owner.cookie, { sig });
    expect(done.statusCode).toBe(200);
    expect(done.json().checkedInAt).toEqual(expect.any(String));
  });

  it('a booking that has ended can no longer be checked in', async () => {
    const owner = await signedInUser(t, { role: 'owner' });
    const venue = (await inject('POST', '/api/venues', owner.cookie, newVenue)).json();
    const guest = await signedInUser(t);
    const booking = (await inject('POST', '/api/bookings', guest.cookie, bookingPayload(venue))).json();
    const week = 7 * 24 * 3600_000;
    await t.db
      .updateTable('bookings')
      .set({ startAt: new Date(Date.parse(booking.startDate) - week), endAt: new Date(Date.now() - 60_000) })
      .where('id', '=', booking.id)
      .execute();
    const { checkInUrl } = await import('@rentas/api');
    const sig = new URL(checkInUrl(booking.id, t.config.publicUrl, t.config.appSecret)).searchParams.get('sig');
    const late = await inject('POST', `/api/check-in/${booking.id}`, owner.cookie, { sig });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('La reserva ya terminó: ya no se puede registrar la llegada.');
  });
});

describe('owner applications', () => {
  it('a user applies to become an owner; missing fields and a second pending application are refused', async () => {
    const { cookie, user } = await signedInUser(t);
    const missing = await inject('POST', '/api/become-owner', cookie, { businessName: '', phone: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Por favor completa todos los campos requeridos.');
    const ok = await inject('POST', '/api/become-owner', cookie, {
      businessName: 'Foro Sur',
      phone: '55 1234 5678',
      experience: '',
      motivation: 'Quiero rentar mi foro',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ status: 'pending', businessName: 'Foro Sur', experience: null });
    const again = await inject('POST', '/api/become-owner', cookie, {
      businessName: 'Foro Sur',
      phone: '55 1234 5678',
    });
    expect(again.statusCode).toBe(409);
    const row = await t.db.selectFrom('users').select('role').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.role).toBe('user');
  });
});

describe('editing prices and abandoned uploads', () => {
  it('a per-day price can be cleared, an omitted one is kept, and no price at all is refused', async () => {
    const owner = await signedInUser(t, { role: 'owner' });
    const venue = (await inject('POST', '/api/venues', owner.cookie, { ...newVenue, pricePerDay: '5000' })).json();
    const base = {
      name: venue.name,
      description: 'Con luz natural',
      address: venue.address,
      city: venue.city,
      capacity: 12,
      amenities: [],
      images: [],
    };
    const kept = await inject('PUT', `/api/venues/${venue.id}`, owner.cookie, { ...base, pricePerHour: 700 });
    expect(kept.json()).toMatchObject({ pricePerHour: '700.00', pricePerDay: '5000.00' });
    const cleared = await inject('PUT', `/api/venues/${venue.id}`, owner.cookie, {
      ...base,
      pricePerHour: 700,
      pricePerDay: null,
    });
    expect(cleared.json()).toMatchObject({ pricePerHour: '700.00', pricePerDay: null });
    const none = await inject('PUT', `/api/venues/${venue.id}`, owner.cookie, { ...base, pricePerHour: null });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Debes establecer al menos un precio (por hora o por día).');
  });

  it('photos uploaded by a form that was never saved are removed after a day; used ones stay', async () => {
    const { purgeOrphanUploads, LocalImageStorage } = await import('@rentas/api');
    const owner = await signedInUser(t, { role: 'owner' });
    const storage = new LocalImageStorage(t.config.uploadsDir);
    const orphanUrl = await storage.put('venues/huerfana.jpg', Buffer.from('x'), 'image/jpeg');
    const usedUrl = await storage.put('venues/usada.jpg', Buffer.from('y'), 'image/jpeg');
    const old = new Date(Date.now() - 25 * 3600_000);
    for (const [key, url] of [
      ['venues/huerfana.jpg', orphanUrl],
      ['venues/usada.jpg', usedUrl],
    ] as const) {
      await t.db
        .insertInto('uploadedImages')
        .values({
          uploadedBy: owner.user.id,
          storageKey: key,
          url,
          originalName: key,
          originalBytes: 1,
          storedBytes: 1,
          width: 1,
          height: 1,
          createdAt: old,
        })
        .execute();
    }
    await inject('POST', '/api/venues', owner.cookie, { ...newVenue, images: [usedUrl] });
    const removed = await purgeOrphanUploads({ db: t.db, storage }, new Date());
    expect(removed).toBe(1);
    const left = await t.db
      .selectFrom('uploadedImages')
      .select('url')
      .where('uploadedBy', '=', owner.user.id)
      .execute();
    expect(left.map((r) => r.url)).toEqual([usedUrl]);
    expect((await t.app.inject({ method: 'GET', url: usedUrl })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: orphanUrl })).statusCode).toBe(404);
  });
});
