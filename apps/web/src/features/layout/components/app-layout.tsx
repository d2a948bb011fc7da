/**
 * The root layout (SPEC.md §2): shared header; on signed-in pages a fixed side
 * menu on desktop and a bottom bar on mobile (not on /home); while the address is unconfirmed,
 * the "Confirma tu correo" banner above every page (issue 15).
 */
import { AppShell } from '@mantine/core';
import { Outlet, useLocation } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useIsDesktop } from '../../../lib/screen';
import { ConfirmEmailBanner } from '../../auth/components/confirm-email-banner';
import { useAuth } from '../../auth/hooks/use-auth';
import { useLiveMessages } from '../../messages/api/use-messages';
import { AppHeader } from './app-header';
import classes from './app-layout.module.css';

// The menus are for signed-in visitors only: loaded when first shown, not with the app.
const SideMenu = lazy(() => import('./side-menu').then((module) => ({ default: module.SideMenu })));
const BottomBar = lazy(() => import('./bottom-bar').then((module) => ({ default: module.BottomBar })));

/** Pages that never show the menus: the role choice is a step of signing up. */
const WITHOUT_MENUS = new Set(['/role-selection', '/login', '/register']);

export function AppLayout() {
  const { isAuthenticated, user } = useAuth();
  // issue 15: new messages refresh the badge, the inbox and an open thread without a reload.
  useLiveMessages(isAuthenticated);
  const pathname = useLocation({ select: (location) => location.pathname });
  const isDesktop = useIsDesktop();

  const withMenus = isAuthenticated && !WITHOUT_MENUS.has(pathname);
  const showSideMenu = withMenus && isDesktop;
  const showBottomBar = withMenus && !isDesktop && pathname !== '/home';

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={showSideMenu ? { width: 248, breakpoint: 0 } : undefined}
      footer={showBottomBar ? { height: 64 } : undefined}
      padding={0}
    >
      <a href="#contenido" className={classes.skip}>
        Saltar al contenido
      </a>
      <AppShell.Header withBorder>
        <AppHeader />
      </AppShell.Header>
      {showSideMenu && (
        <AppShell.Navbar withBorder>
          <Suspense fallback={null}>
            <SideMenu />
          </Suspense>
        </AppShell.Navbar>
      )}
      <AppShell.Main
        id="contenido"
        tabIndex={-1}
        className={classes.main}
        bg="gray.0"
        style={{ display: 'flex', flexDirection: 'column' }}
      >
        {user && !user.emailVerified && pathname !== '/confirm-email' && <ConfirmEmailBanner email={user.email} />}
        <Outlet />
      </AppShell.Main>
      {showBottomBar && (
        <AppShell.Footer withBorder px={4} style={{ paddingBottom: 'env(safe-area-inset-bottom)' }}>
          <Suspense fallback={null}>
            <BottomBar />
          </Suspense>
        </AppShell.Footer>
      )}
    </AppShell>
  );
}
