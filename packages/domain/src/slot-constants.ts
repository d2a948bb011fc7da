/**
 * The slot numbers (SPEC.md §5, §9), with no imports so that any bundle can read them: the
 * web app's first-load route definitions and the URL readers use them without bringing in
 * the date rules (slots.ts) or date-fns. Every message about slots is built from these.
 */

/** Venues are booked in Mexico City time. */
export const VENUE_TIME_ZONE = 'America/Mexico_City';
/** SPEC.md §5: start times offered. */
export const START_TIMES = ['09:00', '12:00', '15:00', '18:00', '21:00'] as const;
export type StartTime = (typeof START_TIMES)[number];
/** SPEC.md §5: durations in hours; 4 is the default. */
export const DURATIONS = [2, 4, 8] as const;
export type Duration = (typeof DURATIONS)[number];
export const DEFAULT_DURATION: Duration = 4;
/** SPEC.md §9: booking dates span 30 days starting today. */
export const BOOKING_WINDOW_DAYS = 30;
/** The latest start time offered ('21:00'). */
export const LAST_START_TIME: StartTime = START_TIMES[START_TIMES.length - 1] as StartTime;
/** The longest duration in hours (8): a booking of a day ends at most this long after LAST_START_TIME. */
export const LONGEST_DURATION: Duration = Math.max(...DURATIONS) as Duration;

/**
 * A Spanish list joined with "o", or "u" before a word sounding like "o" ("2, 4 u 8").
 * Input: the items as they are written. Output: "a, b o c".
 */
export function spanishOrList(items: readonly (string | number)[]): string {
  const words = items.map(String);
  if (words.length < 2) return words.join('');
  const last = words[words.length - 1] as string;
  // "u" before o-/ho- words and numbers read "ocho…", "once", "ochenta…" (RAE).
  const conjunction = /^(o|ho|8|11(?!\d))/i.test(last) ? 'u' : 'o';
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${last}`;
}

/** "09:00, 12:00, 15:00, 18:00 o 21:00" */
export const START_TIMES_TEXT = spanishOrList(START_TIMES);
/** "2, 4 u 8" */
export const DURATIONS_TEXT = spanishOrList(DURATIONS);
/** Spanish message for a duration that is not one of DURATIONS. */
export const INVALID_DURATION_MESSAGE = `La duración debe ser de ${DURATIONS_TEXT} horas.`;
