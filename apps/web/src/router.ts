import { createRouter } from '@tanstack/react-router';
import { queryClient, trpc } from './lib/trpc';
import { routeTree } from './routeTree.gen';

export const router = createRouter({
  routeTree,
  context: { queryClient, trpc },
  defaultPreload: 'intent',
  // Queries are cached by TanStack Query; the router never caches on its own.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
