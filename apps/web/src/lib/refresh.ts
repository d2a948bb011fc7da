/**
 * What to read again after a change (issue 14): each set is written once here and used by the
 * features' data hooks (features/<feature>/api), never listed in a component. Every function
 * reads its set again (readAgain: a fetch already on its way is dropped first) and resolves when
 * the active queries have been read again.
 */
import type { QueryClient, QueryFilters } from '@tanstack/react-query';
import type { Trpc } from './trpc';

async function all(promises: Promise<unknown>[]): Promise<void> {
  await Promise.all(promises);
}

/**
 * Invalidates and refetches, dropping a fetch already on its way first: TanStack Query joins a
 * refetch to a first fetch still in flight, whose answer may predate the change (a hold released
 * while the booking form was loading kept its slot "Ocupado").
 */
export async function readAgain(queryClient: QueryClient, filter: QueryFilters): Promise<void> {
  await queryClient.cancelQueries(filter);
  await queryClient.invalidateQueries(filter);
}

/**
 * A booking was made, paid, released or cancelled: the guest's and the owner's booking lists,
 * both dashboards' figures, the free start times and the venue lists (availability filter).
 */
export function refreshAfterBooking(queryClient: QueryClient, trpc: Trpc): Promise<void> {
  return all([
    readAgain(queryClient, trpc.bookings.mine.queryFilter()),
    readAgain(queryClient, trpc.bookings.owner.pathFilter()),
    readAgain(queryClient, trpc.profile.stats.queryFilter()),
    readAgain(queryClient, trpc.owner.stats.queryFilter()),
    readAgain(queryClient, trpc.venues.availabilityMonth.pathFilter()),
    readAgain(queryClient, trpc.venues.list.pathFilter()),
  ]);
}

/** A slot turned out taken, or a booking attempt failed: the guest's bookings and the free start times. */
export function refreshSlots(queryClient: QueryClient, trpc: Trpc): Promise<void> {
  return all([
    readAgain(queryClient, trpc.bookings.mine.queryFilter()),
    readAgain(queryClient, trpc.venues.availabilityMonth.pathFilter()),
  ]);
}

/** A review was left: the guest's bookings and figures, and the venue's rating and reviews wherever shown. */
export function refreshAfterReview(queryClient: QueryClient, trpc: Trpc, venueId: string | null): Promise<void> {
  return all([
    readAgain(queryClient, trpc.bookings.mine.queryFilter()),
    readAgain(queryClient, trpc.profile.stats.queryFilter()),
    ...(venueId ? [readAgain(queryClient, trpc.venues.byId.queryFilter({ id: venueId }))] : []),
    readAgain(queryClient, trpc.venues.reviews.pathFilter()),
    readAgain(queryClient, trpc.venues.list.pathFilter()),
    readAgain(queryClient, trpc.venues.popular.queryFilter()),
  ]);
}

/** A venue was created, edited, deleted or (de)activated: every venue view, the owner's figures, the admin lists. */
export function refreshAfterVenueChange(queryClient: QueryClient, trpc: Trpc): Promise<void> {
  return all([
    readAgain(queryClient, trpc.venues.pathFilter()),
    readAgain(queryClient, trpc.owner.stats.queryFilter()),
    readAgain(queryClient, trpc.admin.pathFilter()),
  ]);
}

/** Blocked time changed: the venue's blocks, the owner's calendar, its free start times and the venue lists. */
export function refreshAfterBlockChange(queryClient: QueryClient, trpc: Trpc, venueId: string): Promise<void> {
  return all([
    readAgain(queryClient, trpc.owner.blocks.queryFilter({ venueId })),
    readAgain(queryClient, trpc.owner.calendar.pathFilter()),
    readAgain(queryClient, trpc.venues.availabilityMonth.pathFilter()),
    readAgain(queryClient, trpc.venues.list.pathFilter()),
  ]);
}

/** An admin acted: the audit log, plus the admin lists the action touched. */
export function refreshAfterAdminAction(
  queryClient: QueryClient,
  trpc: Trpc,
  touched: ('users' | 'applications' | 'financialSummary')[] = [],
): Promise<void> {
  return all([
    readAgain(queryClient, trpc.admin.auditLog.queryFilter()),
    ...touched.map((name) => readAgain(queryClient, { queryKey: trpc.admin[name].queryKey() })),
  ]);
}
