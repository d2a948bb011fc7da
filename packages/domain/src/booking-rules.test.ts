import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_POLICIES,
  type CancellationPolicy,
  computeRefund,
  refundDeadlines,
  refundPercent,
  requestExpiry,
  rescheduleDeadline,
  rescheduleProblem,
  slotRefusal,
} from './booking-rules';
import { computeBookingPrice } from './money';
import { bookingDates, slotToRange } from './slots';

const HOUR = 3_600_000;
const start = new Date('2026-12-10T18:00:00.000Z');
const before = (hours: number, ms = 0) => new Date(start.getTime() - hours * HOUR - ms);

describe('refunds by cancellation policy (issue 16)', () => {
  it.each<[CancellationPolicy, number, number]>([
    // policy, hours before the start, percent
    ['flexible', 24 * 30, 100],
    ['flexible', 24, 100],
    ['flexible', 23.999, 0],
    ['flexible', 0, 0],
    ['moderate', 73, 100],
    ['moderate', 72, 100],
    ['moderate', 71.999, 50],
    ['moderate', 24, 50],
    ['moderate', 23.999, 0],
    ['strict', 24 * 8, 50],
    ['strict', 24 * 7, 50],
    ['strict', 24 * 7 - 0.001, 0],
    ['strict', 25, 0],
  ])('%s, %s h before the start: %s %%', (policy, hours, percent) => {
    expect(refundPercent(policy, start, before(hours))).toBe(percent);
  });

  it('refunds everything when the owner or an admin cancels, whatever the policy and the time', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CANCELLATION_POLICIES), fc.integer({ min: 0, max: 30 * 24 * 60 }), (policy, m) => {
        expect(refundPercent(policy, start, before(0, m * 60_000), true)).toBe(100);
      }),
    );
  });

  it('never refunds more as the start comes closer (monotone in time)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CANCELLATION_POLICIES),
        fc.integer({ min: 0, max: 30 * 24 * 60 }),
        fc.integer({ min: 0, max: 30 * 24 * 60 }),
        (policy, a, b) => {
          const [early, late] = a >= b ? [a, b] : [b, a];
          const earlier = refundPercent(policy, start, before(0, early * 60_000));
          const later = refundPercent(policy, start, before(0, late * 60_000));
          expect(earlier).toBeGreaterThanOrEqual(later);
        },
      ),
    );
  });

  it('names the deadlines the guest sees', () => {
    expect(refundDeadlines('flexible', start)).toEqual({ fullRefundUntil: before(24), partialRefundUntil: null });
    expect(refundDeadlines('moderate', start)).toEqual({ fullRefundUntil: before(72), partialRefundUntil: before(24) });
    expect(refundDeadlines('strict', start)).toEqual({ fullRefundUntil: null, partialRefundUntil: before(24 * 7) });
    expect(rescheduleDeadline('flexible', start)).toEqual(before(24));
    expect(rescheduleDeadline('moderate', start)).toEqual(before(72));
    expect(rescheduleDeadline('strict', start)).toEqual(before(24 * 7));
  });

  it('lets a guest move a confirmed booking or an open request until the policy deadline', () => {
    const end = new Date(start.getTime() + 4 * 3_600_000);
    const booking = { status: 'confirmed', startAt: start, endAt: end, requestExpiresAt: null };
    const policy = 'moderate' as const;
    expect(rescheduleProblem({ ...booking, cancellationPolicy: policy }, before(72))).toBeNull();
    expect(rescheduleProblem({ ...booking, cancellationPolicy: policy }, before(72, -1))).toBe(
      'RESCHEDULE_WINDOW_CLOSED',
    );
    const request = { ...booking, status: 'pending', cancellationPolicy: policy };
    expect(rescheduleProblem({ ...request, requestExpiresAt: before(50) }, before(80))).toBeNull();
    expect(rescheduleProblem({ ...request, requestExpiresAt: before(90) }, before(80))).toBe('RESCHEDULE_NOT_ALLOWED');
    expect(rescheduleProblem({ ...booking, status: 'cancelled', cancellationPolicy: policy }, before(100))).toBe(
      'RESCHEDULE_NOT_ALLOWED',
    );
  });

  it('refunds the commission in proportion and never more than was paid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.constantFrom(0, 50, 100), (base, percent) => {
        const commission = Math.round(base / 10);
        const paid = { total: base + commission, commission };
        const refund = computeRefund(paid, percent);
        expect(refund.total).toBeLessThanOrEqual(paid.total);
        expect(refund.commission).toBeLessThanOrEqual(refund.total);
        expect(refund.owner).toBe(refund.total - refund.commission);
        if (percent === 100) expect(refund).toMatchObject({ total: paid.total, commission });
        if (percent === 0) expect(refund).toMatchObject({ total: 0, commission: 0, owner: 0 });
        expect(Math.abs(refund.commission - (commission * percent) / 100)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('50 % of $1,210.00 paid ($1,100 + $110 commission) gives back $605.00, $55.00 of it commission', () => {
    expect(computeRefund({ total: 121_000, commission: 11_000 }, 50)).toEqual({
      percent: 50,
      total: 60_500,
      commission: 5_500,
      owner: 55_000,
    });
  });

  it('gives the owner 24 h to answer a request, or until its start when that is sooner', () => {
    const made = new Date('2026-12-01T10:00:00.000Z');
    expect(requestExpiry(made, new Date('2026-12-05T10:00:00.000Z'))).toEqual(new Date('2026-12-02T10:00:00.000Z'));
    expect(requestExpiry(made, new Date('2026-12-01T15:00:00.000Z'))).toEqual(new Date('2026-12-01T15:00:00.000Z'));
  });
});

