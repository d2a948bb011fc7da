/**
 * Reads the /venues search parameters (PRODUCT.md §3 filters) from the URL (the web
 * route's validateSearch; the server reads them too, to send the page's first results
 * with the HTML) and makes the venues.search input from them. Unknown or malformed
 * values are dropped instead of failing the page. The web app's route definitions are
 * in its first-load bundle, so this module imports nothing heavy: the start times and
 * durations come from slot-constants.ts, which imports nothing (slots.ts would bring the
 * date rules, and date-fns, into that bundle).
 */
import type { Category } from './categories';
import { normalizeCategory } from './categories';
import type { VenueSearchQuery } from './schemas';
import { coerceNumber, numberIn, oneOf, type Reader, searchReader } from './search-parsing';
import { DEFAULT_DURATION, DURATIONS, type Duration, START_TIMES } from './slot-constants';

/** A string or a (finite) number, as trimmed text (empty → undefined). */
const text: Reader<string> = (value) =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))
    ? String(value).trim() || undefined
    : undefined;

const positiveInt = numberIn(1, 10000, { int: true });
const price = numberIn(0, 1_000_000);

/** 'local' is the SPEC.md filter option for category `other`; it stays 'local' in the URL. */
const category: Reader<Category | 'local'> = (value) => {
  if (typeof value !== 'string') return undefined;
  return value.trim().toLowerCase() === 'local' ? 'local' : (normalizeCategory(value) ?? undefined);
};

const isoDate: Reader<string> = (value) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

const duration: Reader<Duration> = (value) => {
  const hours = coerceNumber(value);
  return hours !== undefined && (DURATIONS as readonly number[]).includes(hours) ? (hours as Duration) : undefined;
};

/** "a,b,…" of `count` decimal numbers (issue 18: bbox and near as the API takes them). */
const degrees =
  (count: number): Reader<string> =>
  (value) => {
    if (typeof value !== 'string') return undefined;
    const parts = value.split(',');
    return parts.length === count && parts.every((p) => /^-?\d{1,3}(\.\d{1,12})?$/.test(p.trim()))
      ? parts.map((p) => p.trim()).join(',')
      : undefined;
  };

const readVenueSearch = searchReader({
  q: text,
  category,
  city: text,
  guests: positiveInt,
  date: isoDate,
  startTime: oneOf(START_TIMES),
  duration,
  minPrice: price,
  maxPrice: price,
  // issue 18: place filters, the map's area, nearest first from a point ("desde" names it), the view
  colonia: text,
  alcaldia: text,
  bbox: degrees(4),
  near: degrees(2),
  desde: text,
  view: oneOf(['list', 'map'] as const),
});

export type VenueSearchParams = ReturnType<typeof readVenueSearch>;

/** validateSearch for the /venues route. */
export function parseVenueSearch(search: Record<string, unknown>): VenueSearchParams {
  return readVenueSearch(search);
}

/** The venues.search input for the URL filters. The availability filter needs date and start time. */
export function toVenueListInput(params: VenueSearchParams): VenueSearchQuery {
  const input: VenueSearchQuery = {};
  if (params.q) input.q = params.q;
  const canonical = normalizeCategory(params.category);
  if (canonical) input.category = canonical;
  if (params.city) input.city = params.city;
  if (params.guests) input.guests = params.guests;
  if (params.minPrice !== undefined) input.minPrice = params.minPrice;
  if (params.maxPrice !== undefined) input.maxPrice = params.maxPrice;
  if (params.colonia) input.colonia = params.colonia;
  if (params.alcaldia) input.alcaldia = params.alcaldia;
  if (params.bbox) input.bbox = params.bbox;
  if (params.near) input.near = params.near;
  if (params.date && params.startTime) {
    input.date = params.date;
    input.startTime = params.startTime;
    input.duration = params.duration ?? DEFAULT_DURATION;
  }
  return input;
}

/**
 * The search object the web router gives validateSearch for a query string (TanStack
 * Router's default: each value is JSON when it parses as JSON, else the plain text), so
 * the server derives the same venues.search input as the page. Input: the query string
 * without '?'. Output: key → value, or the list of values when a key repeats.
 */
export function searchObjectFromQuery(query: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, text] of new URLSearchParams(query)) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = text;
    }
    const previous = out[key];
    out[key] = key in out ? [...(Array.isArray(previous) ? previous : [previous]), value] : value;
  }
  return out;
}

const readBookingContext = searchReader({
  date: isoDate,
  startTime: oneOf(START_TIMES),
  duration,
  guests: positiveInt,
});

/**
 * The search context a guest carries from the results to the venue page and the booking
 * form (issue 13: it was dropped on the way): date, start time, duration and party size.
 */
export type BookingContext = ReturnType<typeof readBookingContext>;

/** validateSearch for /venue/:id and the booking form's pre-filled fields. Unknown values are dropped. */
export function parseBookingContext(search: Record<string, unknown>): BookingContext {
  return readBookingContext(search);
}

/** The booking context within any search params (e.g. /venues filters), with only the fields set. */
export function bookingContextOf(params: Partial<BookingContext>): BookingContext {
  const out: BookingContext = {};
  if (params.date) out.date = params.date;
  if (params.startTime) out.startTime = params.startTime;
  if (params.duration) out.duration = params.duration;
  if (params.guests) out.guests = params.guests;
  return out;
}
