import { type Kysely, sql } from 'kysely';

/**
 * Indexes for marketplace scale (10,000 venues, 300,000 bookings; plans checked with
 * EXPLAIN ANALYZE on `pnpm seed:large`). The accent-insensitive text search already has
 * venues_search_trgm_idx, the per-venue availability the exclusion constraint's GiST
 * index (venue_id, range), and the guest's bookings bookings_user_id_idx.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // New venues go straight into the trigram index instead of GIN's pending list. A pending
  // list is scanned whole by every search and, until (auto)vacuum merges it, makes the
  // planner refuse the index after bulk inserts; PGlite has no autovacuum at all. Venue
  // writes are rare, searches constant: slower inserts are the right trade.
  await sql`alter index venues_search_trgm_idx set (fastupdate = off)`.execute(db);
  await sql`select gin_clean_pending_list('venues_search_trgm_idx'::regclass)`.execute(db);
  // Public lists in their display order (rating, review count, name): the unfiltered
  // search and the landing's popular venues read the first rows instead of sorting all.
  await sql`
    create index venues_popular_idx on venues (rating desc, review_count desc, name)
    where is_active and deleted_at is null
  `.execute(db);
  // Search with a date: which active bookings overlap the asked slot, for every venue at
  // once. The exclusion index leads with venue_id, so a range-only probe walks all of it.
  await sql`
    create index bookings_active_range_idx on bookings using gist (tstzrange(start_at, end_at, '[)'))
    where status <> 'cancelled'
  `.execute(db);
  // Latest bookings of the platform (admin) without sorting the table.
  await db.schema.createIndex('bookings_created_at_idx').on('bookings').column('created_at').execute();
  // The job that marks ended bookings completed reads only the confirmed ones.
  await sql`create index bookings_confirmed_end_at_idx on bookings (end_at) where status = 'confirmed'`.execute(db);
  // A guest's reviews (profile figures, "already reviewed").
  await db.schema.createIndex('reviews_user_id_idx').on('reviews').column('user_id').execute();
  // Admin lists, newest first.
  await db.schema.createIndex('users_created_at_idx').on('users').column('created_at').execute();
  await sql`create index venues_created_at_idx on venues (created_at) where deleted_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter index venues_search_trgm_idx reset (fastupdate)`.execute(db);
  for (const name of [
    'venues_created_at_idx',
    'users_created_at_idx',
    'reviews_user_id_idx',
    'bookings_confirmed_end_at_idx',
    'bookings_created_at_idx',
    'bookings_active_range_idx',
    'venues_popular_idx',
  ]) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
}
