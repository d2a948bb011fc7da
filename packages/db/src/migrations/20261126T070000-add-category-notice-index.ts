import { type Kysely, sql } from 'kysely';

/**
 * Searches for a slot soon (issue 17, decision 026): venues_category_notice_idx, the public
 * venues by category and minimum notice. A search for this afternoon among event spaces, whose
 * venues all ask a day's notice, read every event space to find none (18,800 rows, about 20 ms
 * at 100,000 venues); through this index it reads only those whose notice the slot allows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index venues_category_notice_idx on venues (category, min_notice_hours)
    where is_active and deleted_at is null
  `.execute(db);
  await sql`analyze venues`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists venues_category_notice_idx`.execute(db);
}
