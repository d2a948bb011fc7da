import { type Kysely, sql } from 'kysely';

/**
 * Which capacities go with which category, for the planner (issue 17). Taken as independent,
 * "meeting rooms for 100 or more" looked like 4,000 of 100,000 venues (there are none), and the
 * planner walked every venue in rating order looking for 24 (189 ms). An MCV list of the pairs
 * estimates them from the data: the search reads venues_public_idx (category, capacity), 0.2 ms.
 * Analysed here: autovacuum would wait for enough writes, and PGlite has none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create statistics venues_category_capacity_stats (mcv) on category, capacity from venues`.execute(db);
  await sql`alter statistics venues_category_capacity_stats set statistics 1000`.execute(db);
  await sql`analyze venues`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop statistics venues_category_capacity_stats`.execute(db);
}
