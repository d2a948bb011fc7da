/**
 * HTTP load test of the real app (`pnpm bench`, see run.sh). Starts `buildApp` in this
 * process on 127.0.0.1 against DATABASE_URL (a PostgreSQL server on this machine,
 * seeded with `pnpm seed:large`), adds a bare route doing `select 1` on the same
 * pool, and drives each scenario with autocannon from a worker thread (load-worker.mjs:
 * its own event loop, so the load generator does not steal the server's): 50
 * connections, 10 s each after a 2 s warm-up, with the search answer cache off. Prints the
 * machine, the compiled server's start time (process start to first answer), then req/s and
 * p50/p95/p99 latency (ms) and the status codes of each scenario, then issue 17's targets with
 * ok/MISS: each read scenario ≥ 0.6 × the bare route's req/s and p95 ≤ 2 × its p95 (searches
 * with text + filters, and with a date, start time and duration; venue detail; availability
 * of a date and of a month; a search near a point; the owner dashboard), booking under contention p99 ≤ 3 × the bare p95, and no
 * error responses (5xx, socket errors, timeouts; 409 is expected under contention). Each read
 * scenario also runs against its floor (recordFloors, decision 029): the same SQL statements
 * and the same answer without the app's code, printed with the share of it the app reaches.
 * run.sh compiles this file as the server is compiled, so the app runs as in production.
 *
 * Every loop is bounded by time, and the only target is the server started here.
 * Bench sessions and bookings are deleted at the end, so runs are repeatable.
 *
 * Env: DATABASE_URL (required, loopback host), DB_POOL_SIZE (default 20). Options:
 * --duration <s> (default 10, at most 60), --connections <n> (default 50, at most 500),
 * --only <text> (run only the scenarios whose name contains it, e.g. "search"; the bare
 * baseline always runs), --save <file> (also write the results as JSON: a SavedRun, which
 * scripts/bench/compare.ts prints side by side with another size's; growth.sh does both).
 * Example: `pnpm bench --only search --duration 5`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { type CompiledQuery, type KyselyPlugin, sql } from 'kysely';
import type { ServerConfig } from '../../apps/server/src/env';
import type { Db } from '../../packages/db/src/index';
import {
  bookingDates,
  COLONIAS,
  computeBookingPrice,
  fromCentavos,
  slotToRange,
  toCentavos,
} from '../../packages/domain/src/index';
import { dateSearches, SEARCH_CATEGORIES, SEARCH_WORDS } from './mixes';

/** One HTTP request variant; the load generator picks one at random per request. */
interface RequestVariant {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

interface Scenario {
  name: string;
  /** base URL, always http://127.0.0.1:<port> */
  url: string;
  variants: RequestVariant[];
  connections: number;
  /** seconds */
  duration: number;
  /** seconds of unmeasured load first (0: none) */
  warmup: number;
}

/** What a worker reports back for one scenario. */
export interface ScenarioResult {
  name: string;
  /** responses per second over the measured window */
  rps: number;
  responses: number;
  /** milliseconds */
  p50: number;
  p95: number;
  p99: number;
  /** response count per HTTP status */
  statuses: Record<string, number>;
  /** socket errors and timeouts (no response at all) */
  errors: number;
  timeouts: number;
}

/** Two readings of one scenario as one: mean req/s and latencies, summed counts. */
function meanOf(a: ScenarioResult, b: ScenarioResult): ScenarioResult {
  const statuses: Record<string, number> = { ...a.statuses };
  for (const [code, n] of Object.entries(b.statuses)) statuses[code] = (statuses[code] ?? 0) + n;
  return {
    name: a.name,
    rps: (a.rps + b.rps) / 2,
    responses: a.responses + b.responses,
    p50: (a.p50 + b.p50) / 2,
    p95: (a.p95 + b.p95) / 2,
    p99: (a.p99 + b.p99) / 2,
    statuses,
    errors: a.errors + b.errors,
    timeouts: a.timeouts + b.timeouts,
  };
}

/** What `--save <file>` writes: the data set's size and every scenario's result. */
export interface SavedRun {
  /** ISO time of the run */
  date: string;
  venues: number;
  bookings: number;
  results: ScenarioResult[];
  /** each read scenario's floor (recordFloors), by the scenario's name; not compared for growth */
  floors?: ScenarioResult[];
}

/** Runs one scenario in a fresh worker thread (load-worker.mjs). Output: its ScenarioResult. */
function runScenario(scenario: Scenario): Promise<ScenarioResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), { workerData: scenario });
    worker.once('message', (r: ScenarioResult) => resolve(r));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`${scenario.name}: load worker exited with ${code}`));
    });
  });
}

