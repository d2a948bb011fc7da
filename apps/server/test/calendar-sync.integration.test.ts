/**
 * Issue 18, calendars: an owner subscribes a venue to an external iCal URL (served here by the
 * test); its busy times become "Ocupado (calendario externo)" blocks that the search, the
 * month view and bookings respect; an updated feed moves them; a broken or unreachable feed is
 * reported in Spanish and leaves them. The owner's calendar answers bookings (with the guest's
 * contact) and blocks of the owner's venues only. Runs on PGlite and PostgreSQL.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { feedOptions, refreshDueFeeds } from '@rentas/api';
import { createUser } from '@rentas/db/testing';
import { bookingDates, slotToRange } from '@rentas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBooking, signedInUser, testConfig, useTestApp } from './helpers';

const t = useTestApp();
/** The app's feed options (its secret seals the stored URLs). */
const feeds = feedOptions(testConfig());

/** What the test's calendar server answers, changed by each test. */
const feed = { status: 200, type: 'text/calendar', body: '' };
/** Requests the test's calendar server received, by path. */
const hits = new Map<string, number>();
let server: Server;
let feedUrl = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.set(req.url ?? '', (hits.get(req.url ?? '') ?? 0) + 1);
    res.writeHead(feed.status, { 'content-type': feed.type });
    res.end(feed.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/agenda.ics`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** "20261201T160000Z" for a Mexico City date and time. */
function icsTime(date: string, time: string): string {
  return slotToRange(date, time, 0)
    .start.toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function calendar(...events: string[]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Prueba//ES', ...events, 'END:VCALENDAR'].join('\r\n');
}

function event(uid: string, date: string, from: string, to: string, extra: string[] = []): string {
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${icsTime(date, '00:00')}`,
    `DTSTART:${icsTime(date, from)}`,
    `DTEND:${icsTime(date, to)}`,
    'SUMMARY:Ensayo privado',
    ...extra,
    'END:VEVENT',
  ].join('\r\n');
}

