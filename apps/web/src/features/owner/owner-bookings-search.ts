/**
 * The owner's bookings page filters as URL search params (/owner-bookings?venue=…&status=…&date=…),
 * read without zod like the other routes; unknown values are dropped.
 */
import { BOOKING_STATUSES } from '@rentas/domain';

export type BookingStatusFilter = (typeof BOOKING_STATUSES)[number];

export interface OwnerBookingsSearch {
  venue?: string;
  status?: BookingStatusFilter;
  /** Mexico City day, yyyy-mm-dd */
  date?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Input: the raw search object. Output: the valid filters only. */
export function parseOwnerBookingsSearch(search: Record<string, unknown>): OwnerBookingsSearch {
  const out: OwnerBookingsSearch = {};
  if (typeof search.venue === 'string' && UUID.test(search.venue)) out.venue = search.venue;
  if (typeof search.status === 'string' && (BOOKING_STATUSES as readonly string[]).includes(search.status)) {
    out.status = search.status as BookingStatusFilter;
  }
  if (typeof search.date === 'string' && DAY.test(search.date)) out.date = search.date;
  return out;
}
