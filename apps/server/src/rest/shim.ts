/**
 * REST shims for SPEC.md §7: each parses the HTTP request, calls the same tRPC
 * procedure through a server-side caller, and shapes the reply. No business rule here.
 */
import type { AppRouter } from '@rentas/api';
import type { inferRouterInputs } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { callerFor, type RequestDeps } from '../context';

/** Each procedure's input type: RouterInputs['bookings']['create']. */
export type RouterInputs = inferRouterInputs<AppRouter>;

export type Caller = Awaited<ReturnType<typeof callerFor>>;

export type ShimHandler = (caller: Caller, req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface ShimRoute {
  method: HTTPMethods;
  url: string;
  /** HTTP status on success (default 200) */
  status?: number;
  handler: ShimHandler;
}

/** Registers shim routes; errors go to the app's error handler (status + Spanish message). */
export function registerShims(app: FastifyInstance, deps: RequestDeps, routes: ShimRoute[]): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      handler: async (req, reply) => {
        const caller = await callerFor(deps, req, reply);
        const result = await route.handler(caller, req, reply);
        if (reply.sent) return reply;
        return reply.status(route.status ?? 200).send(result);
      },
    });
  }
}

/**
 * The request body ({} when missing or not an object), handed to a procedure as its input
 * type `T` (RouterInputs[router][procedure]). Nothing is checked here: the procedure's zod
 * schema parses it, and a wrong shape is a 400 with a Spanish message.
 */
export function body<T = Record<string, unknown>>(req: FastifyRequest): T {
  return (req.body && typeof req.body === 'object' ? req.body : {}) as T;
}

/** The query string's parameters as a procedure's input `T`; parsed by the procedure's schema, like body(). */
export function query<T>(req: FastifyRequest): T {
  return (req.query ?? {}) as T;
}

/** A path parameter. */
export function param(req: FastifyRequest, name: string): string {
  return (req.params as Record<string, string>)[name] ?? '';
}
