import { oneOf, parseBookingContext, searchReader, text, uuid } from '@rentas/domain';
import { createFileRoute } from '@tanstack/react-router';
import { BookingPage } from '../features/bookings/components/booking-page';
import { requireSignedIn } from '../lib/route-guards';

/**
 * ?bookingId=… shows the confirmation; ?paypal=approved|cancelled&token=<orderId>&PayerID=…
 * is where PayPal sends the guest back (SPEC.md §4 alternative path); ?date&startTime&duration&guests
 * pre-fill the form with the guest's search (issue 13).
 */
const readPaymentSearch = searchReader({
  bookingId: uuid,
  paypal: oneOf(['approved', 'cancelled']),
  token: text({ trim: true, min: 1, max: 64 }),
  PayerID: text({ trim: true, max: 64 }),
});
const readSearch = (search: Record<string, unknown>) => ({
  ...parseBookingContext(search),
  ...readPaymentSearch(search),
});

export const Route = createFileRoute('/booking/$venueId')({
  validateSearch: readSearch,
  beforeLoad: requireSignedIn,
  component: BookingRoute,
});

function BookingRoute() {
  const { venueId } = Route.useParams();
  const { bookingId, paypal, token, date, startTime, duration, guests } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BookingPage
      venueId={venueId}
      bookingId={bookingId}
      paypal={paypal ? { status: paypal, orderId: token } : undefined}
      context={{ date, startTime, duration, guests }}
      onBooked={(booking) => navigate({ search: { bookingId: booking.id }, replace: true })}
    />
  );
}
