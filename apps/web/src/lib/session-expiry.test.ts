import type { AppRouter } from '@rentas/api';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { createTRPCClient, httpLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { watchSessionExpiry } from './session-expiry';

const USER = { id: 'u1', email: 'irene@ejemplo.mx', role: 'user', contextRole: 'user', emailVerified: false };

/**
 * A query client watched as the app watches it, against a fake server: `unread` answers
 * UNAUTHENTICATED on its first call (a request sent with a session replaced meanwhile) and a
 * count after; `auth.me` answers `signedIn`'s user or null.
 */
function setup(signedIn: boolean) {
  const calls: string[] = [];
  let unreadCalls = 0;
  const answer = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = async (url: URL | RequestInfo) => {
    const path = new URL(String(url)).pathname.replace('/trpc/', '');
    calls.push(path);
    if (path === 'auth.me') return answer({ result: { data: superjson.serialize(signedIn ? USER : null) } });
    unreadCalls++;
    if (unreadCalls === 1) {
      return answer(
        {
          error: superjson.serialize({
            message: 'Inicia sesión para continuar.',
            code: -32001,
            data: { code: 'UNAUTHORIZED', httpStatus: 401, appCode: 'UNAUTHENTICATED' },
          }),
        },
        401,
      );
    }
    return answer({ result: { data: superjson.serialize(3) } });
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const client = createTRPCClient<AppRouter>({
    links: [httpLink({ url: 'http://127.0.0.1:9/trpc', transformer: superjson, fetch })],
  });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient });
  queryClient.setQueryData(trpc.auth.me.queryKey(), USER as never);
  const visited: string[] = [];
  const router = {
    navigate: (options: { to: '/login'; search: { redirect: string } }) => visited.push(options.search.redirect),
    state: { location: { href: '/venues', pathname: '/venues' } },
  };
  watchSessionExpiry(queryClient, router, trpc);
  return { queryClient, trpc, calls, visited };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a request refused as signed out (decision 030)', () => {
  it('sent with a session replaced meanwhile: the user stays, the query is read again', async () => {
    const { queryClient, trpc, calls, visited } = setup(true);
    // shown on the page (the header's badge), as a mounted component observes it
    const unsubscribe = new QueryObserver(queryClient, trpc.messages.unread.queryOptions()).subscribe(() => {});
    await settle();
    unsubscribe();
    expect(calls).toEqual(['messages.unread', 'auth.me', 'messages.unread']);
    expect(queryClient.getQueryData(trpc.auth.me.queryKey())).toEqual(USER);
    expect(queryClient.getQueryData(trpc.messages.unread.queryKey())).toBe(3);
    expect(visited).toEqual([]);
  });

  it('when the server says nobody is signed in: the user is forgotten and sent to sign in', async () => {
    const { queryClient, trpc, calls, visited } = setup(false);
    await queryClient.prefetchQuery(trpc.messages.unread.queryOptions());
    await settle();
    expect(calls).toEqual(['messages.unread', 'auth.me']);
    expect(queryClient.getQueryData(trpc.auth.me.queryKey())).toBeNull();
    expect(visited).toEqual(['/venues']);
  });
});
