/**
 * Issue 18, place: venues carry a colonia, an alcaldía, a postal code and a point (lat, lng);
 * SPEC.md's payload without them still creates a public venue placed at its colonia's centre
 * (else the city's) and marked approximate; GET /api/venues filters by colonia, alcaldía, map
 * area (bbox) and sorts by distance (near), each through its index. Runs on PGlite and PostgreSQL.
 */
import { createUser } from '@rentas/db/testing';
import { CITY_CENTRE, findColonia } from '@rentas/domain';
import { CompiledQuery, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, useTestApp, venueWithOwner } from './helpers';

const t = useTestApp();

const specVenue = {
  name: 'Estudio Lumen',
  category: 'studio',
  description: 'Ciclorama blanco y luz natural.',
  address: 'Calle Colima 143, Roma Norte, Cuauhtémoc, 06700',
  city: 'Ciudad de México',
  capacity: 12,
  pricePerHour: '650',
};

interface Answer {
  id: string;
  name: string;
  colonia: string | null;
  alcaldia: string | null;
  postalCode: string | null;
  lat: number;
  lng: number;
  locationApproximate: boolean;
  distanceMeters?: number;
}

function inject(method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

async function search(query: string): Promise<Answer[]> {
  const res = await inject('GET', `/api/venues${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('a venue’s place', () => {
  it('SPEC.md’s payload without a pin: the colonia of the address, at its centre, approximate', async () => {
    const { cookie } = await signedInUser(t, { role: 'owner' });
    const res = await inject('POST', '/api/venues', cookie, specVenue);
    expect(res.statusCode, res.body).toBe(201);
    const roma = findColonia('Roma Norte');
    expect(res.json()).toMatchObject({
      colonia: 'Roma Norte',
      alcaldia: 'Cuauhtémoc',
      postalCode: '06700',
      lat: roma?.lat,
      lng: roma?.lng,
      locationApproximate: true,
      isActive: true,
    });
    // Public at once, and answered with the same names by the search.
    const found = await search(`?q=${encodeURIComponent('Estudio Lumen')}`);
    expect(found.map((v) => v.id)).toContain(res.json().id);
  });

  it('an unknown colonia stands at the city centre; a pin is kept exactly', async () => {
    const { cookie } = await signedInUser(t, { role: 'owner' });
    const unknown = await inject('POST', '/api/venues', cookie, { ...specVenue, address: 'Camino Viejo 4' });
    expect(unknown.json()).toMatchObject({ colonia: null, ...CITY_CENTRE, locationApproximate: true });
    const pinned = await inject('POST', '/api/venues', cookie, {
      ...specVenue,
      address: 'Calle Havre 64, Juárez',
      lat: 19.42712,
      lng: -99.16043,
    });
    expect(pinned.statusCode, pinned.body).toBe(201);
    expect(pinned.json()).toMatchObject({
      colonia: 'Juárez',
      alcaldia: 'Cuauhtémoc',
      postalCode: '06600',
      lat: 19.42712,
      lng: -99.16043,
      locationApproximate: false,
    });
  });

  it('refuses a pin outside the city or half a pin, in Spanish, and stores nothing', async () => {
    const { cookie, user } = await signedInUser(t, { role: 'owner' });
    const outside = await inject('POST', '/api/venues', cookie, { ...specVenue, lat: 40.4, lng: -3.7 });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe('El pin debe estar dentro de la Ciudad de México.');
    const half = await inject('POST', '/api/venues', cookie, { ...specVenue, lat: 19.42 });
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toBe('Coloca el pin del lugar en el mapa.');
    const text = await inject('POST', '/api/venues', cookie, { ...specVenue, lat: '19.42', lng: '-99.16' });
    expect(text.statusCode).toBe(400);
    const badCode = await inject('POST', '/api/venues', cookie, { ...specVenue, postalCode: '6700' });
    expect(badCode.json().message).toBe('El código postal debe tener 5 dígitos.');
    const stored = await t.db.selectFrom('venues').select('id').where('ownerId', '=', user.id).execute();
    expect(stored).toEqual([]);
  });

  it('an edit without a pin keeps the owner’s pin; an approximate place follows the new address', async () => {
    const { cookie } = await signedInUser(t, { role: 'owner' });
    const pinned = (await inject('POST', '/api/venues', cookie, { ...specVenue, lat: 19.4185, lng: -99.1631 })).json();
    const edit = { ...specVenue, address: 'Calle Tamaulipas 58, Condesa, Cuauhtémoc, 06140' };
    const kept = await inject('PUT', `/api/venues/${pinned.id}`, cookie, edit);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ colonia: 'Condesa', lat: 19.4185, lng: -99.1631, locationApproximate: false });

    const rough = (await inject('POST', '/api/venues', cookie, specVenue)).json();
    const moved = await inject('PUT', `/api/venues/${rough.id}`, cookie, edit);
    const condesa = findColonia('Condesa');
    expect(moved.json()).toMatchObject({
      colonia: 'Condesa',
      lat: condesa?.lat,
      lng: condesa?.lng,
      locationApproximate: true,
    });
  });
});

describe('searching by place', () => {
  const tag = `Lugar${Date.now()}`;
  let roma: string;
  let juarez: string;
  let coyoacan: string;

  beforeAll(async () => {
    const place = (name: string, colonia: string, alcaldia: string, lat: number, lng: number) =>
      venueWithOwner(t, { name: `${tag} ${name}`, colonia, alcaldia, lat, lng });
    roma = (await place('Roma', 'Roma Norte', 'Cuauhtémoc', 19.419, -99.162)).venue.id;
    juarez = (await place('Juárez', 'Juárez', 'Cuauhtémoc', 19.427, -99.159)).venue.id;
    coyoacan = (await place('Coyoacán', 'Coyoacán', 'Coyoacán', 19.35, -99.162)).venue.id;
  });

  const ids = async (query: string) => (await search(`?q=${tag}&${query}`)).map((v) => v.id);

  it('colonia and alcaldía: accent- and case-insensitive', async () => {
    expect(await ids('colonia=juarez')).toEqual([juarez]);
    expect(await ids(`colonia=${encodeURIComponent('ROMA NORTE')}`)).toEqual([roma]);
    expect((await ids(`alcaldia=${encodeURIComponent('cuauhtemoc')}`)).sort()).toEqual([roma, juarez].sort());
    expect(await ids('colonia=Polanco')).toEqual([]);
  });

  it('bbox keeps the venues inside the map area; a malformed area is a 400 in Spanish', async () => {
    // Around Roma Norte and Juárez, not Coyoacán.
    expect((await ids('bbox=-99.17,19.41,-99.15,19.43')).sort()).toEqual([roma, juarez].sort());
    expect(await ids('bbox=-99.17,19.34,-99.15,19.36')).toEqual([coyoacan]);
    for (const bad of [
      '-99.17,19.41,-99.15',
      '-99.15,19.41,-99.17,19.43',
      'a,b,c,d',
      '1e3,1,2,3',
      '-99.17,19.41,-99.15,91',
    ]) {
      const res = await inject('GET', `/api/venues?bbox=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe('Zona del mapa no válida.');
    }
    expect((await inject('GET', '/api/venues?bbox=-99.17,19.41,-99.15,19.43%00')).statusCode).toBe(400);
  });

  it('near sorts by distance and answers each distance in metres', async () => {
    const found = await search(`?q=${tag}&near=19.351,-99.162`);
    expect(found.map((v) => v.id)).toEqual([coyoacan, roma, juarez]);
    expect(found[0]?.distanceMeters).toBeLessThan(200);
    expect(found[1]?.distanceMeters).toBeGreaterThan(7_000);
    const bad = await inject('GET', '/api/venues?near=91,-99');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Punto del mapa no válido.');
  });

  it('the search page (tRPC) filters and counts by place too', async () => {
    const input = encodeURIComponent(
      JSON.stringify({ json: { q: tag, alcaldia: 'Cuauhtémoc', bbox: '-99.165,19.415,-99.16,19.42' } }),
    );
    const res = await inject('GET', `/trpc/venues.search?input=${input}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().result.data.json as { venues: Answer[]; total: number };
    expect(page.venues.map((v) => v.id)).toEqual([roma]);
    expect(page.total).toBe(1);
  });
});

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

describe('place searches read their indexes', () => {
  beforeAll(async () => {
    const owner = await createUser(t.db, { role: 'owner' });
    // 3,000 venues over the city, 1 in 60 in Roma Norte.
    await sql`
      insert into venues (owner_id, name, description, category, address, city, capacity, price_per_hour,
                          colonia, alcaldia, lat, lng, location_approximate)
      select ${owner.id}::uuid, 'Sala ' || i, 'Espacio ' || i, 'meeting_room', 'Calle ' || i, 'Ciudad de México',
             10, 400, case when i % 60 = 0 then 'Roma Norte' else 'Colonia ' || (i % 59) end,
             case when i % 60 = 0 then 'Cuauhtémoc' else 'Alcaldía ' || (i % 13) end,
             19.2 + (i % 50) * 0.008, -99.3 + (i / 50) * 0.006, false
      from generate_series(1, 3000) as i
    `.execute(t.db);
    await sql`analyze venues`.execute(t.db);
  });

  /** The index names in the plan of the SQL a search sends (recorded from the REST call's query). */
  async function indexesOf(where: string, order = ''): Promise<string[]> {
    const query = `select * from venues where is_active and deleted_at is null and ${where} ${order} limit 24`;
    const explained = await t.db
      .withoutPlugins()
      .executeQuery<{ 'QUERY PLAN': unknown }>(CompiledQuery.raw(`explain (format json) ${query}`));
    const raw = explained.rows[0]?.['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
    const nodes = planNodes(plan[0].Plan);
    expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'venues')).toEqual([]);
    return nodes.flatMap((n) => (n['Index Name'] ? [n['Index Name']] : []));
  }

  it('colonia, bbox and near', async () => {
    expect(await indexesOf(`f_unaccent(lower(venues.colonia)) = f_unaccent('roma norte')`)).toContain(
      'venues_colonia_idx',
    );
    expect(
      await indexesOf(
        `ll_to_earth(venues.lat, venues.lng) <@ earth_box(ll_to_earth(19.3, -99.2), 2000) and venues.lat between 19.29 and 19.31 and venues.lng between -99.21 and -99.19`,
      ),
    ).toContain('venues_location_idx');
    expect(
      await indexesOf('true', 'order by ll_to_earth(venues.lat, venues.lng) <-> ll_to_earth(19.3, -99.2)'),
    ).toContain('venues_location_idx');
  });
});

describe('a venue’s month (issue 18)', () => {
  it('answers the 30 bookable dates with their free start times, from one query of bookings', async () => {
    const { venue } = await venueWithOwner(t, { bufferMinutes: 0 });
    const { bookingDates, slotToRange, START_TIMES } = await import('@rentas/domain');
    const dates = bookingDates();
    const busyDay = dates[5] as string;
    const { start, end } = slotToRange(busyDay, '10:00', 8);
    const guest = await createUser(t.db, {});
    await t.db
      .insertInto('bookings')
      .values({
        venueId: venue.id,
        userId: guest.id,
        startAt: start,
        endAt: end,
        guestCount: 2,
        subtotal: '4000.00',
        commission: '400.00',
        totalAmount: '4400.00',
        status: 'confirmed',
      })
      .execute();
    // A whole-day block: no start time of that date is free.
    const blocked = slotToRange(dates[6] as string, '00:00', 24);
    await t.db
      .insertInto('venueBlocks')
      .values({ venueId: venue.id, startAt: blocked.start, endAt: blocked.end, reason: 'Mantenimiento' })
      .execute();

    let bookingQueries = 0;
    const res = await t.app.inject({ method: 'GET', url: `/api/venues/${venue.id}/availability-month?duration=2` });
    expect(res.statusCode, res.body).toBe(200);
    const month = res.json() as { date: string; freeStartTimes: string[] }[];
    expect(month.map((d) => d.date)).toEqual(dates);
    const day = (date: string) => month.find((d) => d.date === date)?.freeStartTimes ?? [];
    // 10:00–18:00 is taken: a 2-hour start from 09:00 to 17:00 overlaps it.
    expect(day(busyDay)).not.toContain('10:00');
    expect(day(busyDay)).not.toContain('16:00');
    expect(day(busyDay)).toContain('18:00');
    expect(day(dates[6] as string)).toEqual([]);
    expect(day(dates[10] as string)).toEqual([...START_TIMES]);

    // The same answer, start time by start time, as the day's availability.
    const daily = await t.app.inject({
      method: 'GET',
      url: `/api/venues/${venue.id}/availability?date=${busyDay}&duration=2`,
    });
    const free = (daily.json() as { startTime: string; available: boolean }[])
      .filter((s) => s.available)
      .map((s) => s.startTime);
    expect(day(busyDay)).toEqual(free);

    // One read of the bookings for the whole month (recorded through a counting plugin).
    const { createCaller } = await import('@rentas/api');
    const { testContext } = await import('./helpers');
    const counting = t.db.withPlugin({
      transformQuery: ({ node }) => {
        const sqlText = JSON.stringify(node);
        if (/\bbookings\b/.test(sqlText)) bookingQueries++;
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    await createCaller(testContext(t, { db: counting })).venues.availabilityMonth({ venueId: venue.id, duration: 4 });
    expect(bookingQueries).toBe(1);

    const bad = await t.app.inject({ method: 'GET', url: `/api/venues/${venue.id}/availability-month?duration=3` });
    expect(bad.statusCode).toBe(400);
  });
});
