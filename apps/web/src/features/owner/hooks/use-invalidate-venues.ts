import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../../lib/trpc';

/** After a venue changes: every venue list and detail, and the owner's figures, are read again. */
export function useInvalidateVenues(): () => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries(trpc.venues.pathFilter()),
      queryClient.invalidateQueries(trpc.owner.stats.queryFilter()),
      // the admin's venue list shows the same venues
      queryClient.invalidateQueries(trpc.admin.pathFilter()),
    ]);
  }, [queryClient, trpc]);
}
