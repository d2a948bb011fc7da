/**
 * The root layout (SPEC.md §2): shared header; on signed-in pages a fixed side
 * menu on desktop and a bottom bar on mobile (not on /home); while the address is unconfirmed,
 * the "Confirma tu correo" banner above every page (issue 15).
 */
import { Outlet, useLocation } from '@tanstack/react-router';
import { useIsDesktop } from '../../../lib/screen';
import { useAuth } from '../../auth/hooks/use-auth';
import { useSignedInParts } from '../signed-in';
import { AppHeader } from './app-header';
import classes from './app-layout.module.css';

/**
 * react-remove-scroll's class for fixed bars: while a dialog locks the page's scroll, they keep
 * clear of the scroll bar's place, as Mantine's AppShell did (its `offsetScrollbars`).
 */
const OFFSET_SCROLLBAR = 'right-scroll-bar-position';

/** Pages that never show the menus: the role choice is a step of signing up. */
const WITHOUT_MENUS = new Set(['/role-selection', '/login', '/register']);

export function AppLayout() {
  const { isAuthenticated, user } = useAuth();
  // The menus, the live messages stream and the banner are signed-in code, loaded once a user is
  // known (../signed-in.ts); a page opened signed in waits for them (main.tsx).
  const signedIn = useSignedInParts(isAuthenticated);
  const pathname = useLocation({ select: (location) => location.pathname });
  const isDesktop = useIsDesktop();

  const withMenus = isAuthenticated && !WITHOUT_MENUS.has(pathname);
  const showSideMenu = withMenus && isDesktop;
  const showBottomBar = withMenus && !isDesktop && pathname !== '/home';

  return (
    <>
      {signedIn && <signedIn.LiveMessages />}
      <a href="#contenido" className={classes.skip}>
        Saltar al contenido
      </a>
      <header className={`${classes.header} ${OFFSET_SCROLLBAR}`}>
        <AppHeader />
      </header>
      {showSideMenu && <div className={classes.navbar}>{signedIn && <signedIn.SideMenu />}</div>}
      <main
        id="contenido"
        tabIndex={-1}
        className={classes.main}
        data-with-navbar={showSideMenu || undefined}
        data-with-footer={showBottomBar || undefined}
      >
        {signedIn && user && !user.emailVerified && pathname !== '/confirm-email' && (
          <signedIn.ConfirmEmailBanner email={user.email} />
        )}
        <Outlet />
      </main>
      {showBottomBar && (
        <footer className={`${classes.footer} ${OFFSET_SCROLLBAR}`}>{signedIn && <signedIn.BottomBar />}</footer>
      )}
    </>
  );
}
