/**
 * Password reset (issue 15). A request e-mails a link holding a random token (account-tokens.ts:
 * only its hash stored, valid 1 hour and once); using it sets the new password, ends every
 * session of the user and clears the failed logins that locked the account (ACCOUNT_LOCKED).
 */
import { hashPassword } from '@rentas/auth';
import type { Db } from '@rentas/db';
import { AppError, type ResetPasswordInput } from '@rentas/domain';
import { sql } from 'kysely';
import type { SessionUser } from '../context';
import { issueAccountToken, spendAccountToken } from './account-tokens';
import { busyAsAppError, toSessionUser } from './auth';
import { enqueueMail } from './mail-outbox';

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
  await db.transaction().execute(async (trx) => {
    const token = await issueAccountToken(trx, { userId: user.id, purpose: 'password-reset', now: input.now });
    const resetUrl = `${input.publicUrl}${RESET_PASSWORD_PATH}#token=${token}`;
    await enqueueMail(trx, { to: user.email, data: { kind: 'password-reset', firstName: user.firstName, resetUrl } });
  });
}

/**
 * Input: ResetPasswordInput (token, new password) and now. Output: the user, whose every
 * session has ended (the caller signs them in afresh). The token is spent in the same
 * transaction that sets the password, so two uses cannot both succeed; the user's other reset
 * links stop working too. Following the link also proves the address: it counts as confirmed.
 * Errors: RESET_LINK_INVALID 400 (unknown, used or expired token), AUTH_BUSY 503.
 */
export async function resetPassword(db: Db, input: ResetPasswordInput, now: Date): Promise<SessionUser> {
  const passwordHash = await hashPassword(input.password).catch(busyAsAppError);
  const row = await db.transaction().execute(async (trx) => {
    const userId = await spendAccountToken(trx, { token: input.token, purpose: 'password-reset', now });
    if (!userId) throw new AppError('RESET_LINK_INVALID');
    await trx.deleteFrom('sessions').where('userId', '=', userId).execute();
    const user = await trx
      .updateTable('users')
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(email_verified_at, ${now})` })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    // ACCOUNT_LOCKED tells a locked-out person to reset the password: a reset unlocks the account.
    await trx.deleteFrom('loginFailures').where('email', '=', user.email.toLowerCase()).execute();
    return user;
  });
  return toSessionUser(row);
}
