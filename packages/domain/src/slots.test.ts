import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERRORS } from './errors';
import { spanishOrList } from './slot-constants';
import {
  availableStartTimes,
  bookingDates,
  checkSlot,
  formatBookingEnd,
  rangeToSlot,
  slotToRange,
  todayInMexicoCity,
} from './slots';

// 2026-03-10 03:00 UTC is still 2026-03-09 21:00 in Mexico City (UTC-6).
const lateEvening = new Date('2026-03-10T03:00:00Z');

describe('slots in Mexico City time', () => {
  it('today is the Mexico City date, whatever the machine time zone', () => {
    expect(todayInMexicoCity(lateEvening)).toBe('2026-03-09');
  });

  it('offers 30 dates starting today', () => {
    const dates = bookingDates(lateEvening);
    expect(dates).toHaveLength(30);
    expect(dates[0]).toBe('2026-03-09');
    expect(dates[29]).toBe('2026-04-07');
  });

  it('the 30 dates are consecutive calendar days, across a year end too', () => {
    const dates = bookingDates(new Date('2026-12-20T12:00:00Z'));
    expect(dates[0]).toBe('2026-12-20');
    expect(dates.slice(11, 13)).toEqual(['2026-12-31', '2027-01-01']);
    expect(dates[29]).toBe('2027-01-18');
  });

  it('moves to the next date at Mexico City midnight to the minute, and hands out its own array', () => {
    // 06:00 UTC is midnight in Mexico City (UTC-6): the minute before still reads the day before.
    expect(bookingDates(new Date('2026-03-10T05:59:59.999Z'))[0]).toBe('2026-03-09');
    expect(bookingDates(new Date('2026-03-10T06:00:00.000Z'))[0]).toBe('2026-03-10');
    expect(bookingDates(new Date('2026-03-10T05:59:00.000Z'))[0]).toBe('2026-03-09');
    const mine = bookingDates(lateEvening);
    mine.length = 0;
    expect(bookingDates(lateEvening)).toHaveLength(30);
  });

  it('refuses a malformed date or time even when its characters spell a known slot', () => {
    const known = slotToRange('2026-12-01', '09:00', 2);
    expect(slotToRange('2026-12-01', '09:00', 2)).toEqual(known);
    expect(() => slotToRange('2026-12-0', '109:00', 2)).toThrow(RangeError);
    expect(() => slotToRange('2026-12-01|', '09:00', 2)).toThrow(RangeError);
    expect(() => slotToRange('2026-12-0109:00', '', 2)).toThrow(RangeError);
  });

  it('maps a local date and start time to instants and back', () => {
    const range = slotToRange('2026-03-12', '09:00', 4);
    expect(range.start.toISOString()).toBe('2026-03-12T15:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-03-12T19:00:00.000Z');
    expect(rangeToSlot(range.start, range.end)).toEqual({ date: '2026-03-12', startTime: '09:00', hours: 4 });
    // 21:00 + 8 h ends the next morning
    expect(slotToRange('2026-03-12', '21:00', 8).end.toISOString()).toBe('2026-03-13T11:00:00.000Z');
  });

  it('checks start time, duration and the window', () => {
    const ok = slotToRange('2026-03-11', '12:00', 2);
    expect(checkSlot(ok.start, ok.end, lateEvening)).toBeNull();
    const odd = slotToRange('2026-03-11', '10:00', 2);
    expect(checkSlot(odd.start, odd.end, lateEvening)).toBe('START_TIME');
    const long = slotToRange('2026-03-11', '12:00', 3);
    expect(checkSlot(long.start, long.end, lateEvening)).toBe('DURATION');
    const late = slotToRange('2026-04-08', '12:00', 2);
    expect(checkSlot(late.start, late.end, lateEvening)).toBe('DATE_WINDOW');
    const past = slotToRange('2026-03-09', '18:00', 2);
    expect(checkSlot(past.start, past.end, lateEvening)).toBe('DATE_WINDOW');
  });

  it('refuses a start or an end off the exact grid (issue 12: 12:00:30, an end 59 s past 2 h)', () => {
    const ok = slotToRange('2026-03-11', '12:00', 2);
    const at = (d: Date, ms: number) => new Date(d.getTime() + ms);
    expect(checkSlot(at(ok.start, 30_000), at(ok.end, 30_000), lateEvening)).toBe('START_TIME');
    expect(checkSlot(at(ok.start, 1), at(ok.end, 1), lateEvening)).toBe('START_TIME');
    expect(checkSlot(ok.start, at(ok.end, 59_000), lateEvening)).toBe('DURATION');
    expect(checkSlot(ok.start, at(ok.end, 1), lateEvening)).toBe('DURATION');
    expect(checkSlot(ok.start, at(ok.end, -1), lateEvening)).toBe('DURATION');
  });

  it('marks start times taken by an overlapping booking, and past ones', () => {
    const busy = [slotToRange('2026-03-09', '21:00', 2)];
    const slots = availableStartTimes('2026-03-10', 8, busy, lateEvening);
    expect(slots.map((s) => s.available)).toEqual([true, true, true, true, true]);
    const today = availableStartTimes('2026-03-09', 2, [], new Date('2026-03-09T19:00:00Z')); // 13:00 local
    expect(today.map((s) => [s.startTime, s.available])).toEqual([
      ['09:00', false],
      ['12:00', false],
      ['15:00', true],
      ['18:00', true],
      ['21:00', true],
    ]);
    const taken = availableStartTimes('2026-03-11', 4, [slotToRange('2026-03-11', '12:00', 4)], lateEvening);
    expect(taken.filter((s) => !s.available).map((s) => s.startTime)).toEqual(['09:00', '12:00', '15:00']);
  });

  it('says when a booking ends, also past midnight (issue 13)', () => {
    const { start, end } = slotToRange('2026-11-27', '21:00', 8);
    expect(start.toISOString()).toBe('2026-11-28T03:00:00.000Z');
    expect(formatBookingEnd(end)).toBe('Termina el sábado 28 a las 05:00');
    expect(formatBookingEnd(slotToRange('2026-11-27', '12:00', 4).end)).toBe('Termina el viernes 27 a las 16:00');
  });
});

