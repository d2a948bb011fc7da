/**
 * Booking slot rules (SPEC.md §5, PRODUCT.md §4): start times, durations, the
 * 30-day window and the America/Mexico_City time zone. Browser-safe.
 */
import { tzOffset } from '@date-fns/tz';

import { BOOKING_WINDOW_DAYS, DURATIONS, START_TIMES, type StartTime, VENUE_TIME_ZONE } from './slot-constants';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * The Mexico City wall clock at an instant, as 'yyyy-MM-ddTHH:mm:ss.sssZ' whose fields read that
 * clock (@date-fns/tz's tzOffset: the zone's offset in minutes at that instant).
 */
function venueWallClock(instant: Date): string {
  return new Date(instant.getTime() + tzOffset(VENUE_TIME_ZONE, instant) * MINUTE_MS).toISOString();
}

/**
 * Slot starts already worked out (ms), by date, then start time, as given ('2026-12-01', then
 * '09:00'): a month view asks for the same 150 slots on every request, and looking the strings
 * up skips their parsing too. Only valid slots are kept. Emptied when it holds STARTS_KEPT starts.
 */
const starts = new Map<string, Map<string, number>>();
let startsKept = 0;
const STARTS_KEPT = 10_000;

/**
 * The instant (ms) a Mexico City wall-clock time names, the time given as Date.UTC's ms of its fields.
 * The offset is read at the naive guess, then again at the instant it gives, which settles it
 * on either side of a change of offset (Mexico City kept daylight saving time until 2022).
 * A wall time skipped by a change (spring forward) lands an hour later, as @date-fns/tz's
 * TZDate puts it; a repeated one (fall back) is its first occurrence.
 */
function zonedToInstant(naive: number): number {
  const first = tzOffset(VENUE_TIME_ZONE, new Date(naive));
  const guess = naive - first * MINUTE_MS;
  const second = tzOffset(VENUE_TIME_ZONE, new Date(guess));
  if (second === first) return guess;
  // The offset changes between the two readings: the second one holds, unless the wall time
  // was skipped (then the instant it gives reads yet another offset, and the guess stands).
  const other = naive - second * MINUTE_MS;
  return tzOffset(VENUE_TIME_ZONE, new Date(other)) === second ? other : guess;
}

/** Today's date in Mexico City as 'yyyy-MM-dd'. */
export function todayInMexicoCity(now: Date = new Date()): string {
  return venueWallClock(now).slice(0, 10);
}

/** bookingDates' last answer and the minute (ms ÷ 60,000) it was worked out for. */
let lastWindow: { minute: number; dates: readonly string[] } | null = null;

/**
 * The bookable dates: today (Mexico City) and the next 29 days, as 'yyyy-MM-dd' strings (a new
 * array each call). Only "today" needs the time zone; the following days are plain calendar
 * arithmetic (in UTC, where every day has 24 hours), which keeps this cheap enough for a first
 * render. Worked out once a minute: the zone's offsets are whole minutes, so its date only
 * changes on a minute boundary (it cost about 17 µs, on every availability check and booking).
 */
export function bookingDates(now: Date = new Date()): string[] {
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  if (lastWindow?.minute !== minute) {
    const [y, m, d] = todayInMexicoCity(now).split('-').map(Number) as [number, number, number];
    const dates = Array.from({ length: BOOKING_WINDOW_DAYS }, (_, i) =>
      new Date(Date.UTC(y, m - 1, d + i)).toISOString().slice(0, 10),
    );
    lastWindow = { minute, dates };
  }
  return [...lastWindow.dates];
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
  let start = starts.get(date)?.get(startTime);
  if (start === undefined) {
    const dm = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
    const tm = /^(\d{2}):(\d{2})$/.exec(startTime);
    if (!dm || !tm) throw new RangeError('Invalid date or time');
    start = zonedToInstant(Date.UTC(Number(dm[1]), Number(dm[2]) - 1, Number(dm[3]), Number(tm[1]), Number(tm[2])));
    if (startsKept >= STARTS_KEPT) {
      starts.clear();
      startsKept = 0;
    }
    let ofDate = starts.get(date);
    if (!ofDate) {
      ofDate = new Map();
      starts.set(date, ofDate);
    }
    ofDate.set(startTime, start);
    startsKept++;
  }
  return { start: new Date(start), end: new Date(start + hours * HOUR_MS) };
}

export interface SlotParts {
  date: string;
  startTime: string;
  hours: number;
}

/** The Mexico City date, start time and duration (hours, may be fractional) of an instant range. */
export function rangeToSlot(start: Date, end: Date): SlotParts {
  const local = venueWallClock(start);
  return {
    date: local.slice(0, 10),
    startTime: local.slice(11, 16),
    hours: Math.trunc((end.getTime() - start.getTime()) / MINUTE_MS) / 60,
  };
}

export type SlotProblem = 'START_TIME' | 'DURATION' | 'DATE_WINDOW';

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

/** The es-MX formatters of Mexico City dates, made on first use (each costs more to make than to use). */
let made: { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat; weekdayAndDay: Intl.DateTimeFormat } | undefined;
function formatters() {
  made ??= {
    date: new Intl.DateTimeFormat('es-MX', { dateStyle: 'full', timeZone: VENUE_TIME_ZONE }),
    time: new Intl.DateTimeFormat('es-MX', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: VENUE_TIME_ZONE,
    }),
    weekdayAndDay: new Intl.DateTimeFormat('es-MX', { weekday: 'long', day: 'numeric', timeZone: VENUE_TIME_ZONE }),
  };
  return made;
}

/** es-MX long date in Mexico City time, e.g. "sábado, 28 de noviembre de 2026". */
export function formatDateMx(instant: Date | string): string {
  return formatters().date.format(new Date(instant));
}

/** 'HH:mm' in Mexico City time. */
export function formatTimeMx(instant: Date | string): string {
  return formatters().time.format(new Date(instant));
}

/**
 * When a booking ends, as guests read it (issue 13, PRODUCT.md round 2: always shown; a
 * 21:00 + 8 h booking ends at 05:00 the next day): "Termina el sábado 28 a las 05:00", in
 * Mexico City time.
 */
export function formatBookingEnd(end: Date | string): string {
  const parts = formatters().weekdayAndDay.formatToParts(new Date(end));
  const weekday = parts.find((p) => p.type === 'weekday')?.value ?? '';
  const day = parts.find((p) => p.type === 'day')?.value ?? '';
  return `Termina el ${weekday} ${day} a las ${formatTimeMx(end)}`;
}
