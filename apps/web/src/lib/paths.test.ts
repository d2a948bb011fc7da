import { describe, expect, it } from 'vitest';
import { safeRedirect, serverPaths } from './paths';

describe('paths', () => {
  it('sends logins to the server with the role', () => {
    expect(serverPaths.login()).toBe('/api/login?role=user');
    expect(serverPaths.login('owner')).toBe('/api/login?role=owner');
  });

  it('only returns to pages of this site after signing in', () => {
    expect(safeRedirect('/booking/123')).toBe('/booking/123');
    expect(safeRedirect('//evil.example')).toBeUndefined();
    expect(safeRedirect('https://evil.example')).toBeUndefined();
    expect(safeRedirect('/api/logout')).toBeUndefined();
    expect(safeRedirect('/login')).toBeUndefined();
    expect(safeRedirect(42)).toBeUndefined();
  });
});
