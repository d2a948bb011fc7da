/**
 * Signed check-in links for booking QR codes (PRODUCT.md §4): the QR encodes
 * `${publicUrl}/check-in/${bookingId}?sig=…`; only the server can make the signature.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '@rentas/db';
import type { CheckInView } from '@rentas/domain';
import { AppError, canManageBooking, checkInOpensAt, checkInWindowState } from '@rentas/domain';
import QRCode from 'qrcode';
import type { SessionUser } from '../context';

export type { CheckInView };

/** HMAC-SHA256 of the booking id, base64url, first 32 characters. */
export function signBookingId(bookingId: string, secret: string): string {
  return createHmac('sha256', secret).update(`check-in:${bookingId}`).digest('base64url').slice(0, 32);
}

/** True when `sig` is the signature of `bookingId`. */
export function verifyBookingSignature(bookingId: string, sig: string, secret: string): boolean {
  const expected = Buffer.from(signBookingId(bookingId, secret));
  const actual = Buffer.from(sig);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The check-in URL a booking's QR encodes. */
export function checkInUrl(bookingId: string, publicUrl: string, secret: string): string {
  return `${publicUrl.replace(/\/$/, '')}/check-in/${bookingId}?sig=${signBookingId(bookingId, secret)}`;
}

/** A PNG data URL (data:image/png;base64,…) of the booking's check-in QR code, 320 px. */
export function bookingQrDataUrl(bookingId: string, publicUrl: string, secret: string): Promise<string> {
  return QRCode.toDataURL(checkInUrl(bookingId, publicUrl, secret), {
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 320,
  });
}

/** SPEC.md §2: confirmation code, 'RSV-' + last 8 characters of the booking id, uppercase. */
export function confirmationCode(bookingId: string): string {
  return `RSV-${bookingId.replace(/-/g, '').slice(-8).toUpperCase()}`;
}

/**
 * What the venue's owner (or an admin) sees when opening a booking's QR link.
 * Errors: BOOKING_NOT_FOUND 404 for a bad signature, an unknown booking, or anyone
 * who does not manage the venue (they learn nothing).
 */
export async function getCheckIn(
  db: Db,
  user: SessionUser,
  input: { bookingId: string; sig: string },
  secret: string,
): Promise<CheckInView> {
  if (!verifyBookingSignature(input.bookingId, input.sig, secret)) throw new AppError('BOOKING_NOT_FOUND');
  const row = await db
    .selectFrom('bookings')
    .innerJoin('venues', 'venues.id', 'bookings.venueId')
    .innerJoin('users', 'users.id', 'bookings.userId')
    .select([
      'bookings.id',
      'bookings.startAt',
      'bookings.endAt',
      'bookings.guestCount',
      'bookings.status',
      'bookings.checkedInAt',
      'venues.name as venueName',
      'venues.ownerId',
      'users.firstName',
      'users.lastName',
    ])
    .where('bookings.id', '=', input.bookingId)
    .executeTakeFirst();
  if (!row || !canManageBooking(user, { venueOwnerId: row.ownerId })) throw new AppError('BOOKING_NOT_FOUND');
  return {
    bookingId: row.id,
    code: confirmationCode(row.id),
    guestName: [row.firstName, row.lastName].filter(Boolean).join(' ') || 'Invitado',
    venueName: row.venueName,
    startDate: row.startAt.toISOString(),
    endDate: row.endAt.toISOString(),
    guestCount: row.guestCount,
    status: row.status,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    checkInOpensAt: checkInOpensAt(row.startAt).toISOString(),
  };
}

/**
 * Marks a confirmed booking as checked in (idempotent: a second call keeps the first time).
 * Errors: as getCheckIn; CHECK_IN_NOT_ALLOWED 409 unless the booking is confirmed; unless
 * already checked in, CHECK_IN_TOO_EARLY 409 before the window opens (60 minutes before the
 * start) and CHECK_IN_ENDED 409 once the booking has ended (issue 13, packages/domain check-in.ts).
 */
export async function confirmCheckIn(
  db: Db,
  user: SessionUser,
  input: { bookingId: string; sig: string },
  secret: string,
  now: Date,
): Promise<CheckInView> {
  const view = await getCheckIn(db, user, input, secret);
  if (view.status !== 'confirmed') throw new AppError('CHECK_IN_NOT_ALLOWED');
  if (!view.checkedInAt) {
    const window = checkInWindowState(new Date(view.startDate), new Date(view.endDate), now);
    if (window === 'too-early') throw new AppError('CHECK_IN_TOO_EARLY');
    if (window === 'ended') throw new AppError('CHECK_IN_ENDED');
    await db
      .updateTable('bookings')
      .set({ checkedInAt: now })
      .where('id', '=', input.bookingId)
      .where('checkedInAt', 'is', null)
      .execute();
  }
  return getCheckIn(db, user, input, secret);
}
