/**
 * What the server logs (issue 12): access-log URLs without secrets, and a database
 * outage logged once when it starts and once when it ends instead of once per request.
 */
import { isConnectionError } from '@rentas/api';
import type { Db } from '@rentas/db';
import { TRPCError } from '@trpc/server';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { KyselyPlugin } from 'kysely';

export const REDACTED = '[REDACTED]';

/**
 * A request URL fit for the logs. Input: the raw URL (path and query). Output: the same URL
 * with its secrets replaced by `[REDACTED]`: the iCalendar feed token
 * (`/api/calendar/<token>.ics`, anyone holding it reads the owner's bookings), check-in
 * signatures (`sig=` in any query string, e.g. `/check-in/<id>?sig=…`), and the input of
 * tRPC `checkIn.*` calls (its JSON carries the signature).
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  let query = q === -1 ? '' : url.slice(q + 1);
  path = path.replace(/^(\/api\/calendar\/)[^/]*/i, `$1${REDACTED}`);
  query = query.replace(/(^|&)(sig=)[^&]*/gi, `$1$2${REDACTED}`);
  if (/^\/trpc\/.*checkIn\./i.test(path)) query = query.replace(/(^|&)(input=)[^&]*/gi, `$1$2${REDACTED}`);
  return q === -1 ? path : `${path}?${query}`;
}

/**
 * Fastify logger `serializers.req`: Fastify's default request fields (method, url, host,
 * remote address and port) with the URL passed through redactUrl.
 */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: typeof req.headers?.['accept-version'] === 'string' ? req.headers['accept-version'] : undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** buildApp's `logger` option with serializeRequest as `serializers.req` (false stays false). */
export function withRedactedRequests(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } };
}

/** True when a thrown value (or the cause a TRPCError wraps) means the database could not be reached. */
export function isDatabaseOutage(error: unknown): boolean {
  const cause = error instanceof TRPCError && error.cause ? error.cause : error;
  return isConnectionError(cause);
}

export interface OutageLog {
  /** A request failed because the database is unreachable: error log on the first one, debug after. */
  failed(error: unknown, details?: Record<string, unknown>): void;
  /** A query succeeded: info log once when it ends an outage. */
  succeeded(): void;
  /** True between the first failure and the next success. */
  readonly down: boolean;
}

/**
 * Outage bookkeeping for one server process. Input: the logger. The first connection
 * failure logs at error level ("database unavailable"); the failures that follow log at
 * debug only; the first successful query afterwards logs at info level ("database
 * available again", with the outage length in ms and the requests it failed).
 */
export function createOutageLog(log: FastifyBaseLogger, now: () => number = Date.now): OutageLog {
  let since: number | null = null;
  let failures = 0;
  return {
    get down() {
      return since !== null;
    },
    failed(error, details = {}) {
      failures++;
      if (since === null) {
        since = now();
        log.error({ err: error, ...details }, 'database unavailable: answering 503 until it is back');
      } else {
        log.debug({ ...details, failures }, 'database still unavailable');
      }
    },
    succeeded() {
      if (since === null) return;
      log.info({ downMs: now() - since, failedRequests: failures }, 'database available again');
      since = null;
      failures = 0;
    },
  };
}

/** The database with a plugin that reports every successful query to `outage` (so its end is seen). */
export function withOutageWatch(db: Db, outage: OutageLog): Db {
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      if (outage.down) outage.succeeded();
      return args.result;
    },
  };
  return db.withPlugin(plugin);
}

/**
 * Issue 13: without PUBLIC_URL, QR check-in links and the calendar feed point at the
 * development default (http://localhost:<port>) even when the site is opened under another
 * host, e.g. from a phone on the LAN. Warns once at boot and once for the first request that
 * arrives under another host, naming it. Links are never built from the Host header, which
 * the client chooses.
 */
export function watchPublicUrl(app: FastifyInstance, publicUrl: string): void {
  const loopback = (host: string) => host.replace(/^(localhost|127\.0\.0\.1|\[::1\])(?=:|$)/, 'loopback');
  const expected = loopback(new URL(publicUrl).host);
  app.log.warn(
    `PUBLIC_URL is not set: QR check-in links and the calendar feed use ${publicUrl}; set PUBLIC_URL to the address people open`,
  );
  let warned = false;
  app.addHook('onRequest', async (req) => {
    const host = req.headers.host;
    // localhost, 127.0.0.1 and [::1] on the same port are this machine: links work there.
    if (warned || !host || loopback(host) === expected) return;
    warned = true;
    req.log.warn(
      { host, publicUrl },
      `this site was opened as ${host} but PUBLIC_URL is not set: QR check-in links and the calendar feed point at ${publicUrl}; set PUBLIC_URL=http://${host}`,
    );
  });
}
