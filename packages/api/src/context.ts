/**
 * The inner tRPC context: everything a procedure may use. The HTTP layer
 * (apps/server) builds it per request; tests build it with `callerAs`.
 */
import type { Db } from '@rentas/db';
import type { Role } from '@rentas/domain';

export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  contextRole: Role;
  roleSelected: boolean;
  profileImageUrl: string | null;
  authProvider: string;
  createdAt: Date;
}

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
  /** E-mails that become admin on registration (PRODUCT.md §2). */
  adminEmails: string[];
}

export interface Context {
  db: Db;
  config: AppConfig;
  user: SessionUser | null;
  /** stored id (hash) of the current session, when signed in */
  sessionId: string | null;
  cookie: SessionCookie;
  /** clock, injectable for tests */
  now: () => Date;
}

export const noCookie: SessionCookie = { set() {}, clear() {} };
