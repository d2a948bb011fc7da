/**
 * Text kept secret at rest (an external calendar's "secret address" is a credential): AES-256-GCM
 * with a key derived from the app secret (HKDF-SHA256, one key per purpose). A database read alone
 * (a backup, a replica) does not reveal it; the app secret does.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const PREFIX = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyFor(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'rentas-sealed-text', purpose, 32));
}

/** Input: the text, the app secret and the purpose (e.g. 'calendar-feed-url'). Output: 'sealed:v1:' + base64url(iv, tag, ciphertext). */
export function seal(text: string, secret: string, purpose: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Whether a stored value is sealed (values stored before sealing are plain). */
export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

/**
 * The text of a stored value: sealed ones are opened, plain ones (stored before sealing) are
 * returned as they are. Output: null when a sealed value cannot be opened (another app secret,
 * or altered).
 */
export function unseal(stored: string, secret: string, purpose: string): string | null {
  if (!isSealed(stored)) return stored;
  try {
    const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, purpose), raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
