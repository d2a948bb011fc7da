/**
 * The inner tRPC context: everything a procedure may use. The HTTP layer
 * (apps/server) builds it per request; tests build it with `callerAs`.
 */

import type { GoogleConfig } from '@rentas/auth';
import type { Db } from '@rentas/db';
import type { SessionUserDto } from '@rentas/domain';
import type { MessageHub } from './services/message-hub';
import type { PaypalClient } from './services/paypal-client';
import type { SearchCache } from './services/search-cache';

/** The signed-in user (SPEC.md §3 User): the shape of packages/domain's SessionUserSchema. */
export type SessionUser = SessionUserDto;

/** Writes and clears the session cookie; a no-op outside HTTP. */
export interface SessionCookie {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

export interface AppConfig {
  /** Public base URL of the app, e.g. http://localhost:5000 (QR check-in links). */
  publicUrl: string;
  /** Secret for signing check-in links (HMAC-SHA256). */
  appSecret: string;
  /**
   * Lower-case e-mails that become admin on a verified Google sign-in (PRODUCT.md §2; issue 12:
   * never at password registration, whose address nobody confirmed).
   */
  adminEmails: string[];
  /** failed logins per account in LOGIN_FAILURE_WINDOW_MS before 429 ACCOUNT_LOCKED; 0 = off (issue 12) */
  loginAccountLimit: number;
  /** Google sign-in, when configured */
  google: GoogleConfig | null;
  /** PayPal client id (public), when PayPal is configured */
  paypalClientId: string | null;
  /** per-user booking caps against slot hoarding (issue 12) */
  bookingLimits: BookingLimits;
  /**
   * issue 18: external iCal feeds may be on loopback or private addresses (tests, a calendar
   * server on the same network); false refuses them (no reaching inside the server's network)
   */
  calendarFeedsAllowPrivate: boolean;
}

/**
 * Per-user booking caps (issue 12, OWASP API6 slot hoarding). Each is a count of the user's
 * bookings at the moment of a new one; 0 turns that cap off. Defaults (apps/server/src/env.ts):
 * 3 unpaid PayPal holds, 4 upcoming bookings per venue, 10 upcoming bookings in all.
 */
export interface BookingLimits {
  /** pending PayPal bookings still holding their slot (younger than PENDING_HOLD_MS) */
  unpaidPaypalHolds: number;
  /** bookings not yet ended (confirmed, or pending still holding) at one venue */
  upcomingPerVenue: number;
  /** bookings not yet ended (confirmed, or pending still holding) at all venues */
  upcoming: number;
}

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/** Where uploaded images live: a local folder by default, an S3-compatible bucket when configured. */
export interface ImageStorage {
  /** Reads a stored object; null when missing. Local storage is served by the static file plugin instead. */
  get?(key: string): Promise<StoredObject | null>;
  /** Stores bytes under a key like 'venues/<uuid>.jpg'. Output: the public URL. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Removes a stored object; missing objects are ignored. */
  delete(key: string): Promise<void>;
}

export interface Context {
  db: Db;
  config: AppConfig;
  storage: ImageStorage;
  /** PayPal API client, null when PayPal is not configured */
  paypal: PaypalClient | null;
  user: SessionUser | null;
  /** stored id (hash) of the current session, when signed in */
  sessionId: string | null;
  /** when the current session's user signed in (its absolute lifetime counts from here), when known */
  sessionSignedInAt?: Date | null;
  cookie: SessionCookie;
  /** clock, injectable for tests */
  now: () => Date;
  /**
   * The request's `Idempotency-Key` header (trimmed), when sent: bookings.create replays the
   * booking first created with it by the same user (issue 12). Absent outside HTTP.
   */
  idempotencyKey?: string | null;
  /** shared cache of public search answers (absent or null: every search queries the database) */
  searchCache?: SearchCache | null;
  /** this process's feed of new-message events (issue 15); absent outside the HTTP server */
  messageHub?: MessageHub | null;
}

export const noCookie: SessionCookie = { set() {}, clear() {} };
