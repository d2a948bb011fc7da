/**
 * Accounts and sessions (PRODUCT.md §2, SPEC.md §4). Sessions live in the
 * database; the client holds a random token, the database its SHA-256.
 */
import {
  type GoogleIdentity,
  generateSessionToken,
  hashPassword,
  PasswordHashBusyError,
  SESSION_MAX_AGE_MS,
  SESSION_RENEW_MS,
  SESSION_TTL_MS,
  sessionIdFromToken,
  verifyAgainstDummy,
  verifyPassword,
} from '@rentas/auth';
import type { Db, UserRow } from '@rentas/db';
import {
  AppError,
  canSelectRole,
  type LoginInput,
  normalizeRole,
  type RegisterInput,
  type Role,
  roleAtLeast,
} from '@rentas/domain';
import { sql } from 'kysely';
import type { SessionUser } from '../context';
import { issueAccountToken, spendAccountToken } from './account-tokens';
import { enqueueMail } from './mail-outbox';

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
    emailVerified: row.emailVerifiedAt !== null,
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

/**
 * Creates a session for a user. Input: `signedInAt` is when the user signed in (default `now`;
 * a rotated session keeps its predecessor's, issue 12), stored as `sessions.created_at`.
 * Output: token (for the cookie), id, expiresAt = the earlier of now + 30 days (sliding) and
 * signedInAt + 30 days (absolute).
 */
export async function createSession(
  db: Db,
  userId: string,
  now = new Date(),
  signedInAt: Date = now,
): Promise<NewSession> {
  const token = generateSessionToken();
  const id = sessionIdFromToken(token);
  const expiresAt = new Date(Math.min(now.getTime() + SESSION_TTL_MS, signedInAt.getTime() + SESSION_MAX_AGE_MS));
  await db.insertInto('sessions').values({ id, userId, expiresAt, createdAt: signedInAt }).execute();
  return { token, id, expiresAt };
}

export interface ValidSession {
  user: SessionUser;
  sessionId: string;
  /** when the user signed in (sessions.created_at); the session ends 30 days later at the latest */
  signedInAt: Date;
  /** set when the session was extended and the cookie must be written again */
  renewedUntil: Date | null;
}

/**
 * Looks up the session of a cookie token. Output: the user and session id, or null
 * when unknown or expired (an expired session is deleted). Extends sessions in their last 15 days
 * (sliding lifetime), never past 30 days after sign-in (absolute lifetime, issue 12): a session
 * signed in 30 days ago or more is refused however recently it was used.
 */
export async function validateSessionToken(db: Db, token: string, now = new Date()): Promise<ValidSession | null> {
  const id = sessionIdFromToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .selectAll('users')
    .select(['sessions.expiresAt as sessionExpiresAt', 'sessions.createdAt as sessionSignedInAt'])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const { sessionExpiresAt, sessionSignedInAt, ...user } = row;
  const absoluteEnd = sessionSignedInAt.getTime() + SESSION_MAX_AGE_MS;
  if (sessionExpiresAt.getTime() <= now.getTime() || absoluteEnd <= now.getTime()) {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
    return null;
  }
  let renewedUntil: Date | null = null;
  if (sessionExpiresAt.getTime() - now.getTime() < SESSION_RENEW_MS) {
    const until = Math.min(now.getTime() + SESSION_TTL_MS, absoluteEnd);
    if (until > sessionExpiresAt.getTime()) {
      renewedUntil = new Date(until);
      await db.updateTable('sessions').set({ expiresAt: renewedUntil }).where('id', '=', id).execute();
    }
  }
  return { user: toSessionUser(user), sessionId: id, signedInAt: sessionSignedInAt, renewedUntil };
}

/** Deletes one session (logout). */
export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Password work refused because the hashing queue is full answers 503 AUTH_BUSY (issue 12). */
export function busyAsAppError(error: unknown): never {
  if (error instanceof PasswordHashBusyError) throw new AppError('AUTH_BUSY');
  throw error;
}

/**
 * Deletes every session of a user ("Cerrar sesión en todos los dispositivos", issue 12).
 * Output: how many sessions ended.
 */
export async function invalidateUserSessions(db: Db, userId: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Registers an e-mail/password account with role user, and puts the welcome e-mail with the
 * address-confirmation link in the outbox in the same transaction (issue 15). Never admin:
 * nobody confirmed the address, so ADMIN_EMAILS applies only to a verified Google sign-in
 * (issue 12). Errors: EMAIL_TAKEN (409), AUTH_BUSY (503).
 */
export async function registerUser(
  db: Db,
  input: RegisterInput,
  opts: { publicUrl: string; now: Date },
): Promise<SessionUser> {
  const role: Role = 'user';
  const passwordHash = await hashPassword(input.password).catch(busyAsAppError);
  const row = await db.transaction().execute(async (trx) => {
    const created = await trx
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
    if (!created) throw new AppError('EMAIL_TAKEN');
    await enqueueEmailConfirmation(trx, created, { ...opts, welcome: true });
    return created;
  });
  return toSessionUser(row);
}

/** Where the confirmation link opens (the token in the fragment, never in a server log). */
export const CONFIRM_EMAIL_PATH = '/confirm-email';

/**
 * A new confirmation link for the user, e-mailed (in the caller's transaction): the welcome
 * e-mail at registration, or "Confirma tu correo" when asked again.
 */
export async function enqueueEmailConfirmation(
  db: Db,
  user: Pick<UserRow, 'id' | 'email' | 'firstName'>,
  opts: { publicUrl: string; now: Date; welcome: boolean },
): Promise<void> {
  const token = await issueAccountToken(db, { userId: user.id, purpose: 'email-confirmation', now: opts.now });
  await enqueueMail(db, {
    to: user.email,
    data: {
      kind: 'email-confirmation',
      welcome: opts.welcome,
      firstName: user.firstName,
      confirmUrl: `${opts.publicUrl}${CONFIRM_EMAIL_PATH}#token=${token}`,
    },
  });
}

/** A new confirmation link is sent at most once a minute (ms). */
export const RESEND_CONFIRMATION_EVERY_MS = 60_000;

/**
 * "Reenviar" (issue 15): e-mails a new confirmation link unless the address is confirmed or a
 * link went out in the last RESEND_CONFIRMATION_EVERY_MS. Output: whether an e-mail was queued.
 */
export async function resendEmailConfirmation(
  db: Db,
  userId: string,
  opts: { publicUrl: string; now: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email', 'firstName', 'emailVerifiedAt'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (user.emailVerifiedAt) return false;
    const recent = await trx
      .selectFrom('accountTokens')
      .select('tokenHash')
      .where('userId', '=', userId)
      .where('purpose', '=', 'email-confirmation')
      .where('createdAt', '>', new Date(opts.now.getTime() - RESEND_CONFIRMATION_EVERY_MS))
      .executeTakeFirst();
    if (recent) return false;
    await enqueueEmailConfirmation(trx, user, { ...opts, welcome: false });
    return true;
  });
}

