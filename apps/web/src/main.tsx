import './mantine-styles.css';
import './styles.css';

import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app-providers';
import { FullScreenLoader } from './components/full-screen-loader';
import { useAuth } from './features/auth/hooks/use-auth';
import { loadSignedInParts } from './features/layout/signed-in';
import { applyBootstrap } from './lib/bootstrap';
import { watchSessionExpiry } from './lib/session-expiry';
import { prefetchOpenedPage } from './lib/startup-prefetch';
import { queryClient, trpc, trpcClient } from './lib/trpc';
import { router } from './router';

// The answers the server sent with the page (the session's user, the page's first data).
applyBootstrap(queryClient, trpc);

// The first auth check (when the server did not answer it already) goes out before anything else, in a request of its own
// (AuthProvider then finds it in flight): tRPC sends it at the next task, and the
// rest of the start waits for the task after it.
// Signed in, the signed-in parts (header menu, side menu or bottom bar, banner) load meanwhile,
// and the page waits for them: it shows whole instead of growing a banner and menus under the
// visitor's finger. If their code cannot load, the page shows without them.
const signedInPartsLoaded = queryClient.prefetchQuery(trpc.auth.me.queryOptions()).then(async () => {
  if (queryClient.getQueryData(trpc.auth.me.queryKey())) await loadSignedInParts().catch(() => undefined);
});

watchSessionExpiry(queryClient, router, trpc);

// Meanwhile the router matches the opened page, runs its guards and loads its code,
// so the page can show in one go.
let routerLoaded: Promise<void>;
let routerReady = false;

/**
 * The router shows once the first auth check has answered (spinner meanwhile) and the
 * page is loaded. It mounts in a transition: React renders the page in short slices
 * instead of one long task, so the browser stays responsive.
 */
function App() {
  const { isLoading } = useAuth();
  const [ready, setReady] = useState(routerReady);
  useEffect(() => {
    if (isLoading || ready) return;
    let live = true;
    void Promise.all([routerLoaded, signedInPartsLoaded]).then(() => {
      if (live) startTransition(() => setReady(true));
    });
    return () => {
      live = false;
    };
  }, [isLoading, ready]);
  useEffect(() => {
    // The app has taken the server's page over (or drawn its own): the first paint is done.
    if (ready) root?.removeAttribute('data-first-paint');
  }, [ready]);
  if (isLoading || !ready) return <FullScreenLoader />;
  return <RouterProvider router={router} />;
}

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// A page the server drew (data-first-paint, decision 021) stays on screen until the app can
// show the same page, then React takes its markup over (hydration) instead of drawing it again.
const drawnByServer = root.hasAttribute('data-first-paint');

setTimeout(() => {
  routerLoaded = router
    .load()
    .then(() => {
      routerReady = true;
    })
    .catch((error: unknown) => console.error(error));
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
        <App />
      </AppProviders>
    </StrictMode>
  );
  // As a transition, React takes the page over in short slices instead of one long task.
  // Where the browser's render differs from the server's (a screen other than guessed), React
  // draws that part again; worth a warning, not an error.
  const onRecoverableError = (error: unknown) => console.warn('[first paint] redrawn in the browser:', error);
  if (drawnByServer) {
    // The router renders as it did on the server (its SSR mode: no Suspense around the root
    // route), so its markup matches; TanStack Start sets this when it hydrates.
    router.ssr = { manifest: undefined };
    void routerLoaded.then(() => startTransition(() => void hydrateRoot(root, app, { onRecoverableError })));
  } else createRoot(root).render(app);
  // The page's data: in a request of its own too (tRPC sends the calls of one task together).
  setTimeout(() => prefetchOpenedPage(router, queryClient, trpc));
});
