/**
 * Paths the server answers with a full-page navigation (SPEC.md §2 Login and logout).
 * In-app routes are typed by TanStack Router; these are not app routes.
 */
import type { Role } from '@rentas/domain';

export const serverPaths = {
  /** Redirects to /login?role=… (later to Google); the role only picks where to land. */
  login: (role: Role = 'user') => `/api/login?role=${role}`,
  /** Ends the session, then redirects to /. */
  logout: '/api/logout',
} as const;

/** Full-page navigation (leaves the single-page app). */
export function navigateToServer(path: string): void {
  window.location.assign(path);
}

/**
 * A safe in-app redirect target from a query parameter: a path on this site only
 * (starts with one '/'), else undefined.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  const blocked = ['/api/', '/login', '/register', '/role-selection'];
  if (blocked.some((prefix) => value.startsWith(prefix))) return undefined;
  return value;
}
