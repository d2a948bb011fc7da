import { createFileRoute } from '@tanstack/react-router';
import { OwnerBookings } from '../features/owner/components/owner-bookings';
import { type OwnerBookingsSearch, parseOwnerBookingsSearch } from '../features/owner/owner-bookings-search';
import { requireSignedIn } from '../lib/route-guards';

export const Route = createFileRoute('/owner-bookings')({
  beforeLoad: requireSignedIn,
  validateSearch: parseOwnerBookingsSearch,
  component: OwnerBookingsRoute,
});

function OwnerBookingsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <OwnerBookings
      search={search}
      onChange={(patch: OwnerBookingsSearch) =>
        navigate({
          search: (prev) =>
            Object.fromEntries(Object.entries({ ...prev, ...patch }).filter(([, v]) => v !== undefined && v !== '')),
          replace: true,
        })
      }
    />
  );
}
