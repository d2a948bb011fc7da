/**
 * Process entry: read configuration, open the database (PGlite in DATA_DIR or
 * PostgreSQL at DATABASE_URL), migrate, seed an empty embedded database with demo
 * data, listen, send the mail outbox (issue 15), and drain in-flight requests on SIGTERM/SIGINT.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  completeEndedBookings,
  expireBookingRequests,
  expireReschedules,
  feedOptions,
  PaypalClient,
  purgeOrphanUploads,
  refreshDueFeeds,
  refundUnappliedDifferences,
  startMessageHub,
  voidAuthorizedPayments,
} from '@rentas/api';
import { createDb, migrateToLatest } from '@rentas/db';
import { isDatabaseEmpty, seedDemo } from '@rentas/db/seed';
import { buildApp } from './app';
import { loadConfig, REPO_ROOT } from './env';
import { startMailWorker } from './mail-worker';
import { connectRedis } from './redis';
import { createImageStorage } from './storage';

const envFile = join(REPO_ROOT, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);
const config = loadConfig();
mkdirSync(config.uploadsDir, { recursive: true });

const handle = await createDb({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
  poolSize: config.dbPoolSize,
});
let draining = false;
const storage = createImageStorage(config);
const applied = await migrateToLatest(handle.db);
// Live messages (issue 15): this process LISTENs for messages written by any process.
const messageHub = await startMessageHub(handle.listen);
// Several processes (issue 17): the rate limit and the search cache shared through Redis.
let redisErrorLogged = 0;
let logRedisError: (error: unknown) => void = () => {};
const redis = config.redisUrl ? connectRedis(config.redisUrl, (error) => logRedisError(error)) : null;
const app = await buildApp({
  db: handle.db,
  config,
  storage,
  messageHub,
  redis,
  poolStats: handle.poolStats,
  logger: { level: config.logLevel },
  isDraining: () => draining,
});

logRedisError = (error) => {
  // Once a minute at most: a Redis outage must not flood the log.
  if (Date.now() - redisErrorLogged < 60_000) return;
  redisErrorLogged = Date.now();
  app.log.warn({ err: error }, 'redis unavailable: limits and cache are per process meanwhile');
};
if (applied.length) app.log.info({ applied }, 'migrations applied');
if (config.seedOnEmpty && handle.kind === 'pglite' && (await isDatabaseEmpty(handle.db))) {
  const summary = await seedDemo(handle.db, { uploadsDir: config.uploadsDir });
  app.log.info(summary, 'empty embedded database seeded with demo data');
}

// Housekeeping every 5 minutes: bookings whose end has passed become completed (reads derive
// it too; this keeps the table true) and photos uploaded by forms never saved are removed.
const HOUSEKEEPING_EVERY_MS = 5 * 60 * 1000;
async function housekeeping() {
  try {
    const now = new Date();
    const completed = await completeEndedBookings(handle.db, now);
    const purged = await purgeOrphanUploads({ db: handle.db, storage }, now);
    // Issue 18: external iCal feeds not read for 30 minutes (each claimed by one process).
    const feeds = await refreshDueFeeds(handle.db, now, feedOptions(config));
    if (completed || purged || feeds.refreshed) app.log.info({ completed, purged, feeds }, 'housekeeping');
  } catch (error) {
    app.log.warn({ err: error }, 'housekeeping failed');
  }
}
const completionTimer = setInterval(housekeeping, HOUSEKEEPING_EVERY_MS);
completionTimer.unref();

// Issue 16: every minute, requests nobody answered expire (guest and owner are e-mailed) and
// authorised PayPal payments of bookings that will not happen are voided.
const paypal = config.paypal ? new PaypalClient(config.paypal) : null;
async function expireRequests() {
  try {
    const now = new Date();
    const payments = { db: handle.db, paypal, now };
    const expired = await expireBookingRequests(
      { db: handle.db, config, now },
      { voidAuthorized: async (id) => void (await voidAuthorizedPayments(payments, id)) },
    );
    const voided = await voidAuthorizedPayments(payments);
    const moves = await expireReschedules({ db: handle.db, config, now });
    const refunded = await refundUnappliedDifferences(payments);
    if (expired || voided || moves || refunded) app.log.info({ expired, voided, moves, refunded }, 'booking requests');
  } catch (error) {
    app.log.warn({ err: error }, 'booking request expiry failed');
  }
}
const requestTimer = setInterval(expireRequests, 60_000);
requestTimer.unref();
const mailWorker = startMailWorker({
  db: handle.db,
  mail: config.mail,
  links: { publicUrl: config.publicUrl, appSecret: config.appSecret },
  log: app.log,
});
if (!config.mail.smtpUrl && config.nodeEnv !== 'production') {
  app.log.info(`no SMTP_URL: e-mails are kept, never sent; read them at ${config.publicUrl}/dev/mailbox`);
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down: draining in-flight requests');
  clearInterval(completionTimer);
  clearInterval(requestTimer);
  try {
    // Requests already on their way are still accepted for a moment (a load balancer
    // stops routing here once /healthz says 503); then close() waits for in-flight ones.
    draining = true;
    await new Promise((r) => setTimeout(r, config.shutdownGraceMs));
    await app.close();
    await mailWorker.stop();
    await messageHub.close();
    await redis?.close();
    await handle.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Rentas por Hora listening on ${config.publicUrl} (${handle.kind})`);
// The first housekeeping runs once the server answers, not before: after a long stop it may have
// many ended bookings to complete (12.8 s for 100,000 venues freshly seeded) and calendar feeds to
// fetch from other servers, and reads already derive what it writes (issue 17: server start).
void housekeeping();
