import { createFileRoute } from '@tanstack/react-router';
import { OauthConfigPage } from '../features/auth/components/oauth-config-page';
import { requireSignedOut } from '../lib/route-guards';

/** Only when signed out (SPEC.md §2 route table). */
export const Route = createFileRoute('/oauth-config')({
  beforeLoad: requireSignedOut,
  component: OauthConfigPage,
});
