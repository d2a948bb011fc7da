/**
 * Kysely client factory. One code path: node-postgres `pg.Pool` either against a
 * PostgreSQL server (DATABASE_URL) or against embedded PGlite through
 * `@electric-sql/pglite/node-postgres` (PRODUCT.md §1).
 */
import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, type PostgresPool } from 'kysely';
import pg from 'pg';
import { preparingPool } from './prepared-statements';
import type { Database } from './schema';
import { snakeCaseDialect } from './snake-case-dialect';

export type Db = Kysely<Database>;

/** Called with each NOTIFY payload of a channel. */
export type NotificationListener = (payload: string) => void;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * LISTENs on a channel (issue 15: live messages across server processes). A NOTIFY sent in a
   * transaction arrives once it commits, from any process on the same database. Output: a
   * function that stops listening. On PostgreSQL a dedicated connection listens and reconnects
   * after a loss; on PGlite the instance itself does.
   */
  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
  /** The pool's connections right now: open, idle, and queries waiting for one (GET /metrics). */
  poolStats(): { total: number; idle: number; waiting: number };
  /** Closes the pool (and the PGlite instance when this handle owns it). */
  close(): Promise<void>;
}

function statsOf(pool: pg.Pool) {
  return () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
}

export interface CreateDbOptions {
  /** PostgreSQL connection string; when set, the server is used. */
  databaseUrl?: string;
  /** PGlite data folder (created if missing); ignored with databaseUrl. */
  dataDir?: string;
  /** A PGlite dump (tar) to start from, for tests; ignored with databaseUrl or dataDir. */
  loadDataDir?: Blob | File;
  /** Pool size for PostgreSQL (default 10). PGlite always uses one connection. */
  poolSize?: number;
}

/** PGlite extensions the migrations need (exclusion constraint, accent-insensitive search, distances). */
export const PGLITE_EXTENSIONS = {
  btree_gist,
  unaccent,
  pg_trgm,
  cube,
  earthdistance,
} satisfies PGliteOptions['extensions'];

/** Opens a PGlite instance on a data folder (or in memory from a dump) with our extensions. */
export async function openPglite(opts: { dataDir?: string; loadDataDir?: Blob | File }): Promise<PGlite> {
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const pglite = new PGlite({
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    extensions: PGLITE_EXTENSIONS,
  });
  await pglite.waitReady;
  return pglite;
}

function kysely(pool: PostgresPool): Db {
  return new Kysely<Database>(snakeCaseDialect({ pool }));
}

/**
 * Creates the database handle. Input: CreateDbOptions. Output: DbHandle.
 * Throws when PGlite cannot open its folder or the pool cannot be built.
 */
export async function createDb(opts: CreateDbOptions): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: 3000,
      // Issue 17: JIT compilation costs 15–20 ms on a search whose estimate crosses
      // jit_above_cost while it runs in 30 ms; short OLTP queries never win it back.
      options: '-c jit=off',
    });
    // A client losing its server (restart, network cut) must not crash the process: idle
    // clients report on the pool, checked-out ones on themselves; the query in flight rejects anyway.
    pool.on('error', () => {});
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    // Issue 17: each connection parses a query once and may keep its plan (decision 025).
    const db = kysely(preparingPool(pool));
    const connectionString = opts.databaseUrl;
    return {
      db,
      kind: 'postgres',
      poolStats: statsOf(pool),
      close: () => db.destroy(),
      listen: (channel, listener) => listenOnPostgres(connectionString, channel, listener),
    };
  }
  const pglite = await openPglite(opts);
  const pool = new pg.Pool(createPgConfig(pglite));
  const db = kysely(pool);
  return {
    db,
    kind: 'pglite',
    poolStats: statsOf(pool),
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
    listen: async (channel, listener) => {
      const stop = await pglite.listen(channel, listener);
      return async () => {
        await stop().catch(() => {});
      };
    },
  };
}

/** A channel name as SQL (letters, digits and underscores only). */
function channelIdentifier(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
  return channel;
}

/**
 * LISTEN on a dedicated PostgreSQL connection; after a lost connection it reconnects every
 * second until it is stopped (messages sent meanwhile are not replayed: readers refetch).
 */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  listener: NotificationListener,
): Promise<() => Promise<void>> {
  const name = channelIdentifier(channel);
  let stopped = false;
  let client: pg.Client | null = null;
  const retrySoon = (): void => {
    if (!stopped) setTimeout(() => void connect().catch(retrySoon), 1000).unref();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 3000 });
    next.on('notification', (message) => {
      if (message.channel === name) listener(message.payload ?? '');
    });
    next.on('error', () => {
      if (client !== next) return;
      client = null;
      void next.end().catch(() => {});
      retrySoon();
    });
    try {
      await next.connect();
      await next.query(`listen ${name}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}
