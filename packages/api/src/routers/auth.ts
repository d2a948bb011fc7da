/** auth.*: register, login, logout, current user, role selection and view switch (SPEC.md §4, PRODUCT.md §2). */
import {
  ConfirmEmailSchema,
  ForgotPasswordSchema,
  LoginSchema,
  LogoutAllResultSchema,
  OauthConfigSchema,
  RegisterSchema,
  ResetPasswordSchema,
  RoleSchema,
  SessionUserSchema,
  SuccessSchema,
} from '@rentas/domain';
import { z } from 'zod';
import type { Context, SessionUser } from '../context';
import {
  authenticate,
  confirmEmail,
  createSession,
  invalidateSession,
  invalidateUserSessions,
  registerUser,
  resendEmailConfirmation,
  selectRole,
  switchContextRole,
} from '../services/auth';
import { requestPasswordReset, resetPassword } from '../services/password-reset';
import { protectedProcedure, publicProcedure, router } from '../trpc';

/**
 * Replaces the current session by a new one (login, role change) and writes the cookie.
 * `keepSignIn` (role change, same user): the new session keeps the old one's sign-in time,
 * so rotating cannot outlive the 30-day absolute lifetime (issue 12).
 */
export async function startFreshSession(
  ctx: Context,
  user: SessionUser,
  opts: { keepSignIn?: boolean } = {},
): Promise<void> {
  if (ctx.sessionId) await invalidateSession(ctx.db, ctx.sessionId);
  const now = ctx.now();
  const signedInAt = opts.keepSignIn && ctx.sessionSignedInAt ? ctx.sessionSignedInAt : now;
  const session = await createSession(ctx.db, user.id, now, signedInAt);
  ctx.cookie.set(session.token, session.expiresAt);
}

