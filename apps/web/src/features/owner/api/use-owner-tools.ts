/**
 * The owner's tools: dashboard figures, bookings of their venues, blocked time, the private
 * calendar feed and the QR check-in. Each change owns what is read again.
 */
import type { BlockDto, CalendarFeedDto, CheckInView, OwnerBookingsFilter } from '@rentas/domain';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callbacks, type Outcome } from '../../../lib/outcome';
import { readAgain, refreshAfterBlockChange } from '../../../lib/refresh';
import { useTRPC } from '../../../lib/trpc';

/** Dashboard figures: counts, earned and expected income, rating, recent bookings. */
export function useOwnerStats() {
  const trpc = useTRPC();
  return useQuery(trpc.owner.stats.queryOptions());
}

/** Bookings of the owner's venues, filtered by venue, state and day (issue 13). */
export function useOwnerBookings(filter: OwnerBookingsFilter) {
  const trpc = useTRPC();
  return useQuery(trpc.bookings.owner.queryOptions(filter));
}

/** Blocked time of a venue that has not ended. */
export function useVenueBlocks(venueId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.owner.blocks.queryOptions({ venueId }));
}

/** owner.createBlock: blocks a range; the venue's blocks and free start times are read again. */
export function useCreateBlock(venueId: string, outcome: Outcome<BlockDto> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.owner.createBlock.mutationOptions(
      callbacks(outcome, { refresh: () => refreshAfterBlockChange(queryClient, trpc, venueId) }),
    ),
  );
}

/** owner.deleteBlock: frees a blocked range. */
export function useDeleteBlock(venueId: string, outcome: Outcome<{ success: true }> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.owner.deleteBlock.mutationOptions(
      callbacks(outcome, { refresh: () => refreshAfterBlockChange(queryClient, trpc, venueId) }),
    ),
  );
}

/** The owner's private iCalendar feed URL (created on first read). */
export function useCalendarUrl() {
  const trpc = useTRPC();
  return useQuery(trpc.owner.calendarUrl.queryOptions());
}

/** owner.rotateCalendarUrl: a new feed link; the old one stops working, the shown link is replaced. */
export function useRotateCalendarUrl(outcome: Outcome<{ url: string }> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.owner.rotateCalendarUrl.mutationOptions(
      callbacks(outcome, { store: (data) => queryClient.setQueryData(trpc.owner.calendarUrl.queryKey(), data) }),
    ),
  );
}

/** The booking a QR link names, for the venue's owner (idle without a signature). */
export function useCheckIn(input: { bookingId: string; sig: string } | null) {
  const trpc = useTRPC();
  return useQuery(trpc.checkIn.get.queryOptions(input ?? skipToken));
}

/** checkIn.confirm: records the guest's arrival; the shown booking is updated in place. */
export function useConfirmCheckIn(
  input: { bookingId: string; sig: string } | null,
  outcome: Outcome<CheckInView> = {},
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.checkIn.confirm.mutationOptions(
      callbacks(outcome, {
        store: (data) => {
          if (input) queryClient.setQueryData(trpc.checkIn.get.queryKey(input), data);
        },
      }),
    ),
  );
}

/** profile.becomeOwner: sends an application to become an owner. */
export function useBecomeOwner(outcome: Outcome<unknown> = {}) {
  const trpc = useTRPC();
  return useMutation(trpc.profile.becomeOwner.mutationOptions(callbacks(outcome)));
}

/** Issue 18: the owner's calendar (bookings and blocks of every managed venue) for [from, to). */
export function useOwnerCalendar(range: { from: string; to: string } | null) {
  const trpc = useTRPC();
  return useQuery(trpc.owner.calendar.queryOptions(range ?? skipToken));
}

/** Issue 18: a venue's external iCal feed, or null. */
export function useVenueCalendarFeed(venueId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.owner.calendarFeed.queryOptions({ venueId }));
}

/** What an external feed change makes stale: the feed, the venue's blocks and free times, the owner's calendar. */
function useFeedRefresh(venueId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      readAgain(queryClient, trpc.owner.calendarFeed.queryFilter({ venueId })),
      refreshAfterBlockChange(queryClient, trpc, venueId),
    ]).then(() => undefined);
}

/** owner.setCalendarFeed: subscribe the venue to an iCal URL (read at once). */
export function useSetCalendarFeed(venueId: string, outcome: Outcome<CalendarFeedDto> = {}) {
  const trpc = useTRPC();
  const refresh = useFeedRefresh(venueId);
  return useMutation(trpc.owner.setCalendarFeed.mutationOptions(callbacks(outcome, { refresh })));
}

/** owner.refreshCalendarFeed: read the venue's feed now. */
export function useRefreshCalendarFeed(venueId: string, outcome: Outcome<CalendarFeedDto> = {}) {
  const trpc = useTRPC();
  const refresh = useFeedRefresh(venueId);
  // A failed read is recorded on the feed (its error shows), so the feed is read again either way.
  return useMutation(
    trpc.owner.refreshCalendarFeed.mutationOptions(callbacks(outcome, { refresh, failed: () => void refresh() })),
  );
}

/** owner.deleteCalendarFeed: stop following the venue's external calendar (its blocks go). */
export function useDeleteCalendarFeed(venueId: string, outcome: Outcome<{ success: true }> = {}) {
  const trpc = useTRPC();
  const refresh = useFeedRefresh(venueId);
  return useMutation(trpc.owner.deleteCalendarFeed.mutationOptions(callbacks(outcome, { refresh })));
}

/** Issue 18: creates a block from the owner's calendar (the venue is chosen there). */
export function useCreateCalendarBlock(outcome: Outcome<BlockDto> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.owner.createBlock.mutationOptions(
      callbacks(outcome, {
        refresh: (block) => refreshAfterBlockChange(queryClient, trpc, block.venueId),
      }),
    ),
  );
}
