/** Display helpers of the admin panel. */
import { VENUE_TIME_ZONE } from '@rentas/domain';

/** 'Ana López', else the e-mail. */
export function personName(person: { firstName: string | null; lastName: string | null; email: string }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ').trim() || person.email;
}

const dateTime = new Intl.DateTimeFormat('es-MX', {
  dateStyle: 'medium',
  timeStyle: 'short',
  hourCycle: 'h23',
  timeZone: VENUE_TIME_ZONE,
});

/** '24 nov 2026, 10:30' in Mexico City time. */
export function formatDateTime(instant: Date | string): string {
  return dateTime.format(new Date(instant));
}

const shortDate = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeZone: VENUE_TIME_ZONE });

/** '24 nov 2026' in Mexico City time. */
export function formatShortDate(instant: Date | string): string {
  return shortDate.format(new Date(instant));
}
