/**
 * Booking slot rules (SPEC.md §5, PRODUCT.md §4): start times, durations, the
 * 30-day window and the America/Mexico_City time zone. Browser-safe.
 */
import { TZDate } from '@date-fns/tz';
import { addHours, differenceInMinutes, format } from 'date-fns';

import { BOOKING_WINDOW_DAYS, DURATIONS, START_TIMES, type StartTime, VENUE_TIME_ZONE } from './slot-constants';

/** Today's date in Mexico City as 'yyyy-MM-dd'. */
export function todayInMexicoCity(now: Date = new Date()): string {
  return format(new TZDate(now, VENUE_TIME_ZONE), 'yyyy-MM-dd');
}

/**
 * The bookable dates: today (Mexico City) and the next 29 days, as 'yyyy-MM-dd' strings.
 * Only "today" needs the time zone; the following days are plain calendar arithmetic (in
 * UTC, where every day has 24 hours), which keeps this cheap enough for a first render.
 */
export function bookingDates(now: Date = new Date()): string[] {
  const [y, m, d] = todayInMexicoCity(now).split('-').map(Number) as [number, number, number];
  return Array.from({ length: BOOKING_WINDOW_DAYS }, (_, i) =>
    new Date(Date.UTC(y, m - 1, d + i)).toISOString().slice(0, 10),
  );
}

export interface SlotRange {
  start: Date;
  end: Date;
}

/**
 * Turns a Mexico City date ('yyyy-MM-dd'), start time ('HH:mm') and duration (hours) into instants.
 * Throws RangeError on a malformed date or time.
 */
export function slotToRange(date: string, startTime: string, hours: number): SlotRange {
  const dm = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const tm = /^(\d{2}):(\d{2})$/.exec(startTime);
  if (!dm || !tm) throw new RangeError('Invalid date or time');
  const start = new TZDate(
    Number(dm[1]),
    Number(dm[2]) - 1,
    Number(dm[3]),
    Number(tm[1]),
    Number(tm[2]),
    VENUE_TIME_ZONE,
  );
  return { start: new Date(start.getTime()), end: new Date(addHours(start, hours).getTime()) };
}

export interface SlotParts {
  date: string;
  startTime: string;
  hours: number;
}

/** The Mexico City date, start time and duration (hours, may be fractional) of an instant range. */
export function rangeToSlot(start: Date, end: Date): SlotParts {
  const local = new TZDate(start, VENUE_TIME_ZONE);
  return {
    date: format(local, 'yyyy-MM-dd'),
    startTime: format(local, 'HH:mm'),
    hours: differenceInMinutes(end, start) / 60,
  };
}

export type SlotProblem = 'START_TIME' | 'DURATION' | 'DATE_WINDOW';

const HOUR_MS = 60 * 60 * 1000;

/** True when an instant has zero seconds and milliseconds (Mexico City offsets are whole hours). */
function onTheMinute(instant: Date): boolean {
  return instant.getTime() % 60_000 === 0;
}

/**
 * Checks a requested range against the slot rules: start exactly at an offered time (seconds
 * and milliseconds zero), a duration of exactly 2, 4 or 8 h (to the millisecond), and a date
 * within the 30-day window (today included). Output: null when valid, else which rule failed:
 * START_TIME (off the start grid), DURATION, DATE_WINDOW. Rules: SPEC.md §5; exactness issue 12.
 */
export function checkSlot(start: Date, end: Date, now: Date = new Date()): SlotProblem | null {
  const slot = rangeToSlot(start, end);
  // issue 12: the grid is exact. `12:00:30` or an end 59 s past 2 h are off it, although their
  // 'HH:mm' and whole minutes look right.
  if (!onTheMinute(start) || !(START_TIMES as readonly string[]).includes(slot.startTime)) return 'START_TIME';
  const exactHours = (end.getTime() - start.getTime()) / HOUR_MS;
  if (!(DURATIONS as readonly number[]).includes(exactHours)) return 'DURATION';
  if (!bookingDates(now).includes(slot.date)) return 'DATE_WINDOW';
  if (start.getTime() <= now.getTime()) return 'DATE_WINDOW';
  return null;
}

/** True when [aStart, aEnd) and [bStart, bEnd) overlap. */
export function rangesOverlap(a: SlotRange, b: SlotRange): boolean {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
}

export interface StartTimeAvailability {
  startTime: StartTime;
  available: boolean;
  /** true when the slot starts in the past */
  past: boolean;
  /** issue 16: why it is not offered (booking-rules.ts slotRefusal); null when available */
  reason: 'taken' | 'buffer' | 'notice' | 'past' | null;
}

/**
 * For a date and duration, which offered start times are free given the busy ranges
 * (active bookings and blocks of the venue).
 */
export function availableStartTimes(
  date: string,
  hours: number,
  busy: SlotRange[],
  now: Date = new Date(),
): StartTimeAvailability[] {
  return START_TIMES.map((startTime) => {
    const range = slotToRange(date, startTime, hours);
    const past = range.start.getTime() <= now.getTime();
    const taken = busy.some((b) => rangesOverlap(range, b));
    return { startTime, available: !past && !taken, past, reason: past ? 'past' : taken ? 'taken' : null };
  });
}

/** es-MX long date in Mexico City time, e.g. "sábado, 28 de noviembre de 2026". */
export function formatDateMx(instant: Date | string): string {
  return new Intl.DateTimeFormat('es-MX', {
    dateStyle: 'full',
    timeZone: VENUE_TIME_ZONE,
  }).format(new Date(instant));
}

/** 'HH:mm' in Mexico City time. */
export function formatTimeMx(instant: Date | string): string {
  return new Intl.DateTimeFormat('es-MX', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: VENUE_TIME_ZONE,
  }).format(new Date(instant));
}

/**
 * When a booking ends, as guests read it (issue 13, PRODUCT.md round 2: always shown; a
 * 21:00 + 8 h booking ends at 05:00 the next day): "Termina el sábado 28 a las 05:00", in
 * Mexico City time.
 */
export function formatBookingEnd(end: Date | string): string {
  const parts = new Intl.DateTimeFormat('es-MX', {
    weekday: 'long',
    day: 'numeric',
    timeZone: VENUE_TIME_ZONE,
  }).formatToParts(new Date(end));
  const weekday = parts.find((p) => p.type === 'weekday')?.value ?? '';
  const day = parts.find((p) => p.type === 'day')?.value ?? '';
  return `Termina el ${weekday} ${day} a las ${formatTimeMx(end)}`;
}
