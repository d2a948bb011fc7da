/**
 * The only initTRPC. Procedures: public, protected (signed in), owner (role ≥ owner),
 * admin (role admin). Every procedure maps thrown errors to the error contract.
 */
import { AppError, canActAsOwner, isAdmin } from '@rentas/domain';
import { initTRPC } from '@trpc/server';
import superjson from 'superjson';
import type { Context } from './context';
import { describeError, toTRPCError } from './errors';

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const described = describeError(error);
    return {
      ...shape,
      message: described.message,
      data: { ...shape.data, appCode: described.code, httpStatus: described.status, stack: undefined },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/** Mutations under these routers cannot change a public search answer. */
const SEARCH_NEUTRAL_ROUTERS = ['auth.', 'profile.', 'favorites.'];

/** Maps whatever a procedure throws to the error contract (AppError code, status, Spanish message). */
const contractErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) throw toTRPCError(result.error);
  return result;
});

/**
 * After a successful write (booking, venue edit, review, admin action…) that may change a
 * public search answer, forgets the cached search results (decision 009). Reads and the
 * SEARCH_NEUTRAL_ROUTERS' writes keep them.
 */
const invalidateSearchCache = t.middleware(async ({ ctx, type, path, next }) => {
  const result = await next();
  if (result.ok && type === 'mutation' && !SEARCH_NEUTRAL_ROUTERS.some((p) => path.startsWith(p))) {
    ctx.searchCache?.clear();
  }
  return result;
});

/** Anyone, signed in or not. */
export const publicProcedure = t.procedure.use(contractErrors).use(invalidateSearchCache);

/** Signed-in users; 401 otherwise. */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new AppError('UNAUTHENTICATED');
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** Owners and admins (role held, not the dashboard view); 403 otherwise. */
export const ownerProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!canActAsOwner(ctx.user)) throw new AppError('FORBIDDEN');
  return next();
});

/** Admins only; 403 otherwise. */
export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!isAdmin(ctx.user)) throw new AppError('FORBIDDEN');
  return next();
});