describe('buffer and notice (issue 16)', () => {
  const now = new Date('2026-11-24T18:00:00.000Z'); // 12:00 in Mexico City
  const booking = (date: string, time: string, hours: number) => ({
    ...slotToRange(date, time, hours),
    kind: 'booking' as const,
  });
  const rules = (bufferMinutes: number, minNoticeHours = 0) => ({ bufferMinutes, minNoticeHours });

  it('keeps the buffer free after a booking and before the next one', () => {
    const busy = [booking('2026-11-28', '12:00', 2)]; // 12:00–14:00
    const at = (time: string, hours = 2) => slotToRange('2026-11-28', time, hours);
    expect(slotRefusal(at('15:00'), busy, rules(60), now)).toBeNull(); // 60 min after
    expect(slotRefusal(at('15:00'), busy, rules(120), now)).toBe('buffer');
    expect(slotRefusal(at('09:00'), busy, rules(60), now)).toBeNull(); // ends 11:00, 60 min before
    expect(slotRefusal(at('09:00'), busy, rules(120), now)).toBe('buffer');
    expect(slotRefusal(at('12:00'), busy, rules(0), now)).toBe('taken');
    expect(slotRefusal(at('09:00', 4), busy, rules(0), now)).toBe('taken'); // 09:00–13:00
  });

  it('measures the buffer across midnight: 21:00 + 8 h ends 05:00, so 09:00 next day is 4 h later', () => {
    const busy = [booking('2026-11-28', '21:00', 8)];
    const nextMorning = slotToRange('2026-11-29', '09:00', 2);
    expect(slotRefusal(nextMorning, busy, rules(120), now)).toBeNull();
    const lateNight = [booking('2026-11-28', '21:00', 8)];
    expect(slotRefusal(slotToRange('2026-11-29', '09:00', 2), lateNight, rules(120), now)).toBeNull();
    // A booking ending 05:00 is 2 h from a 21:00 start the evening before? No: it overlaps it.
    expect(slotRefusal(slotToRange('2026-11-28', '18:00', 4), busy, rules(0), now)).toBe('taken');
    // 18:00 + 2 h ends 20:00: one hour before 21:00.
    expect(slotRefusal(slotToRange('2026-11-28', '18:00', 2), busy, rules(60), now)).toBeNull();
    expect(slotRefusal(slotToRange('2026-11-28', '18:00', 2), busy, rules(120), now)).toBe('buffer');
  });

  it('ignores the buffer around owner blocks (they are not bookings)', () => {
    const block = { ...slotToRange('2026-11-28', '12:00', 2), kind: 'block' as const };
    expect(slotRefusal(slotToRange('2026-11-28', '15:00', 2), [block], rules(120), now)).toBeNull();
    expect(slotRefusal(slotToRange('2026-11-28', '12:00', 2), [block], rules(0), now)).toBe('taken');
  });

  it('refuses starts sooner than the notice, counted in hours from now, over the whole 30-day window', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...bookingDates(now)),
        fc.constantFrom('09:00', '12:00', '15:00', '18:00', '21:00'),
        fc.integer({ min: 0, max: 72 }),
        (date, time, notice) => {
          const slot = slotToRange(date, time, 2);
          const refusal = slotRefusal(slot, [], rules(0, notice), now);
          const msAhead = slot.start.getTime() - now.getTime();
          if (msAhead <= 0) expect(refusal).toBe('past');
          else if (msAhead < notice * HOUR) expect(refusal).toBe('notice');
          else expect(refusal).toBeNull();
        },
      ),
    );
  });

  it('a booking never collides with itself after the buffer when apart by at least the buffer (any order)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(0, 30, 60, 120),
        fc.integer({ min: 0, max: 48 * 60 }),
        fc.integer({ min: 1, max: 8 }),
        (buffer, gapMinutes, hours) => {
          const first = { start: new Date('2026-12-01T15:00:00Z'), end: new Date('2026-12-01T17:00:00Z') };
          const second = {
            start: new Date(first.end.getTime() + gapMinutes * 60_000),
            end: new Date(first.end.getTime() + gapMinutes * 60_000 + hours * HOUR),
          };
          const after = slotRefusal(second, [{ ...first, kind: 'booking' }], rules(buffer), now);
          const beforeIt = slotRefusal(first, [{ ...second, kind: 'booking' }], rules(buffer), now);
          const expected = gapMinutes >= buffer ? null : gapMinutes === 0 && buffer === 0 ? null : 'buffer';
          expect(after).toBe(expected);
          expect(beforeIt).toBe(expected);
        },
      ),
    );
  });
});

