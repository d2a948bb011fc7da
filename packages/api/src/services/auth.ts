/**
 * Accounts and sessions (PRODUCT.md §2, SPEC.md §4). Sessions live in the
 * database; the client holds a random token, the database its SHA-256.
 */
import {
  type GoogleIdentity,
  generateSessionToken,
  hashPassword,
  SESSION_RENEW_MS,
  SESSION_TTL_MS,
  sessionIdFromToken,
  verifyPassword,
} from '@rentas/auth';
import type { Db, UserRow } from '@rentas/db';
import { AppError, type LoginInput, normalizeRole, type RegisterInput, type Role, roleAtLeast } from '@rentas/domain';
import { sql } from 'kysely';
import type { SessionUser } from '../context';

/** Shapes a users row as the session user (SPEC.md §3 User). */
export function toSessionUser(row: UserRow): SessionUser {
  const role = normalizeRole(row.role);
  const contextRole = normalizeRole(row.contextRole ?? role);
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role,
    contextRole: roleAtLeast(role, contextRole) ? contextRole : role,
    roleSelected: row.roleSelected,
    profileImageUrl: row.profileImageUrl,
    authProvider: row.authProvider,
    createdAt: row.createdAt,
  };
}

export interface NewSession {
  /** the secret token for the cookie */
  token: string;
  /** stored session id (SHA-256 of the token) */
  id: string;
  expiresAt: Date;
}

/** Creates a session for a user. Output: token (for the cookie), id, expiresAt (now + 30 days). */
export async function createSession(db: Db, userId: string, now = new Date()): Promise<NewSession> {
  const token = generateSessionToken();
  const id = sessionIdFromToken(token);
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insertInto('sessions').values({ id, userId, expiresAt }).execute();
  return { token, id, expiresAt };
}

export interface ValidSession {
  user: SessionUser;
  sessionId: string;
  /** set when the session was extended and the cookie must be written again */
  renewedUntil: Date | null;
}

/**
 * Looks up the session of a cookie token. Output: the user and session id, or null
 * when unknown or expired (an expired session is deleted). Extends sessions in their last 15 days.
 */
export async function validateSessionToken(db: Db, token: string, now = new Date()): Promise<ValidSession | null> {
  const id = sessionIdFromToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .selectAll('users')
    .select(['sessions.expiresAt as sessionExpiresAt'])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const { sessionExpiresAt, ...user } = row;
  if (sessionExpiresAt.getTime() <= now.getTime()) {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
    return null;
  }
  let renewedUntil: Date | null = null;
  if (sessionExpiresAt.getTime() - now.getTime() < SESSION_RENEW_MS) {
    renewedUntil = new Date(now.getTime() + SESSION_TTL_MS);
    await db.updateTable('sessions').set({ expiresAt: renewedUntil }).where('id', '=', id).execute();
  }
  return { user: toSessionUser(user), sessionId: id, renewedUntil };
}

/** Deletes one session (logout). */
export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/**
 * Registers an e-mail/password account with role user (or admin when the e-mail is in
 * ADMIN_EMAILS). Errors: EMAIL_TAKEN (409).
 */
export async function registerUser(db: Db, input: RegisterInput, adminEmails: string[]): Promise<SessionUser> {
  const role: Role = adminEmails.includes(input.email) ? 'admin' : 'user';
  const passwordHash = await hashPassword(input.password);
  const row = await db
    .insertInto('users')
    .values({
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash,
      role,
      contextRole: role,
      authProvider: 'local',
    })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new AppError('EMAIL_TAKEN');
  return toSessionUser(row);
}

/** Checks e-mail and password. Output: the user. Errors: INVALID_CREDENTIALS (401), same for unknown e-mail. */
export async function authenticate(db: Db, input: LoginInput): Promise<SessionUser> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', input.email)
    .executeTakeFirst();
  if (!row?.passwordHash || !(await verifyPassword(row.passwordHash, input.password))) {
    throw new AppError('INVALID_CREDENTIALS');
  }
  return toSessionUser(row);
}

/**
 * Role selection (PUT /api/auth/role, PRODUCT.md §2): anyone may pick user or owner;
 * admin only when already held. A holder of a higher role keeps it and only changes
 * the view (contextRole). Errors: ADMIN_ROLE_FORBIDDEN (403).
 */
export async function selectRole(db: Db, user: SessionUser, requested: Role): Promise<SessionUser> {
  if (requested === 'admin' && user.role !== 'admin') throw new AppError('ADMIN_ROLE_FORBIDDEN');
  const role: Role = roleAtLeast(user.role, requested) ? user.role : requested;
  const row = await db
    .updateTable('users')
    .set({ role, contextRole: requested, roleSelected: true })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSessionUser(row);
}

/**
 * Dashboard view switch (POST /api/auth/switch-role): contextRole may be any role up to the
 * one held. Errors: ROLE_ABOVE_HELD (403).
 */
export async function switchContextRole(db: Db, user: SessionUser, requested: Role): Promise<SessionUser> {
  if (!roleAtLeast(user.role, requested)) throw new AppError('ROLE_ABOVE_HELD');
  const row = await db
    .updateTable('users')
    .set({ contextRole: requested })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSessionUser(row);
}

/**
 * Signs in with a verified Google identity (PRODUCT.md §2, issue 5): the account with this
 * Google id, else the account with this verified e-mail (linked now), else a new account
 * with role user (admin when in ADMIN_EMAILS) that still has to pick its role.
 * Output: the user and whether it was created. Errors: GOOGLE_EMAIL_UNVERIFIED 403.
 */
export async function signInWithGoogle(
  db: Db,
  identity: GoogleIdentity,
  adminEmails: string[],
): Promise<{ user: SessionUser; created: boolean }> {
  if (!identity.emailVerified) throw new AppError('GOOGLE_EMAIL_UNVERIFIED');
  return db.transaction().execute(async (trx) => {
    const bySub = await trx.selectFrom('users').selectAll().where('googleSub', '=', identity.sub).executeTakeFirst();
    if (bySub) return { user: toSessionUser(bySub), created: false };
    const byEmail = await trx
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', identity.email)
      .forUpdate()
      .executeTakeFirst();
    if (byEmail) {
      const linked = await trx
        .updateTable('users')
        .set({
          googleSub: identity.sub,
          profileImageUrl: byEmail.profileImageUrl ?? identity.picture,
          firstName: byEmail.firstName ?? identity.givenName,
          lastName: byEmail.lastName ?? identity.familyName,
        })
        .where('id', '=', byEmail.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { user: toSessionUser(linked), created: false };
    }
    const role: Role = adminEmails.includes(identity.email) ? 'admin' : 'user';
    const row = await trx
      .insertInto('users')
      .values({
        email: identity.email,
        firstName: identity.givenName,
        lastName: identity.familyName,
        profileImageUrl: identity.picture,
        googleSub: identity.sub,
        authProvider: 'google',
        role,
        contextRole: role,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { user: toSessionUser(row), created: true };
  });
}
