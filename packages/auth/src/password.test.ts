import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';
import { generateSessionToken, sessionIdFromToken } from './session-token';

describe('passwords', () => {
  it('accepts the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('demo12345');
    expect(hash).not.toContain('demo12345');
    expect(await verifyPassword(hash, 'demo12345')).toBe(true);
    expect(await verifyPassword(hash, 'demo12346')).toBe(false);
    expect(await verifyPassword('garbage', 'demo12345')).toBe(false);
  });
});

describe('session tokens', () => {
  it('stores only a hash that differs from the token', () => {
    const token = generateSessionToken();
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    const id = sessionIdFromToken(token);
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(id).toBe(sessionIdFromToken(token));
    expect(generateSessionToken()).not.toBe(token);
  });
});
