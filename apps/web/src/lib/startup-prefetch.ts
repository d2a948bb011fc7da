/**
 * The app shows a spinner until the first auth check answers (SPEC.md §2). Meanwhile
 * the router loads the page's code (main.tsx) and this starts the data of the public
 * pages people land on (the same queries the page makes, so it finds them cached).
 * Only a head start: the page still loads and shows its own states as before.
 */

import { toVenueListInput, type VenueSearchParams } from '@rentas/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import type { Trpc } from './trpc';

export function prefetchOpenedPage(router: AnyRouter, queryClient: QueryClient, trpc: Trpc): void {
  let matches: ReturnType<AnyRouter['matchRoutes']>;
  try {
    matches = router.matchRoutes(router.latestLocation);
  } catch {
    return; // the router reports it when it loads
  }
  const page = matches[matches.length - 1];
  switch (page?.routeId) {
    case '/':
      void queryClient.prefetchQuery(trpc.venues.popular.queryOptions());
      break;
    case '/venues': {
      const input = toVenueListInput(page.search as VenueSearchParams);
      void queryClient.prefetchInfiniteQuery(
        trpc.venues.search.infiniteQueryOptions(input, { getNextPageParam: (last) => last.nextCursor }),
      );
      void queryClient.prefetchQuery(trpc.venues.cities.queryOptions());
      break;
    }
    case '/venue/$venueId': {
      const venueId = (page.params as { venueId: string }).venueId;
      void queryClient.prefetchQuery(trpc.venues.byId.queryOptions({ id: venueId }));
      void queryClient.prefetchQuery(trpc.venues.reviews.queryOptions({ venueId, limit: 3 }));
      break;
    }
  }
}
