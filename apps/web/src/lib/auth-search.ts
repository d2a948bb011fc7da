/**
 * Search parameters of the sign-in screens: the role of /api/login?role=… and
 * where to return after signing in (only paths of this site).
 */
import { ROLES } from '@rentas/domain';
import { z } from 'zod';
import { safeRedirect } from './paths';

const schema = z.object({
  role: z.enum(ROLES).optional().catch(undefined),
  redirect: z
    .unknown()
    .transform((value) => safeRedirect(value))
    .optional(),
});

export type AuthSearch = z.output<typeof schema>;

export function parseAuthSearch(search: Record<string, unknown>): AuthSearch {
  return schema.parse(search);
}
