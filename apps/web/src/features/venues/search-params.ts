/**
 * The /venues search parameters (PRODUCT.md §3 filters), read from the URL and
 * kept there (search-url.ts reads them), and the venues.list input they make.
 */
import { DEFAULT_DURATION, normalizeCategory, type VenueSearchQuery } from '@rentas/domain';
import type { VenueSearchParams } from './search-url';

export { parseVenueSearch, type VenueSearchParams } from './search-url';

/** The venues.list input for the URL filters. The availability filter needs date and start time. */
export function toVenueListInput(params: VenueSearchParams): VenueSearchQuery {
  const input: VenueSearchQuery = {};
  if (params.q) input.q = params.q;
  const canonical = normalizeCategory(params.category);
  if (canonical) input.category = canonical;
  if (params.city) input.city = params.city;
  if (params.guests) input.guests = params.guests;
  if (params.minPrice !== undefined) input.minPrice = params.minPrice;
  if (params.maxPrice !== undefined) input.maxPrice = params.maxPrice;
  if (params.date && params.startTime) {
    input.date = params.date;
    input.startTime = params.startTime;
    input.duration = params.duration ?? DEFAULT_DURATION;
  }
  return input;
}

/** True when any filter is set (shows 'Limpiar filtros'). */
export function hasFilters(params: VenueSearchParams): boolean {
  return Object.values(params).some((value) => value !== undefined && value !== '');
}
