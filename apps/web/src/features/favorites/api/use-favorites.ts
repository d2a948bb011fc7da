/**
 * Favourite venues (favorites.*, issue 16): the list on /favoritos, the ids behind the hearts,
 * and the heart's toggle: the heart changes at once (optimistic), goes back if the server
 * refuses, and /favoritos is read again once the server has answered.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC, useTRPCClient } from '../../../lib/trpc';
import { useAuth } from '../../auth/hooks/use-auth';

/** My favourite venues, newest saved first (/favoritos). */
export function useFavoriteVenues() {
  const trpc = useTRPC();
  return useQuery(trpc.favorites.list.queryOptions());
}

/** The ids of my favourite venues, for the hearts; only asked for while signed in. */
export function useFavoriteIds() {
  const trpc = useTRPC();
  const { isAuthenticated } = useAuth();
  return useQuery({ ...trpc.favorites.ids.queryOptions(), enabled: isAuthenticated });
}

export interface FavoriteChange {
  venueId: string;
  /** true to save the venue, false to remove it */
  favorite: boolean;
}

/**
 * Saves or removes a favourite. The heart shows the change before the server answers; on an
 * error only that venue's heart goes back (other hearts changed meanwhile stay) and `onError`
 * runs (the component's toast).
 */
export function useToggleFavorite({ onError }: { onError?: (error: unknown, change: FavoriteChange) => void } = {}) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const idsKey = trpc.favorites.ids.queryKey();
  const setFavorite = (venueId: string, favorite: boolean) =>
    queryClient.setQueryData(idsKey, (ids: string[] | undefined = []) => {
      const others = ids.filter((id) => id !== venueId);
      return favorite ? [venueId, ...others] : others;
    });
  return useMutation({
    mutationKey: ['favorites', 'toggle'],
    mutationFn: ({ venueId, favorite }: FavoriteChange) =>
      favorite ? client.favorites.add.mutate({ venueId }) : client.favorites.remove.mutate({ venueId }),
    onMutate: async ({ venueId, favorite }: FavoriteChange) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      setFavorite(venueId, favorite);
    },
    onError: (error, change) => {
      setFavorite(change.venueId, !change.favorite);
      onError?.(error, change);
    },
    onSettled: () => queryClient.invalidateQueries(trpc.favorites.list.queryFilter()),
  });
}
