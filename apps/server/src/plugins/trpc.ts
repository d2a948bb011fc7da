/**
 * tRPC at /trpc (decision 005): the app router with each request's context, and the batch
 * guard of issue 12 (at most MAX_TRPC_BATCH procedures a request; password procedures never
 * batched, so each login attempt is one counted request).
 */
import { type AppRouter, appRouter, describeError, toTRPCError } from '@rentas/api';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { createRequestContext, type RequestDeps } from '../context';
import type { LogFailure } from './failures';
import { assertNoNul } from './nul-guard';

/**
 * Procedures that hash or check a password or send a reset link (issue 15): never batched, so
 * each attempt is one request the auth rate limit counts.
 */
export const AUTH_PROCEDURES = new Set([
  'auth.login',
  'auth.register',
  'auth.forgotPassword',
  'auth.resetPassword',
  'auth.confirmEmail',
]);
/** Most procedures one tRPC request may carry (issue 12: 50 were run; the web app batches a few). */
export const MAX_TRPC_BATCH = 10;

/** The procedures a /trpc/ request names ("a,b,c"), or null for any other path. */
export function trpcProcedures(url: string): string[] | null {
  const path = url.split('?')[0] ?? '';
  if (!path.startsWith('/trpc/')) return null;
  return path.slice('/trpc/'.length).split(',');
}

/**
 * Why a tRPC request is refused before it runs (issue 12), or null: more than MAX_TRPC_BATCH
 * procedures, or a password procedure batched with anything (one scrypt per item used to count
 * once against the limit).
 */
export function trpcBatchProblem(url: string): string | null {
  const procedures = trpcProcedures(url);
  if (!procedures || procedures.length <= 1) return null;
  if (procedures.length > MAX_TRPC_BATCH)
    return `Demasiadas operaciones en una sola solicitud (máximo ${MAX_TRPC_BATCH}).`;
  if (procedures.some((procedure) => AUTH_PROCEDURES.has(procedure))) {
    return 'El inicio de sesión, el registro y el cambio de contraseña se envían de uno en uno.';
  }
  return null;
}

/** Registers the batch guard (400 VALIDATION) and the tRPC adapter under /trpc. */
export async function trpcPlugin(app: FastifyInstance, opts: { deps: RequestDeps; logFailure: LogFailure }) {
  const { deps, logFailure } = opts;
  app.addHook('onRequest', async (req, reply) => {
    const problem = trpcBatchProblem(req.url);
    if (problem) return reply.status(400).send({ code: 'VALIDATION', message: problem });
    // Server-sent events (messages.events, issue 15) must reach the browser as written: a
    // compressed stream would be held back in the compressor's buffer.
    if (req.headers.accept?.includes('text/event-stream')) delete req.headers['accept-encoding'];
  });
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      // A failure while reading the session (e.g. the database is down) keeps its status (503).
      // A NUL in the input is refused here, before any SQL (issue 12).
      createContext: ({ req, res }) =>
        Promise.resolve()
          .then(() => assertNoNul(req))
          .then(() => createRequestContext(deps, req, res))
          .catch((error: unknown) => {
            throw toTRPCError(error);
          }),
      onError: ({ error, path }) => {
        logFailure(app.log, error, describeError(error).status, { path });
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
}
