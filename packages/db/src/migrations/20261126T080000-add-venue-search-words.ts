import { type Kysely, sql } from 'kysely';

/** The categories of today (packages/domain categories.ts); a new category needs its own index here. */
const CATEGORIES = ['audio_studio', 'photo_studio', 'restaurant', 'event_space', 'meeting_room', 'other'];

/**
 * Gathering the matches of a one-word search exactly (issue 17, decision 027).
 *
 * A trigram index finds every venue whose text holds all of the word's trigrams, and each of
 * those is then read to test the word: "privado" among meeting rooms read the 7,800 that say
 * "privada" and "…ado" elsewhere (17 ms at 100,000 venues), "cena" the 1,456 event spaces with
 * "cen" and "ena" (4.3 ms). That work grows with the table.
 *
 * - venue_search_words(search_text): the distinct runs of [a-z0-9] of a venue's folded text (its
 *   words), with a run longer than 200 characters written as '*'. A word of only [a-z0-9] is in
 *   the text exactly when it is inside one of those runs.
 * - search_words: every word any venue has had (a vocabulary of a few thousand), with a trigram
 *   index. A search first finds the vocabulary's words holding the searched word, then the
 *   venues having one of them (or '*') through a GIN index of their words: only the venues that
 *   match, and the long-word ones, are read (and tested as before).
 * - venues_search_words_idx and venues_search_words_<category>_idx: those GIN indexes, of the
 *   public venues and of each category's. Expression indexes: the words are not a column, so no
 *   read of a venue carries them.
 * - Triggers keep the vocabulary: words of inserted venues (once per statement) and of a changed
 *   name or description, added in order (two venues saved at once wait for each other's new
 *   words instead of deadlocking). Words are never removed; a word no venue has any more finds
 *   nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function venue_search_words(search_text text) returns text[]
    language sql immutable strict parallel safe as $$
      select coalesce(array_agg(distinct case when length(word) <= 200 then word else '*' end), '{}')
      from unnest(regexp_split_to_array(search_text, '[^a-z0-9]+')) as word
      where word <> ''
    $$
  `.execute(db);
  await sql`create table search_words (word text primary key)`.execute(db);
  await sql`create index search_words_trgm_idx on search_words using gin (word gin_trgm_ops)`.execute(db);
  await sql`
    insert into search_words (word)
    select distinct unnest(venue_search_words(search_text)) from venues
  `.execute(db);
  await sql`
    create function venues_add_inserted_search_words() returns trigger language plpgsql as $$
    begin
      insert into search_words (word)
      select distinct unnest(venue_search_words(search_text)) from inserted_venues order by 1
      on conflict do nothing;
      return null;
    end $$
  `.execute(db);
  await sql`
    create trigger venues_add_inserted_search_words after insert on venues
    referencing new table as inserted_venues for each statement
    execute function venues_add_inserted_search_words()
  `.execute(db);
  await sql`
    create function venues_add_changed_search_words() returns trigger language plpgsql as $$
    begin
      insert into search_words (word)
      select unnest(venue_search_words(new.search_text)) order by 1
      on conflict do nothing;
      return null;
    end $$
  `.execute(db);
  await sql`
    create trigger venues_add_changed_search_words after update of name, description on venues
    for each row execute function venues_add_changed_search_words()
  `.execute(db);
  await sql`
    create index venues_search_words_idx on venues using gin (venue_search_words(search_text))
    with (fastupdate = off) where is_active and deleted_at is null
  `.execute(db);
  for (const category of CATEGORIES) {
    await sql`
      create index ${sql.id(`venues_search_words_${category}_idx`)} on venues using gin (venue_search_words(search_text))
      with (fastupdate = off) where category = ${sql.lit(category)} and is_active and deleted_at is null
    `.execute(db);
  }
  await sql`analyze venues`.execute(db);
  await sql`analyze search_words`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const category of CATEGORIES) {
    await sql`drop index if exists ${sql.id(`venues_search_words_${category}_idx`)}`.execute(db);
  }
  await sql`drop index if exists venues_search_words_idx`.execute(db);
  await sql`drop trigger if exists venues_add_changed_search_words on venues`.execute(db);
  await sql`drop function if exists venues_add_changed_search_words()`.execute(db);
  await sql`drop trigger if exists venues_add_inserted_search_words on venues`.execute(db);
  await sql`drop function if exists venues_add_inserted_search_words()`.execute(db);
  await sql`drop table if exists search_words`.execute(db);
  await sql`drop function if exists venue_search_words(text)`.execute(db);
}
