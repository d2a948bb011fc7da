import { type ReactNode, useEffect, useMemo } from 'react';
import { useMe, useRefetchMe, useStoreUser } from '../api/use-session';
import { AuthContext, type AuthState } from '../hooks/use-auth';

export function AuthProvider({ children }: { children: ReactNode }) {
  const meQuery = useMe();

  useEffect(() => {
    if (meQuery.error) console.error('Auth check failed:', meQuery.error);
  }, [meQuery.error]);

  const setUser = useStoreUser();
  const refresh = useRefetchMe();

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
