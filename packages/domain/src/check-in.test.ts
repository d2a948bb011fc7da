import { describe, expect, it } from 'vitest';
import { CHECK_IN_OPENS_MINUTES_BEFORE, checkInOpensAt, checkInWindowState } from './check-in';

describe('check-in window', () => {
  const start = new Date('2026-11-27T18:00:00Z');
  const end = new Date('2026-11-27T22:00:00Z');
  const at = (iso: string) => checkInWindowState(start, end, new Date(iso));

  it('opens 60 minutes before the start and closes at the end', () => {
    expect(CHECK_IN_OPENS_MINUTES_BEFORE).toBe(60);
    expect(checkInOpensAt(start).toISOString()).toBe('2026-11-27T17:00:00.000Z');
    expect(at('2026-11-24T18:00:00Z')).toBe('too-early');
    expect(at('2026-11-27T16:59:59.999Z')).toBe('too-early');
    expect(at('2026-11-27T17:00:00Z')).toBe('open');
    expect(at('2026-11-27T21:59:59Z')).toBe('open');
    expect(at('2026-11-27T22:00:00Z')).toBe('ended');
  });
});
