import { authRouter } from './routers/auth';
import { bookingsRouter } from './routers/bookings';
import { profileRouter } from './routers/profile';
import { venuesRouter } from './routers/venues';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  bookings: bookingsRouter,
  profile: profileRouter,
  venues: venuesRouter,
});

export type AppRouter = typeof appRouter;

/** Server-side caller: REST shims and tests run procedures through it, middleware included. */
export const createCaller = createCallerFactory(appRouter);
