/** SPEC.md §7 admin calls. */
import type { FastifyInstance } from 'fastify';
import type { RequestDeps } from '../context';
import { body, param, type RouterInputs, registerShims } from './shim';

export function registerAdminRoutes(app: FastifyInstance, deps: RequestDeps): void {
  registerShims(app, deps, [
    { method: 'GET', url: '/api/admin/users', handler: (caller) => caller.admin.users() },
    { method: 'GET', url: '/api/admin/conversations', handler: (caller) => caller.admin.conversations() },
    {
      method: 'GET',
      url: '/api/admin/conversations/:id',
      handler: (caller, req) => caller.admin.readConversation({ id: param(req, 'id') }),
    },
    { method: 'GET', url: '/api/admin/venues', handler: (caller) => caller.admin.venues() },
    { method: 'GET', url: '/api/admin/bookings', handler: (caller) => caller.admin.bookings() },
    { method: 'GET', url: '/api/admin/price-config', handler: (caller) => caller.admin.priceConfig() },
    { method: 'GET', url: '/api/admin/financial-summary', handler: (caller) => caller.admin.financialSummary() },
    { method: 'GET', url: '/api/admin/applications', handler: (caller) => caller.admin.applications() },
    { method: 'GET', url: '/api/admin/audit-log', handler: (caller) => caller.admin.auditLog() },
    {
      method: 'PATCH',
      url: '/api/admin/users/:userId/role',
      handler: (caller, req) =>
        caller.admin.setUserRole({ ...body<RouterInputs['admin']['setUserRole']>(req), userId: param(req, 'userId') }),
    },
    {
      method: 'PATCH',
      url: '/api/admin/venues/:venueId/status',
      handler: (caller, req) =>
        caller.admin.setVenueStatus({
          ...body<RouterInputs['admin']['setVenueStatus']>(req),
          venueId: param(req, 'venueId'),
        }),
    },
    {
      method: 'PUT',
      url: '/api/admin/price-config',
      handler: (caller, req) => caller.admin.updatePriceConfig(body<RouterInputs['admin']['updatePriceConfig']>(req)),
    },
    {
      method: 'POST',
      url: '/api/admin/applications/:id/decision',
      handler: (caller, req) =>
        caller.admin.decideApplication({
          ...body<RouterInputs['admin']['decideApplication']>(req),
          applicationId: param(req, 'id'),
        }),
    },
  ]);
}