export const authRouter = router({
  /** Output: the signed-in user (SPEC.md §3 User) or null. */
  me: publicProcedure.output(SessionUserSchema.nullable()).query(({ ctx }) => ctx.user),

  /** Input: RegisterSchema. Output: the new user, signed in. Errors: 400 validation, 409 EMAIL_TAKEN. */
  register: publicProcedure
    .input(RegisterSchema)
    .output(SessionUserSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await registerUser(ctx.db, input, { publicUrl: ctx.config.publicUrl, now: ctx.now() });
      await startFreshSession(ctx, user);
      return user;
    }),

  /**
   * Input: LoginSchema. Output: the user, signed in with a new session. Errors: 401
   * INVALID_CREDENTIALS, 429 ACCOUNT_LOCKED (LOGIN_ACCOUNT_LIMIT failures in 15 min), 503 AUTH_BUSY.
   */
  login: publicProcedure
    .input(LoginSchema)
    .output(SessionUserSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await authenticate(ctx.db, input, { accountLimit: ctx.config.loginAccountLimit, now: ctx.now() });
      await startFreshSession(ctx, user);
      return user;
    }),

  /**
   * POST /api/auth/forgot-password (issue 15). Input: { email }. Output: { success: true }
   * whether an account has that address or not (REST answers 202); for an account, a reset link
   * goes to the address. Rate limited per IP like login. Errors: 400 validation.
   */
  forgotPassword: publicProcedure
    .input(ForgotPasswordSchema)
    .output(SuccessSchema)
    .mutation(async ({ ctx, input }) => {
      await requestPasswordReset(ctx.db, { email: input.email, publicUrl: ctx.config.publicUrl, now: ctx.now() });
      return { success: true as const };
    }),

  /**
   * POST /api/auth/reset-password (issue 15). Input: { token, password } (SPEC.md §5 password
   * rules). Output: the user, signed in with a new session after every old one ended.
   * Errors: 400 RESET_LINK_INVALID (unknown, used or expired link), 400 validation, 503 AUTH_BUSY.
   */
  resetPassword: publicProcedure
    .input(ResetPasswordSchema)
    .output(SessionUserSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await resetPassword(ctx.db, input, ctx.now());
      // Every session ended with the reset, this request's too.
      await startFreshSession({ ...ctx, sessionId: null }, user);
      return user;
    }),

  /**
   * POST /api/auth/confirm-email (issue 15). Input: { token } of the e-mailed link. Output:
   * { success: true }; the account's address counts as confirmed. Works signed in or not.
   * Rate limited per IP like login. Errors: 400 CONFIRM_LINK_INVALID.
   */
  confirmEmail: publicProcedure
    .input(ConfirmEmailSchema)
    .output(SuccessSchema)
    .mutation(async ({ ctx, input }) => {
      await confirmEmail(ctx.db, input.token, ctx.now());
      return { success: true as const };
    }),

  /**
   * POST /api/auth/resend-confirmation (issue 15, "Reenviar"). Output: { success: true, sent }:
   * sent is false when the address is already confirmed or a link went out in the last minute.
   * Errors: 401.
   */
  resendConfirmation: protectedProcedure
    .output(SuccessSchema.extend({ sent: z.boolean() }))
    .mutation(async ({ ctx }) => {
      const sent = await resendEmailConfirmation(ctx.db, ctx.user.id, {
        publicUrl: ctx.config.publicUrl,
        now: ctx.now(),
      });
      return { success: true as const, sent };
    }),

  /** Deletes the session on the server and clears the cookie. Output: { success: true }. */
  logout: publicProcedure.output(SuccessSchema).mutation(async ({ ctx }) => {
    if (ctx.sessionId) await invalidateSession(ctx.db, ctx.sessionId);
    ctx.cookie.clear();
    return { success: true as const };
  }),

  /**
   * "Cerrar sesión en todos los dispositivos" (issue 12): deletes every session of the
   * signed-in user, this one included, and clears the cookie. Output: { success: true, ended }
   * (sessions ended). Errors: 401.
   */
  logoutAll: protectedProcedure.output(LogoutAllResultSchema).mutation(async ({ ctx }) => {
    const ended = await invalidateUserSessions(ctx.db, ctx.user.id);
    ctx.cookie.clear();
    return { success: true as const, ended };
  }),

  /** PUT /api/auth/role. Input: { role }. Output: the updated user; session rotated. Errors: 401, 403 ADMIN_ROLE_FORBIDDEN. */
  setRole: protectedProcedure
    .input(RoleSchema)
    .output(SessionUserSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await selectRole(ctx.db, ctx.user, input.role);
      await startFreshSession(ctx, user, { keepSignIn: true });
      return user;
    }),

  /** POST /api/auth/switch-role. Input: { role } ≤ held role. Output: the updated user. Errors: 401, 403 ROLE_ABOVE_HELD. */
  switchRole: protectedProcedure
    .input(RoleSchema)
    .output(SessionUserSchema)
    .mutation(({ ctx, input }) => switchContextRole(ctx.db, ctx.user, input.role)),

  /**
   * GET /api/oauth-config. Input: { origin? } (the page's origin). Output: the authorized JavaScript
   * origins and redirect URIs to register in Google Cloud (SPEC.md §2 /oauth-config).
   */
  oauthConfig: publicProcedure
    .input(z.object({ origin: z.string().url().max(200).optional() }).default({}))
    .output(OauthConfigSchema)
    .query(({ ctx, input }) => {
      const origins = [
        ...new Set([ctx.config.publicUrl, input.origin, 'http://localhost:5000'].filter((o): o is string => !!o)),
      ];
      return {
        productDomain: ctx.config.publicUrl,
        callbackPath: GOOGLE_CALLBACK_PATH,
        javascriptOrigins: origins,
        redirectUris: origins.map((o) => `${o}${GOOGLE_CALLBACK_PATH}`),
        googleConfigured: ctx.config.google !== null,
      };
    }),
});

/** Where Google sends the user back (SPEC.md §2). */
export const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback';
