import { type Kysely, sql } from 'kysely';

/** The categories of today (packages/domain categories.ts); a new category needs its own index here. */
const CATEGORIES = ['audio_studio', 'photo_studio', 'restaurant', 'event_space', 'meeting_room', 'other'];

/**
 * Searches with a category at 100,000 venues (issue 17, decision 020).
 * - venues_category_popular_idx: each category's public venues in display order. A search with
 *   a category walks that category's best-rated venues instead of the best-rated of every
 *   category, of which only about one in five could match, so a word that goes with the
 *   category ("cocina" among restaurants) fills its page within the walk.
 * - venues_search_text_trgm_<category>_idx: the trigram index of each category's public venues.
 *   A word common elsewhere but rare in the category ("grabación" among photo studios) was
 *   looked up in the whole trigram index (its trigrams match 7,000 venues: 14.5 ms) and then
 *   crossed with the category; in the category's own index it is 0.1 ms.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index venues_category_popular_idx on venues (category, rating desc, review_count desc, name, id)
    where is_active and deleted_at is null
  `.execute(db);
  for (const category of CATEGORIES) {
    await sql`
      create index ${sql.id(`venues_search_text_trgm_${category}_idx`)} on venues using gin (lower(search_text) gin_trgm_ops)
      with (fastupdate = off)
      where category = ${sql.lit(category)} and is_active and deleted_at is null
    `.execute(db);
  }
  await sql`analyze venues`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const category of CATEGORIES) {
    await sql`drop index if exists ${sql.id(`venues_search_text_trgm_${category}_idx`)}`.execute(db);
  }
  await sql`drop index if exists venues_category_popular_idx`.execute(db);
}