/**
 * Confirms the address of the link's account (issue 15). Output: the user id.
 * Errors: CONFIRM_LINK_INVALID 400 (unknown, used or expired link).
 */
export async function confirmEmail(db: Db, token: string, now: Date): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const userId = await spendAccountToken(trx, { token, purpose: 'email-confirmation', now });
    if (!userId) throw new AppError('CONFIRM_LINK_INVALID');
    await trx
      .updateTable('users')
      .set({ emailVerifiedAt: sql`coalesce(email_verified_at, ${now})` })
      .where('id', '=', userId)
      .execute();
    return userId;
  });
}

/** The window over which failed logins of one account are counted (issue 12). */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * Checks e-mail and password. Input: LoginInput (e-mail lower-cased), the account limit (failed
 * logins per LOGIN_FAILURE_WINDOW_MS; 0 = off) and now. Output: the user.
 * Errors: INVALID_CREDENTIALS 401, also for an unknown e-mail, which costs the same password
 * work (issue 12: timing told which addresses exist); ACCOUNT_LOCKED 429 once the account has
 * `accountLimit` failures in the window (checked before any password work, counted on every
 * server process through the database); AUTH_BUSY 503 when the hashing queue is full.
 */
export async function authenticate(
  db: Db,
  input: LoginInput,
  opts: { accountLimit: number; now: Date } = { accountLimit: 0, now: new Date() },
): Promise<SessionUser> {
  const since = new Date(opts.now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  if (opts.accountLimit > 0) {
    const failures = await db
      .selectFrom('loginFailures')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('email', '=', input.email)
      .where('failedAt', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(failures.n) >= opts.accountLimit) throw new AppError('ACCOUNT_LOCKED');
  }
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', input.email)
    .executeTakeFirst();
  const valid = await (row?.passwordHash
    ? verifyPassword(row.passwordHash, input.password)
    : verifyAgainstDummy(input.password)
  ).catch(busyAsAppError);
  if (!row || !valid) {
    if (opts.accountLimit > 0) {
      await db.deleteFrom('loginFailures').where('email', '=', input.email).where('failedAt', '<=', since).execute();
      await db.insertInto('loginFailures').values({ email: input.email, failedAt: opts.now }).execute();
    }
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
  if (!canSelectRole(user, requested)) throw new AppError('ADMIN_ROLE_FORBIDDEN');
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
 * with role user that still has to pick its role. An address in ADMIN_EMAILS (any letter
 * case) makes the account admin: the only way ADMIN_EMAILS grants admin (issue 12).
 * Output: the user and whether it was created. Errors: GOOGLE_EMAIL_UNVERIFIED 403.
 */
export async function signInWithGoogle(
  db: Db,
  identity: GoogleIdentity,
  adminEmails: string[],
): Promise<{ user: SessionUser; created: boolean }> {
  if (!identity.emailVerified) throw new AppError('GOOGLE_EMAIL_UNVERIFIED');
  const isConfiguredAdmin = adminEmails.includes(identity.email.toLowerCase());
  return db.transaction().execute(async (trx) => {
    /**
     * ADMIN_EMAILS on an existing account (issue 12): Google just confirmed the address, so the
     * account becomes admin. A password set on it before anyone confirmed the address may belong
     * to someone who registered it first: it is removed and the account's sessions end.
     */
    const promote = async (row: UserRow): Promise<UserRow> => {
      if (!isConfiguredAdmin || row.role === 'admin') return row;
      if (row.passwordHash) await trx.deleteFrom('sessions').where('userId', '=', row.id).execute();
      return trx
        .updateTable('users')
        .set({ role: 'admin', contextRole: 'admin', passwordHash: null })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    };
    const bySub = await trx.selectFrom('users').selectAll().where('googleSub', '=', identity.sub).executeTakeFirst();
    if (bySub) return { user: toSessionUser(await promote(bySub)), created: false };
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
          // Google confirmed the address (issue 15).
          emailVerifiedAt: byEmail.emailVerifiedAt ?? new Date(),
        })
        .where('id', '=', byEmail.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { user: toSessionUser(await promote(linked)), created: false };
    }
    const role: Role = isConfiguredAdmin ? 'admin' : 'user';
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
        emailVerifiedAt: new Date(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { user: toSessionUser(row), created: true };
  });
}
