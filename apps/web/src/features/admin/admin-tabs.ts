/**
 * The admin panel's tabs (SPEC.md §2 /admin-dashboard). The tab in use lives in the
 * URL search (?tab=venues) so a reload or a shared link opens the same tab.
 */
import { oneOf, searchReader } from '@rentas/domain';

export const ADMIN_TABS = ['users', 'venues', 'financial', 'admin', 'pricing', 'messages'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const ADMIN_TAB_LABELS: Record<AdminTab, string> = {
  users: 'Usuarios',
  venues: 'Espacios',
  financial: 'Finanzas',
  admin: 'Administradores',
  pricing: 'Precios',
  /** issue 15: moderation of conversations */
  messages: 'Mensajes',
};

export function isAdminTab(value: unknown): value is AdminTab {
  return (ADMIN_TABS as readonly unknown[]).includes(value);
}

const readAdminSearch = searchReader({ tab: oneOf(ADMIN_TABS) });

export type AdminSearch = ReturnType<typeof readAdminSearch>;

/** `validateSearch` of the admin routes: an unknown tab is dropped (the route's default applies). */
export function parseAdminSearch(search: Record<string, unknown>): AdminSearch {
  return readAdminSearch(search);
}
