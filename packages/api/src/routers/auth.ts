/** auth.*: register, login, logout, current user, role selection and view switch (SPEC.md §4, PRODUCT.md §2). */
import { LoginSchema, RegisterSchema, RoleSchema } from '@rentas/domain';
import type { Context, SessionUser } from '../context';
import {
  authenticate,
  createSession,
  invalidateSession,
  registerUser,
  selectRole,
  switchContextRole,
} from '../services/auth';
import { protectedProcedure, publicProcedure, router } from '../trpc';

/** Replaces the current session by a new one (login, role change) and writes the cookie. */
async function startFreshSession(ctx: Context, user: SessionUser): Promise<void> {
  if (ctx.sessionId) await invalidateSession(ctx.db, ctx.sessionId);
  const session = await createSession(ctx.db, user.id, ctx.now());
  ctx.cookie.set(session.token, session.expiresAt);
}

export const authRouter = router({
  /** Output: the signed-in user (SPEC.md §3 User) or null. */
  me: publicProcedure.query(({ ctx }) => ctx.user),

  /** Input: RegisterSchema. Output: the new user, signed in. Errors: 400 validation, 409 EMAIL_TAKEN. */
  register: publicProcedure.input(RegisterSchema).mutation(async ({ ctx, input }) => {
    const user = await registerUser(ctx.db, input, ctx.config.adminEmails);
    await startFreshSession(ctx, user);
    return user;
  }),

  /** Input: LoginSchema. Output: the user, signed in with a new session. Errors: 401 INVALID_CREDENTIALS. */
  login: publicProcedure.input(LoginSchema).mutation(async ({ ctx, input }) => {
    const user = await authenticate(ctx.db, input);
    await startFreshSession(ctx, user);
    return user;
  }),

  /** Deletes the session on the server and clears the cookie. Output: { success: true }. */
  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.sessionId) await invalidateSession(ctx.db, ctx.sessionId);
    ctx.cookie.clear();
    return { success: true as const };
  }),

  /** PUT /api/auth/role. Input: { role }. Output: the updated user; session rotated. Errors: 401, 403 ADMIN_ROLE_FORBIDDEN. */
  setRole: protectedProcedure.input(RoleSchema).mutation(async ({ ctx, input }) => {
    const user = await selectRole(ctx.db, ctx.user, input.role);
    await startFreshSession(ctx, user);
    return user;
  }),

  /** POST /api/auth/switch-role. Input: { role } ≤ held role. Output: the updated user. Errors: 401, 403 ROLE_ABOVE_HELD. */
  switchRole: protectedProcedure
    .input(RoleSchema)
    .mutation(({ ctx, input }) => switchContextRole(ctx.db, ctx.user, input.role)),
});
