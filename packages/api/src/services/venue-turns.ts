/**
 * Turns per venue for new bookings within one server process (decision 019).
 *
 * Without them, 100 requests racing for one slot all opened a transaction and queued inside
 * PostgreSQL for the venue's advisory lock, each holding a pooled connection, and were refused
 * one after the other (issue 7: 1.06 s in CI for the 100). With them, requests of this process
 * for one venue write one at a time, and a request that waited while a turn booked an
 * overlapping slot is refused at once. Other processes are kept apart, as before, by the
 * venue's advisory lock and the exclusion constraint: this only spares the database work.
 */

import { AppError } from '@rentas/domain';
import AsyncLock from 'async-lock';

/** A slot as stored: [start, end) in ms since the epoch, booked at `at` (performance.now()). */
interface BookedSlot {
  start: number;
  end: number;
  at: number;
}

/** Requests that may wait on one venue; beyond that the request answers 503 (SERVICE_UNAVAILABLE). */
const MAX_WAITING = 10_000;

const lock = new AsyncLock({ maxPending: MAX_WAITING });
/** Slots booked in a turn while others waited, per venue id; dropped once the venue is idle. */
const bookedWhileBusy = new Map<string, BookedSlot[]>();

/**
 * Runs `turn` once the turns of this process ahead of it for `venueId` are over.
 * Input: the venue, the slot asked for, whether an overlapping slot booked while this request
 * waited settles it (false with an idempotency key: a retry must get its own booking back),
 * and the turn, which reports whether it booked the slot.
 * Output: the turn's result. Errors: SLOT_TAKEN 409 when a turn of this process booked an
 * overlapping slot while this request waited (the turn is not run); SERVICE_UNAVAILABLE 503
 * when more than 10,000 requests wait on the venue; whatever the turn throws.
 */
export async function inVenueTurn<T>(
  venueId: string,
  slot: { start: Date; end: Date },
  opts: { refuseIfBookedMeanwhile: boolean },
  turn: () => Promise<{ result: T; booked: boolean }>,
): Promise<T> {
  const arrived = performance.now();
  const start = slot.start.getTime();
  const end = slot.end.getTime();
  try {
    return await lock.acquire(venueId, async () => {
      const meanwhile = bookedWhileBusy.get(venueId) ?? [];
      if (opts.refuseIfBookedMeanwhile && meanwhile.some((b) => b.at >= arrived && b.start < end && b.end > start)) {
        throw new AppError('SLOT_TAKEN');
      }
      const { result, booked } = await turn();
      if (booked) bookedWhileBusy.set(venueId, [...meanwhile, { start, end, at: performance.now() }]);
      return result;
    });
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('Too many pending tasks')) {
      throw new AppError('SERVICE_UNAVAILABLE');
    }
    throw error;
  } finally {
    if (!lock.isBusy(venueId)) bookedWhileBusy.delete(venueId);
  }
}
