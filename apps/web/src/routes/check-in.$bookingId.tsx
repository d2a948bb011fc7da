import { searchReader, text } from '@rentas/domain';
import { createFileRoute } from '@tanstack/react-router';
import { CheckInPage } from '../features/owner/components/check-in-page';
import { requireSignedIn } from '../lib/route-guards';

const readSearch = searchReader({ sig: text({ min: 1, max: 100 }) });

/** The target of a booking's QR code (PRODUCT.md §4), opened by the venue's owner. */
export const Route = createFileRoute('/check-in/$bookingId')({
  validateSearch: readSearch,
  beforeLoad: requireSignedIn,
  component: CheckInRoute,
});

function CheckInRoute() {
  const { bookingId } = Route.useParams();
  const { sig } = Route.useSearch();
  return <CheckInPage bookingId={bookingId} sig={sig} />;
}
