/**
 * Venue reads built by PostgreSQL as JSON (issue 17: the venue page and the search pages read
 * one JSON value a venue) answer every field exactly as the stored row gives it: money as the
 * driver's decimal strings, createdAt as Date.toISOString() writes it (microseconds truncated to
 * milliseconds), coordinates to the last digit, nulls, arrays and text with quotes, backslashes
 * and emoji, and never an image path the upload checks refuse. Runs on PGlite and on PostgreSQL.
 */

import { createUser, createVenue } from '@rentas/db/testing';
import { STORED_IMAGE_PATH, VenueDtoSchema } from '@rentas/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

const t = useTestApp();

/**
 * What a client must get for a stored row: every VenueDto field (SPEC.md §7) is the stored
 * column of the same name, createdAt as an ISO instant and only the image paths uploads allow.
 */
function expectedVenue(row: Record<string, unknown>) {
  const fields = Object.keys(VenueDtoSchema.shape).filter((key) => key !== 'distanceMeters');
  return {
    ...Object.fromEntries(fields.map((key) => [key, row[key]])),
    createdAt: (row.createdAt as Date).toISOString(),
    images: (row.images as string[]).filter((url) => STORED_IMAGE_PATH.test(url)),
  };
}

/** Created-at instants with microseconds, around a second's, a day's and a year's end. */
const CREATED = [
  '2026-11-26 23:59:59.999999+00',
  '1999-12-31 23:59:59.123456+00',
  '2026-03-08 07:00:00.000500+00',
  '2024-02-29 12:34:56+00',
  '2030-01-01 00:00:00.5+00',
];

describe('venues read as JSON', () => {
  const ids: string[] = [];

  beforeAll(async () => {
    const owner = await createUser(t.db, { role: 'owner' });
    const variants = [
      {
        name: 'Sala "Comillas" \\ barra',
        description: 'Línea uno\nlínea dos\t— ñandú 🎤 \u2028 fin',
        pricePerDay: '3600.00',
      },
      {
        name: 'Foro sin precio',
        pricePerHour: null,
        cleaningFee: '15.50',
        colonia: 'Roma Norte',
        alcaldia: 'Cuauhtémoc',
      },
      {
        name: 'Terraza cara',
        pricePerHour: '123456789.99',
        pricePerDay: '0.00',
        lat: 19.43260781234568,
        lng: -99.13320800000001,
      },
      {
        name: 'Estudio con fotos',
        images: ['/uploads/a/b-1.webp', '/uploads/w/../../api/logout', 'https://example.com/x.jpg', '/uploads/c.jpg'],
        amenities: ['Wi-Fi', 'Café "de olla"', ''],
      },
      { name: 'Salón inactivo', isActive: false, minNoticeHours: 48, bufferMinutes: 30 },
    ];
    for (const [i, variant] of variants.entries()) {
      const venue = await createVenue(t.db, owner.id, { category: 'event_space', capacity: 40, ...variant });
      await sql`update venues set created_at = ${CREATED[i]}::timestamptz, postal_code = ${i % 2 ? '06700' : null},
                  rating = ${(i * 1.23).toFixed(2)}, review_count = ${i * 7} where id = ${venue.id}`.execute(t.db);
      ids.push(venue.id);
    }
  });

  it('the venue page (GET /api/venues/{id}) answers each stored value as it is', async () => {
    const rows = await t.db.selectFrom('venues').selectAll().where('id', 'in', ids).execute();
    expect(rows).toHaveLength(ids.length);
    for (const row of rows.filter((r) => r.isActive)) {
      const res = await t.app.inject({ method: 'GET', url: `/api/venues/${row.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...expectedVenue(row), addOns: [] });
    }
    // The stored instants really carry microseconds: the answer truncates them as Date does.
    const first = rows.find((r) => r.id === ids[0]);
    expect(first && expectedVenue(first).createdAt).toBe('2026-11-26T23:59:59.999Z');
    const inactive = rows.find((r) => !r.isActive);
    expect((await t.app.inject({ method: 'GET', url: `/api/venues/${inactive?.id}` })).statusCode).toBe(404);
  });

  it('search pages (plain, filtered and nearest first) answer the same values', async () => {
    const rows = await t.db
      .selectFrom('venues')
      .selectAll()
      .where('id', 'in', ids)
      .where('isActive', '=', true)
      .execute();
    const expected = new Map(rows.map((row) => [row.id, expectedVenue(row)]));
    const searches = [
      '/api/venues?limit=100',
      '/api/venues?category=event_space&guests=10',
      '/api/venues?q=sala&category=event_space',
      '/api/venues?near=19.43,-99.13&category=event_space',
    ];
    for (const url of searches) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const found = (res.json() as { id: string; distanceMeters?: number }[]).filter((v) => expected.has(v.id));
      expect(found.length, url).toBeGreaterThan(0);
      for (const { distanceMeters, ...venue } of found) {
        expect(venue, url).toEqual(expected.get(venue.id));
        if (url.includes('near=')) expect(Number.isInteger(distanceMeters), url).toBe(true);
      }
    }
  });
});
