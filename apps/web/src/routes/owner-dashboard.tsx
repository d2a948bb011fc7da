import { createFileRoute } from '@tanstack/react-router';
import { OwnerDashboard } from '../features/owner/components/owner-dashboard';
import { requireSignedIn } from '../lib/route-guards';

export const Route = createFileRoute('/owner-dashboard')({
  beforeLoad: requireSignedIn,
  component: OwnerDashboard,
});
