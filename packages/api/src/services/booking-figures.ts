/**
 * The booking lifecycle's rules in SQL (packages/domain booking-lifecycle.ts), so the owner
 * dashboard, the profile, the admin financial view and the housekeeping count the same
 * things (issues 13, 14). A confirmed booking whose end has passed counts as completed even
 * before the housekeeping job marks it. Each fragment reads the `bookings` table by name.
 */
import { DURATIONS, MAX_BUFFER_MINUTES, pendingHoldCutoff } from '@rentas/domain';

/** The longest booking there is (SPEC.md §5 durations; checkSlot refuses any other), hours. */
const LONGEST_BOOKING_HOURS = Math.max(...DURATIONS);

/**
 * The earliest start a booking can have and still reach `from` with its buffer: no booking lasts
 * more than LONGEST_BOOKING_HOURS nor keeps more than MAX_BUFFER_MINUTES after it. A lower bound
 * for index probes on (venue_id, start_at) (issue 17).
 */
export function earliestBlockingStart(from: Date): Date {
  return new Date(from.getTime() - (LONGEST_BOOKING_HOURS * 60 + MAX_BUFFER_MINUTES) * 60_000);
}

import { type RawBuilder, sql } from 'kysely';

/** Confirmed and ended at `now`: completed, not yet written by `completeEndedBookings`. */
export function isEndedConfirmedSql(now: Date): RawBuilder<boolean> {
  return sql<boolean>`(bookings.status = 'confirmed' and bookings.end_at <= ${now})`;
}

/** True for a booking that took place: completed, or confirmed and ended at `now` (effectiveBookingStatus). */
export function isCompletedSql(now: Date): RawBuilder<boolean> {
  return sql<boolean>`(bookings.status = 'completed' or ${isEndedConfirmedSql(now)})`;
}

/** True for a confirmed booking that has not ended at `now` (it will still take place). */
export function isUpcomingSql(now: Date): RawBuilder<boolean> {
  return sql<boolean>`(bookings.status = 'confirmed' and bookings.end_at > ${now})`;
}

/** True for a booking that stands: confirmed or completed (not cancelled, not an unpaid hold). */
export function isStandingSql(): RawBuilder<boolean> {
  return sql<boolean>`bookings.status in ('confirmed', 'completed')`;
}

/**
 * True when the booking row `alias` holds its slot at `now` (domain holdsSlot): confirmed, or
 * pending and either a request still open (`request_expires_at` ahead) or an unpaid PayPal hold
 * younger than PENDING_HOLD_MS. `alias` is a fixed table alias of the calling query.
 */
export function holdsSlotSql(now: Date, alias = 'bookings'): RawBuilder<boolean> {
  const t = sql.raw(alias);
  return sql<boolean>`(${t}.status = 'confirmed' or (${t}.status = 'pending' and case
    when ${t}.request_expires_at is null then ${t}.created_at >= ${pendingHoldCutoff(now)}
    else ${t}.request_expires_at > ${now} end))`;
}

/**
 * True when the booking row `alias` stops a new booking [start, end) of its venue: it overlaps,
 * or it is closer than the buffer (domain slotRefusal 'taken'/'buffer'). The buffer is the
 * venue's current one (`bufferMinutes`, a SQL expression such as venues.buffer_minutes) and the
 * one stored on the booking (its `buffer_end_at`), whichever is wider, as the exclusion
 * constraint sees it. The first condition probes the range index bookings_active_range_idx with
 * the widest buffer; the start bound (no booking lasts more than the longest duration, checkSlot)
 * keeps a probe of bookings_venue_id_idx (venue_id, start_at) to the few bookings around the slot
 * instead of the venue's whole history (issue 17: a search with a date went from 156 ms to 29 ms
 * on 300,000 bookings); the rest is exact.
 */
export function blocksSlotSql(
  slot: { start: Date; end: Date },
  bufferMinutes: RawBuilder<number>,
  alias = 'bookings',
): RawBuilder<boolean> {
  const t = sql.raw(alias);
  const pad = sql`make_interval(mins => ${bufferMinutes})`;
  const widest = sql`make_interval(mins => ${MAX_BUFFER_MINUTES})`;
  const earliest = earliestBlockingStart(slot.start);
  return sql<boolean>`(tstzrange(${t}.start_at, ${t}.end_at, '[)') && tstzrange(${slot.start}::timestamptz - ${widest}, ${slot.end}::timestamptz + ${widest}, '[)')
    and ${t}.start_at > ${earliest}::timestamptz
    and ${t}.start_at < ${slot.end}::timestamptz + ${pad}
    and greatest(${t}.buffer_end_at, ${t}.end_at + ${pad}) > ${slot.start}::timestamptz)`;
}

/** The owner's share of a booking (issue 16): hours + add-ons + cleaning fee, MXN. */
export function ownerShareSql(): RawBuilder<string> {
  return sql<string>`(bookings.subtotal + bookings.add_ons_total + bookings.cleaning_fee)`;
}

/**
 * What the owner keeps of a cancelled booking paid online (issue 16): the owner's share less the
 * owner's part of the refund (refund − the commission refunded in proportion, computeRefund);
 * 0 when nothing was paid online (refund_percent null).
 */
export function retainedOwnerShareSql(): RawBuilder<string> {
  return sql<string>`coalesce(${ownerShareSql()} - (bookings.refund_amount - least(bookings.refund_amount,
    round(bookings.commission * bookings.refund_percent / 100, 2))), 0)`;
}
