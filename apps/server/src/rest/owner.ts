/** Owner tools over REST: dashboard, blocks, check-in and the public iCalendar feed. */
import { ownerCalendarFeed } from '@rentas/api';
import type { FastifyInstance } from 'fastify';
import type { RequestDeps } from '../context';
import { body, param, type RouterInputs, registerShims } from './shim';

export function registerOwnerRoutes(app: FastifyInstance, deps: RequestDeps): void {
  registerShims(app, deps, [
    { method: 'GET', url: '/api/owner/stats', handler: (caller) => caller.owner.stats() },
    {
      method: 'GET',
      url: '/api/venues/:id/blocks',
      handler: (caller, req) => caller.owner.blocks({ venueId: param(req, 'id') }),
    },
    {
      method: 'POST',
      url: '/api/venues/:id/blocks',
      status: 201,
      handler: (caller, req) =>
        caller.owner.createBlock({ ...body<RouterInputs['owner']['createBlock']>(req), venueId: param(req, 'id') }),
    },
    {
      method: 'DELETE',
      url: '/api/blocks/:id',
      handler: (caller, req) => caller.owner.deleteBlock({ id: param(req, 'id') }),
    },
    {
      method: 'GET',
      url: '/api/owner/calendar',
      handler: (caller, req) => {
        const q = (req.query ?? {}) as Record<string, string>;
        return caller.owner.calendar({ from: String(q.from ?? ''), to: String(q.to ?? '') });
      },
    },
    {
      method: 'GET',
      url: '/api/venues/:id/calendar-feed',
      handler: (caller, req) => caller.owner.calendarFeed({ venueId: param(req, 'id') }),
    },
    {
      method: 'PUT',
      url: '/api/venues/:id/calendar-feed',
      handler: (caller, req) =>
        caller.owner.setCalendarFeed({
          ...body<RouterInputs['owner']['setCalendarFeed']>(req),
          venueId: param(req, 'id'),
        }),
    },
    {
      method: 'POST',
      url: '/api/venues/:id/calendar-feed/refresh',
      handler: (caller, req) => caller.owner.refreshCalendarFeed({ venueId: param(req, 'id') }),
    },
    {
      method: 'DELETE',
      url: '/api/venues/:id/calendar-feed',
      handler: (caller, req) => caller.owner.deleteCalendarFeed({ venueId: param(req, 'id') }),
    },
    { method: 'GET', url: '/api/owner/calendar-url', handler: (caller) => caller.owner.calendarUrl() },
    {
      method: 'POST',
      url: '/api/owner/calendar-url/rotate',
      handler: (caller) => caller.owner.rotateCalendarUrl(),
    },
    {
      method: 'GET',
      url: '/api/check-in/:id',
      handler: (caller, req) =>
        caller.checkIn.get({ bookingId: param(req, 'id'), sig: String((req.query as { sig?: string }).sig ?? '') }),
    },
    {
      method: 'POST',
      url: '/api/check-in/:id',
      handler: (caller, req) =>
        caller.checkIn.confirm({ bookingId: param(req, 'id'), sig: String(body(req).sig ?? '') }),
    },
  ]);

  /** GET /api/calendar/{token}.ics: the owner's private iCalendar feed (the token is the credential). */
  app.get('/api/calendar/:file', async (req, reply) => {
    const token = param(req, 'file').replace(/\.ics$/, '');
    const ics = await ownerCalendarFeed(deps.db, token, new Date());
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .send(ics);
  });
}
