/**
 * buildApp(): the Fastify application without listen: plugins, tRPC at /trpc,
 * REST shims at /api, uploaded images at /uploads and the built web app.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import {
  type AppRouter,
  appRouter,
  createSearchCache,
  describeError,
  errorCodeForStatus,
  type ImageStorage,
  LocalImageStorage,
  PaypalClient,
  S3ImageStorage,
  toTRPCError,
} from '@rentas/api';
import type { Db } from '@rentas/db';
import { ERRORS } from '@rentas/domain';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { sql } from 'kysely';
import { createRequestContext, type RequestDeps } from './context';
import type { ServerConfig } from './env';
import { createOutageLog, isDatabaseOutage, watchPublicUrl, withOutageWatch, withRedactedRequests } from './logging';
import { assertNoNul, nulGuardPlugin } from './plugins/nul-guard';
import { securityPlugin } from './plugins/security';
import { registerAdminRoutes } from './rest/admin';
import { registerAuthRoutes } from './rest/auth';
import { registerBookingRoutes } from './rest/bookings';
import { registerImageRoutes } from './rest/images';
import { registerOwnerRoutes } from './rest/owner';
import { registerPaymentRoutes } from './rest/payments';
import { registerResizedImageRoutes } from './rest/resized-images';
import { registerVenueRoutes } from './rest/venues';
import { createWebShell } from './web-shell';

export interface BuildAppOptions {
  db: Db;
  config: ServerConfig;
  /** image storage; default: the local uploads folder */
  storage?: ImageStorage;
  /** true once a shutdown started: /healthz answers 503 so load balancers stop routing here */
  isDraining?: () => boolean;
  /** observer of every registered route (the permission-matrix test lists them) */
  onRoute?: (route: { method: string; url: string }) => void;
  logger?: FastifyServerOptions['logger'];
}

const AUTH_REST_PATHS = new Set(['/api/auth/login', '/api/auth/register']);
const UPLOAD_PATH = '/api/images/upload';
/** Uploads allowed per minute per IP. */
const UPLOAD_RATE_LIMIT = 30;
/** Procedures that hash or check a password: never batched, so each attempt is one counted request. */
const AUTH_PROCEDURES = new Set(['auth.login', 'auth.register']);
/** Most procedures one tRPC request may carry (issue 12: 50 were run; the web app batches a few). */
export const MAX_TRPC_BATCH = 10;

/** The procedures a /trpc/ request names ("a,b,c"), or null for any other path. */
function trpcProcedures(url: string): string[] | null {
  const path = url.split('?')[0] ?? '';
  if (!path.startsWith('/trpc/')) return null;
  return path.slice('/trpc/'.length).split(',');
}

/** True for requests the login/register rate limit counts (REST and tRPC). */
function isAuthAttempt(url: string, method: string): boolean {
  if (method !== 'POST') return false;
  if (AUTH_REST_PATHS.has(url.split('?')[0] ?? '')) return true;
  return trpcProcedures(url)?.some((procedure) => AUTH_PROCEDURES.has(procedure)) ?? false;
}

/**
 * Why a tRPC request is refused before it runs (issue 12), or null: more than MAX_TRPC_BATCH
 * procedures, or a password procedure batched with anything (one scrypt per item used to count
 * once against the limit).
 */
export function trpcBatchProblem(url: string): string | null {
  const procedures = trpcProcedures(url);
  if (!procedures || procedures.length <= 1) return null;
  if (procedures.length > MAX_TRPC_BATCH)
    return `Demasiadas operaciones en una sola solicitud (máximo ${MAX_TRPC_BATCH}).`;
  if (procedures.some((procedure) => AUTH_PROCEDURES.has(procedure))) {
    return 'El inicio de sesión y el registro se envían de uno en uno.';
  }
  return null;
}

