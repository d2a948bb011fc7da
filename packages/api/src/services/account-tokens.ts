/**
 * Tokens of e-mailed links (issue 15): password reset and address confirmation. A token is 32
 * random bytes (base64url, 43 characters); only its SHA-256 is stored, so a database reader
 * cannot use a link. Each token works until it expires, and once.
 */
import { randomBytes } from 'node:crypto';
import { sessionIdFromToken } from '@rentas/auth';
import type { Db } from '@rentas/db';

export type AccountTokenPurpose = 'password-reset' | 'email-confirmation';

/** How long each kind of link works (ms): a reset 1 hour, a confirmation 7 days. */
export const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  'password-reset': 60 * 60_000,
  'email-confirmation': 7 * 24 * 60 * 60_000,
};

/** Stores a new token's hash for the user (in the caller's transaction). Output: the token, for the link only. */
export async function issueAccountToken(
  db: Db,
  input: { userId: string; purpose: AccountTokenPurpose; now: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('accountTokens')
    .values({
      tokenHash: sessionIdFromToken(token),
      userId: input.userId,
      purpose: input.purpose,
      expiresAt: new Date(input.now.getTime() + ACCOUNT_TOKEN_TTL_MS[input.purpose]),
    })
    .execute();
  return token;
}

/**
 * Spends a token (in the caller's transaction): marks it used, with every other unused token
 * of the same purpose of that user. Output: the user id, or null when the token is unknown,
 * used or expired.
 */
export async function spendAccountToken(
  db: Db,
  input: { token: string; purpose: AccountTokenPurpose; now: Date },
): Promise<string | null> {
  const spent = await db
    .updateTable('accountTokens')
    .set({ usedAt: input.now })
    .where('tokenHash', '=', sessionIdFromToken(input.token))
    .where('purpose', '=', input.purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', input.now)
    .returning('userId')
    .executeTakeFirst();
  if (!spent) return null;
  await db
    .updateTable('accountTokens')
    .set({ usedAt: input.now })
    .where('userId', '=', spent.userId)
    .where('purpose', '=', input.purpose)
    .where('usedAt', 'is', null)
    .execute();
  return spent.userId;
}
