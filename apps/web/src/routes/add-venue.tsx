import { createFileRoute } from '@tanstack/react-router';
import { AddVenuePage } from '../features/owner/components/add-venue-page';
import { requireSignedIn } from '../lib/route-guards';

export const Route = createFileRoute('/add-venue')({
  beforeLoad: requireSignedIn,
  component: AddVenuePage,
});
