import { adminRouter } from './routers/admin';
import { authRouter } from './routers/auth';
import { bookingsRouter } from './routers/bookings';
import { checkInRouter } from './routers/check-in';
import { favoritesRouter } from './routers/favorites';
import { messagesRouter } from './routers/messages';
import { ownerRouter } from './routers/owner';
import { paymentsRouter } from './routers/payments';
import { profileRouter } from './routers/profile';
import { reviewsRouter } from './routers/reviews';
import { venuesRouter } from './routers/venues';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  admin: adminRouter,
  auth: authRouter,
  bookings: bookingsRouter,
  checkIn: checkInRouter,
  favorites: favoritesRouter,
  messages: messagesRouter,
  owner: ownerRouter,
  payments: paymentsRouter,
  profile: profileRouter,
  reviews: reviewsRouter,
  venues: venuesRouter,
});

export type AppRouter = typeof appRouter;

/** Server-side caller: REST shims and tests run procedures through it, middleware included. */
export const createCaller = createCallerFactory(appRouter);
