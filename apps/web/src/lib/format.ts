/**
 * Display helpers built on the money and date rules of @rentas/domain.
 */
import { formatMXN, formatTimeMx, slotToRange, toCentavos, VENUE_TIME_ZONE } from '@rentas/domain';

/** '$850.00' from an API decimal string; null when the amount is missing or malformed. */
export function formatAmount(amount: string | null | undefined): string | null {
  if (amount == null) return null;
  try {
    return formatMXN(toCentavos(amount));
  } catch {
    return null;
  }
}

/** Centavos from an API decimal string (0 when missing or malformed). */
export function centavosOf(amount: string | null | undefined): number {
  if (amount == null) return 0;
  try {
    return toCentavos(amount);
  } catch {
    return 0;
  }
}

/** '09:00 - 13:00' in Mexico City time. */
export function formatTimeRange(start: string | Date, end: string | Date): string {
  return `${formatTimeMx(start)} - ${formatTimeMx(end)}`;
}

const dayLabel = new Intl.DateTimeFormat('es-MX', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: VENUE_TIME_ZONE,
});

/** A booking-window date ('yyyy-MM-dd', Mexico City) as 'lunes, 24 de noviembre'. */
export function formatDayOption(date: string): string {
  const label = dayLabel.format(slotToRange(date, '12:00', 0).start);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

const memberSince = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: VENUE_TIME_ZONE });

/** '24 de noviembre de 2026' */
export function formatLongDate(instant: Date | string): string {
  return memberSince.format(new Date(instant));
}

/** Capitalizes the first letter (es-MX weekdays come lower-case). */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Rating as shown: one decimal, or the default when the venue has no reviews (SPEC.md §9). */
export function displayRating(rating: string, reviewCount: number, fallback: number): string {
  if (reviewCount === 0) return fallback.toFixed(1);
  return (Number(rating) || fallback).toFixed(1);
}
