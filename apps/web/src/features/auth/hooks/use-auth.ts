import type { SessionUser } from '@rentas/api';
import type { Role } from '@rentas/domain';
import { createContext, useContext } from 'react';

export interface AuthState {
  /** the signed-in user, null when signed out */
  user: SessionUser | null;
  /** true until the first auth check answers */
  isLoading: boolean;
  isAuthenticated: boolean;
  /** the dashboard view in use (contextRole), 'user' when signed out */
  role: Role;
  /** Stores the user a mutation returned (login, register, role or profile change). */
  setUser: (user: SessionUser | null) => void;
  /** Asks the server again who is signed in. */
  refresh: () => Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

/** The current auth state. Throws outside <AuthProvider>. */
export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

/** The signed-in user; for components rendered only on signed-in routes. */
export function useSignedInUser(): SessionUser {
  const { user } = useAuth();
  if (!user) throw new Error('useSignedInUser needs a signed-in user');
  return user;
}
