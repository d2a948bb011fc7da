import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { CheckInPage } from '../features/owner/components/check-in-page';
import { requireSignedIn } from '../lib/route-guards';

const searchSchema = z.object({ sig: z.string().min(1).max(100).optional().catch(undefined) });

/** The target of a booking's QR code (PRODUCT.md §4), opened by the venue's owner. */
export const Route = createFileRoute('/check-in/$bookingId')({
  validateSearch: (search: Record<string, unknown>) => searchSchema.parse(search),
  beforeLoad: requireSignedIn,
  component: CheckInRoute,
});

function CheckInRoute() {
  const { bookingId } = Route.useParams();
  const { sig } = Route.useSearch();
  return <CheckInPage bookingId={bookingId} sig={sig} />;
}
