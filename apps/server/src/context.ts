/** Builds the tRPC inner context from a Fastify request: the session cookie → user. */
import {
  type Context,
  createCaller,
  type ImageStorage,
  type PaypalClient,
  type SearchCache,
  validateSessionToken,
} from '@rentas/api';
import { SESSION_COOKIE } from '@rentas/auth';
import type { Db } from '@rentas/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from './env';

export interface RequestDeps {
  db: Db;
  config: ServerConfig;
  storage: ImageStorage;
  paypal: PaypalClient | null;
  /** public search answers shared by this process's requests; null when SEARCH_CACHE_TTL_MS=0 */
  searchCache: SearchCache | null;
}

/** Cookie options: httpOnly, SameSite=Lax, Secure in production (PRODUCT.md §1 auth recipe). */
export function sessionCookieOptions(config: ServerConfig, expires: Date) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.nodeEnv === 'production',
    path: '/',
    expires,
  };
}

/** Context for one request. Reads and, when renewed, rewrites the session cookie. */
export async function createRequestContext(
  deps: RequestDeps,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<Context> {
  const token = req.cookies[SESSION_COOKIE];
  const session = token ? await validateSessionToken(deps.db, token) : null;
  if (token && !session) reply.clearCookie(SESSION_COOKIE, { path: '/' });
  if (token && session?.renewedUntil) {
    reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(deps.config, session.renewedUntil));
  }
  return {
    db: deps.db,
    config: deps.config,
    storage: deps.storage,
    paypal: deps.paypal,
    searchCache: deps.searchCache,
    user: session?.user ?? null,
    sessionId: session?.sessionId ?? null,
    now: () => new Date(),
    cookie: {
      set: (value, expiresAt) => reply.setCookie(SESSION_COOKIE, value, sessionCookieOptions(deps.config, expiresAt)),
      clear: () => reply.clearCookie(SESSION_COOKIE, { path: '/' }),
    },
  };
}

/** A tRPC caller for a REST shim: same procedures, same middleware, same checks. */
export async function callerFor(deps: RequestDeps, req: FastifyRequest, reply: FastifyReply) {
  return createCaller(await createRequestContext(deps, req, reply));
}
