import { parseBookingContext } from '@rentas/domain';
import { createFileRoute } from '@tanstack/react-router';
import { VenueDetail } from '../features/venues/components/venue-detail';

/** ?date&startTime&duration&guests: the search context, passed on to the booking form (issue 13). */
export const Route = createFileRoute('/venue/$venueId')({
  validateSearch: parseBookingContext,
  component: VenueRoute,
});

function VenueRoute() {
  const { venueId } = Route.useParams();
  const context = Route.useSearch();
  return <VenueDetail venueId={venueId} context={context} />;
}
