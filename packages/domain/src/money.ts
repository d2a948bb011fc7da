/**
 * Money rules (PRODUCT.md §3-§4, SPEC.md §9). Amounts are integer MXN centavos
 * inside the code; the database stores numeric(12,2) and the API sends decimal strings.
 */

/** SPEC.md §9: the platform commission is 10 % of the subtotal. */
export const COMMISSION_PERCENT = 10;

/**
 * Parses a decimal amount ("1234.5", 1234.5) into integer centavos.
 * Throws RangeError on anything that is not a finite, non-negative number with at most 2 decimals.
 */
export function toCentavos(amount: string | number): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) throw new RangeError(`Invalid amount: ${amount}`);
  const [whole = '0', frac = ''] = text.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** Formats integer centavos as a decimal string with 2 decimals ("1234.50"), as the API and database use. */
export function fromCentavos(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(Math.round(centavos));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const mxn = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

/** Formats centavos for people: "$1,234.50". */
export function formatMXN(centavos: number): string {
  return mxn.format(centavos / 100);
}

/**
 * The totals a PayPal order may be opened for, in centavos (issue 12: "0.001" opened a 0.00
 * order, "1e20" overflowed after reaching PayPal): from 1.00 MXN to 1,000,000.00 MXN, far above
 * any real booking (an 8-hour slot at 100,000 MXN per hour plus commission is 880,000 MXN).
 */
export const PAYPAL_ORDER_BOUNDS = { min: 100, max: 100_000_000 } as const;

/** PRODUCT.md round 2: the day price applies to bookings of this many hours. */
export const DAY_PRICE_HOURS = 8;

export interface BookingPrice {
  /** pricePerHour × hours; for an 8-hour booking the lower of that and the day price; centavos */
  subtotal: number;
  /** true when the day price was charged instead of 8 × the hourly price */
  dayPriceApplied: boolean;
  /** the chosen add-ons (issue 16), each per booking or × hours; centavos */
  addOnsTotal: number;
  /** the venue's cleaning fee (issue 16), 0 when it has none; centavos */
  cleaningFee: number;
  /** COMMISSION_PERCENT of subtotal + add-ons + cleaning fee, rounded half up, centavos */
  commission: number;
  /** subtotal + add-ons + cleaning fee + commission, centavos */
  total: number;
}

/** Extras charged on top of the hours (issue 16), in centavos. */
export interface BookingExtras {
  /** the chosen add-ons: price in centavos, once per booking or per hour */
  addOns?: readonly { price: number; unit: 'booking' | 'hour' }[];
  /** the venue's cleaning fee, null or omitted when none */
  cleaningFee?: number | null;
}

/**
 * The one booking price rule (SPEC.md §9, PRODUCT.md §4 and round 2, issue 16).
 * Input: price per hour in centavos, duration in hours, the venue's day price in centavos
 * (null or omitted when it has none) and the extras. Output: BookingPrice in centavos: the
 * subtotal is hourly × hours, except that an 8-hour booking costs min(8 × hourly, day price);
 * add-ons are their price once or × hours; the commission is 10 % of subtotal + add-ons +
 * cleaning fee.
 */
export function computeBookingPrice(
  pricePerHourCentavos: number,
  hours: number,
  pricePerDayCentavos: number | null = null,
  extras: BookingExtras = {},
): BookingPrice {
  const hourly = pricePerHourCentavos * hours;
  const dayPriceApplied = hours === DAY_PRICE_HOURS && pricePerDayCentavos !== null && pricePerDayCentavos < hourly;
  const subtotal = dayPriceApplied ? (pricePerDayCentavos as number) : hourly;
  const addOnsTotal = (extras.addOns ?? []).reduce(
    (sum, a) => sum + (a.unit === 'hour' ? a.price * hours : a.price),
    0,
  );
  const cleaningFee = extras.cleaningFee ?? 0;
  const base = subtotal + addOnsTotal + cleaningFee;
  const commission = Math.round((base * COMMISSION_PERCENT) / 100);
  return { subtotal, dayPriceApplied, addOnsTotal, cleaningFee, commission, total: base + commission };
}
