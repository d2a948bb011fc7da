import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { BookingPage } from '../features/bookings/components/booking-page';
import { requireSignedIn } from '../lib/route-guards';

const searchSchema = z.object({ bookingId: z.uuid().optional().catch(undefined) });

export const Route = createFileRoute('/booking/$venueId')({
  validateSearch: (search: Record<string, unknown>) => searchSchema.parse(search),
  beforeLoad: requireSignedIn,
  component: BookingRoute,
});

function BookingRoute() {
  const { venueId } = Route.useParams();
  const { bookingId } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BookingPage
      venueId={venueId}
      bookingId={bookingId}
      onBooked={(booking) => navigate({ search: { bookingId: booking.id }, replace: true })}
    />
  );
}
