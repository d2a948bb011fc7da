/**
 * `pnpm --filter @rentas/db migrate`: migrates DATABASE_URL, or the embedded database in
 * DATA_DIR (default ./data), to the latest version, and prints the migrations it applied (none
 * when it was up to date). The server also migrates when it starts; this runs the migrations
 * alone, e.g. once before several server processes start on a new version.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb } from './client';
import { migrateToLatest } from './migrate';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../../..');
const dataDir = resolve(process.env.DATA_DIR || join(repoRoot, 'data'));
const databaseUrl = process.env.DATABASE_URL || undefined;

const handle = await createDb({ databaseUrl, dataDir: databaseUrl ? undefined : join(dataDir, 'pglite') });
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database was up to date.');
} finally {
  await handle.close();
}
