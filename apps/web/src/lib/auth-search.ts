/**
 * Search parameters of the sign-in screens: the role of /api/login?role=…, where to
 * return after signing in (only paths of this site), and why a Google sign-in failed
 * (the server's callback lands on /login?error=state|google|unverified).
 */
import { ROLES } from '@rentas/domain';
import { z } from 'zod';
import { safeRedirect } from './paths';

export const GOOGLE_ERRORS = ['state', 'google', 'unverified'] as const;
export type GoogleError = (typeof GOOGLE_ERRORS)[number];

const schema = z.object({
  role: z.enum(ROLES).optional().catch(undefined),
  redirect: z
    .unknown()
    .transform((value) => safeRedirect(value))
    .optional(),
  error: z.enum(GOOGLE_ERRORS).optional().catch(undefined),
});

export type AuthSearch = z.output<typeof schema>;

export function parseAuthSearch(search: Record<string, unknown>): AuthSearch {
  return schema.parse(search);
}
