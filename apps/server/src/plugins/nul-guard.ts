/**
 * Issue 12: PostgreSQL refuses the NUL character (U+0000) in text, so a NUL in a query
 * string, path parameter or JSON body used to reach SQL and come back as a 500. Requests
 * carrying one are refused with 400 INVALID_CHARACTERS before any handler or SQL runs.
 */
import { AppError, ERRORS } from '@rentas/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** True when any string or object key inside `value` (any depth) holds U+0000. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(item, depth + 1)) return true;
  }
  return false;
}

/**
 * True when the request's query, path parameters or parsed body hold a NUL. tRPC GET
 * inputs travel as JSON in `?input=` and its bodies as JSON text, where a NUL is the
 * escape `\u0000`: those texts are parsed and scanned too.
 */
export function requestHasNul(req: FastifyRequest): boolean {
  if (req.url.includes('%00') || containsNul(req.params) || containsNul(req.body)) return true;
  const query = req.query as Record<string, unknown> | undefined;
  if (containsNul(query)) return true;
  // tRPC reads its bodies as raw JSON text and its GET inputs from `?input=` JSON.
  return jsonHasNul(query?.input) || jsonHasNul(req.body);
}

/** True for a JSON text whose parsed value holds a NUL (written `\u0000` in JSON). */
function jsonHasNul(text: unknown): boolean {
  if (typeof text !== 'string' || !/\\u0000/i.test(text)) return false;
  try {
    return containsNul(JSON.parse(text));
  } catch {
    return false;
  }
}

/** Throws AppError INVALID_CHARACTERS (400) for a request holding a NUL (used by the tRPC context). */
export function assertNoNul(req: FastifyRequest): void {
  if (requestHasNul(req)) throw new AppError('INVALID_CHARACTERS');
}

/**
 * REST and other non-tRPC routes: a preValidation hook (after body parsing) answers
 * 400 `{ code: 'INVALID_CHARACTERS', message }`. tRPC requests are checked in
 * createContext instead, so the refusal keeps tRPC's error shape.
 */
export const nulGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (req, reply) => {
    if (req.url.startsWith('/trpc/')) return;
    if (requestHasNul(req)) {
      return reply.status(400).send({ code: 'INVALID_CHARACTERS', message: ERRORS.INVALID_CHARACTERS.message });
    }
  });
});
