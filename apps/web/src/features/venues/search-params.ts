/**
 * The /venues search parameters (PRODUCT.md §3 filters), read from the URL and
 * kept there (search-url.ts reads them and makes the venues.search input).
 */
import type { VenueSearchParams } from '@rentas/domain';

export { bookingContextOf, parseVenueSearch, toVenueListInput, type VenueSearchParams } from '@rentas/domain';

/** True when any filter is set (shows 'Limpiar filtros'). */
export function hasFilters(params: VenueSearchParams): boolean {
  return Object.values(params).some((value) => value !== undefined && value !== '');
}
