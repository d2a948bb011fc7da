/**
 * The tRPC client, the query client and the React bindings. The web app only
 * knows the server through the AppRouter type (type import, never code).
 */
import type { AppRouter } from '@rentas/api';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext, createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';

/** SPEC.md §7: no automatic retries, no refetch on focus, no polling, data never stale. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}

export function makeTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: '/trpc',
        transformer: superjson,
        fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
      }),
    ],
  });
}

export const queryClient = makeQueryClient();
export const trpcClient = makeTrpcClient();

/** Hooks for components: `const trpc = useTRPC()`. */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** The same query options outside React (route guards in `beforeLoad`). */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });

export type Trpc = typeof trpc;
