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

export interface BookingPrice {
  /** pricePerHour × hours, centavos */
  subtotal: number;
  /** COMMISSION_PERCENT of subtotal, rounded half up, centavos */
  commission: number;
  /** subtotal + commission, centavos */
  total: number;
}

/**
 * The one booking price rule (SPEC.md §9, PRODUCT.md §4).
 * Input: price per hour in centavos, duration in hours. Output: BookingPrice in centavos.
 */
export function computeBookingPrice(pricePerHourCentavos: number, hours: number): BookingPrice {
  const subtotal = pricePerHourCentavos * hours;
  const commission = Math.round((subtotal * COMMISSION_PERCENT) / 100);
  return { subtotal, commission, total: subtotal + commission };
}
