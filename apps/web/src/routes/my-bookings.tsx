import { createFileRoute } from '@tanstack/react-router';
import { MyBookings } from '../features/bookings/components/my-bookings';
import { requireSignedIn } from '../lib/route-guards';

export const Route = createFileRoute('/my-bookings')({
  beforeLoad: requireSignedIn,
  component: MyBookings,
});
