/** The owner's venues (venues.mine / managed / create / update / delete), each change refreshing every venue view. */
import type { VenueDto } from '@rentas/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Outcome, settle } from '../../../lib/outcome';
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

/** venues.create: publishes a new venue. */
export function useCreateVenue(outcome: Outcome<VenueDto> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.venues.create.mutationOptions({
      onSuccess: (venue, variables) => settle(venue, variables, refreshAfterVenueChange(queryClient, trpc), outcome),
      onError: (error) => outcome.onError?.(error),
    }),
  );
}

/** venues.update: saves a managed venue's changes. */
export function useUpdateVenue(outcome: Outcome<VenueDto> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.venues.update.mutationOptions({
      onSuccess: (venue, variables) => settle(venue, variables, refreshAfterVenueChange(queryClient, trpc), outcome),
      onError: (error) => outcome.onError?.(error),
    }),
  );
}

/** venues.delete: removes a managed venue (refused while it has future bookings). */
export function useDeleteVenue(outcome: Outcome<{ success: true }> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.venues.delete.mutationOptions({
      onSuccess: (result, variables) => settle(result, variables, refreshAfterVenueChange(queryClient, trpc), outcome),
      onError: (error) => outcome.onError?.(error),
    }),
  );
}
