/**
 * The providers every page renders inside, the same in the browser (main.tsx) and in the
 * server's first paint (entry-server.tsx), so the browser can take over the server's markup
 * as it is (hydration, decision 021).
 */
import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastHost } from './components/toast-host';
import { AuthProvider } from './features/auth/components/auth-provider';
import { accessibleColors } from './lib/accessible-colors';
import { type ScreenGuess, ServerScreenContext } from './lib/screen';
import { type makeTrpcClient, TRPCProvider } from './lib/trpc';
import { theme } from './theme';

interface AppProvidersProps {
  queryClient: QueryClient;
  trpcClient: ReturnType<typeof makeTrpcClient>;
  /** the server's guess of the screen (lib/screen.ts); unused in the browser */
  screen?: ScreenGuess;
  children: ReactNode;
}

/** Mantine (light scheme, accessible colours), toasts, the query cache, tRPC and the session's user. */
export function AppProviders({ queryClient, trpcClient, screen = 'desktop', children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={accessibleColors}>
      <ServerScreenContext value={screen}>
        <ToastHost />
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
            <AuthProvider>{children}</AuthProvider>
          </TRPCProvider>
        </QueryClientProvider>
      </ServerScreenContext>
    </MantineProvider>
  );
}
