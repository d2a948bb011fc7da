/**
 * Auth state (SPEC.md §4): checked once at start through auth.me; a failure
 * means signed out. Mutations that change the user write it back into the
 * same query, so route guards and components always agree.
 */
import type { SessionUser } from '@rentas/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { AuthContext, type AuthState } from '../hooks/use-auth';

export function AuthProvider({ children }: { children: ReactNode }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const meQuery = useQuery(trpc.auth.me.queryOptions());

  useEffect(() => {
    if (meQuery.error) console.error('Auth check failed:', meQuery.error);
  }, [meQuery.error]);

  const setUser = useCallback(
    (user: SessionUser | null) => queryClient.setQueryData(trpc.auth.me.queryKey(), user),
    [queryClient, trpc],
  );

  const refresh = useCallback(async () => {
    await queryClient.refetchQueries({ queryKey: trpc.auth.me.queryKey() });
  }, [queryClient, trpc]);

  const value = useMemo<AuthState>(() => {
    const user = meQuery.data ?? null;
    return {
      user,
      isLoading: meQuery.isPending && meQuery.fetchStatus !== 'idle',
      isAuthenticated: user !== null,
      role: user?.contextRole ?? 'user',
      setUser,
      refresh,
    };
  }, [meQuery.data, meQuery.isPending, meQuery.fetchStatus, setUser, refresh]);

  return <AuthContext value={value}>{children}</AuthContext>;
}
