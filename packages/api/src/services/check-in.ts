/**
 * Signed check-in links for booking QR codes (PRODUCT.md §4): the QR encodes
 * `${publicUrl}/check-in/${bookingId}?sig=…`; only the server can make the signature.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import QRCode from 'qrcode';

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
