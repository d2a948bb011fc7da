import type { AppRouter } from '@rentas/api';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { refreshAfterBlockChange, refreshAfterBooking, refreshAfterReview } from './refresh';

// Keys only: nothing here reaches a server (no query is active, so nothing refetches).
function setup() {
  const queryClient = new QueryClient();
  const client = createTRPCClient<AppRouter>({
    links: [httpLink({ url: 'http://127.0.0.1:9/trpc', transformer: superjson })],
  });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient });
  const keys = {
    mine: trpc.bookings.mine.queryKey(),
    ownerBookings: trpc.bookings.owner.queryKey({}),
    bookingById: trpc.bookings.byId.queryKey({ id: 'b1' }),
    profileStats: trpc.profile.stats.queryKey(),
    ownerStats: trpc.owner.stats.queryKey(),
    availability: trpc.venues.availabilityMonth.queryKey({ venueId: 'v1', duration: 4 }),
    list: trpc.venues.list.queryKey({}),
    venue: trpc.venues.byId.queryKey({ id: 'v1' }),
    otherVenue: trpc.venues.byId.queryKey({ id: 'v2' }),
    reviews: trpc.venues.reviews.queryKey({ venueId: 'v1', limit: 3 }),
    blocks: trpc.owner.blocks.queryKey({ venueId: 'v1' }),
    me: trpc.auth.me.queryKey(),
  };
  for (const key of Object.values(keys)) queryClient.setQueryData(key, []);
  const stale = () =>
    Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { queryClient, trpc, stale };
}

describe('what is read again after a change (issue 14: one list per change)', () => {
  it('a booking: both booking lists, both dashboards, free start times and venue lists; not the session', async () => {
    const { queryClient, trpc, stale } = setup();
    await refreshAfterBooking(queryClient, trpc);
    expect(stale()).toEqual(['mine', 'ownerBookings', 'profileStats', 'ownerStats', 'availability', 'list']);
  });

  it('a review: the guest’s bookings and figures, that venue and its reviews, the lists', async () => {
    const { queryClient, trpc, stale } = setup();
    await refreshAfterReview(queryClient, trpc, 'v1');
    expect(stale()).toEqual(['mine', 'profileStats', 'list', 'venue', 'reviews']);
  });

  it('a block: that venue’s blocks, the free start times and the lists', async () => {
    const { queryClient, trpc, stale } = setup();
    await refreshAfterBlockChange(queryClient, trpc, 'v1');
    expect(stale()).toEqual(['availability', 'list', 'blocks']);
  });
});
