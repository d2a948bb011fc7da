/**
 * The answers the server sent with the page (apps/server/src/web-shell.ts): the session's
 * user and the opened page's first data, in `<script type="application/json" id="bootstrap">`.
 * They go in the query cache before the app starts, under the keys the pages' own queries
 * use, so the first auth check and the page's first data need no request. An answer the
 * page does not ask for (another input) simply stays unused.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import superjson from 'superjson';
import type { Trpc } from './trpc';

export interface BootstrapQuery {
  path: string;
  input?: unknown;
  infinite?: boolean;
  data: Parameters<typeof superjson.deserialize>[0];
}

interface KeyBuilders {
  queryKey?: (input?: unknown) => QueryKey;
  infiniteQueryKey?: (input?: unknown) => QueryKey;
}

/** Reads the data block once, fills the cache, removes the block. Input: the app's query client and tRPC proxy. */
export function applyBootstrap(queryClient: QueryClient, trpc: Trpc): void {
  const element = document.getElementById('bootstrap');
  if (!element?.textContent) return;
  element.remove();
  let queries: BootstrapQuery[];
  try {
    queries = (JSON.parse(element.textContent) as { queries: BootstrapQuery[] }).queries;
  } catch {
    return;
  }
  fillQueryCache(queryClient, trpc, queries);
}

/**
 * Puts each answer in the query cache under the key its page's query uses (the first-paint
 * renderer on the server does the same with a fresh cache: entry-server.tsx). An answer whose
 * path is unknown is skipped.
 */
export function fillQueryCache(queryClient: QueryClient, trpc: Trpc, queries: BootstrapQuery[]): void {
  for (const query of queries) {
    const procedure = query.path
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], trpc) as
      | KeyBuilders
      | undefined;
    const data = superjson.deserialize(query.data);
    if (query.infinite && procedure?.infiniteQueryKey) {
      queryClient.setQueryData(procedure.infiniteQueryKey(query.input), { pages: [data], pageParams: [undefined] });
    } else if (!query.infinite && procedure?.queryKey) {
      queryClient.setQueryData(procedure.queryKey(query.input), data);
    }
  }
}
