/** Free start times of a venue (venues.availability), read fresh each time a booking form opens. */
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTRPC } from '../../../lib/trpc';

/**
 * Each start time of `date` for `duration` hours with available/past flags; idle until a date
 * is chosen. Others may have booked since the last visit, so mounting reads it again.
 */
export function useAvailability(venueId: string, date: string | null, duration: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries(trpc.venues.availability.pathFilter());
  }, [queryClient, trpc]);
  return useQuery(trpc.venues.availability.queryOptions(date ? { venueId, date, duration } : skipToken));
}
