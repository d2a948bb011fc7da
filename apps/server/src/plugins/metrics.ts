/**
 * GET /metrics in the Prometheus text format (issue 17), with prom-client: request latency
 * histograms and request counts by method, route and status; the database pool (connections in
 * use, idle, waiting); the e-mail job queue depth (outbox rows queued); the process's own
 * (CPU, memory, event-loop lag, GC). Routes are labelled by their pattern (`/api/venues/:id`),
 * tRPC calls by procedure (only known ones; batches as `/trpc (batch)`), so an attacker cannot
 * grow the label set.
 *
 * Protected: it exists only when METRICS_TOKEN is set, and answers 401 without
 * `Authorization: Bearer <METRICS_TOKEN>`; the scraper sends the header (README "Metrics").
 */
import { timingSafeEqual } from 'node:crypto';
import { appRouter } from '@rentas/api';
import type { Db } from '@rentas/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { trpcProcedures } from './trpc';

/** Connections of the database pool right now. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricsOptions {
  /** the bearer token scrapers send; the route is not registered without one */
  token: string | null;
  db: Db;
  /** the pool's connections (server.ts passes the handle's); none: the gauge is not exported */
  poolStats?: () => PoolStats;
}

const KNOWN_PROCEDURES = new Set(Object.keys(appRouter._def.procedures));

/** The route label of a request: its route pattern, a tRPC procedure, or `unmatched` (404s). */
export function routeLabel(req: FastifyRequest): string {
  const procedures = trpcProcedures(req.url);
  if (procedures) {
    if (procedures.length > 1) return '/trpc (batch)';
    const [name] = procedures;
    return name && KNOWN_PROCEDURES.has(name) ? `/trpc/${name}` : '/trpc (unknown)';
  }
  return req.routeOptions.url ?? 'unmatched';
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: MetricsOptions) => {
    if (!opts.token) return;
    const token = opts.token;
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const labelNames = ['method', 'route', 'status_code'] as const;
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to response, by route pattern',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'Responses sent, by route pattern and status code',
      labelNames,
      registers: [registry],
    });
    if (opts.poolStats) {
      const poolStats = opts.poolStats;
      new Gauge({
        name: 'db_pool_connections',
        help: 'Database pool connections by state (in_use, idle, waiting requests)',
        labelNames: ['state'],
        registers: [registry],
        collect() {
          const s = poolStats();
          this.set({ state: 'in_use' }, s.total - s.idle);
          this.set({ state: 'idle' }, s.idle);
          this.set({ state: 'waiting' }, s.waiting);
        },
      });
    }
    new Gauge({
      name: 'mail_queue_depth',
      help: 'E-mails waiting in the outbox to be sent (the job queue)',
      registers: [registry],
      async collect() {
        const row = await opts.db
          .selectFrom('mailOutbox')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('status', '=', 'queued')
          .executeTakeFirst();
        this.set(Number(row?.n ?? 0));
      },
    });

    app.addHook('onResponse', async (req, reply) => {
      if (req.routeOptions.url === '/metrics') return;
      const labels = { method: req.method, route: routeLabel(req), status_code: String(reply.statusCode) };
      duration.observe(labels, reply.elapsedTime / 1000);
      requests.inc(labels);
    });

    app.get('/metrics', async (req, reply) => {
      const header = req.headers.authorization ?? '';
      if (!header.startsWith('Bearer ') || !sameToken(header.slice('Bearer '.length), token)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send({ code: 'UNAUTHENTICATED', message: 'Falta el token de métricas.' });
      }
      reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
      return registry.metrics();
    });
  },
  { name: 'metrics' },
);
