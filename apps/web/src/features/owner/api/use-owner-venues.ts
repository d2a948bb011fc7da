/** The owner's venues (venues.mine / managed / create / update / delete), each change refreshing every venue view. */
import type { VenueDto } from '@rentas/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callbacks, type Outcome } from '../../../lib/outcome';
import { refreshAfterVenueChange } from '../../../lib/refresh';
import { useTRPC } from '../../../lib/trpc';

/** The signed-in owner's venues, active and inactive. */
export function useMyVenues() {
  const trpc = useTRPC();
  return useQuery(trpc.venues.mine.queryOptions());
}

/** A venue the user manages, for its edit form (404 for anyone else's). */
export function useManagedVenue(id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.venues.managed.queryOptions({ id }));
}

/** What every venue change reads again. */
function useVenueRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return { trpc, refresh: () => refreshAfterVenueChange(queryClient, trpc) };
}

/** venues.create: publishes a new venue. */
export function useCreateVenue(outcome: Outcome<VenueDto> = {}) {
  const { trpc, refresh } = useVenueRefresh();
  return useMutation(trpc.venues.create.mutationOptions(callbacks(outcome, { refresh })));
}

/** venues.update: saves a managed venue's changes. */
export function useUpdateVenue(outcome: Outcome<VenueDto> = {}) {
  const { trpc, refresh } = useVenueRefresh();
  return useMutation(trpc.venues.update.mutationOptions(callbacks(outcome, { refresh })));
}

/** venues.delete: removes a managed venue (refused while it has future bookings). */
export function useDeleteVenue(outcome: Outcome<{ success: true }> = {}) {
  const { trpc, refresh } = useVenueRefresh();
  return useMutation(trpc.venues.delete.mutationOptions(callbacks(outcome, { refresh })));
}
