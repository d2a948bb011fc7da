import { describe, expect, it } from 'vitest';
import { formatTimeRange } from '../../lib/format';
import { formatDateTime, formatShortDate } from './format';

describe('es-MX dates and times (issue 13)', () => {
  it('dates with the year read in full, times in 24-hour format, ranges on one line', () => {
    expect(formatShortDate('2026-11-27T18:00:00Z')).toBe('27 de noviembre de 2026');
    expect(formatDateTime('2026-11-27T18:30:00Z')).toBe('27 de noviembre de 2026 a las 12:30');
    const range = formatTimeRange('2026-11-28T03:00:00Z', '2026-11-28T11:00:00Z');
    expect(range).toBe('21:00\u00a0–\u2060\u00a005:00');
  });
});
