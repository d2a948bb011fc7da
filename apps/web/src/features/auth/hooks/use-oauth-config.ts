/**
 * auth.oauthConfig (GET /api/oauth-config): whether Google sign-in is configured on the
 * server and the URLs to register in Google Cloud for this origin. One query, shared by
 * the Google buttons and /oauth-config.
 */
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

export function useOauthConfig() {
  const trpc = useTRPC();
  return useQuery(trpc.auth.oauthConfig.queryOptions({ origin: window.location.origin }));
}
