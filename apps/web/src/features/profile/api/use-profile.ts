/** The signed-in user's own data (profile.*, auth.logoutAll). */
import type { SessionUser } from '@rentas/api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callbacks, type Outcome } from '../../../lib/outcome';
import { useTRPC } from '../../../lib/trpc';
import { useStoreUser } from '../../auth/api/use-session';

/** Bookings, spending and review figures of the signed-in user (/home and /profile). */
export function useProfileStats() {
  const trpc = useTRPC();
  return useQuery(trpc.profile.stats.queryOptions());
}

/** profile.update: first and last name; the signed-in user is replaced with the answer. */
export function useUpdateProfile(outcome: Outcome<SessionUser> = {}) {
  const trpc = useTRPC();
  const storeUser = useStoreUser();
  return useMutation(trpc.profile.update.mutationOptions(callbacks(outcome, { store: storeUser })));
}

/** auth.logoutAll: ends every session of the account, this one included. */
export function useLogoutAll(outcome: Outcome<{ success: true; ended: number }> = {}) {
  const trpc = useTRPC();
  return useMutation(trpc.auth.logoutAll.mutationOptions(callbacks(outcome)));
}
