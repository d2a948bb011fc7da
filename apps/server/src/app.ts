/**
 * buildApp(): the Fastify application without listen, composed of named plugins in the order
 * requests meet them (decision 013: the server is transport only): compression, security
 * headers and CSRF, the NUL guard, rate limits, the error contract, tRPC at /trpc, the REST
 * shims at /api, /healthz, uploaded photos at /uploads and the built web app.
 */
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import {
  createSearchCache,
  createSharedSearchCache,
  type ImageStorage,
  type MessageHub,
  PaypalClient,
  type SearchCache,
} from '@rentas/api';
import type { Db } from '@rentas/db';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { RequestDeps } from './context';
import type { ServerConfig } from './env';
import { createOutageLog, watchPublicUrl, withOutageWatch, withRedactedRequests } from './logging';
import { devMailboxPlugin } from './plugins/dev-mailbox';
import { errorsPlugin } from './plugins/errors';
import { createFailureLogger } from './plugins/failures';
import { healthPlugin } from './plugins/health';
import { metricsPlugin, type PoolStats } from './plugins/metrics';
import { nulGuardPlugin } from './plugins/nul-guard';
import { rateLimitPlugin } from './plugins/rate-limit';
import { restPlugin } from './plugins/rest';
import { securityPlugin } from './plugins/security';
import { trpcPlugin } from './plugins/trpc';
import { uploadsPlugin } from './plugins/uploads';
import { webAppPlugin } from './plugins/web-app';
import type { RedisConnection } from './redis';
import { createImageStorage } from './storage';

export { MAX_TRPC_BATCH, trpcBatchProblem } from './plugins/trpc';

export interface BuildAppOptions {
  db: Db;
  config: ServerConfig;
  /** image storage; default: the one the configuration names (createImageStorage) */
  storage?: ImageStorage;
  /** true once a shutdown started: /healthz answers 503 so load balancers stop routing here */
  isDraining?: () => boolean;
  /** new-message events for live readers (issue 15; the caller starts and closes it); none: no live updates */
  messageHub?: MessageHub | null;
  /** Redis shared by the server processes (issue 17; server.ts connects when REDIS_URL is set) */
  redis?: RedisConnection | null;
  /** the database pool's connections, for GET /metrics */
  poolStats?: () => PoolStats;
  /** observer of every registered route (the permission-matrix test lists them) */
  onRoute?: (route: { method: string; url: string }) => void;
  logger?: FastifyServerOptions['logger'];
}

/**
 * The public search cache (decision 009): none when SEARCH_CACHE_TTL_MS=0, shared through Redis
 * when there is one (issue 17), else this process's own.
 */
function searchCacheOf(
  config: ServerConfig,
  redis: RedisConnection | null,
  onError: (error: unknown) => void,
): SearchCache | null {
  const ttlMs = config.searchCacheTtlMs;
  if (ttlMs <= 0) return null;
  return redis ? createSharedSearchCache({ ttlMs, store: redis.searchStore, onError }) : createSearchCache({ ttlMs });
}

/** Builds the app. Input: database and configuration. Output: a ready-to-listen FastifyInstance. */
export async function buildApp({
  db,
  config,
  storage,
  messageHub = null,
  redis = null,
  poolStats,
  onRoute,
  isDraining,
  logger = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const hops = config.trustProxy;
  const app = Fastify({
    // Access logs never show the calendar-feed token or check-in signatures (issue 12).
    logger: withRedactedRequests(logger),
    // Issue 12: X-Forwarded-For is believed only from the configured proxies (none by default).
    trustProxy: typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 5000 },
  });
  if (onRoute) {
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) onRoute({ method, url: route.url });
    });
  }
  // A database outage is logged once when it starts and once when it ends (issue 12).
  const outage = createOutageLog(app.log);
  const logFailure = createFailureLogger(outage);
  if (!config.publicUrlConfigured && config.nodeEnv !== 'test') watchPublicUrl(app, config.publicUrl);
  const deps: RequestDeps = {
    db: withOutageWatch(db, outage),
    config,
    storage: storage ?? createImageStorage(config),
    paypal: config.paypal ? new PaypalClient(config.paypal) : null,
    searchCache: searchCacheOf(config, redis, (error) => app.log.warn({ err: error }, 'shared search cache')),
    messageHub,
  };

  await app.register(metricsPlugin, { token: config.metricsToken, db: deps.db, poolStats });
  await app.register(fastifyCookie);
  // gzip/brotli for JSON and the web app's text assets (images are already compressed).
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(securityPlugin, {
    publicUrl: config.publicUrl,
    publicUrlConfigured: config.publicUrlConfigured,
    production: config.nodeEnv === 'production',
    mapTileUrl: config.mapTileUrl,
  });
  await app.register(nulGuardPlugin);
  await app.register(rateLimitPlugin, { authRateLimit: config.authRateLimit, redis: redis?.client ?? null });
  await app.register(errorsPlugin, { logFailure });
  await app.register(trpcPlugin, { deps, logFailure });
  await app.register(restPlugin, { deps });
  await app.register(healthPlugin, { db: deps.db, outage, isDraining });
  if (config.nodeEnv !== 'production') await app.register(devMailboxPlugin, { db: deps.db });
  await app.register(uploadsPlugin, { storage: deps.storage, uploadsDir: config.uploadsDir });
  await app.register(webAppPlugin, { deps, webDist: config.webDist });
  return app;
}
