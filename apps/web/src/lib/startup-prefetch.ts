/**
 * The app shows a spinner until the first auth check answers (SPEC.md §2). Meanwhile
 * this starts loading the opened page's code and, for the public pages people land
 * on, its data (the same queries the page makes, so it finds them cached) and its
 * first photo.
 * Only a head start: the page still loads and shows its own states as before.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { toVenueListInput, type VenueSearchParams } from '../features/venues/search-url';
import type { Trpc } from './trpc';

/**
 * Starts downloading a photo the page will show near the top (its likely largest
 * content) as soon as its address is known, instead of after the page has rendered.
 */
function preloadPhoto(url: string | null | undefined): void {
  if (!url) return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = url;
}

export function prefetchOpenedPage(router: AnyRouter, queryClient: QueryClient, trpc: Trpc): void {
  let matches: ReturnType<AnyRouter['matchRoutes']>;
  try {
    matches = router.matchRoutes(router.latestLocation);
  } catch {
    return; // the router reports it when it loads
  }
  for (const match of matches) {
    void router.loadRouteChunk(router.routesById[match.routeId])?.catch(() => {});
  }
  const page = matches[matches.length - 1];
  switch (page?.routeId) {
    case '/':
      void queryClient.prefetchQuery(trpc.venues.popular.queryOptions());
      break;
    case '/venues': {
      const input = toVenueListInput(page.search as VenueSearchParams);
      const search = trpc.venues.search.infiniteQueryOptions(input, { getNextPageParam: (last) => last.nextCursor });
      void queryClient.prefetchInfiniteQuery(search).then(() => {
        const first = queryClient.getQueryData(search.queryKey)?.pages[0]?.venues[0];
        preloadPhoto(first?.images[0]);
      });
      void queryClient.prefetchQuery(trpc.venues.cities.queryOptions());
      break;
    }
    case '/venue/$venueId': {
      const venueId = (page.params as { venueId: string }).venueId;
      const venue = trpc.venues.byId.queryOptions({ id: venueId });
      void queryClient
        .prefetchQuery(venue)
        .then(() => preloadPhoto(queryClient.getQueryData(venue.queryKey)?.images[0]));
      void queryClient.prefetchQuery(trpc.venues.reviews.queryOptions({ venueId, limit: 3 }));
      break;
    }
  }
}
