import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { BookingPage } from '../features/bookings/components/booking-page';
import { requireSignedIn } from '../lib/route-guards';

/**
 * ?bookingId=… shows the confirmation; ?paypal=approved|cancelled&token=<orderId>&PayerID=…
 * is where PayPal sends the guest back (SPEC.md §4 alternative path).
 */
const searchSchema = z.object({
  bookingId: z.uuid().optional().catch(undefined),
  paypal: z.enum(['approved', 'cancelled']).optional().catch(undefined),
  token: z.string().trim().min(1).max(64).optional().catch(undefined),
  PayerID: z.string().trim().max(64).optional().catch(undefined),
});

export const Route = createFileRoute('/booking/$venueId')({
  validateSearch: (search: Record<string, unknown>) => searchSchema.parse(search),
  beforeLoad: requireSignedIn,
  component: BookingRoute,
});

function BookingRoute() {
  const { venueId } = Route.useParams();
  const { bookingId, paypal, token } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BookingPage
      venueId={venueId}
      bookingId={bookingId}
      paypal={paypal ? { status: paypal, orderId: token } : undefined}
      onBooked={(booking) => navigate({ search: { bookingId: booking.id }, replace: true })}
    />
  );
}
