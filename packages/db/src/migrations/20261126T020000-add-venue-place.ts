import { placeOf } from '@rentas/domain';
import { type Kysely, sql } from 'kysely';

/**
 * Where a venue is (issue 18): colonia, alcaldía, postal code and a point (lat, lng in degrees).
 * A venue without a pin stands at its colonia's centre (else the city's) and is marked
 * approximate; the defaults are the city centre so every row has a point. Bounding-box and
 * distance searches read a GiST index of the point on the Earth (earthdistance over cube, which
 * PGlite ships too); the colonia and alcaldía filters an accent-insensitive btree each.
 * Existing venues are placed from their addresses ("street, colonia, alcaldía, postal code").
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists cube`.execute(db);
  await sql`create extension if not exists earthdistance`.execute(db);
  await sql`
    alter table venues
      add column colonia text,
      add column alcaldia text,
      add column postal_code text,
      add column lat double precision not null default 19.4326 check (lat between -90 and 90),
      add column lng double precision not null default -99.1332 check (lng between -180 and 180),
      add column location_approximate boolean not null default true
  `.execute(db);
  const { rows } = await sql<{ id: string; address: string }>`select id, address from venues`.execute(db);
  for (const row of rows) {
    const place = placeOf({ address: row.address });
    await sql`
      update venues set colonia = ${place.colonia}, alcaldia = ${place.alcaldia}, postal_code = ${place.postalCode},
        lat = ${place.lat}, lng = ${place.lng}, location_approximate = true
      where id = ${row.id}
    `.execute(db);
  }
  await sql`
    create index venues_location_idx on venues using gist (ll_to_earth(lat, lng))
    where is_active and deleted_at is null
  `.execute(db);
  await sql`
    create index venues_colonia_idx on venues (f_unaccent(lower(colonia)))
    where is_active and deleted_at is null
  `.execute(db);
  await sql`
    create index venues_alcaldia_idx on venues (f_unaccent(lower(alcaldia)))
    where is_active and deleted_at is null
  `.execute(db);
  await sql`analyze venues`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index venues_alcaldia_idx`.execute(db);
  await sql`drop index venues_colonia_idx`.execute(db);
  await sql`drop index venues_location_idx`.execute(db);
  await sql`
    alter table venues drop column colonia, drop column alcaldia, drop column postal_code,
      drop column lat, drop column lng, drop column location_approximate
  `.execute(db);
}
