/**
 * Search parameters of the sign-in screens: the role of /api/login?role=…, where to
 * return after signing in (only paths of this site), and why a Google sign-in failed
 * (the server's callback lands on /login?error=state|google|unverified).
 */
import { oneOf, ROLES, searchReader } from '@rentas/domain';
import { safeRedirect } from './paths';

export const GOOGLE_ERRORS = ['state', 'google', 'unverified'] as const;
export type GoogleError = (typeof GOOGLE_ERRORS)[number];

const readAuthSearch = searchReader({
  role: oneOf(ROLES),
  redirect: safeRedirect,
  error: oneOf(GOOGLE_ERRORS),
});

export type AuthSearch = ReturnType<typeof readAuthSearch>;

export function parseAuthSearch(search: Record<string, unknown>): AuthSearch {
  return readAuthSearch(search);
}
