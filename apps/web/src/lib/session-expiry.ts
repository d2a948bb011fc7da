/**
 * When a signed-in request answers UNAUTHENTICATED (the session expired or was
 * ended elsewhere), forget the user and send them to /login — unless the screen
 * on display handles it itself (the admin panel, SPEC.md §8), or the session was only
 * replaced by a newer one (decision 030).
 */
import type { QueryClient } from '@tanstack/react-query';
import { appCodeOf } from './errors';
import type { Trpc } from './trpc';

interface Navigator {
  navigate: (options: { to: '/login'; search: { redirect: string } }) => unknown;
  state: { location: { href: string; pathname: string } };
}

type ExpiryHandler = () => void;
let screenHandler: ExpiryHandler | null = null;

/**
 * Lets the screen on display take over what follows an expired session (the user
 * is forgotten first either way). Output: the function that gives it back.
 */
export function handleSessionExpiryOnScreen(handler: ExpiryHandler): () => void {
  screenHandler = handler;
  return () => {
    if (screenHandler === handler) screenHandler = null;
  };
}

/**
 * Input: the app's query client, its router and tRPC proxy. A request answered UNAUTHENTICATED
 * may have been sent with a session replaced meanwhile (choosing a role rotates it, decision
 * 030): the user is asked for again first, and only forgotten when the server says nobody is
 * signed in; otherwise a failed query is read again with the current session.
 */
export function watchSessionExpiry(queryClient: QueryClient, router: Navigator, trpc: Trpc): void {
  const meKey = trpc.auth.me.queryKey();
  // One check for any number of refusals answered together.
  let check: Promise<unknown> | null = null;
  const signedInNow = () => {
    check ??= queryClient
      .fetchQuery({ ...trpc.auth.me.queryOptions(), staleTime: 0 })
      .catch(() => null)
      .finally(() => {
        check = null;
      });
    return check;
  };
  const onError = async (error: unknown, retry?: () => void) => {
    if (appCodeOf(error) !== 'UNAUTHENTICATED') return;
    if (queryClient.getQueryData(meKey) == null) return;
    if (await signedInNow()) {
      retry?.();
      return;
    }
    queryClient.setQueryData(meKey, null);
    if (screenHandler) return screenHandler();
    const { href, pathname } = router.state.location;
    if (pathname !== '/login') void router.navigate({ to: '/login', search: { redirect: href } });
  };
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') {
      const { queryKey } = event.query;
      void onError(event.action.error, () => void queryClient.invalidateQueries({ queryKey, exact: true }));
    }
  });
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') void onError(event.action.error);
  });
}
