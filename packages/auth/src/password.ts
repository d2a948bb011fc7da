/**
 * Password hashing with scrypt (node:crypto), stored as
 * `scrypt$N$r$p$<salt b64>$<hash b64>` so parameters can change later.
 */
import { randomBytes, type ScryptOptions, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import pLimit from 'p-limit';

const KEY_LENGTH = 64;
const DEFAULT = { N: 16384, r: 8, p: 1 };

/**
 * Password hashing runs at most HASH_CONCURRENCY at once, and at most HASH_QUEUE_LIMIT more
 * wait (issue 12: one batched request queued 450 hashes and delayed every login by 17 s).
 * Beyond that hashing refuses at once with PasswordHashBusyError, which callers answer 503.
 */
export const HASH_CONCURRENCY = 2;
export const HASH_QUEUE_LIMIT = 32;
const hashSlots = pLimit(HASH_CONCURRENCY);

/** Thrown when the password hashing queue is full; the request should be retried later. */
export class PasswordHashBusyError extends Error {
  constructor() {
    super('password hashing queue is full');
    this.name = 'PasswordHashBusyError';
  }
}

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  if (hashSlots.pendingCount >= HASH_QUEUE_LIMIT) return Promise.reject(new PasswordHashBusyError());
  return hashSlots(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scryptCb(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** A hash of a random password, made once: verified against for unknown accounts so they take as long. */
let dummyHash: Promise<string> | undefined;

/**
 * Does the work of a password check for an account that does not exist or has no password
 * (issue 12: unknown addresses answered in 6 ms against 70 ms, revealing which exist).
 * Output: always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}

/** Hashes a password. Output: the encoded hash string (about 150 characters). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, DEFAULT);
  return ['scrypt', DEFAULT.N, DEFAULT.r, DEFAULT.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** True when `password` matches `encoded`; false for a wrong password or a malformed hash. */
export async function verifyPassword(encoded: string, password: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = encoded.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const actual = await scrypt(password, Buffer.from(saltB64, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
