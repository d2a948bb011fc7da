import { parseVenueSearch, type VenueSearchParams } from '@rentas/domain';
import { createFileRoute } from '@tanstack/react-router';
import { VenueSearch } from '../features/venues/components/venue-search';

export const Route = createFileRoute('/venues')({
  validateSearch: parseVenueSearch,
  component: VenuesRoute,
});

/** Drops empty values so the URL only carries the filters in use. */
function compact(params: VenueSearchParams): VenueSearchParams {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  ) as VenueSearchParams;
}

function VenuesRoute() {
  const params = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <VenueSearch
      params={params}
      onChange={(patch) => navigate({ search: (prev) => compact({ ...prev, ...patch }), replace: true })}
      onClear={() => navigate({ search: {}, replace: true })}
    />
  );
}
