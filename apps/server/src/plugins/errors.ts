/**
 * The error contract at the HTTP edge (PRODUCT.md §8): every failure answers
 * `{ code, message }` with the status of the one error table (@rentas/domain ERRORS), a
 * rate limit 429 in Spanish, a framework client error (bad JSON, wrong content type, too
 * large…) keeps its 4xx (issue 12), unknown routes answer 404 NOT_FOUND.
 */
import { describeError, errorCodeForStatus } from '@rentas/api';
import { ERRORS } from '@rentas/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { LogFailure } from './failures';

export const errorsPlugin = fp(
  async (app: FastifyInstance, opts: { logFailure: LogFailure }) => {
    app.setErrorHandler((error, req, reply) => {
      const fastifyStatus = (error as { statusCode?: number }).statusCode;
      if (fastifyStatus === 429)
        return reply.status(429).send({ code: 'RATE_LIMITED', message: ERRORS.RATE_LIMITED.message });
      if (fastifyStatus && fastifyStatus >= 400 && fastifyStatus < 500 && !(error as { cause?: unknown }).cause) {
        const code = errorCodeForStatus(fastifyStatus);
        return reply.status(fastifyStatus).send({ code, message: ERRORS[code].message });
      }
      const described = describeError(error);
      opts.logFailure(req.log, error, described.status);
      return reply.status(described.status).send({ code: described.code, message: described.message });
    });
    app.setNotFoundHandler((_req, reply) =>
      reply.status(404).send({ code: 'NOT_FOUND', message: ERRORS.NOT_FOUND.message }),
    );
  },
  { name: 'errors' },
);
