/** Display helpers of the admin panel. */
import { VENUE_TIME_ZONE } from '@rentas/domain';

/** 'Ana López', else the e-mail. */
export function personName(person: { firstName: string | null; lastName: string | null; email: string }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ').trim() || person.email;
}

const dateTime = new Intl.DateTimeFormat('es-MX', {
  dateStyle: 'long',
  timeStyle: 'short',
  hourCycle: 'h23',
  timeZone: VENUE_TIME_ZONE,
});

/** '24 de noviembre de 2026 a las 10:30' in Mexico City time. */
export function formatDateTime(instant: Date | string): string {
  return dateTime.format(new Date(instant));
}

// Issue 13: dates with the year read in full, "24 de noviembre de 2026".
const shortDate = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: VENUE_TIME_ZONE });

/** '24 de noviembre de 2026' in Mexico City time. */
export function formatShortDate(instant: Date | string): string {
  return shortDate.format(new Date(instant));
}