describe('slot messages are built from the slot constants', () => {
  it('read as before, in Spanish', () => {
    expect(ERRORS.INVALID_START_TIME.message).toBe(
      'Elige una hora de inicio válida: 09:00, 12:00, 15:00, 18:00 o 21:00.',
    );
    expect(ERRORS.INVALID_DURATION.message).toBe('La duración debe ser de 2, 4 u 8 horas.');
    expect(ERRORS.DATE_OUT_OF_WINDOW.message).toBe(
      'Solo puedes reservar a partir de ahora y hasta 30 días después de hoy.',
    );
    expect(spanishOrList(['a', 'b', 'ocho'])).toBe('a, b u ocho');
    expect(spanishOrList([1, 2, 3])).toBe('1, 2 o 3');
    expect(spanishOrList([10, 11])).toBe('10 u 11');
    expect(spanishOrList([10, 110])).toBe('10 o 110');
  });
});

describe('Mexico City wall clock without TZDate (the hot path reads offsets only)', () => {
  // 1995..2035 covers the years Mexico City kept daylight saving time (until 2022) and after.
  const instants = fc.integer({ min: Date.UTC(1995, 0, 1), max: Date.UTC(2035, 0, 1) }).map((ms) => ms - (ms % 60_000));

  it('slotToRange names the instant TZDate names, in gaps and repeated hours too', () => {
    // Every day around a change of offset, every half hour, then random days.
    const changes = ['2000-04-02', '2000-10-29', '2021-04-04', '2021-10-31', '2022-10-30'];
    for (const date of changes) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
        const [y, m, d] = date.split('-').map(Number) as [number, number, number];
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const expected = new TZDate(y, m - 1, d, Math.floor(minutes / 60), minutes % 60, 'America/Mexico_City');
        const range = slotToRange(date, time, 8);
        expect([date, time, range.start.toISOString()]).toEqual([date, time, new Date(+expected).toISOString()]);
        expect(range.end.getTime() - range.start.getTime()).toBe(8 * 3_600_000);
      }
    }
    fc.assert(
      fc.property(instants, fc.integer({ min: 0, max: 23 }), (ms, hour) => {
        const date = new Date(ms).toISOString().slice(0, 10);
        const [y, m, d] = date.split('-').map(Number) as [number, number, number];
        const expected = new TZDate(y, m - 1, d, hour, 0, 'America/Mexico_City');
        return slotToRange(date, `${String(hour).padStart(2, '0')}:00`, 2).start.getTime() === +expected;
      }),
      { numRuns: 2_000 },
    );
  });

  it('rangeToSlot and todayInMexicoCity read the wall clock TZDate reads', () => {
    fc.assert(
      fc.property(instants, (ms) => {
        const local = new TZDate(ms, 'America/Mexico_City');
        const slot = rangeToSlot(new Date(ms), new Date(ms + 2 * 3_600_000 + 59_000));
        return (
          slot.date === format(local, 'yyyy-MM-dd') &&
          slot.startTime === format(local, 'HH:mm') &&
          slot.hours === 2 &&
          todayInMexicoCity(new Date(ms)) === format(local, 'yyyy-MM-dd')
        );
      }),
      { numRuns: 5_000 },
    );
  });
});
