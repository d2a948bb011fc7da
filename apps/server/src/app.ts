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
const AUTH_PROCEDURES = new Set(['auth.login', 'auth.register']);

/** True for requests the login/register rate limit counts (REST and tRPC, batched or not). */
function isAuthAttempt(url: string, method: string): boolean {
  if (method !== 'POST') return false;
  const path = url.split('?')[0] ?? '';
  if (AUTH_REST_PATHS.has(path)) return true;
  if (!path.startsWith('/trpc/')) return false;
  return path
    .slice('/trpc/'.length)
    .split(',')
    .some((procedure) => AUTH_PROCEDURES.has(procedure));
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
  const app = Fastify({
    logger,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 5000 },
  });
  if (onRoute) {
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) onRoute({ method, url: route.url });
    });
  }
  const deps: RequestDeps = {
    db,
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
      const message =
        fastifyStatus === 413 ? 'El archivo o los datos enviados son demasiado grandes.' : ERRORS.VALIDATION.message;
      return reply
        .status(fastifyStatus)
        .send({ code: fastifyStatus === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION', message });
    }
    const described = describeError(error);
    if (described.status >= 500) req.log.error({ err: error }, 'request failed');
    return reply.status(described.status).send({ code: described.code, message: described.message });
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      // A failure while reading the session (e.g. the database is down) keeps its status (503).
      createContext: ({ req, res }) =>
        createRequestContext(deps, req, res).catch((error: unknown) => {
          throw toTRPCError(error);
        }),
      onError: ({ error, path }) => {
        if (describeError(error).status >= 500) app.log.error({ err: error, path }, 'trpc procedure failed');
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
      await sql`select 1`.execute(db);
      return { status: 'ok' };
    } catch {
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
