/**
 * `pnpm seed`: migrates and seeds demo data into DATABASE_URL or the embedded
 * database in DATA_DIR (default ./data). Refuses to seed a database that has users.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb } from '../client';
import { migrateToLatest } from '../migrate';
import { isDatabaseEmpty, seedDemo } from './index';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../../../..');
const dataDir = resolve(process.env.DATA_DIR || join(repoRoot, 'data'));
const databaseUrl = process.env.DATABASE_URL || undefined;

const handle = await createDb({ databaseUrl, dataDir: databaseUrl ? undefined : join(dataDir, 'pglite') });
try {
  await migrateToLatest(handle.db);
  if (!(await isDatabaseEmpty(handle.db))) {
    console.log('The database already has users; nothing seeded.');
  } else {
    const summary = await seedDemo(handle.db, { uploadsDir: join(dataDir, 'uploads') });
    console.log(
      `Seeded ${summary.users} users, ${summary.venues} venues, ${summary.bookings} bookings, ${summary.reviews} reviews.`,
    );
  }
} finally {
  await handle.close();
}
