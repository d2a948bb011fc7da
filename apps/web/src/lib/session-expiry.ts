/**
 * When a signed-in request answers UNAUTHENTICATED (the session expired or was
 * ended elsewhere), forget the user and send them to /login — unless the screen
 * on display handles it itself (the admin panel, SPEC.md §8).
 */
import type { QueryClient } from '@tanstack/react-query';
import { appCodeOf } from './errors';
import { trpc } from './trpc';

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

export function watchSessionExpiry(queryClient: QueryClient, router: Navigator): void {
  const meKey = trpc.auth.me.queryKey();
  const onError = (error: unknown) => {
    if (appCodeOf(error) !== 'UNAUTHENTICATED') return;
    if (queryClient.getQueryData(meKey) == null) return;
    queryClient.setQueryData(meKey, null);
    if (screenHandler) return screenHandler();
    const { href, pathname } = router.state.location;
    if (pathname !== '/login') void router.navigate({ to: '/login', search: { redirect: href } });
  };
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
}
