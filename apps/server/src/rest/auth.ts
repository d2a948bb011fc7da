/** SPEC.md §7 auth calls and the §2 login/logout navigations. */
import { GOOGLE_CALLBACK_PATH, signInWithGoogle, startFreshSession } from '@rentas/api';
import { createGoogleAuthorization, exchangeGoogleCode, type GoogleIdentity } from '@rentas/auth';
import { AppError, homePathFor, normalizeRole, roleAtLeast } from '@rentas/domain';
import type { FastifyInstance } from 'fastify';
import { createRequestContext, type RequestDeps, sessionCookieOptions } from '../context';
import { body, type RouterInputs, registerShims } from './shim';

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
    {
      method: 'POST',
      url: '/api/auth/login',
      handler: (caller, req) => caller.auth.login(body<RouterInputs['auth']['login']>(req)),
    },
    {
      method: 'POST',
      url: '/api/auth/register',
      status: 201,
      handler: (caller, req) => caller.auth.register(body<RouterInputs['auth']['register']>(req)),
    },
    {
      method: 'POST',
      url: '/api/auth/forgot-password',
      status: 202,
      handler: (caller, req) => caller.auth.forgotPassword(body<RouterInputs['auth']['forgotPassword']>(req)),
    },
    {
      method: 'POST',
      url: '/api/auth/reset-password',
      handler: (caller, req) => caller.auth.resetPassword(body<RouterInputs['auth']['resetPassword']>(req)),
    },
    {
      method: 'POST',
      url: '/api/auth/confirm-email',
      handler: (caller, req) => caller.auth.confirmEmail(body<RouterInputs['auth']['confirmEmail']>(req)),
    },
    { method: 'POST', url: '/api/auth/resend-confirmation', handler: (caller) => caller.auth.resendConfirmation() },
    {
      method: 'PUT',
      url: '/api/auth/role',
      handler: (caller, req) => caller.auth.setRole(body<RouterInputs['auth']['setRole']>(req)),
    },
    {
      method: 'POST',
      url: '/api/auth/switch-role',
      handler: (caller, req) => caller.auth.switchRole(body<RouterInputs['auth']['switchRole']>(req)),
    },
    {
      method: 'GET',
      url: '/api/oauth-config',
      handler: (caller, req) => {
        const origin = req.headers.origin ?? (req.headers.host ? `${req.protocol}://${req.headers.host}` : undefined);
        return caller.auth.oauthConfig(origin ? { origin } : {});
      },
    },
    {
      method: 'GET',
      url: '/api/logout',
      handler: async (caller, _req, reply) => {
        await caller.auth.logout();
        return reply.redirect('/');
      },
    },
    // issue 12: the web app signs out with this POST, which the CSRF origin check covers
    // (GET /api/logout stays for SPEC.md links, but any page could trigger it).
    { method: 'POST', url: '/api/logout', handler: (caller) => caller.auth.logout() },
  ]);

  /**
   * GET /api/login?role=user|owner|admin: starts Google sign-in when configured (state and
   * PKCE verifier in short-lived httpOnly cookies), else opens /login. The role only picks
   * where to land afterwards, never grants it (PRODUCT.md §2).
   */
  app.get('/api/login', async (req, reply) => {
    const role = normalizeRole((req.query as Record<string, string | undefined>).role);
    const google = deps.config.google;
    if (!google) return reply.redirect(`/login?role=${role}`);
    const auth = createGoogleAuthorization(google);
    const cookie = {
      ...sessionCookieOptions(deps.config, new Date(Date.now() + OAUTH_COOKIE_MS)),
      path: GOOGLE_CALLBACK_PATH,
    };
    reply.setCookie('google_oauth_state', auth.state, cookie);
    reply.setCookie('google_code_verifier', auth.codeVerifier, cookie);
    reply.setCookie('login_role', role, cookie);
    return reply.redirect(auth.url.toString());
  });

  /**
   * GET /api/auth/google/callback: checks state, exchanges the code with the PKCE verifier,
   * verifies the ID token, signs in (linking by verified e-mail or creating the account),
   * and lands on /role-selection for new accounts, else on the chosen panel.
   * Failures land on /login?error=google with no session.
   */
  app.get(GOOGLE_CALLBACK_PATH, async (req, reply) => {
    const q = req.query as Record<string, string | undefined>;
    const clear = { path: GOOGLE_CALLBACK_PATH };
    const state = req.cookies.google_oauth_state;
    const verifier = req.cookies.google_code_verifier;
    const requested = normalizeRole(req.cookies.login_role);
    reply.clearCookie('google_oauth_state', clear);
    reply.clearCookie('google_code_verifier', clear);
    reply.clearCookie('login_role', clear);
    const google = deps.config.google;
    const fail = (reason: string) => reply.redirect(`/login?error=${reason}`);
    if (!google) return fail('google');
    if (!q.code || !q.state || !state || !verifier || q.state !== state) return fail('state');
    let identity: GoogleIdentity;
    try {
      identity = await exchangeGoogleCode(google, q.code, verifier);
    } catch (error) {
      req.log.warn({ err: error }, 'google sign-in refused');
      return fail('google');
    }
    const ctx = await createRequestContext(deps, req, reply);
    let result: Awaited<ReturnType<typeof signInWithGoogle>>;
    try {
      result = await signInWithGoogle(deps.db, identity, deps.config.adminEmails);
    } catch (error) {
      if (error instanceof AppError && error.code === 'GOOGLE_EMAIL_UNVERIFIED') return fail('unverified');
      throw error;
    }
    await startFreshSession(ctx, result.user);
    const { user } = result;
    if (!user.roleSelected) return reply.redirect('/role-selection');
    return reply.redirect(homePathFor(roleAtLeast(user.role, requested) ? requested : user.role));
  });
}

/** How long the Google sign-in cookies (state, verifier, role) live: 10 minutes. */
const OAUTH_COOKIE_MS = 10 * 60 * 1000;