async function ownerWithVenue() {
  const { user, cookie } = await signedInUser(t, { role: 'owner' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/venues',
    headers: { cookie },
    payload: {
      name: `Foro Calendario ${Date.now()}`,
      category: 'event_space',
      description: 'Foro con escenario.',
      address: 'Calle Londres 161, Juárez, Cuauhtémoc, 06600',
      city: 'Ciudad de México',
      capacity: 80,
      pricePerHour: '900',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { user, cookie, venueId: res.json().id as string };
}

function call(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

/** The feed address as the database holds it. */
async function storedFeedUrl(venueId: string): Promise<string> {
  const row = await t.db
    .selectFrom('venueCalendarFeeds')
    .select('url')
    .where('venueId', '=', venueId)
    .executeTakeFirstOrThrow();
  return row.url;
}

async function blocksOf(venueId: string, cookie: string) {
  const res = await call('GET', `/api/venues/${venueId}/blocks`, cookie);
  expect(res.statusCode).toBe(200);
  return res.json() as { id: string; startDate: string; endDate: string; reason: string; source: string }[];
}

describe('an external iCal calendar', () => {
  const days = bookingDates();
  const day = days[4] as string;
  const otherDay = days[6] as string;

  it('turns busy times into blocks; free, cancelled and past events are left out', async () => {
    const { cookie, venueId } = await ownerWithVenue();
    feed.body = calendar(
      event('a@prueba', day, '10:00', '13:00'),
      event('b@prueba', day, '15:00', '16:00', ['TRANSP:TRANSPARENT']),
      event('c@prueba', day, '18:00', '20:00', ['STATUS:CANCELLED']),
      event('d@prueba', '2020-01-01', '10:00', '12:00'),
    );
    const res = await call('PUT', `/api/venues/${venueId}/calendar-feed`, cookie, { url: feedUrl });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ url: feedUrl, lastError: null, blockCount: 1 });
    const blocks = await blocksOf(venueId, cookie);
    expect(blocks).toEqual([
      expect.objectContaining({
        startDate: slotToRange(day, '10:00', 0).start.toISOString(),
        endDate: slotToRange(day, '13:00', 0).start.toISOString(),
        reason: 'Ocupado (calendario externo)',
        source: 'external',
      }),
    ]);
    // The month view and the search keep that time busy.
    const month = (await call('GET', `/api/venues/${venueId}/availability-month?duration=2`, cookie)).json();
    const free = month.find((d: { date: string }) => d.date === day).freeStartTimes as string[];
    expect(free).not.toContain('09:00'); // 09–11 meets 10–13
    expect(free).not.toContain('12:00');
    expect(free).toContain('15:00');
    // Not deletable here: it would come back at the next refresh.
    const del = await call('DELETE', `/api/blocks/${blocks[0]?.id}`, cookie);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(
      'Este bloqueo viene de tu calendario externo: cámbialo allí y actualiza el calendario.',
    );
  });

  it('keeps the feed’s address sealed in the database; another app secret cannot open it and changes nothing', async () => {
    const { cookie, venueId } = await ownerWithVenue();
    feed.body = calendar(event('s@prueba', day, '10:00', '11:00'));
    expect((await call('PUT', `/api/venues/${venueId}/calendar-feed`, cookie, { url: feedUrl })).statusCode).toBe(200);
    // A read of the database alone (a backup) shows no address; the owner reads it back.
    const stored = await storedFeedUrl(venueId);
    expect(stored).toMatch(/^sealed:v1:/);
    expect(stored).not.toContain('127.0.0.1');
    expect(stored).not.toContain('agenda');
    expect((await call('GET', `/api/venues/${venueId}/calendar-feed`, cookie)).json().url).toBe(feedUrl);

    // Read with another secret: the feed cannot be opened, says so in Spanish and keeps its blocks.
    feed.body = calendar(event('s@prueba', day, '18:00', '19:00'));
    const other = { ...feeds, secret: 'another-secret-another-secret-0123456789', allowPrivateHosts: true };
    await refreshDueFeeds(t.db, new Date(Date.now() + 2 * 24 * 3600_000), other);
    const after = (await call('GET', `/api/venues/${venueId}/calendar-feed`, cookie)).json();
    expect(after.lastError).toBe(
      'No pudimos abrir el enlace guardado de tu calendario. Vuelve a pegar su dirección iCal.',
    );
    expect((await blocksOf(venueId, cookie))[0]?.startDate).toBe(slotToRange(day, '10:00', 0).start.toISOString());
  });

  it('an updated feed moves the blocks; a broken or unreachable feed leaves them and says why', async () => {
    const { cookie, venueId } = await ownerWithVenue();
    feed.body = calendar(event('a@prueba', day, '10:00', '12:00'));
    expect((await call('PUT', `/api/venues/${venueId}/calendar-feed`, cookie, { url: feedUrl })).statusCode).toBe(200);

    feed.body = calendar(event('a@prueba', otherDay, '09:00', '11:00'), event('b@prueba', otherDay, '10:30', '14:00'));
    const moved = await call('POST', `/api/venues/${venueId}/calendar-feed/refresh`, cookie);
    expect(moved.statusCode, moved.body).toBe(200);
    // Overlapping events become one block.
    expect((await blocksOf(venueId, cookie)).map((b) => [b.startDate, b.endDate])).toEqual([
      [slotToRange(otherDay, '09:00', 0).start.toISOString(), slotToRange(otherDay, '14:00', 0).start.toISOString()],
    ]);
    const before = await blocksOf(venueId, cookie);

    feed.type = 'text/html';
    feed.body = '<html><body>Inicia sesión</body></html>';
    const broken = await call('POST', `/api/venues/${venueId}/calendar-feed/refresh`, cookie);
    expect(broken.statusCode).toBe(422);
    expect(broken.json().message).toBe(
      'Ese enlace no es un calendario iCal. Copia la dirección iCal (.ics) de tu calendario de Google u Outlook.',
    );
    expect(await blocksOf(venueId, cookie)).toEqual(before);
    const status = (await call('GET', `/api/venues/${venueId}/calendar-feed`, cookie)).json();
    expect(status.lastError).toBe(broken.json().message);

    feed.status = 500;
    const down = await call('POST', `/api/venues/${venueId}/calendar-feed/refresh`, cookie);
    expect(down.statusCode).toBe(422);
    expect(down.json().message).toBe(
      'No pudimos leer ese calendario. Revisa que el enlace sea público y vuelve a intentarlo.',
    );
    expect(await blocksOf(venueId, cookie)).toEqual(before);
    feed.status = 200;
    feed.type = 'text/calendar';
  });

  it('a URL that is not a calendar is refused and nothing is saved', async () => {
    const { cookie, venueId } = await ownerWithVenue();
    feed.type = 'application/json';
    feed.body = '{"events":[]}';
    const res = await call('PUT', `/api/venues/${venueId}/calendar-feed`, cookie, { url: feedUrl });
    expect(res.statusCode).toBe(422);
    expect((await call('GET', `/api/venues/${venueId}/calendar-feed`, cookie)).json()).toBeNull();
    const notUrl = await call('PUT', `/api/venues/${venueId}/calendar-feed`, cookie, { url: 'ftp://agenda' });
    expect(notUrl.statusCode).toBe(400);
    expect(notUrl.json().message).toBe('Escribe una dirección que empiece con https:// o webcal://.');
    feed.type = 'text/calendar';
  });

  it('the scheduled refresh reads feeds not read for 30 minutes, and refuses private hosts unless allowed', async () => {
    const { cookie, venueId } = await ownerWithVenue();
    feed.body = calendar(event('a@prueba', day, '08:00', '09:00'));
    expect((await call('PUT', `/api/venues/${venueId}/calendar-feed`, cookie, { url: feedUrl })).statusCode).toBe(200);
    feed.body = calendar(event('a@prueba', day, '20:00', '21:00'));
    const soon = await refreshDueFeeds(t.db, new Date(Date.now() + 10 * 60_000), { ...feeds, allowPrivateHosts: true });
    expect(soon.refreshed).toBe(0);
    const later = new Date(Date.now() + 31 * 60_000);
    // Without the allowance, a feed on 127.0.0.1 is not read (no reaching inside the network).
    const refused = await refreshDueFeeds(t.db, later, { ...feeds, allowPrivateHosts: false });
    expect(refused.failed).toBeGreaterThanOrEqual(1);
    expect((await blocksOf(venueId, cookie))[0]?.startDate).toBe(slotToRange(day, '08:00', 0).start.toISOString());
    const allowed = await refreshDueFeeds(t.db, new Date(later.getTime() + 31 * 60_000), {
      ...feeds,
      allowPrivateHosts: true,
    });
    expect(allowed.refreshed).toBeGreaterThanOrEqual(1);
    expect((await blocksOf(venueId, cookie))[0]?.startDate).toBe(slotToRange(day, '20:00', 0).start.toISOString());
  });
});

describe('a feed whose name leads inside our network', () => {
  it('is refused at the moment of connecting, so a name that changes its answer (DNS rebinding) reaches nothing', async () => {
    const { cookie, venueId } = await ownerWithVenue();
    const day = bookingDates()[4] as string;
    feed.body = calendar(event('r@prueba', day, '10:00', '11:00'));
    const port = (server.address() as AddressInfo).port;
    // A name (not an address) in the URL: only the resolver tells where it leads.
    await t.db
      .insertInto('venueCalendarFeeds')
      .values({ venueId, url: `http://agenda-externa.prueba:${port}/rebinding.ics` })
      .execute();
    // The resolver the socket connects with answers 127.0.0.1, as a rebinding name would on
    // its second lookup.
    const inside: LookupFunction = (_host, options, callback) => {
      if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
      else callback(null, '127.0.0.1', 4);
    };
    const at = new Date(Date.now() + 24 * 3600_000);
    await refreshDueFeeds(t.db, at, { ...feeds, allowPrivateHosts: false, lookup: inside });
    expect(hits.get('/rebinding.ics') ?? 0).toBe(0);
    expect(await blocksOf(venueId, cookie)).toEqual([]);
    const refused = await call('GET', `/api/venues/${venueId}/calendar-feed`, cookie);
    expect(refused.json().lastError).toBeTruthy();

    // The same resolver where private hosts are allowed: the name is read through it.
    await refreshDueFeeds(t.db, new Date(at.getTime() + 31 * 60_000), {
      ...feeds,
      allowPrivateHosts: true,
      lookup: inside,
    });
    expect(hits.get('/rebinding.ics')).toBe(1);
    // An address stored before addresses were sealed is sealed at its next read.
    const stored = await storedFeedUrl(venueId);
    expect(stored).toMatch(/^sealed:v1:/);
    expect((await blocksOf(venueId, cookie))[0]?.startDate).toBe(slotToRange(day, '10:00', 0).start.toISOString());
  });
});

describe('the owner’s calendar', () => {
  it('answers the owner’s bookings with the guest’s contact and blocks, and nothing of other owners', async () => {
    const { cookie, venueId } = await ownerWithVenue();
    const guest = await createUser(t.db, { firstName: 'Lucía', lastName: 'Rangel' });
    const date = bookingDates()[3] as string;
    const { start, end } = slotToRange(date, '12:00', 2);
    const booking = await insertBooking(t, {
      venueId,
      userId: guest.id,
      startAt: start,
      endAt: end,
      status: 'confirmed',
    });
    // The guest asked to move it to the next day (issue 16): shown where it would go.
    const moved = slotToRange(bookingDates()[4] as string, '12:00', 2);
    await t.db
      .insertInto('bookingReschedules')
      .values({
        bookingId: booking.id,
        startAt: moved.start,
        endAt: moved.end,
        subtotal: '1800.00',
        addOnsTotal: '0.00',
        cleaningFee: '0.00',
        commission: '180.00',
        totalAmount: '1980.00',
      })
      .execute();
    const from = new Date(Date.now() - 3600_000).toISOString();
    const to = new Date(Date.now() + 30 * 24 * 3600_000).toISOString();
    const res = await call('GET', `/api/owner/calendar?from=${from}&to=${to}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().bookings).toEqual([
      expect.objectContaining({
        venueId,
        status: 'confirmed',
        startDate: start.toISOString(),
        guest: { name: 'Lucía Rangel', email: guest.email },
        checkedInAt: null,
      }),
    ]);
    expect(res.json().moves).toEqual([
      expect.objectContaining({
        bookingId: booking.id,
        startDate: moved.start.toISOString(),
        status: 'pending',
        guestName: 'Lucía Rangel',
      }),
    ]);
    const other = await signedInUser(t, { role: 'owner' });
    const theirs = await call('GET', `/api/owner/calendar?from=${from}&to=${to}`, other.cookie);
    expect(theirs.json()).toEqual({ bookings: [], blocks: [], moves: [] });
    const tooLong = await call(
      'GET',
      `/api/owner/calendar?from=${from}&to=${new Date(Date.now() + 90 * 24 * 3600_000).toISOString()}`,
      cookie,
    );
    expect(tooLong.statusCode).toBe(400);
  });
});
