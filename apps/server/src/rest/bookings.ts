/** SPEC.md §7 booking and profile calls. */
import type { FastifyInstance } from 'fastify';
import type { RequestDeps } from '../context';
import { body, param, type RouterInputs, registerShims } from './shim';

export function registerBookingRoutes(app: FastifyInstance, deps: RequestDeps): void {
  registerShims(app, deps, [
    {
      method: 'GET',
      url: '/api/bookings',
      // SPEC.md §3: REST clients read qrCode from the list.
      handler: (caller) => caller.bookings.mine({ withQr: true }),
    },
    {
      method: 'POST',
      url: '/api/bookings',
      status: 201,
      handler: (caller, req) => caller.bookings.create(body<RouterInputs['bookings']['create']>(req)),
    },
    { method: 'GET', url: '/api/bookings/owner', handler: (caller) => caller.bookings.owner() },
    {
      method: 'POST',
      url: '/api/bookings/:id/cancel',
      handler: (caller, req) => caller.bookings.cancel({ id: param(req, 'id') }),
    },
    // issue 16: the host's booking rules
    {
      method: 'GET',
      url: '/api/bookings/:id/cancellation',
      handler: (caller, req) => caller.bookings.cancellationPreview({ id: param(req, 'id') }),
    },
    {
      method: 'POST',
      url: '/api/bookings/:id/accept',
      handler: (caller, req) => caller.bookings.accept({ id: param(req, 'id') }),
    },
    {
      method: 'POST',
      url: '/api/bookings/:id/decline',
      handler: (caller, req) => caller.bookings.decline({ id: param(req, 'id') }),
    },
    {
      method: 'POST',
      url: '/api/bookings/:id/reschedule',
      handler: (caller, req) =>
        caller.bookings.reschedule({
          ...body<Omit<RouterInputs['bookings']['reschedule'], 'id'>>(req),
          id: param(req, 'id'),
        }),
    },
    {
      method: 'POST',
      url: '/api/bookings/:id/reschedule/complete',
      handler: (caller, req) =>
        caller.bookings.completeReschedulePayment({
          orderId: body<{ orderId: string }>(req).orderId,
          id: param(req, 'id'),
        }),
    },
    {
      method: 'POST',
      url: '/api/bookings/:id/reschedule/accept',
      handler: (caller, req) => caller.bookings.decideReschedule({ id: param(req, 'id'), approve: true }),
    },
    {
      method: 'POST',
      url: '/api/bookings/:id/reschedule/decline',
      handler: (caller, req) => caller.bookings.decideReschedule({ id: param(req, 'id'), approve: false }),
    },
    {
      method: 'POST',
      url: '/api/become-owner',
      status: 201,
      handler: (caller, req) => caller.profile.becomeOwner(body<RouterInputs['profile']['becomeOwner']>(req)),
    },
    {
      method: 'GET',
      url: '/api/bookings/:id/ics',
      handler: async (caller, req, reply) => {
        const file = await caller.bookings.calendar({ id: param(req, 'id') });
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .send(file.content);
      },
    },
    {
      method: 'POST',
      url: '/api/reviews',
      status: 201,
      handler: (caller, req) => caller.reviews.create(body<RouterInputs['reviews']['create']>(req)),
    },
    { method: 'GET', url: '/api/profile/stats', handler: (caller) => caller.profile.stats() },
    {
      method: 'PUT',
      url: '/api/profile',
      handler: (caller, req) => caller.profile.update(body<RouterInputs['profile']['update']>(req)),
    },
  ]);
}
