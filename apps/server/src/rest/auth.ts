/** SPEC.md §7 auth calls and the §2 login/logout navigations. */
import { normalizeRole } from '@rentas/domain';
import type { FastifyInstance } from 'fastify';
import type { RequestDeps } from '../context';
import { body, registerShims } from './shim';

export function registerAuthRoutes(app: FastifyInstance, deps: RequestDeps): void {
  registerShims(app, deps, [
    {
      method: 'GET',
      url: '/api/auth/user',
      handler: async (caller, _req, reply) => {
        const user = await caller.auth.me();
        if (!user) return reply.status(401).send({ code: 'UNAUTHENTICATED', message: 'Unauthorized' });
        return user;
      },
    },
    { method: 'POST', url: '/api/auth/login', handler: (caller, req) => caller.auth.login(body(req) as never) },
    {
      method: 'POST',
      url: '/api/auth/register',
      status: 201,
      handler: (caller, req) => caller.auth.register(body(req) as never),
    },
    { method: 'PUT', url: '/api/auth/role', handler: (caller, req) => caller.auth.setRole(body(req) as never) },
    {
      method: 'POST',
      url: '/api/auth/switch-role',
      handler: (caller, req) => caller.auth.switchRole(body(req) as never),
    },
    {
      method: 'GET',
      url: '/api/logout',
      handler: async (caller, _req, reply) => {
        await caller.auth.logout();
        return reply.redirect('/');
      },
    },
  ]);

  /**
   * GET /api/login?role=user|owner|admin: the role only picks where to land after
   * signing in, never grants it (PRODUCT.md §2). Without Google configured it opens /login.
   */
  app.get('/api/login', async (req, reply) => {
    const role = normalizeRole((req.query as Record<string, string | undefined>).role);
    return reply.redirect(`/login?role=${role}`);
  });
}
