/**
 * Search times one at a time (issue 17, decision 026): runs the bench's search mix through
 * `searchVenues` directly (no HTTP, one connection), each search `--rounds` times (default 5),
 * and prints the mean and median of each search's best time in ms, the slowest searches, and
 * how PostgreSQL planned the statements (generic plans kept against plans made per run).
 *
 * Env: DATABASE_URL (a PostgreSQL database seeded with `pnpm seed:large`). Options:
 * --mix text (default: 40 words × 5 categories × guests 1, 5, 10 = 600 searches) or date (the
 * bench's 500 date searches), --rounds <n> (1–20), --slowest <n> (default 10).
 * Example: `DATABASE_URL=postgres://postgres@127.0.0.1:5432/rentas_bench_100k
 * node_modules/.bin/tsx scripts/bench/search-times.ts --mix date`.
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { searchVenues } from '../../packages/api/src/services/venues';
import { createDb } from '../../packages/db/src/index';
import type { VenueSearchInput } from '../../packages/domain/src/index';
import { dateSearches, SEARCH_CATEGORIES, SEARCH_WORDS } from './mixes';

const { values } = parseArgs({
  options: {
    mix: { type: 'string', default: 'text' },
    rounds: { type: 'string', default: '5' },
    slowest: { type: 'string', default: '10' },
  },
});
const rounds = Math.min(20, Math.max(1, Number(values.rounds)));
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl || values.mix === undefined || !['text', 'date'].includes(values.mix)) {
  console.error('usage: DATABASE_URL=… search-times.ts [--mix text|date] [--rounds n] [--slowest n]');
  process.exit(2);
}

const searches: Partial<VenueSearchInput>[] =
  values.mix === 'date'
    ? dateSearches()
    : SEARCH_WORDS.flatMap((q) =>
        SEARCH_CATEGORIES.flatMap((category) => [1, 5, 10].map((guests) => ({ q, category, guests }))),
      );

// One connection, so every search finds the statements the earlier ones prepared.
const handle = await createDb({ databaseUrl, poolSize: 1 });
try {
  const best = new Map<string, number>();
  for (let round = 0; round < rounds; round++) {
    for (const search of searches) {
      const started = performance.now();
      await searchVenues(handle.db, { limit: 24, offset: 0, ...search } as VenueSearchInput);
      const key = Object.values(search).join(' / ');
      best.set(key, Math.min(best.get(key) ?? Number.POSITIVE_INFINITY, performance.now() - started));
    }
  }
  const times = [...best].sort((a, b) => a[1] - b[1]);
  const mean = times.reduce((sum, [, ms]) => sum + ms, 0) / times.length;
  const median = times[Math.floor(times.length / 2)]?.[1] ?? 0;
  console.log(
    `${values.mix} mix: ${times.length} searches, best of ${rounds} each: mean ${mean.toFixed(2)} ms, median ${median.toFixed(2)} ms`,
  );
  console.log('slowest:');
  for (const [key, ms] of times.slice(-Number(values.slowest)).reverse()) {
    console.log(`  ${ms.toFixed(2).padStart(7)} ms  ${key}`);
  }
  const plans = await sql<{ generic: string; custom: string }>`
    select coalesce(sum(generic_plans), 0) as generic, coalesce(sum(custom_plans), 0) as custom
    from pg_prepared_statements
  `.execute(handle.db);
  const row = plans.rows[0];
  console.log(
    `plans: ${row?.generic ?? 0} runs on a kept generic plan, ${row?.custom ?? 0} planned for their parameters`,
  );
} finally {
  await handle.close();
}
