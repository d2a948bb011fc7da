/** SPEC.md §7 venue reads. */
import type { FastifyInstance } from 'fastify';
import type { RequestDeps } from '../context';
import { body, param, query, type RouterInputs, registerShims } from './shim';

export function registerVenueRoutes(app: FastifyInstance, deps: RequestDeps): void {
  registerShims(app, deps, [
    {
      method: 'GET',
      url: '/api/venues',
      handler: (caller, req) => caller.venues.list(query<RouterInputs['venues']['list']>(req)),
    },
    { method: 'GET', url: '/api/venues/owner', handler: (caller) => caller.venues.mine() },
    {
      method: 'POST',
      url: '/api/venues',
      status: 201,
      handler: (caller, req) => caller.venues.create(body<RouterInputs['venues']['create']>(req)),
    },
    {
      method: 'PUT',
      url: '/api/venues/:id',
      handler: (caller, req) =>
        caller.venues.update({ ...body<RouterInputs['venues']['update']>(req), venueId: param(req, 'id') }),
    },
    {
      method: 'DELETE',
      url: '/api/venues/:id',
      handler: (caller, req) => caller.venues.delete({ id: param(req, 'id') }),
    },
    {
      method: 'GET',
      url: '/api/venues/:id',
      handler: (caller, req) => caller.venues.byId({ id: param(req, 'id') }),
    },
    {
      method: 'GET',
      url: '/api/venues/:id/reviews',
      handler: (caller, req) => caller.venues.reviews({ venueId: param(req, 'id') }),
    },
    {
      method: 'GET',
      url: '/api/venues/:id/availability-month',
      handler: (caller, req) => {
        const q = (req.query ?? {}) as Record<string, string>;
        return caller.venues.availabilityMonth({ venueId: param(req, 'id'), duration: Number(q.duration ?? 4) });
      },
    },
    {
      method: 'GET',
      url: '/api/venues/:id/availability',
      handler: (caller, req) => {
        const q = (req.query ?? {}) as Record<string, string>;
        return caller.venues.availability({
          venueId: param(req, 'id'),
          date: q.date ?? '',
          duration: Number(q.duration ?? 4),
        });
      },
    },
  ]);
}
