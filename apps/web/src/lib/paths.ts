/**
 * Paths the server answers with a full-page navigation (SPEC.md §2 Login and logout).
 * In-app routes are typed by TanStack Router; these are not app routes.
 */
import type { Role } from '@rentas/domain';

export const serverPaths = {
  /** Redirects to /login?role=… (later to Google); the role only picks where to land. */
  login: (role: Role = 'user') => `/api/login?role=${role}`,
  /** GET: ends the session, then redirects to / (SPEC.md). POST: ends it and answers JSON (used by signOut). */
  logout: '/api/logout',
} as const;

/**
 * Signs out with POST /api/logout (issue 12: a POST falls under the server's origin check,
 * so no other site can sign a visitor out), then opens / as a full page load so no
 * signed-in data stays in memory. If the POST cannot be made, falls back to GET /api/logout.
 */
export async function signOut(): Promise<void> {
  try {
    const res = await fetch(serverPaths.logout, { method: 'POST', credentials: 'same-origin' });
    if (!res.ok) throw new Error(`logout answered ${res.status}`);
    window.location.assign('/');
  } catch {
    navigateToServer(serverPaths.logout);
  }
}

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
