/**
 * Per-IP rate limits (decision 012; shared by every process through Redis when REDIS_URL is set,
 * issue 17): login/register/password-reset attempts (AUTH_RATE_LIMIT a minute,
 * 0 = off; REST and tRPC alike) and uploads (UPLOAD_RATE_LIMIT a minute). The IP is the
 * socket address unless TRUST_PROXY names the proxies (issue 12). Other requests are not
 * limited here. Over a limit: 429 RATE_LIMITED with the Spanish message.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import { ERRORS } from '@rentas/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AUTH_PROCEDURES, trpcProcedures } from './trpc';

const AUTH_REST_PATHS = new Set([
  '/api/auth/login',
  '/api/auth/register',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
  '/api/auth/confirm-email',
]);
export const UPLOAD_PATH = '/api/images/upload';
/** Uploads allowed per minute per IP. */
export const UPLOAD_RATE_LIMIT = 30;

/** True for requests the login/register rate limit counts (REST and tRPC). */
function isAuthAttempt(url: string, method: string): boolean {
  if (method !== 'POST') return false;
  if (AUTH_REST_PATHS.has(url.split('?')[0] ?? '')) return true;
  return trpcProcedures(url)?.some((procedure) => AUTH_PROCEDURES.has(procedure)) ?? false;
}

export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { authRateLimit: number; redis: Redis | null }) => {
    const bucketOf = (req: { url: string; method: string }): 'auth' | 'upload' | null => {
      if (opts.authRateLimit > 0 && isAuthAttempt(req.url, req.method)) return 'auth';
      if (req.method === 'POST' && req.url.split('?')[0] === UPLOAD_PATH) return 'upload';
      return null;
    };
    await app.register(fastifyRateLimit, {
      global: true,
      timeWindow: '1 minute',
      // Issue 17: with Redis every server process counts in the same place; if Redis fails the
      // request goes through rather than failing (the limit is a brake, not a gate).
      ...(opts.redis ? { redis: opts.redis, nameSpace: 'rentas:rate-limit:', skipOnError: true } : {}),
      allowList: (req) => bucketOf(req) === null,
      max: (req) => (bucketOf(req) === 'upload' ? UPLOAD_RATE_LIMIT : opts.authRateLimit),
      keyGenerator: (req) => `${bucketOf(req)}:${req.ip}`,
      errorResponseBuilder: (_req, context) => ({
        statusCode: context.statusCode,
        code: 'RATE_LIMITED',
        message: ERRORS.RATE_LIMITED.message,
      }),
    });
  },
  { name: 'rate-limit' },
);
