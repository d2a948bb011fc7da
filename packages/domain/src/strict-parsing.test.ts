import { describe, expect, it } from 'vitest';
import {
  AvailabilitySchema,
  CalendarDateSchema,
  CreateBookingSchema,
  CreateVenueSchema,
  decimalCentavos,
  PriceConfigSchema,
  wholeNumber,
} from './schemas';
import { bookingDates } from './slots';

describe('strict parsing (issue 12)', () => {
  const money = decimalCentavos('Total no válido.');
  const ok = (v: unknown) => money.safeParse(v);

  it('money is a decimal with at most 2 decimals, never hex, exponents, signs or infinities', () => {
    expect(ok('1234.5').data).toBe(123450);
    expect(ok(1234.56).data).toBe(123456);
    expect(ok(' 7 ').data).toBe(700);
    for (const bad of [
      '0x7bc',
      '1e20',
      '1e3',
      '-5',
      '+5',
      'NaN',
      'Infinity',
      '',
      '1.234',
      0.001,
      -1,
      Number.NaN,
      true,
      null,
    ]) {
      expect(ok(bad).success, String(bad)).toBe(false);
    }
  });

  it('whole numbers accept digits, never booleans, fractions or hex', () => {
    const n = wholeNumber('Número no válido.');
    expect(n.safeParse('25').data).toBe(25);
    expect(n.safeParse(3).data).toBe(3);
    for (const bad of [true, false, 2.5, '2.5', '0x10', '1e2', '', null]) {
      expect(n.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('dates are real calendar dates', () => {
    expect(CalendarDateSchema.safeParse('2026-11-27').success).toBe(true);
    for (const bad of ['9999-99-99', '2026-02-30', '2026-13-01', '0001-01-01', '27/11/2026']) {
      expect(CalendarDateSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('availability asks only for a day of the booking window', () => {
    const venueId = '0c517ff9-725d-4b33-888e-a82d217f8e42';
    expect(AvailabilitySchema.safeParse({ venueId, date: bookingDates()[0], duration: '4' }).success).toBe(true);
    expect(AvailabilitySchema.safeParse({ venueId, date: '2099-01-01', duration: 4 }).success).toBe(false);
    expect(AvailabilitySchema.safeParse({ venueId, date: bookingDates()[0], duration: true }).success).toBe(false);
  });

  it('payloads refuse what browsers never send', () => {
    const booking = {
      venueId: '0c517ff9-725d-4b33-888e-a82d217f8e42',
      startDate: '2026-11-27T18:00:00.000Z',
      endDate: '2026-11-27T22:00:00.000Z',
      guestCount: 2,
      totalAmount: 1980,
    };
    expect(CreateBookingSchema.safeParse(booking).success).toBe(true);
    expect(CreateBookingSchema.safeParse({ ...booking, totalAmount: '0x7bc' }).success).toBe(false);
    expect(CreateBookingSchema.safeParse({ ...booking, guestCount: true }).success).toBe(false);
    const venue = {
      name: 'Foro',
      category: 'restaurant',
      description: 'Terraza',
      address: 'x',
      city: 'y',
      capacity: 5,
      pricePerHour: '500',
    };
    expect(CreateVenueSchema.safeParse(venue).data?.pricePerHour).toBe('500.00');
    expect(CreateVenueSchema.safeParse({ ...venue, capacity: true }).success).toBe(false);
    expect(CreateVenueSchema.safeParse({ ...venue, pricePerHour: '1e3' }).success).toBe(false);
    const split = {
      operativePercentage: 5,
      backofficePercentage: '5.5',
      taxPercentage: 13,
      paymentGatewayPercentage: 10,
    };
    expect(PriceConfigSchema.safeParse(split).data?.backofficePercentage).toBe('5.50');
    expect(PriceConfigSchema.safeParse({ ...split, taxPercentage: '0x10' }).success).toBe(false);
    expect(PriceConfigSchema.safeParse({ ...split, taxPercentage: 101 }).success).toBe(false);
  });
});
