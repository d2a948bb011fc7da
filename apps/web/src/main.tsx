import './mantine-styles.css';
import './styles.css';

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { FullScreenLoader } from './components/full-screen-loader';
import { ToastHost } from './components/toast-host';
import { AuthProvider } from './features/auth/components/auth-provider';
import { useAuth } from './features/auth/hooks/use-auth';
import { accessibleColors } from './lib/accessible-colors';
import { applyBootstrap } from './lib/bootstrap';
import { watchSessionExpiry } from './lib/session-expiry';
import { prefetchOpenedPage } from './lib/startup-prefetch';
import { queryClient, TRPCProvider, trpc, trpcClient } from './lib/trpc';
import { router } from './router';
import { theme } from './theme';

// The answers the server sent with the page (the session's user, the page's first data).
applyBootstrap(queryClient, trpc);

// The first auth check (when the server did not answer it already) goes out before anything else, in a request of its own
// (AuthProvider then finds it in flight): tRPC sends it at the next task, and the
// rest of the start waits for the task after it.
void queryClient.prefetchQuery(trpc.auth.me.queryOptions());

watchSessionExpiry(queryClient, router);

// Meanwhile the router matches the opened page, runs its guards and loads its code,
// so the page can show in one go.
let routerLoaded: Promise<void>;

/**
 * The router shows once the first auth check has answered (spinner meanwhile) and the
 * page is loaded. It mounts in a transition: React renders the page in short slices
 * instead of one long task, so the browser stays responsive.
 */
function App() {
  const { isLoading } = useAuth();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (isLoading || ready) return;
    let live = true;
    void routerLoaded.then(() => {
      if (live) startTransition(() => setReady(true));
    });
    return () => {
      live = false;
    };
  }, [isLoading, ready]);
  if (isLoading || !ready) return <FullScreenLoader />;
  return <RouterProvider router={router} />;
}

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

setTimeout(() => {
  routerLoaded = router.load().catch((error: unknown) => console.error(error));
  createRoot(root).render(
    <StrictMode>
      <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={accessibleColors}>
        <ToastHost />
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
            <AuthProvider>
              <App />
            </AuthProvider>
          </TRPCProvider>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
  // The page's data: in a request of its own too (tRPC sends the calls of one task together).
  setTimeout(() => prefetchOpenedPage(router, queryClient, trpc));
});
