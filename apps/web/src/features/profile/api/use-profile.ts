/** The signed-in user's own data (profile.*, auth.logoutAll). */
import type { SessionUser } from '@rentas/api';
import type { EmailPreferences } from '@rentas/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** profile.emailPreferences: which optional e-mails the user gets (issue 15). */
export function useEmailPreferences() {
  const trpc = useTRPC();
  return useQuery(trpc.profile.emailPreferences.queryOptions());
}

/** profile.updateEmailPreferences: stores the answer as the current preferences. */
export function useUpdateEmailPreferences(outcome: Outcome<EmailPreferences> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.profile.updateEmailPreferences.mutationOptions(
      callbacks(outcome, {
        store: (preferences) => queryClient.setQueryData(trpc.profile.emailPreferences.queryKey(), preferences),
      }),
    ),
  );
}

/** auth.logoutAll: ends every session of the account, this one included. */
export function useLogoutAll(outcome: Outcome<{ success: true; ended: number }> = {}) {
  const trpc = useTRPC();
  return useMutation(trpc.auth.logoutAll.mutationOptions(callbacks(outcome)));
}
