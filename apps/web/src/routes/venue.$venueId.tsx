import { createFileRoute } from '@tanstack/react-router';
import { VenueDetail } from '../features/venues/components/venue-detail';

export const Route = createFileRoute('/venue/$venueId')({
  component: VenueRoute,
});

function VenueRoute() {
  const { venueId } = Route.useParams();
  return <VenueDetail venueId={venueId} />;
}
