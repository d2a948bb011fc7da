import { oneOf, searchReader, text, uuid } from '@rentas/domain';
import { createFileRoute } from '@tanstack/react-router';
import { MyBookings } from '../features/bookings/components/my-bookings';
import { requireSignedIn } from '../lib/route-guards';

/** ?reschedule=<bookingId>&paypal=approved|cancelled&token=<orderId>: back from paying a move's difference (issue 16). */
const readSearch = searchReader({
  reschedule: uuid,
  paypal: oneOf(['approved', 'cancelled']),
  token: text({ trim: true, min: 1, max: 64 }),
  PayerID: text({ trim: true, max: 64 }),
});

export const Route = createFileRoute('/my-bookings')({
  validateSearch: readSearch,
  beforeLoad: requireSignedIn,
  component: MyBookingsRoute,
});

function MyBookingsRoute() {
  const { reschedule, paypal, token } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MyBookings
      paypalReturn={reschedule && paypal ? { bookingId: reschedule, status: paypal, orderId: token } : undefined}
      onReturnHandled={() => void navigate({ search: {}, replace: true })}
    />
  );
}