/** Bench fixtures picked from the seeded data (ids, cookies, booking payloads). */
interface Fixtures {
  venueIds: string[];
  ownerCookies: string[];
  guestCookies: string[];
  sessionIds: string[];
  bookingPayloads: string[];
  contention: { venueIds: string[]; from: Date; to: Date };
}

/** Longest wait for abandoned requests to finish after a run (ms). */
const DRAIN_LIMIT_MS = 30_000;
/** Number of owners and guests that get a bench session. */
const OWNER_SESSIONS = 50;
const GUEST_SESSIONS = 200;
/** Venues and 2-hour start times the booking scenario fights over (so at most 15 bookings). */
const CONTENDED_VENUES = 5;
const CONTENDED_TIMES = ['09:00', '12:00', '15:00'] as const;

/** What the app did for one request: its SQL statements in order, and its answer. */
interface Recording {
  statements: CompiledQuery[];
  status: number;
  contentType: string;
  body: string;
}

/**
 * A read scenario's floor (issue 17: "every hot path near its floor"): for each of its request
 * variants, the SQL statements the app ran and the answer it sent, recorded once through a
 * second app instance (Fastify inject, one request at a time) whose database records every
 * statement it runs. The measured app then answers `/bench/floor/<scenario>/<variant>` by
 * running those statements one after another through the same pool and Kysely executor (as
 * the bare route runs its `select 1`) and sending the recorded body: the database's and the
 * network's share of the scenario, without the app's own code (tRPC, zod, query building,
 * DTOs, rules). The app's req/s over its floor's is how near the path is to that floor.
 * Statements the app ran concurrently (the owner dashboard's two) run in sequence here.
 * Input: the database handle, the app's options and the scenarios. Output: each scenario's
 * recordings, one per variant, in the order of both.
 */
