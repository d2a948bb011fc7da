import { createFileRoute } from '@tanstack/react-router';
import { BecomeOwnerPage } from '../features/owner/components/become-owner-page';
import { requireSignedIn } from '../lib/route-guards';

export const Route = createFileRoute('/become-owner')({
  beforeLoad: requireSignedIn,
  component: BecomeOwnerPage,
});
