/**
 * `pnpm seed`: migrates and seeds demo data into DATABASE_URL or the embedded
 * database in DATA_DIR (default ./data). Refuses to seed a database that has users.
 */
import { join } from 'node:path';
import { openCommandLineDb } from '../command-line';
import { migrateToLatest } from '../migrate';
import { isDatabaseEmpty, seedDemo } from './index';

const { handle, dataDir } = await openCommandLineDb();
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
