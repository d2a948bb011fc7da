/**
 * The /venues search parameters (PRODUCT.md §3 filters), read from the URL and
 * kept there. Unknown or malformed values are dropped instead of failing the page.
 */
import {
  DEFAULT_DURATION,
  DURATIONS,
  type Duration,
  normalizeCategory,
  START_TIMES,
  type VenueSearchQuery,
} from '@rentas/domain';
import { z } from 'zod';

const text = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim() || undefined)
  .optional()
  .catch(undefined);

const positiveInt = z.coerce.number().int().min(1).max(10000).optional().catch(undefined);
const price = z.coerce.number().min(0).max(1_000_000).optional().catch(undefined);

/** 'local' is the SPEC.md filter option for category `other`; it stays 'local' in the URL. */
const category = z
  .string()
  .transform((value) => (value.trim().toLowerCase() === 'local' ? 'local' : (normalizeCategory(value) ?? undefined)))
  .optional()
  .catch(undefined);

export const venueSearchParamsSchema = z.object({
  q: text,
  category,
  city: text,
  guests: positiveInt,
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
  startTime: z.enum(START_TIMES).optional().catch(undefined),
  duration: z.coerce
    .number()
    .refine((n): n is Duration => (DURATIONS as readonly number[]).includes(n))
    .optional()
    .catch(undefined),
  minPrice: price,
  maxPrice: price,
});

export type VenueSearchParams = z.output<typeof venueSearchParamsSchema>;

/** validateSearch for the /venues route. */
export function parseVenueSearch(search: Record<string, unknown>): VenueSearchParams {
  return venueSearchParamsSchema.parse(search);
}

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