async function recordFloors(
  db: Db,
  build: (db: Db) => ReturnType<typeof import('../../apps/server/src/app').buildApp>,
  scenarios: Scenario[],
): Promise<Recording[][]> {
  let statements: CompiledQuery[] | null = null;
  // Kysely transforms a subquery too when it is embedded in another: a statement is recorded
  // when its result comes back (so only what ran), compiled from the tree seen for its query id.
  const compiled = new Map<unknown, CompiledQuery>();
  const recorder: KyselyPlugin = {
    transformQuery(args) {
      if (statements) compiled.set(args.queryId, db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    async transformResult(args) {
      const statement = compiled.get(args.queryId);
      if (statements && statement) statements.push(statement);
      return args.result;
    },
  };
  const app = await build(db.withPlugin(recorder));
  const recordings: Recording[][] = [];
  try {
    for (const scenario of scenarios) {
      const list: Recording[] = [];
      for (const v of scenario.variants) {
        statements = [];
        const res = await app.inject({
          method: v.method,
          url: v.path,
          headers: { ...v.headers, ...(v.body ? { 'content-type': 'application/json' } : {}) },
          ...(v.body ? { payload: v.body } : {}),
        });
        list.push({
          statements,
          status: res.statusCode,
          contentType: String(res.headers['content-type'] ?? 'application/json; charset=utf-8'),
          body: res.body,
        });
        statements = null;
        compiled.clear();
      }
      recordings.push(list);
    }
  } finally {
    await app.close();
  }
  return recordings;
}

/** The floor scenario of `scenario`: the same variants, answered by /bench/floor (recordFloors). */
function floorScenario(scenario: Scenario, index: number): Scenario {
  return {
    ...scenario,
    name: `${scenario.name} (floor)`,
    variants: scenario.variants.map((_, v) => ({ method: 'GET', path: `/bench/floor/${index}/${v}` })),
  };
}

async function prepareFixtures(db: Db): Promise<Fixtures> {
  const venueRows = await sql<{ id: string }>`
    select id from venues where is_active and deleted_at is null order by md5(id::text) limit 500
  `.execute(db);
  const owners = await sql<{ id: string }>`
    select owner_id as id from venues where deleted_at is null group by owner_id order by md5(owner_id::text) limit ${OWNER_SESSIONS}
  `.execute(db);
  const guests = await sql<{ id: string }>`
    select id from users where role = 'user' order by md5(id::text) limit ${GUEST_SESSIONS}
  `.execute(db);

  // Contended slots: 20 days ahead, on venues with nothing booked or blocked that day.
  const date = bookingDates()[20];
  if (!date) throw new Error('no booking date 20 days ahead');
  const day = { from: slotToRange(date, '00:00', 0).start, to: slotToRange(date, '23:59', 0).start };
  const free = await sql<{ id: string; price: string }>`
    select v.id, v.price_per_hour as price from venues v
    where v.is_active and v.deleted_at is null and v.price_per_hour is not null and v.capacity >= 2
      and not exists (select 1 from bookings b where b.venue_id = v.id and b.status <> 'cancelled'
                      and tstzrange(b.start_at, b.end_at, '[)') && tstzrange(${day.from}::timestamptz, ${day.to}::timestamptz, '[)'))
      and not exists (select 1 from venue_blocks k where k.venue_id = v.id
                      and tstzrange(k.start_at, k.end_at, '[)') && tstzrange(${day.from}::timestamptz, ${day.to}::timestamptz, '[)'))
    order by md5(v.id::text) limit ${CONTENDED_VENUES}
  `.execute(db);
  if (free.rows.length < CONTENDED_VENUES) throw new Error('not enough free venues for the booking scenario');
  const bookingPayloads = free.rows.flatMap((v) =>
    CONTENDED_TIMES.map((time) => {
      const range = slotToRange(date, time, 2);
      const price = computeBookingPrice(toCentavos(v.price), 2);
      return JSON.stringify({
        venueId: v.id,
        startDate: range.start.toISOString(),
        endDate: range.end.toISOString(),
        guestCount: 2,
        totalAmount: Number(fromCentavos(price.total)),
        specialRequests: null,
      });
    }),
  );

  const { createSession } = await import('../../packages/api/src/services/auth');
  // The app runs as in production, where the session cookie is `__Host-session` (issue 12).
  const { SECURE_SESSION_COOKIE } = await import('../../packages/auth/src/index');
  const sessionIds: string[] = [];
  const cookieFor = async (userId: string) => {
    const s = await createSession(db, userId);
    sessionIds.push(s.id);
    return `${SECURE_SESSION_COOKIE}=${s.token}`;
  };
  const ownerCookies = await Promise.all(owners.rows.map((o) => cookieFor(o.id)));
  const guestCookies = await Promise.all(guests.rows.map((g) => cookieFor(g.id)));
  return {
    venueIds: venueRows.rows.map((r) => r.id),
    ownerCookies,
    guestCookies,
    sessionIds,
    bookingPayloads,
    contention: { venueIds: free.rows.map((v) => v.id), ...day },
  };
}

/** Deletes what the bench created: its bookings on the contended day and its sessions. */
async function cleanUp(db: Db, f: Fixtures, startedAt: Date): Promise<number> {
  const deleted = await db
    .deleteFrom('bookings')
    .where('venueId', 'in', f.contention.venueIds)
    .where('startAt', '>=', f.contention.from)
    .where('startAt', '<', f.contention.to)
    .where('createdAt', '>=', startedAt)
    .executeTakeFirst();
  await db.deleteFrom('sessions').where('id', 'in', f.sessionIds).execute();
  return Number(deleted.numDeletedRows);
}

/**
 * A production-like configuration through the app's own parser (so it follows new
 * settings): like apps/server/test/helpers.ts testConfig, but on DATABASE_URL with
 * `poolSize` connections, no auth rate limit, silent logs, a throwaway data folder.
 */
async function benchConfig(databaseUrl: string, poolSize: number): Promise<ServerConfig> {
  const { loadConfig } = await import('../../apps/server/src/env');
  return loadConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'rentas-bench-')),
    DATABASE_URL: databaseUrl,
    DB_POOL_SIZE: String(poolSize),
    PUBLIC_URL: 'http://127.0.0.1',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    AUTH_RATE_LIMIT: '0',
    // The large seed gives some guests many upcoming bookings: caps high enough that the
    // booking scenario measures slot contention (and still pays for counting the caps).
    MAX_UNPAID_PAYPAL_HOLDS: '1000',
    MAX_UPCOMING_BOOKINGS_PER_VENUE: '1000',
    MAX_UPCOMING_BOOKINGS: '1000',
    SEED_ON_EMPTY: 'false',
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'silent',
    // Issue 17: the targets are on the uncached path.
    SEARCH_CACHE_TTL_MS: '0',
  });
}

