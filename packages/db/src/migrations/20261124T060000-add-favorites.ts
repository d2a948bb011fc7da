import { type Kysely, sql } from 'kysely';

/**
 * Favourite venues (issue 16): one row per person and venue they saved. Both sides cascade, so
 * deleting an account or a venue takes its favourites with it; the index serves "my favourites,
 * newest first".
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table favorites (
      user_id uuid not null references users (id) on delete cascade,
      venue_id uuid not null references venues (id) on delete cascade,
      created_at timestamptz not null default now(),
      constraint favorites_pkey primary key (user_id, venue_id)
    )
  `.execute(db);
  await sql`create index favorites_user_created_idx on favorites (user_id, created_at desc)`.execute(db);
  await sql`create index favorites_venue_idx on favorites (venue_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table favorites`.execute(db);
}
