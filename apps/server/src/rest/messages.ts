/** Conversations (issue 15): the REST calls next to SPEC.md §7's, over the messages.* procedures. */
import type { FastifyInstance } from 'fastify';
import type { RequestDeps } from '../context';
import { body, param, registerShims } from './shim';

export function registerMessageRoutes(app: FastifyInstance, deps: RequestDeps): void {
  registerShims(app, deps, [
    { method: 'GET', url: '/api/conversations', handler: (caller) => caller.messages.list() },
    {
      method: 'GET',
      url: '/api/conversations/:id/messages',
      handler: (caller, req) => caller.messages.thread({ id: param(req, 'id') }),
    },
    {
      method: 'POST',
      url: '/api/conversations/:id/messages',
      status: 201,
      handler: (caller, req) =>
        caller.messages.send({ body: body<{ body: string }>(req).body, conversationId: param(req, 'id') }),
    },
    {
      method: 'POST',
      url: '/api/venues/:venueId/messages',
      status: 201,
      handler: (caller, req) =>
        caller.messages.inquire({ body: body<{ body: string }>(req).body, venueId: param(req, 'venueId') }),
    },
  ]);
}
