/**
 * Menu entries by dashboard view (SPEC.md §2 Menus). One list for the side
 * menu and one for the mobile bottom bar.
 */
import type { Role } from '@rentas/domain';
import {
  IconBuildingStore,
  IconCalendarEvent,
  IconChartPie,
  IconHeart,
  IconHome,
  IconLayoutDashboard,
  IconMapPin,
  IconMessageCircle,
  IconPlus,
  IconSearch,
  IconShieldLock,
  IconUser,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';

export type AppPath =
  | '/home'
  | '/venues'
  | '/my-bookings'
  | '/favoritos'
  | '/mensajes'
  | '/profile'
  | '/become-owner'
  | '/owner-dashboard'
  | '/add-venue'
  | '/admin-dashboard'
  | '/admin-users'
  | '/admin-venues'
  | '/admin-financial'
  | '/admin-admins';

export interface NavItem {
  label: string;
  to: AppPath;
  icon: typeof IconHome;
}

const home: NavItem = { label: 'Inicio', to: '/home', icon: IconHome };
const venues: NavItem = { label: 'Lugares', to: '/venues', icon: IconMapPin };
const bookings: NavItem = { label: 'Mis Reservas', to: '/my-bookings', icon: IconCalendarEvent };
const profile: NavItem = { label: 'Perfil', to: '/profile', icon: IconUser };
/** issue 15: the inbox, with the unread count beside it */
export const messages: NavItem = { label: 'Mensajes', to: '/mensajes', icon: IconMessageCircle };
/** issue 16: the venues saved with the heart */
export const favorites: NavItem = { label: 'Favoritos', to: '/favoritos', icon: IconHeart };

/** Side menu (desktop). */
export function sideMenuItems(role: Role): NavItem[] {
  if (role === 'admin') {
    return [
      home,
      profile,
      messages,
      { label: 'Panel Admin', to: '/admin-dashboard', icon: IconLayoutDashboard },
      { label: 'Usuarios', to: '/admin-users', icon: IconUsers },
      { label: 'Todos los Lugares', to: '/admin-venues', icon: IconBuildingStore },
      { label: 'Área Financiera', to: '/admin-financial', icon: IconChartPie },
      { label: 'Administradores', to: '/admin-admins', icon: IconShieldLock },
    ];
  }
  if (role === 'owner') {
    return [
      home,
      venues,
      bookings,
      favorites,
      messages,
      profile,
      { label: 'Dashboard Propietario', to: '/owner-dashboard', icon: IconLayoutDashboard },
      { label: 'Agregar Venue', to: '/add-venue', icon: IconPlus },
    ];
  }
  return [
    home,
    venues,
    bookings,
    favorites,
    messages,
    profile,
    { label: 'Ser Propietario', to: '/become-owner', icon: IconUserPlus },
  ];
}

/** Bottom bar (mobile): Inicio, Buscar, Agregar or Reservas, Mensajes (issue 15), Dashboard or Perfil. */
export function bottomBarItems(role: Role): NavItem[] {
  const search: NavItem = { label: 'Buscar', to: '/venues', icon: IconSearch };
  if (role === 'owner') {
    return [
      home,
      search,
      { label: 'Agregar', to: '/add-venue', icon: IconPlus },
      messages,
      { label: 'Dashboard', to: '/owner-dashboard', icon: IconLayoutDashboard },
    ];
  }
  return [home, search, { label: 'Reservas', to: '/my-bookings', icon: IconCalendarEvent }, messages, profile];
}
