import { type Kysely, sql } from 'kysely';

/**
 * Owner tools: blocked time per venue (refused for booking by a trigger that raises
 * the same exclusion-violation code as a double booking), uploaded images, a
 * private calendar token per user, and the audit log of admin actions.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('venue_blocks')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('venue_id', 'uuid', (c) => c.notNull().references('venues.id').onDelete('cascade'))
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('venue_blocks_range_check', sql`end_at > start_at`)
    .execute();
  await sql`
    alter table venue_blocks add constraint venue_blocks_no_overlap
    exclude using gist (venue_id with =, tstzrange(start_at, end_at, '[)') with &&)
  `.execute(db);

  // A booking may not overlap a block. Raised as 23P01 so the API answers SLOT_TAKEN.
  await sql`
    create function bookings_refuse_blocked() returns trigger language plpgsql as $$
    begin
      if new.status <> 'cancelled' and exists (
        select 1 from venue_blocks b
        where b.venue_id = new.venue_id
          and tstzrange(b.start_at, b.end_at, '[)') && tstzrange(new.start_at, new.end_at, '[)')
      ) then
        raise exception using errcode = 'exclusion_violation',
          message = 'booking overlaps a blocked range', constraint = 'bookings_not_blocked';
      end if;
      return new;
    end $$
  `.execute(db);
  await sql`
    create trigger bookings_refuse_blocked before insert or update of start_at, end_at, status, venue_id
    on bookings for each row execute function bookings_refuse_blocked()
  `.execute(db);

  await db.schema
    .createTable('uploaded_images')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('uploaded_by', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('venue_id', 'uuid', (c) => c.references('venues.id').onDelete('set null'))
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('original_bytes', 'integer', (c) => c.notNull())
    .addColumn('stored_bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('calendar_token', 'text', (c) => c.unique())
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('actor_id', 'uuid', (c) => c.references('users.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('audit_log_created_at_idx').on('audit_log').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('calendar_token').execute();
  await db.schema.dropTable('uploaded_images').ifExists().execute();
  await sql`drop trigger if exists bookings_refuse_blocked on bookings`.execute(db);
  await sql`drop function if exists bookings_refuse_blocked()`.execute(db);
  await db.schema.dropTable('venue_blocks').ifExists().execute();
}
