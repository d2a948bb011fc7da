/**
 * The first paint of a public page, rendered on the server (decision 021): the same components
 * and routes as the app, drawn once with the page's first data, so the browser shows the page
 * before the app's code arrives. The app then takes this markup over (hydration, main.tsx);
 * where the browser's render differs (another screen width than guessed), React renders that
 * part again on the client.
 *
 * Built with `vite build --ssr src/entry-server.tsx` into dist-ssr/ and loaded by the server
 * (apps/server/src/web-shell.ts). Nothing here fetches: queries the server did not answer
 * render their loading state, as the client's would.
 */
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { renderToString } from 'react-dom/server';
import { AppProviders } from './app-providers';
import { type BootstrapQuery, fillQueryCache } from './lib/bootstrap';
import type { ScreenGuess } from './lib/screen';
import { makeQueryClient, makeTrpcClient } from './lib/trpc';
import { routeTree } from './routeTree.gen';

export type { BootstrapQuery, ScreenGuess };

/**
 * Renders the page at `url` (path and query string) for the given first data.
 * Input: the URL, the answers the server sends with the page (superjson, as the client
 * reads them) and the server's guess of the screen (layouts chosen in code, lib/screen.ts). Output: the HTML of #root's content, or null when the address is no page of
 * the app or its route fails to load. Raises nothing the caller must handle beyond a render
 * error, which the server treats as "no first paint".
 */
export async function renderFirstPaint(
  url: string,
  queries: BootstrapQuery[],
  screen: ScreenGuess,
): Promise<string | null> {
  const queryClient = makeQueryClient();
  const trpcClient = makeTrpcClient();
  const trpc = createTRPCOptionsProxy({ client: trpcClient, queryClient });
  fillQueryCache(queryClient, trpc, queries);
  const router = createRouter({
    routeTree,
    context: { queryClient, trpc },
    history: createMemoryHistory({ initialEntries: [url] }),
    isServer: true,
  });
  await router.load();
  const page = router.state.matches.at(-1);
  if (!page || page.routeId === '__root__' || page.status !== 'success') return null;
  return renderToString(
    <AppProviders queryClient={queryClient} trpcClient={trpcClient} screen={screen}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
