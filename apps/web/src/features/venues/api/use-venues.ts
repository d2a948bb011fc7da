/** Reading venues (venues.*): search pages, one venue, its reviews, cities and the popular ones. */
import type { VenueSearchQuery } from '@rentas/domain';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** /venues results, a page at a time (cursor = offset); the previous results stay while new filters load. */
export function useVenueSearch(input: VenueSearchQuery) {
  const trpc = useTRPC();
  return useInfiniteQuery({
    ...trpc.venues.search.infiniteQueryOptions(input, { getNextPageParam: (page) => page.nextCursor }),
    placeholderData: keepPreviousData,
  });
}

/** One venue (an inactive one only for whoever manages it); `enabled` defers the request. */
export function useVenue(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.venues.byId.queryOptions({ id }), enabled });
}

/** A venue's newest reviews, at most `limit`. */
export function useVenueReviews(venueId: string, limit: number) {
  const trpc = useTRPC();
  return useQuery(trpc.venues.reviews.queryOptions({ venueId, limit }));
}

/** The cities with active venues (the city filter). */
export function useCities() {
  const trpc = useTRPC();
  return useQuery(trpc.venues.cities.queryOptions());
}

/** Up to 6 venues by rating, then bookings (the landing page). */
export function usePopularVenues() {
  const trpc = useTRPC();
  return useQuery(trpc.venues.popular.queryOptions());
}
