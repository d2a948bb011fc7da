import { type Kysely, sql } from 'kysely';

/** Users, sessions, venues, bookings (with the no-overlap exclusion constraint), reviews, price configuration, owner applications. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists btree_gist`.execute(db);
  await sql`create extension if not exists unaccent`.execute(db);
  await sql`create extension if not exists pg_trgm`.execute(db);
  // unaccent() is only STABLE; an IMMUTABLE wrapper lets indexes use it.
  await sql`
    create or replace function f_unaccent(text) returns text
    language sql immutable parallel safe strict
    as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$
  `.execute(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
    .addColumn('context_role', 'text')
    .addColumn('role_selected', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('profile_image_url', 'text')
    .addColumn('auth_provider', 'text', (c) => c.notNull().defaultTo('local'))
    .addColumn('google_sub', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('users_role_check', sql`role in ('user', 'owner', 'admin')`)
    .addCheckConstraint(
      'users_context_role_check',
      sql`context_role is null or context_role in ('user', 'owner', 'admin')`,
    )
    .execute();
  await sql`create unique index users_email_key on users (lower(email))`.execute(db);

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('venues')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull().defaultTo('México'))
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('price_per_hour', sql`numeric(12,2)`)
    .addColumn('price_per_day', sql`numeric(12,2)`)
    .addColumn('amenities', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('images', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('rating', sql`numeric(3,2)`, (c) => c.notNull().defaultTo(0))
    .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('venues_capacity_check', sql`capacity >= 1`)
    .addCheckConstraint(
      'venues_category_check',
      sql`category in ('audio_studio', 'photo_studio', 'restaurant', 'event_space', 'meeting_room', 'other')`,
    )
    .addCheckConstraint(
      'venues_price_check',
      sql`(price_per_hour is null or price_per_hour >= 0) and (price_per_day is null or price_per_day >= 0)`,
    )
    .execute();
  await db.schema.createIndex('venues_owner_id_idx').on('venues').column('owner_id').execute();
  await sql`create index venues_search_trgm_idx on venues using gin (f_unaccent(lower(name || ' ' || description)) gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index venues_public_idx on venues (category, capacity) where is_active and deleted_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('bookings')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('venue_id', 'uuid', (c) => c.notNull().references('venues.id'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz', (c) => c.notNull())
    .addColumn('guest_count', 'integer', (c) => c.notNull())
    .addColumn('subtotal', sql`numeric(12,2)`, (c) => c.notNull())
    .addColumn('commission', sql`numeric(12,2)`, (c) => c.notNull())
    .addColumn('total_amount', sql`numeric(12,2)`, (c) => c.notNull())
    .addColumn('special_requests', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('confirmed'))
    .addColumn('payment_method', 'text', (c) => c.notNull().defaultTo('venue'))
    .addColumn('payment_intent_id', 'text')
    .addColumn('checked_in_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('bookings_range_check', sql`end_at > start_at`)
    .addCheckConstraint('bookings_guest_count_check', sql`guest_count >= 1`)
    .addCheckConstraint('bookings_status_check', sql`status in ('pending', 'confirmed', 'cancelled', 'completed')`)
    .execute();
  // The database itself refuses overlapping active bookings of one venue (PRODUCT.md §4).
  await sql`
    alter table bookings add constraint bookings_no_overlap
    exclude using gist (venue_id with =, tstzrange(start_at, end_at, '[)') with &&)
    where (status <> 'cancelled')
  `.execute(db);
  await db.schema.createIndex('bookings_user_id_idx').on('bookings').columns(['user_id', 'start_at']).execute();
  await db.schema.createIndex('bookings_venue_id_idx').on('bookings').columns(['venue_id', 'start_at']).execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('venue_id', 'uuid', (c) => c.notNull().references('venues.id'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('booking_id', 'uuid', (c) => c.unique().references('bookings.id'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('reviews_rating_check', sql`rating between 1 and 5`)
    .execute();
  await db.schema.createIndex('reviews_venue_id_idx').on('reviews').columns(['venue_id', 'created_at']).execute();

  await db.schema
    .createTable('price_configs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('operative_percentage', sql`numeric(5,2)`, (c) => c.notNull())
    .addColumn('backoffice_percentage', sql`numeric(5,2)`, (c) => c.notNull())
    .addColumn('tax_percentage', sql`numeric(5,2)`, (c) => c.notNull())
    .addColumn('payment_gateway_percentage', sql`numeric(5,2)`, (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'uuid', (c) => c.references('users.id'))
    .execute();
  await sql`insert into price_configs (operative_percentage, backoffice_percentage, tax_percentage, payment_gateway_percentage) values (5.00, 5.00, 13.00, 10.00)`.execute(
    db,
  );

  await db.schema
    .createTable('owner_applications')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('business_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('experience', 'text')
    .addColumn('motivation', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('reviewed_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('owner_applications_status_check', sql`status in ('pending', 'approved', 'rejected')`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['owner_applications', 'price_configs', 'reviews', 'bookings', 'venues', 'sessions', 'users']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
