/**
 * The session (auth.*): who is signed in, signing in, registering and choosing a role. Each
 * change stores the user it answers as `auth.me`, so every screen knows at once.
 */
import type { SessionUser } from '@rentas/api';
import type { Role } from '@rentas/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type ApiError, callbacks, type Outcome } from '../../../lib/outcome';
import { useTRPC } from '../../../lib/trpc';

/** The signed-in user, or null (the web shell usually sends it with the page). */
export function useMe() {
  const trpc = useTRPC();
  return useQuery(trpc.auth.me.queryOptions());
}

/** Stores `user` as the signed-in user (or null once signed out). */
export function useStoreUser(): (user: SessionUser | null) => void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    (user: SessionUser | null) => {
      queryClient.setQueryData(trpc.auth.me.queryKey(), user);
    },
    [queryClient, trpc],
  );
}

/** Reads the signed-in user from the server again. */
export function useRefetchMe(): () => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.refetchQueries({ queryKey: trpc.auth.me.queryKey() });
  }, [queryClient, trpc]);
}

/** auth.login: signs in with e-mail and password (never batched, issue 12). */
export function useLogin(outcome: Outcome<SessionUser> = {}) {
  const trpc = useTRPC();
  const storeUser = useStoreUser();
  return useMutation(trpc.auth.login.mutationOptions(callbacks(outcome, { store: storeUser })));
}

/** auth.register: creates the account and signs it in. */
export function useRegister(outcome: Outcome<SessionUser> = {}) {
  const trpc = useTRPC();
  const storeUser = useStoreUser();
  return useMutation(trpc.auth.register.mutationOptions(callbacks(outcome, { store: storeUser })));
}

/** auth.forgotPassword (issue 15): asks for a reset link; the answer is the same for any address. */
export function useForgotPassword(outcome: Outcome<{ success: true }, ApiError, { email: string }> = {}) {
  const trpc = useTRPC();
  return useMutation(trpc.auth.forgotPassword.mutationOptions(callbacks(outcome)));
}

/** auth.resetPassword (issue 15): sets the new password from the e-mailed link and signs in. */
export function useResetPassword(outcome: Outcome<SessionUser, ApiError, { token: string; password: string }> = {}) {
  const trpc = useTRPC();
  const storeUser = useStoreUser();
  return useMutation(trpc.auth.resetPassword.mutationOptions(callbacks(outcome, { store: storeUser })));
}

/** auth.confirmEmail (issue 15): confirms the address of the e-mailed link's account. */
export function useConfirmEmail(outcome: Outcome<{ success: true }, ApiError, { token: string }> = {}) {
  const trpc = useTRPC();
  const refetchMe = useRefetchMe();
  return useMutation(trpc.auth.confirmEmail.mutationOptions(callbacks(outcome, { refresh: () => refetchMe() })));
}

/** auth.resendConfirmation (issue 15, "Reenviar"): a new confirmation link, at most once a minute. */
export function useResendConfirmation(outcome: Outcome<{ success: true; sent: boolean }> = {}) {
  const trpc = useTRPC();
  return useMutation(trpc.auth.resendConfirmation.mutationOptions(callbacks(outcome)));
}

/** auth.setRole: the role chosen after signing up (admin only when held). */
export function useSetRole(outcome: Outcome<SessionUser, ApiError, { role: Role }> = {}) {
  const trpc = useTRPC();
  const storeUser = useStoreUser();
  return useMutation(trpc.auth.setRole.mutationOptions(callbacks(outcome, { store: storeUser })));
}

/**
 * auth.oauthConfig (GET /api/oauth-config): whether Google sign-in is configured on the
 * server and the URLs to register in Google Cloud for this origin. One query, shared by
 * the Google buttons and /oauth-config.
 */
export function useOauthConfig() {
  const trpc = useTRPC();
  return useQuery(trpc.auth.oauthConfig.queryOptions({ origin: window.location.origin }));
}
