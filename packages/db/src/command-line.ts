/**
 * The database a command-line script (`npm run migrate`, `seed`, `seed:large`) works on, as the
 * server picks it: DATABASE_URL when set, else the embedded PGlite in DATA_DIR (default ./data
 * at the repository root). Output: the open handle and the data folder (uploads live there too).
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb } from './client';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../../..');

export async function openCommandLineDb() {
  const dataDir = resolve(process.env.DATA_DIR || join(repoRoot, 'data'));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const handle = await createDb({ databaseUrl, dataDir: databaseUrl ? undefined : join(dataDir, 'pglite') });
  return { handle, dataDir };
}
