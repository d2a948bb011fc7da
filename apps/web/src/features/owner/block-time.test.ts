import { describe, expect, it } from 'vitest';
import { blockRange, describeBlock, nextDate } from './block-time';

describe('blocked time', () => {
  it('blocks a whole day in Mexico City time', () => {
    const range = blockRange({ date: '2026-12-01', wholeDay: true, startTime: '', endTime: '' });
    expect(range).toEqual({ ok: true, startDate: '2026-12-01T06:00:00.000Z', endDate: '2026-12-02T06:00:00.000Z' });
    if (range.ok) expect(describeBlock(range)).toEqual({ date: 'Martes, 1 de diciembre de 2026', time: 'Todo el día' });
  });

  it('blocks hours of a day', () => {
    const range = blockRange({ date: '2026-12-01', wholeDay: false, startTime: '09:00', endTime: '13:30' });
    expect(range).toEqual({ ok: true, startDate: '2026-12-01T15:00:00.000Z', endDate: '2026-12-01T19:30:00.000Z' });
    if (range.ok) expect(describeBlock(range).time).toBe('09:00\u00a0–\u2060\u00a013:30');
  });

  it('asks for a date and for an end after the start', () => {
    expect(blockRange({ date: null, wholeDay: true, startTime: '', endTime: '' })).toEqual({
      ok: false,
      error: 'Selecciona una fecha.',
    });
    expect(blockRange({ date: '2026-12-01', wholeDay: false, startTime: '13:00', endTime: '09:00' })).toEqual({
      ok: false,
      error: 'El fin del bloqueo debe ser posterior al inicio.',
    });
    expect(blockRange({ date: '2026-12-01', wholeDay: false, startTime: '', endTime: '09:00' }).ok).toBe(false);
  });

  it('knows the next day across months and years', () => {
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
    expect(nextDate('2028-02-28')).toBe('2028-02-29');
  });
});
