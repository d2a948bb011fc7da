/**
 * Money and rating display helpers (no date code: venue cards use these on the
 * landing page, whose first load should not bring the date rules).
 */
import { formatMXN, toCentavos } from '@rentas/domain';

/** '$850.00' from an API decimal string; null when the amount is missing or malformed. */
export function formatAmount(amount: string | null | undefined): string | null {
  if (amount == null) return null;
  try {
    return formatMXN(toCentavos(amount));
  } catch {
    return null;
  }
}

/** Centavos from an API decimal string (0 when missing or malformed). */
export function centavosOf(amount: string | null | undefined): number {
  if (amount == null) return 0;
  try {
    return toCentavos(amount);
  } catch {
    return 0;
  }
}

/** Rating as shown: one decimal, or the default when the venue has no reviews (SPEC.md §9). */
export function displayRating(rating: string, reviewCount: number, fallback: number): string {
  if (reviewCount === 0) return fallback.toFixed(1);
  return (Number(rating) || fallback).toFixed(1);
}
