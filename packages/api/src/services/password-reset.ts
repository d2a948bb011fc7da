/**
 * Password reset (issue 15). A request e-mails a link holding a random token (32 bytes,
 * base64url); only the token's SHA-256 is stored. The link is valid PASSWORD_RESET_TTL_MS and
 * once; using it sets the new password, ends every session of the user and clears the
 * failed logins that locked the account (ACCOUNT_LOCKED).
 */
import { randomBytes } from 'node:crypto';
import { hashPassword, sessionIdFromToken } from '@rentas/auth';
import type { Db } from '@rentas/db';
import { AppError, type ResetPasswordInput } from '@rentas/domain';
import { sql } from 'kysely';
import type { SessionUser } from '../context';
import { busyAsAppError, toSessionUser } from './auth';
import { enqueueMail } from './mail-outbox';

/** How long a reset link works: 1 hour (issue 15). */
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;
/** Where the link of the e-mail opens: the web app's page; the token goes in the fragment, never to a server log. */
export const RESET_PASSWORD_PATH = '/reset-password';

/**
 * Input: a lower-cased e-mail, the app's public URL and now. Output: nothing, whether the
 * address has an account or not (the caller answers the same 202 either way). For an existing
 * account, stores a new token's hash and puts the e-mail with the link in the outbox, together.
 */
export async function requestPasswordReset(
  db: Db,
  input: { email: string; publicUrl: string; now: Date },
): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'firstName'])
    .where(sql<string>`lower(email)`, '=', input.email)
    .executeTakeFirst();
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  const resetUrl = `${input.publicUrl}${RESET_PASSWORD_PATH}#token=${token}`;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('passwordResetTokens')
      .values({
        tokenHash: sessionIdFromToken(token),
        userId: user.id,
        expiresAt: new Date(input.now.getTime() + PASSWORD_RESET_TTL_MS),
      })
      .execute();
    await enqueueMail(trx, { to: user.email, data: { kind: 'password-reset', firstName: user.firstName, resetUrl } });
  });
}

/**
 * Input: ResetPasswordInput (token, new password) and now. Output: the user, whose every
 * session has ended (the caller signs them in afresh). The token is spent in the same
 * transaction that sets the password, so two uses cannot both succeed.
 * Errors: RESET_LINK_INVALID 400 (unknown, used or expired token), AUTH_BUSY 503.
 */
export async function resetPassword(db: Db, input: ResetPasswordInput, now: Date): Promise<SessionUser> {
  const passwordHash = await hashPassword(input.password).catch(busyAsAppError);
  const row = await db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('passwordResetTokens')
      .set({ usedAt: now })
      .where('tokenHash', '=', sessionIdFromToken(input.token))
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .returning('userId')
      .executeTakeFirst();
    if (!spent) throw new AppError('RESET_LINK_INVALID');
    // Any other link of this user stops working too.
    await trx
      .updateTable('passwordResetTokens')
      .set({ usedAt: now })
      .where('userId', '=', spent.userId)
      .where('usedAt', 'is', null)
      .execute();
    await trx.deleteFrom('sessions').where('userId', '=', spent.userId).execute();
    const user = await trx
      .updateTable('users')
      .set({ passwordHash })
      .where('id', '=', spent.userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    // ACCOUNT_LOCKED tells a locked-out person to reset the password: a reset unlocks the account.
    await trx.deleteFrom('loginFailures').where('email', '=', user.email.toLowerCase()).execute();
    return user;
  });
  return toSessionUser(row);
}
