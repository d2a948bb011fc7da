/** Favourite venues (issue 16): the REST calls next to SPEC.md §7's, over the favorites.* procedures. */
import type { FastifyInstance } from 'fastify';
import type { RequestDeps } from '../context';
import { param, registerShims } from './shim';

export function registerFavoriteRoutes(app: FastifyInstance, deps: RequestDeps): void {
  registerShims(app, deps, [
    { method: 'GET', url: '/api/favorites', handler: (caller) => caller.favorites.list() },
    {
      method: 'PUT',
      url: '/api/favorites/:venueId',
      handler: (caller, req) => caller.favorites.add({ venueId: param(req, 'venueId') }),
    },
    {
      method: 'DELETE',
      url: '/api/favorites/:venueId',
      handler: (caller, req) => caller.favorites.remove({ venueId: param(req, 'venueId') }),
    },
  ]);
}
