/** The REST shims of SPEC.md §7 under /api (and /paypal), each calling the same tRPC procedures (decision 005). */
import type { FastifyInstance } from 'fastify';
import type { RequestDeps } from '../context';
import { registerAdminRoutes } from '../rest/admin';
import { registerAuthRoutes } from '../rest/auth';
import { registerBookingRoutes } from '../rest/bookings';
import { registerFavoriteRoutes } from '../rest/favorites';
import { registerImageRoutes } from '../rest/images';
import { registerMessageRoutes } from '../rest/messages';
import { registerOwnerRoutes } from '../rest/owner';
import { registerPaymentRoutes } from '../rest/payments';
import { registerResizedImageRoutes } from '../rest/resized-images';
import { registerVenueRoutes } from '../rest/venues';

export async function restPlugin(app: FastifyInstance, opts: { deps: RequestDeps }) {
  const { deps } = opts;
  registerAuthRoutes(app, deps);
  registerVenueRoutes(app, deps);
  registerBookingRoutes(app, deps);
  registerOwnerRoutes(app, deps);
  registerAdminRoutes(app, deps);
  registerPaymentRoutes(app, deps);
  registerMessageRoutes(app, deps);
  registerFavoriteRoutes(app, deps);
  await registerImageRoutes(app, deps);
  registerResizedImageRoutes(app, deps);
}
