/**
 * The /venues search parameters (PRODUCT.md §3 filters), read from the URL and
 * kept there (search-url.ts reads them and makes the venues.search input).
 */
import type { VenueSearchParams } from '@rentas/domain';

export { bookingContextOf, parseVenueSearch, toVenueListInput, type VenueSearchParams } from '@rentas/domain';

/** True when any filter is set (shows 'Limpiar filtros'); the list/map view and the sort's point name are not filters. */
export function hasFilters(params: VenueSearchParams): boolean {
  return Object.entries(params).some(
    ([key, value]) => key !== 'view' && key !== 'desde' && value !== undefined && value !== '',
  );
}