describe('the full price breakdown (issue 16)', () => {
  it('charges add-ons once or per hour and a cleaning fee, with 10 % commission on all of it', () => {
    const price = computeBookingPrice(45_000, 4, null, {
      addOns: [
        { price: 30_000, unit: 'hour' },
        { price: 50_000, unit: 'booking' },
      ],
      cleaningFee: 25_000,
    });
    // 4 h × $450 = $1,800; add-ons 4 × $300 + $500 = $1,700; cleaning $250; base $3,750.
    expect(price).toEqual({
      subtotal: 180_000,
      dayPriceApplied: false,
      addOnsTotal: 170_000,
      cleaningFee: 25_000,
      commission: 37_500,
      total: 412_500,
    });
  });

  it('adds up for any prices: total = subtotal + add-ons + cleaning + commission, commission 10 % rounded', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(2, 4, 8),
        fc.option(fc.integer({ min: 0, max: 80_000_000 }), { nil: null }),
        fc.array(
          fc.record({ price: fc.integer({ min: 1, max: 1_000_000 }), unit: fc.constantFrom('booking', 'hour') }),
          {
            maxLength: 10,
          },
        ),
        fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
        (hourly, hours, day, addOns, cleaningFee) => {
          const p = computeBookingPrice(hourly, hours, day, { addOns, cleaningFee });
          const addOnsTotal = addOns.reduce((s, a) => s + (a.unit === 'hour' ? a.price * hours : a.price), 0);
          expect(p.addOnsTotal).toBe(addOnsTotal);
          expect(p.cleaningFee).toBe(cleaningFee ?? 0);
          const base = p.subtotal + p.addOnsTotal + p.cleaningFee;
          expect(p.commission).toBe(Math.round(base / 10));
          expect(p.total).toBe(base + p.commission);
          expect(p.subtotal).toBe(p.dayPriceApplied ? day : hourly * hours);
        },
      ),
    );
  });
});
