import { type Kysely, sql } from 'kysely';

/**
 * Issue 18: an owner subscribes a venue to an external iCal URL (Google, Outlook); its busy
 * times become blocks of source 'external' tied to the feed, replaced on each refresh. A feed
 * that fails records its error and leaves its blocks as they were.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('venue_calendar_feeds')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('venue_id', 'uuid', (c) => c.notNull().unique().references('venues.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('last_attempt_at', 'timestamptz')
    .addColumn('last_synced_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    alter table venue_blocks
      add column source text not null default 'owner' check (source in ('owner', 'external')),
      add column feed_id uuid references venue_calendar_feeds(id) on delete cascade
  `.execute(db);
  await sql`create index venue_blocks_feed_idx on venue_blocks (feed_id) where feed_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table venue_blocks drop column feed_id, drop column source`.execute(db);
  await db.schema.dropTable('venue_calendar_feeds').execute();
}
