/**
 * Session tokens the way Lucia's recipe teaches them: a random token goes to the
 * client in an httpOnly cookie; only its SHA-256 (hex) is stored as the session id.
 */
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

/** Session lifetime: 30 days, in milliseconds. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session used in its last 15 days is extended to a full lifetime again (the sliding lifetime). */
export const SESSION_RENEW_MS = 15 * 24 * 60 * 60 * 1000;
/**
 * Absolute session lifetime (issue 12): 30 days from sign-in, however recently the session
 * was used; renewal never extends a session past it. Sign-in time is `sessions.created_at`.
 */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** The session cookie's name in development and test. */
export const SESSION_COOKIE = 'session';
/**
 * The session cookie's name in production (issue 12): the `__Host-` prefix makes browsers
 * accept it only with Secure, Path=/ and no Domain, so no subdomain can set or shadow it.
 */
export const SECURE_SESSION_COOKIE = '__Host-session';

/** A new random token: 20 bytes (160 bits) as lower-case base32, no padding. */
export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** The stored session id of a token: SHA-256 of the token, lower-case hex. */
export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}
