import '@mantine/core/styles.css';
import './styles.css';

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ToastHost } from './components/toast-host';
import { AuthProvider } from './features/auth/components/auth-provider';
import { useAuth } from './features/auth/hooks/use-auth';
import { FullScreenLoader } from './features/layout/components/full-screen-loader';
import { accessibleColors } from './lib/accessible-colors';
import { watchSessionExpiry } from './lib/session-expiry';
import { prefetchOpenedPage } from './lib/startup-prefetch';
import { queryClient, TRPCProvider, trpc, trpcClient } from './lib/trpc';
import { router } from './router';
import { theme } from './theme';

watchSessionExpiry(queryClient, router);

/** The router starts once the first auth check has answered (spinner meanwhile). */
function App() {
  const { isLoading } = useAuth();
  if (isLoading) return <FullScreenLoader />;
  return <RouterProvider router={router} />;
}

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

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

// After the first render has started the auth check, so its request goes out first
// (tRPC sends the calls of one tick together).
prefetchOpenedPage(router, queryClient, trpc);
