/** Roles (PRODUCT.md §2): user < owner < admin. */
export const ROLES = ['user', 'owner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const RANK: Record<Role, number> = { user: 0, owner: 1, admin: 2 };

/** SPEC.md §3: anything that is not a known role is treated as user. */
export function normalizeRole(value: string | null | undefined): Role {
  return (ROLES as readonly string[]).includes(value ?? '') ? (value as Role) : 'user';
}

/** True when `held` is at least `required` in the role order. */
export function roleAtLeast(held: Role, required: Role): boolean {
  return RANK[held] >= RANK[required];
}

/**
 * Issue 14: whether changing a user's role from `from` to `to` ends their sessions. A demotion
 * does, so a lower role applies on every device at once (an open admin tab cannot keep acting);
 * a promotion does not: every request reads the role held afresh, so the new role applies
 * without signing in again (an approved owner application works the same way).
 */
export function roleChangeEndsSessions(from: string, to: Role): boolean {
  return !roleAtLeast(to, normalizeRole(from));
}

/** Spanish role label (SPEC.md §2 header). */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  owner: 'Propietario',
  user: 'Usuario',
};

/** SPEC.md §6: default landing per role. */
export function homePathFor(role: Role): '/admin-dashboard' | '/owner-dashboard' | '/home' {
  if (role === 'admin') return '/admin-dashboard';
  if (role === 'owner') return '/owner-dashboard';
  return '/home';
}

/** SPEC.md §4: after role selection, owner → /owner-dashboard, admin → /admin-dashboard, user → /. */
export function pathAfterRoleSelection(role: Role): '/admin-dashboard' | '/owner-dashboard' | '/' {
  if (role === 'admin') return '/admin-dashboard';
  if (role === 'owner') return '/owner-dashboard';
  return '/';
}
