/**
 * `pnpm --filter @rentas/db migrate`: migrates DATABASE_URL, or the embedded database in
 * DATA_DIR (default ./data), to the latest version, and prints the migrations it applied (none
 * when it was up to date). The server also migrates when it starts; this runs the migrations
 * alone, e.g. once before several server processes start on a new version.
 */
import { openCommandLineDb } from './command-line';
import { migrateToLatest } from './migrate';

const { handle } = await openCommandLineDb();
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database was up to date.');
} finally {
  await handle.close();
}
