/**
 * When a signed-in request answers UNAUTHENTICATED (the session expired or was
 * ended elsewhere), forget the user and send them to /login.
 */
import type { QueryClient } from '@tanstack/react-query';
import { appCodeOf } from './errors';
import { trpc } from './trpc';

interface Navigator {
  navigate: (options: { to: '/login'; search: { redirect: string } }) => unknown;
  state: { location: { href: string; pathname: string } };
}

export function watchSessionExpiry(queryClient: QueryClient, router: Navigator): void {
  const meKey = trpc.auth.me.queryKey();
  const onError = (error: unknown) => {
    if (appCodeOf(error) !== 'UNAUTHENTICATED') return;
    if (queryClient.getQueryData(meKey) == null) return;
    queryClient.setQueryData(meKey, null);
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
