import { createFileRoute } from '@tanstack/react-router';
import { EditVenuePage } from '../features/owner/components/edit-venue-page';
import { requireSignedIn } from '../lib/route-guards';

export const Route = createFileRoute('/edit-venue/$venueId')({
  beforeLoad: requireSignedIn,
  component: EditVenueRoute,
});

function EditVenueRoute() {
  const { venueId } = Route.useParams();
  return <EditVenuePage key={venueId} venueId={venueId} />;
}
