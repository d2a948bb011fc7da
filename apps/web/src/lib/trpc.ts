/**
 * The tRPC client, the query client and the React bindings. The web app only
 * knows the server through the AppRouter type (type import, never code).
 */
import type { AppRouter } from '@rentas/api';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, httpLink, httpSubscriptionLink, splitLink } from '@trpc/client';
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

const withCredentials = (url: URL | RequestInfo, options?: RequestInit) =>
  fetch(url, { ...options, credentials: 'include' });

/** Procedures the server never accepts in a batch (password work and reset links; issues 12 and 15). */
const UNBATCHED = new Set([
  'auth.login',
  'auth.register',
  'auth.forgotPassword',
  'auth.resetPassword',
  'auth.confirmEmail',
]);
/** The server's MAX_TRPC_BATCH (apps/server/src/app.ts). */
const MAX_BATCH = 10;

/**
 * Calls whose context carries an `idempotencyKey` go alone, with the `Idempotency-Key` header
 * (issue 12: a retried booking returns the original booking instead of a 409), and so do
 * password procedures; the rest batch, at most MAX_BATCH a request.
 */
export function makeTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        // Subscriptions (messages.events, issue 15) are server-sent events; the browser's
        // EventSource sends the session cookie and reconnects by itself.
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({
          url: '/trpc',
          transformer: superjson,
          eventSourceOptions: { withCredentials: true },
        }),
        false: splitLink({
          condition: (op) => typeof op.context.idempotencyKey === 'string' || UNBATCHED.has(op.path),
          true: httpLink({
            url: '/trpc',
            transformer: superjson,
            fetch: withCredentials,
            headers: ({ op }) =>
              typeof op.context.idempotencyKey === 'string' ? { 'Idempotency-Key': op.context.idempotencyKey } : {},
          }),
          false: httpBatchLink({ url: '/trpc', transformer: superjson, fetch: withCredentials, maxItems: MAX_BATCH }),
        }),
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
