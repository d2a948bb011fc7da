/**
 * Private iCalendar feed of an owner's bookings, so they can subscribe from Google
 * Calendar or Outlook. The URL carries a random token; anyone with it can read the feed.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '@rentas/db';
import { AppError, VENUE_TIME_ZONE } from '@rentas/domain';
import icalGenerator, { type ICalCalendar, ICalEventStatus } from 'ical-generator';
import type { SessionUser } from '../context';
import { type BookingDeps, getBookingForUser } from './bookings';
import { confirmationCode } from './check-in';

/** The user's calendar token, created on first use. Output: 32 hex characters. */
export async function ensureCalendarToken(db: Db, userId: string): Promise<string> {
  const row = await db.selectFrom('users').select('calendarToken').where('id', '=', userId).executeTakeFirstOrThrow();
  if (row.calendarToken) return row.calendarToken;
  const token = randomBytes(16).toString('hex');
  await db.updateTable('users').set({ calendarToken: token }).where('id', '=', userId).execute();
  return token;
}

/**
 * Replaces the user's calendar token by a new random one (issue 12, "Generar nuevo
 * enlace"): the old feed URL answers 404 from now on. Output: the new token, 32 hex characters.
 */
export async function rotateCalendarToken(db: Db, userId: string): Promise<string> {
  const token = randomBytes(16).toString('hex');
  await db.updateTable('users').set({ calendarToken: token }).where('id', '=', userId).execute();
  return token;
}

/**
 * An empty calendar whose events are written as UTC instants (`DTSTART:…Z`), so every
 * calendar app shows them at the right hour. Issue 13: without `Z` (a "floating" time)
 * Google and Apple read 18:00 UTC as 18:00 local, six hours late. X-WR-TIMEZONE only
 * tells apps which zone to display.
 */
function newCalendar(name: string, prodId: string): ICalCalendar {
  return icalGenerator({ name, prodId, x: [{ key: 'X-WR-TIMEZONE', value: VENUE_TIME_ZONE }] });
}

/** Public feed URL for a token. */
export function calendarFeedUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/calendar/${token}.ics`;
}

/**
 * The iCalendar text (RFC 5545) with the active bookings (not cancelled; pending ones as
 * TENTATIVE "Por confirmar", issue 16) and the blocked hours of the token owner's venues that end after 90 days ago, as UTC instants. Errors: NOT_FOUND 404 for an unknown token.
 */
export async function ownerCalendarFeed(db: Db, token: string, now: Date): Promise<string> {
  if (!/^[0-9a-f]{32}$/.test(token)) throw new AppError('NOT_FOUND');
  const owner = await db.selectFrom('users').select(['id']).where('calendarToken', '=', token).executeTakeFirst();
  if (!owner) throw new AppError('NOT_FOUND');
  const since = new Date(now.getTime() - 90 * 24 * 3600 * 1000);
  const rows = await db
    .selectFrom('bookings')
    .innerJoin('venues', 'venues.id', 'bookings.venueId')
    .innerJoin('users', 'users.id', 'bookings.userId')
    .select([
      'bookings.id',
      'bookings.startAt',
      'bookings.endAt',
      'bookings.guestCount',
      'bookings.specialRequests',
      'bookings.createdAt',
      'bookings.status',
      'venues.name as venueName',
      'venues.address',
      'users.firstName',
      'users.lastName',
    ])
    .where('venues.ownerId', '=', owner.id)
    .where('bookings.status', '<>', 'cancelled')
    .where('bookings.endAt', '>', since)
    .orderBy('bookings.startAt')
    .execute();
  const calendar = newCalendar('Reservas · Rentas por Hora', '//Rentas por Hora//Reservas//ES');
  for (const r of rows) {
    const guest = [r.firstName, r.lastName].filter(Boolean).join(' ') || 'Invitado';
    calendar.createEvent({
      id: `${r.id}@rentas-por-hora`,
      start: r.startAt,
      end: r.endAt,
      stamp: r.createdAt,
      // Issue 16: a request (or a PayPal payment still open) holds the slot but is not confirmed yet.
      status: r.status === 'pending' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      summary: `${r.status === 'pending' ? 'Por confirmar · ' : ''}${r.venueName}: ${guest} (${r.guestCount} personas)`,
      description: [`Código ${confirmationCode(r.id)}`, r.specialRequests ? `Solicitudes: ${r.specialRequests}` : '']
        .filter(Boolean)
        .join('\n'),
      location: r.address,
    });
  }
  // Issue 13: the feed card promises blocked hours too.
  const blocks = await db
    .selectFrom('venueBlocks')
    .innerJoin('venues', 'venues.id', 'venueBlocks.venueId')
    .select([
      'venueBlocks.id',
      'venueBlocks.startAt',
      'venueBlocks.endAt',
      'venueBlocks.reason',
      'venueBlocks.createdAt',
      'venues.name as venueName',
      'venues.address',
    ])
    .where('venues.ownerId', '=', owner.id)
    .where('venueBlocks.endAt', '>', since)
    .orderBy('venueBlocks.startAt')
    .execute();
  for (const b of blocks) {
    calendar.createEvent({
      id: `block-${b.id}@rentas-por-hora`,
      start: b.startAt,
      end: b.endAt,
      stamp: b.createdAt,
      summary: `${b.venueName}: bloqueado`,
      description: b.reason ? `Motivo: ${b.reason}` : '',
      location: b.address,
    });
  }
  return calendar.toString();
}

/**
 * One booking as an .ics file for the guest's own calendar.
 * Output: { filename, content }. Errors: BOOKING_NOT_FOUND 404 unless the guest, venue owner or admin.
 */
export async function bookingIcs(
  deps: BookingDeps,
  user: SessionUser,
  bookingId: string,
): Promise<{ filename: string; content: string }> {
  const booking = await getBookingForUser(deps, user, bookingId, { withQr: false });
  const venue = await deps.db
    .selectFrom('venues')
    .select(['address'])
    .where('id', '=', booking.venueId)
    .executeTakeFirstOrThrow();
  const calendar = newCalendar('Rentas por Hora', '//Rentas por Hora//Reserva//ES');
  calendar.createEvent({
    id: `${booking.id}@rentas-por-hora`,
    start: new Date(booking.startDate),
    end: new Date(booking.endDate),
    summary: `Reserva en ${booking.venueName}`,
    description: `Código ${booking.code} · ${booking.guestCount} personas · Total $${booking.totalAmount} MXN`,
    location: venue.address,
  });
  return { filename: `reserva-${booking.code}.ics`, content: calendar.toString() };
}
