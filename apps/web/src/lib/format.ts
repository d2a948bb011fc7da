/**
 * Display helpers built on the money and date rules of @rentas/domain.
 */
import { formatTimeMx, slotToRange, VENUE_TIME_ZONE } from '@rentas/domain';

export { centavosOf, displayRating, formatAmount } from './format-money';

/**
 * '09:00 – 13:00' in Mexico City time, kept on one line (issues 13 and 19): no-break spaces
 * around the dash, and a word joiner after it, since a line may still break after an en dash
 * followed by a no-break space (Unicode line breaking, LB12a).
 */
export function formatTimeRange(start: string | Date, end: string | Date): string {
  return `${formatTimeMx(start)}\u00a0–\u2060\u00a0${formatTimeMx(end)}`;
}

// Intl formatters are costly to build: each is made on first use, then kept.
let dayLabel: Intl.DateTimeFormat | undefined;
let memberSince: Intl.DateTimeFormat | undefined;

/** A booking-window date ('yyyy-MM-dd', Mexico City) as 'lunes, 24 de noviembre'. */
export function formatDayOption(date: string): string {
  dayLabel ??= new Intl.DateTimeFormat('es-MX', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: VENUE_TIME_ZONE,
  });
  const label = dayLabel.format(slotToRange(date, '12:00', 0).start);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** '24 de noviembre de 2026' */
export function formatLongDate(instant: Date | string): string {
  memberSince ??= new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: VENUE_TIME_ZONE });
  return memberSince.format(new Date(instant));
}

/** Capitalizes the first letter (es-MX weekdays come lower-case). */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

let messageStamp: Intl.DateTimeFormat | undefined;

/** When a message was sent, Mexico City time: '24 nov, 18:05' (issue 15). */
export function formatMessageStamp(instant: Date | string): string {
  messageStamp ??= new Intl.DateTimeFormat('es-MX', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: VENUE_TIME_ZONE,
  });
  return messageStamp.format(new Date(instant));
}