/** The machine the figures come from (issue 17: printed with them). */
function machineLine(): string {
  const cpus = os.cpus();
  const gb = (os.totalmem() / 1024 ** 3).toFixed(1);
  return `Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${gb} GB memory, Node ${process.version}, load generator on the same machine.`;
}

/**
 * Time from process start to the first answer of the compiled server (issue 17: production runs
 * dist/server.js, no tsx) on the migrated bench database: builds it, starts it on a free port,
 * polls /healthz every 10 ms. Output: milliseconds, or null when it did not answer within 60 s.
 */
async function measureServerStart(databaseUrl: string): Promise<number | null> {
  const serverDir = join(import.meta.dirname, '../../apps/server');
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`server build failed: ${built.stderr}`);
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: serverDir,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'rentas-bench-start-')),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      APP_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'silent',
    },
  });
  try {
    while (performance.now() - started < 60_000) {
      if (child.exitCode !== null) return null;
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    return null;
  } finally {
    child.kill('SIGKILL');
  }
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);

function printTable(results: ScenarioResult[]): void {
  const rows = results.map((r) => {
    const ok = Object.entries(r.statuses)
      .filter(([code]) => code.startsWith('2'))
      .reduce((s, [, n]) => s + n, 0);
    const codes = Object.entries(r.statuses)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([code, n]) => `${code}:${n}`)
      .join(' ');
    return [
      r.name,
      fmt(r.rps, 0),
      fmt(r.p50),
      fmt(r.p95),
      fmt(r.p99),
      String(r.responses - ok),
      String(r.errors + r.timeouts),
      codes,
    ];
  });
  const head = ['scenario', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx', 'errors', 'status codes'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const r of rows) console.log(line(r));
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is required (run through scripts/bench/run.sh)');
  const dbHost = new URL(databaseUrl).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(dbHost)) {
    throw new Error(`the bench only uses a database on this machine, not ${dbHost}`);
  }
  const { values: args } = parseArgs({
    options: {
      duration: { type: 'string' },
      connections: { type: 'string' },
      only: { type: 'string' },
      save: { type: 'string' },
    },
  });
  const duration = Number(args.duration ?? 10);
  const connections = Number(args.connections ?? 50);
  const poolSize = Number(process.env.DB_POOL_SIZE ?? 20);
  if (!(duration > 0 && duration <= 60 && connections > 0 && connections <= 500 && poolSize > 0)) {
    throw new Error('--duration must be 1–60 s, --connections 1–500 and DB_POOL_SIZE positive');
  }

  // Loaded here, not at the top: the load-generating worker runs this file too and needs none of it.
  const { createDb, migrateToLatest } = await import('../../packages/db/src/index');
  const { buildApp } = await import('../../apps/server/src/app');
  const handle = await createDb({ databaseUrl, poolSize });
  const startedAt = new Date();
  let fixtures: Fixtures | undefined;
  try {
    await migrateToLatest(handle.db);
    const counts = await sql<{ venues: number; bookings: number; sharedBuffers: string; venueBytes: string }>`
      select (select count(*)::int from venues) as venues, (select count(*)::int from bookings) as bookings,
             current_setting('shared_buffers') as shared_buffers,
             pg_total_relation_size('venues')::text as venue_bytes
    `.execute(handle.db);
    const { venues = 0, bookings = 0, sharedBuffers = '?', venueBytes = '0' } = counts.rows[0] ?? {};
    if (venues < 1000) throw new Error(`only ${venues} venues: run \`pnpm seed:large\` first`);
    fixtures = await prepareFixtures(handle.db);
    const f = fixtures;

    // The app logs a 5xx's cause at level error: collect those, print a summary at the end.
    const failures = new Map<string, number>();
    const failureLog = {
      write(line: string) {
        const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
        const cause = entry.err?.message ?? entry.msg ?? 'unknown';
        failures.set(cause, (failures.get(cause) ?? 0) + 1);
      },
    };
    const app = await buildApp({
      db: handle.db,
      config: await benchConfig(databaseUrl, poolSize),
      logger: { level: 'error', stream: failureLog },
    });
    // Requests whose client went away at the end of a run still finish on the server (and may
    // still write): each scenario waits for them, so runs do not overlap and clean-up is final.
    let inFlight = 0;
    app.addHook('onRequest', async () => {
      inFlight++;
    });
    app.addHook('onSend', async (_req, _reply, payload) => {
      inFlight--;
      return payload;
    });
    const drained = async () => {
      for (let waited = 0; inFlight > 0 && waited < DRAIN_LIMIT_MS; waited += 50) {
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    app.get('/bench/bare', async () => {
      await sql`select 1`.execute(handle.db);
      return { ok: true };
    });
    // Each read scenario's floor (recordFloors): its recorded statements, then its recorded answer;
    // `scenario` is the scenario's position among those with a floor.
    let floors: Recording[][] = [];
    app.get('/bench/floor/:scenario/:variant', async (req, reply) => {
      const { scenario, variant } = req.params as { scenario: string; variant: string };
      const recording = floors[Number(scenario)]?.[Number(variant)];
      if (!recording) return reply.status(404).send({ ok: false });
      for (const statement of recording.statements) await handle.db.executeQuery(statement);
      return reply.status(recording.status).type(recording.contentType).send(recording.body);
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    const url = `http://127.0.0.1:${address.port}`;
    console.log(machineLine());
    console.log(
      `Bench: ${venues} venues, ${bookings} bookings; app on ${url}, pool ${poolSize}, ` +
        `${connections} connections, ${duration} s per scenario (+2 s warm-up), search answer cache off.`,
    );
    // Context for the figures: how much of the venues' pages PostgreSQL can keep in its own cache
    // (measured on 2026-11-26: 128 MB or 2 GB made no difference at 100,000 venues, 405 MB).
    console.log(
      `PostgreSQL: shared_buffers ${sharedBuffers}; venues with their indexes ${fmt(Number(venueBytes) / 1024 ** 2, 0)} MB.`,
    );
    process.stdout.write('  measuring the compiled server start …');
    const startMs = await measureServerStart(databaseUrl);
    console.log(startMs === null ? ' no answer in 60 s' : ` ${fmt(startMs, 0)} ms to the first answer`);

    const availabilityDate = bookingDates()[3] ?? '';
    const base = { url, connections, duration, warmup: 2 };
    const scenarios: Scenario[] = [
      { ...base, name: 'bare select 1', variants: [{ method: 'GET', path: '/bench/bare' }] },
      {
        // Text + filters: 2,000 different searches, the answer cache off (issue 17).
        ...base,
        name: 'search text+filters',
        variants: SEARCH_WORDS.flatMap((q) =>
          SEARCH_CATEGORIES.flatMap((category) =>
            Array.from({ length: 10 }, (_, g) => ({
              method: 'GET' as const,
              path: `/api/venues?q=${encodeURIComponent(q)}&category=${category}&guests=${g + 1}`,
            })),
          ),
        ),
      },
      {
        // Availability-aware: a date of the window, a start time and a duration, with a category.
        ...base,
        name: 'search date+time+duration',
        variants: dateSearches().map(({ date, startTime, duration, category }) => ({
          method: 'GET' as const,
          path: `/api/venues?date=${date}&startTime=${startTime}&duration=${duration}&category=${category}`,
        })),
      },
      {
        ...base,
        name: 'venue detail',
        variants: f.venueIds.map((id) => ({ method: 'GET', path: `/api/venues/${id}` })),
      },
      {
        ...base,
        name: 'availability of a date',
        variants: f.venueIds.map((id) => ({
          method: 'GET',
          path: `/api/venues/${id}/availability?date=${availabilityDate}&duration=4`,
        })),
      },
      {
        // Issue 18: what the venue page and the booking form now ask for, the month at once.
        ...base,
        name: 'availability of a month',
        variants: f.venueIds.map((id) => ({
          method: 'GET',
          path: `/api/venues/${id}/availability-month?duration=4`,
        })),
      },
      {
        // Issue 18: "Ordenar por: Cercanía" from each colonia's centre, with a category.
        ...base,
        name: 'search near a point',
        variants: COLONIAS.flatMap((colonia) =>
          SEARCH_CATEGORIES.map((category) => ({
            method: 'GET' as const,
            path: `/api/venues?near=${colonia.lat},${colonia.lng}&category=${category}`,
          })),
        ),
      },
      {
        ...base,
        name: 'owner dashboard',
        variants: f.ownerCookies.map((cookie) => ({ method: 'GET', path: '/api/owner/stats', headers: { cookie } })),
      },
      {
        ...base,
        warmup: 0,
        name: 'booking contention',
        variants: f.guestCookies.map((cookie, i) => ({
          method: 'POST',
          path: '/api/bookings',
          headers: { cookie },
          body: f.bookingPayloads[i % f.bookingPayloads.length] ?? '',
        })),
      },
    ];

    const only = args.only;
    const selected = scenarios.filter((x) => !only || x.name.includes(only) || x.name === 'bare select 1');
    // Every scenario but the bare route and the booking one (its writes cannot be replayed) has a floor.
    const withFloor = selected.filter((x) => x.name !== 'bare select 1' && x.name !== 'booking contention');
    process.stdout.write(
      `  recording the statements and answers of ${withFloor.length} read scenarios for their floors …`,
    );
    const recordingStarted = performance.now();
    floors = await recordFloors(
      handle.db,
      async (db) => buildApp({ db, config: await benchConfig(databaseUrl, poolSize), logger: false }),
      withFloor,
    );
    const refused = floors.flat().filter((r) => r.status >= 300).length;
    console.log(
      ` ${fmt((performance.now() - recordingStarted) / 1000)} s${refused ? ` (${refused} non-2xx answers recorded)` : ''}`,
    );

    const results: ScenarioResult[] = [];
    const floorResults: ScenarioResult[] = [];
    for (const s of selected) {
      process.stdout.write(`  running ${s.name} …`);
      const r = await runScenario(s);
      await drained();
      results.push(r);
      if (!withFloor.includes(s)) {
        console.log(` ${fmt(r.rps, 0)} req/s`);
        continue;
      }
      const floor = await runScenario(floorScenario(s, withFloor.indexOf(s)));
      await drained();
      floorResults.push({ ...floor, name: s.name });
      console.log(` ${fmt(r.rps, 0)} req/s; its floor ${fmt(floor.rps, 0)} req/s`);
    }
    // The bare route again at the end: on this shared machine one reading of it swung by up to
    // a fifth between runs, and every target is a ratio to it. Its figures are the two means.
    const bareScenario = scenarios[0] as Scenario;
    const first = results[0] as ScenarioResult;
    process.stdout.write(`  running ${bareScenario.name} again …`);
    const again = await runScenario(bareScenario);
    await drained();
    console.log(` ${fmt(again.rps, 0)} req/s (first ${fmt(first.rps, 0)}; the mean of both counts)`);
    results[0] = meanOf(first, again);
    await app.close();
    printTable([...results, ...floorResults.map((r) => ({ ...r, name: `${r.name} (floor)` }))]);
    if (args.save) {
      const saved: SavedRun = { date: new Date().toISOString(), venues, bookings, results, floors: floorResults };
      writeFileSync(args.save, JSON.stringify(saved, null, 2));
    }

    const bare = results.find((r) => r.name === 'bare select 1');
    const booking = results.find((r) => r.name === 'booking contention');
    const serverErrors = results.reduce(
      (s, r) =>
        s +
        r.errors +
        r.timeouts +
        Object.entries(r.statuses)
          .filter(([code]) => code.startsWith('5'))
          .reduce((t, [, n]) => t + n, 0),
      0,
    );
    const unexpected = results.reduce(
      (s, r) =>
        s +
        Object.entries(r.statuses)
          .filter(([code]) => !/^[25]/.test(code) && !(r === booking && code === '409'))
          .reduce((t, [, n]) => t + n, 0),
      0,
    );
    const check = (ok: boolean) => (ok ? 'ok  ' : 'MISS');
    console.log(
      `\nTargets (issue 17; ratios to the bare route of this run: ${fmt(bare?.rps ?? 0, 0)} req/s, p95 ${fmt(bare?.p95 ?? 0)} ms)`,
    );
    for (const r of results) {
      if (!bare || r === bare || r === booking) continue;
      const ratio = r.rps / bare.rps;
      const p95Ratio = r.p95 / Math.max(bare.p95, 0.001);
      console.log(
        `  ${check(ratio >= 0.6)} ${r.name}: req/s ${fmt(ratio, 2)} of bare (target ≥ 0.6)` +
          `   ${check(p95Ratio <= 2)} p95 ${fmt(r.p95)} ms = ${fmt(p95Ratio, 2)}× bare (target ≤ 2×)`,
      );
    }
    if (booking && bare) {
      const p99Ratio = booking.p99 / Math.max(bare.p95, 0.001);
      console.log(
        `  ${check(p99Ratio <= 3)} booking contention: p99 ${fmt(booking.p99)} ms = ${fmt(p99Ratio, 2)}× bare p95 (target ≤ 3×)`,
      );
    }
    console.log(
      `  ${check(serverErrors === 0 && unexpected === 0)} error responses: ${serverErrors} 5xx/socket errors, ` +
        `${unexpected} other non-2xx outside the booking scenario's 409s (target 0)`,
    );
    for (const floor of floorResults) {
      const r = results.find((x) => x.name === floor.name);
      if (!r || !bare) continue;
      const recorded = floors[withFloor.findIndex((x) => x.name === r.name)] ?? [];
      const perRequest = recorded.reduce((n, x) => n + x.statements.length, 0) / Math.max(recorded.length, 1);
      console.log(
        `  info ${r.name}: its floor (the same ${fmt(perRequest)} SQL statements a request and answer, no app code) ${fmt(floor.rps, 0)} req/s = ` +
          `${fmt(floor.rps / bare.rps, 2)} of bare, p95 ${fmt(floor.p95)} ms; the app reaches ${fmt(r.rps / floor.rps, 2)} of it`,
      );
    }
    if (startMs !== null) console.log(`  info server start (compiled, migrated database): ${fmt(startMs, 0)} ms`);
    for (const [cause, n] of failures) console.log(`  server error logged ${n}×: ${cause}`);
    if (booking) {
      console.log(
        `  info booking contention: ${booking.statuses['201'] ?? 0} × 201 created, ${booking.statuses['409'] ?? 0} × 409 ` +
          `(slot taken), at most ${f.bookingPayloads.length} can succeed`,
      );
    }
  } finally {
    if (fixtures) {
      const removed = await cleanUp(handle.db, fixtures, startedAt);
      console.log(`\nCleaned up ${removed} bench bookings and ${fixtures.sessionIds.length} bench sessions.`);
    }
    await handle.close();
  }
}

await main();
