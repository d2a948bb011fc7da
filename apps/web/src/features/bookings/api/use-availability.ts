/** A venue's availability (issue 18: one query for the month), read fresh each time a booking form opens. */
import type { AvailableDayDto } from '@rentas/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTRPC } from '../../../lib/trpc';

/**
 * The 30 bookable dates of the venue with their free start times (and why the others are not
 * offered) for `duration` hours: one request for the month view and every day's start times.
 * Others may have booked since the last visit, so mounting reads it again.
 */
export function useMonthAvailability(venueId: string, duration: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries(trpc.venues.availabilityMonth.pathFilter());
  }, [queryClient, trpc]);
  return useQuery(trpc.venues.availabilityMonth.queryOptions({ venueId, duration }));
}

/** The day of the month's answer, or undefined while it loads. */
export function dayOf(days: AvailableDayDto[] | undefined, date: string | null): AvailableDayDto | undefined {
  return date ? days?.find((day) => day.date === date) : undefined;
}