/** Builds the app. Input: database and configuration. Output: a ready-to-listen FastifyInstance. */
export async function buildApp({
  db,
  config,
  storage,
  onRoute,
  isDraining,
  logger = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const hops = config.trustProxy;
  const options: FastifyServerOptions = {
    // Access logs never show the calendar-feed token or check-in signatures (issue 12).
    logger: withRedactedRequests(logger),
    // Issue 12: X-Forwarded-For is believed only from the configured proxies (none by default).
    trustProxy: typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 5000 },
  };
  const app = Fastify(options);
  if (onRoute) {
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) onRoute({ method, url: route.url });
    });
  }
  // A database outage is logged once when it starts and once when it ends (issue 12).
  const outage = createOutageLog(app.log);
  if (!config.publicUrlConfigured && config.nodeEnv !== 'test') watchPublicUrl(app, config.publicUrl);
  /** Logs a failed request: outages through `outage`, other 5xx at error level, client errors not at all. */
  const logFailure = (log: typeof app.log, error: unknown, status: number, details: Record<string, unknown> = {}) => {
    if (isDatabaseOutage(error)) outage.failed(error, details);
    else if (status >= 500) log.error({ err: error, ...details }, 'request failed');
  };
  const deps: RequestDeps = {
    db: withOutageWatch(db, outage),
    config,
    storage: storage ?? (config.s3 ? new S3ImageStorage(config.s3) : new LocalImageStorage(config.uploadsDir)),
    paypal: config.paypal ? new PaypalClient(config.paypal) : null,
    searchCache: config.searchCacheTtlMs > 0 ? createSearchCache({ ttlMs: config.searchCacheTtlMs }) : null,
  };

  await app.register(fastifyCookie);
  // gzip/brotli for JSON and the web app's text assets (images are already compressed).
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(securityPlugin, { publicUrl: config.publicUrl, production: config.nodeEnv === 'production' });
  await app.register(nulGuardPlugin);

  app.addHook('onRequest', async (req, reply) => {
    const problem = trpcBatchProblem(req.url);
    if (problem) return reply.status(400).send({ code: 'VALIDATION', message: problem });
  });

  // Per-IP limits: login/register (AUTH_RATE_LIMIT a minute, 0 = off) and uploads (30 a minute).
  const bucketOf = (req: { url: string; method: string }): 'auth' | 'upload' | null => {
    if (config.authRateLimit > 0 && isAuthAttempt(req.url, req.method)) return 'auth';
    if (req.method === 'POST' && req.url.split('?')[0] === UPLOAD_PATH) return 'upload';
    return null;
  };
  await app.register(fastifyRateLimit, {
    global: true,
    timeWindow: '1 minute',
    allowList: (req) => bucketOf(req) === null,
    max: (req) => (bucketOf(req) === 'upload' ? UPLOAD_RATE_LIMIT : config.authRateLimit),
    keyGenerator: (req) => `${bucketOf(req)}:${req.ip}`,
    errorResponseBuilder: (_req, context) => ({
      statusCode: context.statusCode,
      code: 'RATE_LIMITED',
      message: ERRORS.RATE_LIMITED.message,
    }),
  });

  app.setErrorHandler((error, req, reply) => {
    const fastifyStatus = (error as { statusCode?: number }).statusCode;
    if (fastifyStatus === 429)
      return reply.status(429).send({ code: 'RATE_LIMITED', message: ERRORS.RATE_LIMITED.message });
    if (fastifyStatus && fastifyStatus >= 400 && fastifyStatus < 500 && !(error as { cause?: unknown }).cause) {
      // issue 12: a client error (bad JSON, wrong content type, too large…) keeps its 4xx.
      const code = errorCodeForStatus(fastifyStatus);
      return reply.status(fastifyStatus).send({ code, message: ERRORS[code].message });
    }
    const described = describeError(error);
    logFailure(req.log, error, described.status);
    return reply.status(described.status).send({ code: described.code, message: described.message });
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      // A failure while reading the session (e.g. the database is down) keeps its status (503).
      // A NUL in the input is refused here, before any SQL (issue 12).
      createContext: ({ req, res }) =>
        Promise.resolve()
          .then(() => assertNoNul(req))
          .then(() => createRequestContext(deps, req, res))
          .catch((error: unknown) => {
            throw toTRPCError(error);
          }),
      onError: ({ error, path }) => {
        logFailure(app.log, error, describeError(error).status, { path });
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  registerAuthRoutes(app, deps);
  registerVenueRoutes(app, deps);
  registerBookingRoutes(app, deps);
  registerOwnerRoutes(app, deps);
  registerAdminRoutes(app, deps);
  registerPaymentRoutes(app, deps);
  await registerImageRoutes(app, deps);
  registerResizedImageRoutes(app, deps);

  app.get('/healthz', async (_req, reply) => {
    if (isDraining?.())
      return reply.status(503).send({ status: 'draining', message: ERRORS.SERVICE_UNAVAILABLE.message });
    try {
      await sql`select 1`.execute(deps.db);
      return { status: 'ok' };
    } catch (error) {
      if (isDatabaseOutage(error)) outage.failed(error, { url: '/healthz' });
      return reply.status(503).send({ status: 'unavailable', message: ERRORS.SERVICE_UNAVAILABLE.message });
    }
  });

  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: true,
    serve: !deps.storage.get,
    maxAge: '7d',
    immutable: true,
  });
  const readObject = deps.storage.get?.bind(deps.storage);
  if (readObject) {
    // Bucket storage: stream /uploads/<key> from the bucket (seed photos may still be local files).
    app.get('/uploads/*', async (req, reply) => {
      const key = (req.params as { '*': string })['*'];
      if (!key || key.includes('..'))
        return reply.status(404).send({ code: 'NOT_FOUND', message: ERRORS.NOT_FOUND.message });
      const object = await readObject(key);
      if (object) {
        return reply
          .header('content-type', object.contentType)
          .header('cache-control', 'public, max-age=604800, immutable')
          .send(object.body);
      }
      return reply.sendFile(key, config.uploadsDir);
    });
  }

  const webShell = existsSync(join(config.webDist, 'index.html')) ? createWebShell(deps, config.webDist) : null;
  /** A browser address the web app answers: not the API's, not a file (an old /assets/*.js after a rebuild is a 404). */
  const isWebPage = (url: string) => {
    const path = url.split('?')[0] ?? '';
    return (
      !/^\/(api|trpc|uploads|paypal|healthz)(\/|$)/.test(path) &&
      !/\.[a-z0-9]+$/i.test(path) &&
      !path.startsWith('/assets/')
    );
  };
  if (webShell) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      decorateReply: false,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    // SPA fallback, as a route so that it is compressed: the client router shows the page or its 404.
    app.get('/*', (req, reply) => (isWebPage(req.url) ? webShell.send(req, reply) : reply.callNotFound()));
  }

  app.setNotFoundHandler((_req, reply) =>
    reply.status(404).send({ code: 'NOT_FOUND', message: ERRORS.NOT_FOUND.message }),
  );

  return app;
}
