/**
 * GET /healthz (PRODUCT.md §9): 200 `{ status: 'ok' }` when the database answers; 503 with a
 * Spanish message while draining (load balancers stop routing here) or when it does not.
 */
import type { Db } from '@rentas/db';
import { ERRORS } from '@rentas/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { isDatabaseOutage, type OutageLog } from '../logging';

export async function healthPlugin(
  app: FastifyInstance,
  opts: { db: Db; outage: OutageLog; isDraining?: () => boolean },
) {
  app.get('/healthz', async (_req, reply) => {
    if (opts.isDraining?.())
      return reply.status(503).send({ status: 'draining', message: ERRORS.SERVICE_UNAVAILABLE.message });
    try {
      await sql`select 1`.execute(opts.db);
      return { status: 'ok' };
    } catch (error) {
      if (isDatabaseOutage(error)) opts.outage.failed(error, { url: '/healthz' });
      return reply.status(503).send({ status: 'unavailable', message: ERRORS.SERVICE_UNAVAILABLE.message });
    }
  });
}
