/** Builds the tRPC inner context from a Fastify request: the session cookie → user. */
import {
  type Context,
  createCaller,
  type ImageStorage,
  type MessageHub,
  type PaypalClient,
  type SearchCache,
  validateSessionToken,
} from '@rentas/api';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@rentas/auth';
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
  /** new-message events for live readers (issue 15); null: messages.events is not served */
  messageHub: MessageHub | null;
}

/**
 * The session cookie's name (issue 12): `__Host-session` in production (the browser then
 * insists on Secure, Path=/ and no Domain), `session` in development and test.
 */
export function sessionCookieName(config: Pick<ServerConfig, 'nodeEnv'>): string {
  return config.nodeEnv === 'production' ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/**
 * Cookie options (PRODUCT.md §1 auth recipe): httpOnly, SameSite=Lax, Path=/, no Domain;
 * Secure in production and whenever PUBLIC_URL is https (issue 12). `expires` omitted: the
 * options for clearing the cookie (a `__Host-` cookie is only cleared with the same attributes).
 */
export function sessionCookieOptions(config: Pick<ServerConfig, 'nodeEnv' | 'publicUrl'>, expires?: Date) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.nodeEnv === 'production' || config.publicUrl.startsWith('https:'),
    path: '/',
    ...(expires ? { expires } : {}),
  };
}

/** The `Idempotency-Key` header as sent (checked by the procedure that uses it), or null. */
function idempotencyKeyHeader(req: FastifyRequest): string | null {
  const value = req.headers['idempotency-key'];
  return typeof value === 'string' ? value : null;
}

/** Context for one request. Reads and, when renewed, rewrites the session cookie. */
export async function createRequestContext(
  deps: RequestDeps,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<Context> {
  const name = sessionCookieName(deps.config);
  const token = req.cookies[name];
  const session = token ? await validateSessionToken(deps.db, token) : null;
  // A token no session answers to is not cleared here: it may be one a role change or sign-in has
  // just replaced, on a request sent before that answer arrived, and a clearing answer arriving
  // after the new cookie would delete the new cookie and sign the visitor out (decision 030).
  // The cookie expires with its session; signing out clears it.
  if (token && session?.renewedUntil) {
    reply.setCookie(name, token, sessionCookieOptions(deps.config, session.renewedUntil));
  }
  return {
    db: deps.db,
    config: deps.config,
    storage: deps.storage,
    paypal: deps.paypal,
    searchCache: deps.searchCache,
    messageHub: deps.messageHub,
    idempotencyKey: idempotencyKeyHeader(req),
    user: session?.user ?? null,
    sessionId: session?.sessionId ?? null,
    sessionSignedInAt: session?.signedInAt ?? null,
    now: () => new Date(),
    cookie: {
      set: (value, expiresAt) => reply.setCookie(name, value, sessionCookieOptions(deps.config, expiresAt)),
      clear: () => reply.clearCookie(name, sessionCookieOptions(deps.config)),
    },
  };
}

/** A tRPC caller for a REST shim: same procedures, same middleware, same checks. */
export async function callerFor(deps: RequestDeps, req: FastifyRequest, reply: FastifyReply) {
  return createCaller(await createRequestContext(deps, req, reply));
}
