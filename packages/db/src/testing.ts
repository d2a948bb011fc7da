/**
 * Test databases. A test run migrates one template (a PGlite dump, or a PostgreSQL
 * template database when DATABASE_URL is set) once in global setup; each test file
 * then opens its own copy in well under a second.
 */
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createDb, type DbHandle, openPglite } from './client';
import { migrateToLatest } from './migrate';

/** Test factories (users, venues): only for tests and the seed, never in the public index (issue 14). */
export * from './factories';

export interface TestTemplate {
  kind: 'pglite' | 'postgres';
  /** PGlite: path of the dump (tar.gz); PostgreSQL: template database name */
  ref: string;
  /** PostgreSQL server URL (any database on it) when kind is postgres */
  serverUrl?: string;
}

/** Each run's template has its own name, so test runs on one server (CI, helpers) never drop each other's. */
const TEMPLATE_PREFIX = 'rentas_tpl_';

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Builds the migrated template for this run. Input: DATABASE_URL or undefined (PGlite). */
export async function prepareTestTemplate(databaseUrl: string | undefined): Promise<TestTemplate> {
  if (databaseUrl) {
    const name = `${TEMPLATE_PREFIX}${randomBytes(6).toString('hex')}`;
    await admin(databaseUrl, (c) => c.query(`create database ${name}`));
    const handle = await createDb({ databaseUrl: withDatabase(databaseUrl, name), poolSize: 1 });
    await migrateToLatest(handle.db);
    await handle.close();
    return { kind: 'postgres', ref: name, serverUrl: databaseUrl };
  }
  const pglite = await openPglite({});
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool(createPgConfig(pglite)) }) });
  await migrateToLatest(db);
  await db.destroy();
  const dump = await pglite.dumpDataDir('gzip');
  await pglite.close();
  const path = join(tmpdir(), `rentas-pglite-template-${process.pid}-${randomBytes(4).toString('hex')}.tar.gz`);
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  return { kind: 'pglite', ref: path };
}

/** Removes the template (global teardown). */
export async function dropTestTemplate(template: TestTemplate): Promise<void> {
  if (template.kind === 'postgres' && template.serverUrl) {
    await admin(template.serverUrl, (c) => c.query(`drop database if exists ${template.ref} with (force)`));
  }
}

export interface TestDb extends DbHandle {
  /** database URL when on PostgreSQL (for tests that need more connections) */
  url?: string;
}

/** Opens a fresh migrated database for one test file. close() also drops a PostgreSQL copy. */
export async function openTestDb(template: TestTemplate, opts: { poolSize?: number } = {}): Promise<TestDb> {
  if (template.kind === 'postgres' && template.serverUrl) {
    const name = `rentas_t_${randomBytes(6).toString('hex')}`;
    await admin(template.serverUrl, (c) => c.query(`create database ${name} template ${template.ref}`));
    const url = withDatabase(template.serverUrl, name);
    const handle = await createDb({ databaseUrl: url, poolSize: opts.poolSize ?? 30 });
    return {
      ...handle,
      url,
      close: async () => {
        await handle.close();
        await admin(template.serverUrl as string, (c) => c.query(`drop database if exists ${name} with (force)`));
      },
    };
  }
  const dump = await readFile(template.ref);
  return createDb({ loadDataDir: new Blob([dump]) });
}
