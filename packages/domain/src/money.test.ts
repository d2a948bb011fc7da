import { describe, expect, it } from 'vitest';
import { computeBookingPrice, formatMXN, fromCentavos, toCentavos } from './money';

describe('money', () => {
  it('parses MXN decimals into centavos and back', () => {
    expect(toCentavos('850.00')).toBe(85000);
    expect(toCentavos('850.5')).toBe(85050);
    expect(toCentavos(1234.56)).toBe(123456);
    expect(fromCentavos(374000)).toBe('3740.00');
    expect(fromCentavos(5)).toBe('0.05');
    expect(() => toCentavos('12.345')).toThrow(RangeError);
    expect(() => toCentavos('-1')).toThrow(RangeError);
  });

  it('prices a booking: subtotal = price × hours, commission 10 %, total = sum', () => {
    expect(computeBookingPrice(85000, 4)).toMatchObject({
      subtotal: 340000,
      dayPriceApplied: false,
      commission: 34000,
      total: 374000,
    });
    // 333.35 × 2 = 666.70 → commission 66.67 (rounded half up from 66.67)
    expect(computeBookingPrice(33335, 2)).toMatchObject({ subtotal: 66670, commission: 6667, total: 73337 });
    expect(computeBookingPrice(12345, 1).commission).toBe(1235); // 1234.5 → 1235
  });

  it('formats pesos for people in es-MX', () => {
    expect(formatMXN(374000).replace(/\s/g, ' ')).toBe('$3,740.00');
  });

  it('an 8-hour booking costs the lower of 8 × the hourly price and the day price (PRODUCT.md round 2)', () => {
    // 8 × $900 = $7,200 against a $5,000 day price: the day price wins
    expect(computeBookingPrice(90000, 8, 500000)).toMatchObject({
      subtotal: 500000,
      dayPriceApplied: true,
      commission: 50000,
      total: 550000,
    });
    // a day price above 8 × hourly is ignored
    expect(computeBookingPrice(50000, 8, 500000)).toMatchObject({ subtotal: 400000, dayPriceApplied: false });
    // shorter bookings never use the day price, even when it is lower
    expect(computeBookingPrice(90000, 4, 200000)).toMatchObject({ subtotal: 360000, dayPriceApplied: false });
    expect(computeBookingPrice(90000, 8, null)).toMatchObject({ subtotal: 720000, dayPriceApplied: false });
  });
});
