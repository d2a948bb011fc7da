/**
 * Who may use the owner screens: the role the user holds (owner or admin), as the
 * server checks it (ownerProcedure), not the dashboard view in use.
 */
import type { SessionUser } from '@rentas/api';
import { roleAtLeast } from '@rentas/domain';

export function canManageVenues(user: Pick<SessionUser, 'role'> | null): boolean {
  return user !== null && roleAtLeast(user.role, 'owner');
}
