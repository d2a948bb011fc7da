/**
 * How failed requests are logged (decision 012): a database outage once when it starts and
 * once when it ends (OutageLog), other 5xx at error level with their stack, client errors
 * (4xx) not at all beyond Fastify's access line.
 */
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseOutage, type OutageLog } from '../logging';

/** Logs one failed request. Input: the request's logger, the error, the status answered, extra fields. */
export type LogFailure = (
  log: FastifyBaseLogger,
  error: unknown,
  status: number,
  details?: Record<string, unknown>,
) => void;

/** A LogFailure that reports outages through `outage`. */
export function createFailureLogger(outage: OutageLog): LogFailure {
  return (log, error, status, details = {}) => {
    if (isDatabaseOutage(error)) outage.failed(error, details);
    else if (status >= 500) log.error({ err: error, ...details }, 'request failed');
  };
}
