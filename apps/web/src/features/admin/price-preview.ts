/**
 * The pricing tab's preview (SPEC.md §2): the four percentages summed and applied to
 * an example base of $100. Amounts are integer centavos, like every money rule.
 */
import { formatMXN } from '@rentas/domain';

export const PRICE_FIELDS = [
  { key: 'operativePercentage', label: 'Operativo' },
  { key: 'backofficePercentage', label: 'Backoffice' },
  { key: 'taxPercentage', label: 'Impuestos' },
  { key: 'paymentGatewayPercentage', label: 'Pasarela de pago' },
] as const;

export type PriceKey = (typeof PRICE_FIELDS)[number]['key'];

/** Form values: a NumberInput gives a number, or '' while empty. */
export type PriceValues = Record<PriceKey, number | string>;

/** The example base of the preview: $100.00. */
export const PREVIEW_BASE_CENTAVOS = 10_000;

/** A percentage in hundredths of a percent (5.25 → 525); anything unreadable counts as 0. */
export function percentHundredths(value: number | string | null | undefined): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.round(n * 100);
}

/** 5.5 → '5.50 %' */
export function formatPercent(value: number | string | null | undefined): string {
  return `${(percentHundredths(value) / 100).toFixed(2)} %`;
}

export interface PricePreview {
  /** sum of the four percentages, in hundredths of a percent */
  totalHundredths: number;
  parts: { key: PriceKey; label: string; centavos: number }[];
  /** sum of the parts, centavos */
  totalCentavos: number;
  /** 'Sobre $100.00: operativo $5.00, backoffice $5.00, impuestos $13.00, pasarela de pago $10.00, total $33.00' */
  sentence: string;
}

export function pricePreview(values: PriceValues, baseCentavos = PREVIEW_BASE_CENTAVOS): PricePreview {
  const parts = PRICE_FIELDS.map(({ key, label }) => ({
    key,
    label,
    centavos: Math.round((baseCentavos * percentHundredths(values[key])) / 10_000),
  }));
  const totalHundredths = PRICE_FIELDS.reduce((sum, { key }) => sum + percentHundredths(values[key]), 0);
  const totalCentavos = parts.reduce((sum, part) => sum + part.centavos, 0);
  const items = parts.map((part) => `${part.label.toLowerCase()} ${formatMXN(part.centavos)}`);
  const sentence = `Sobre ${formatMXN(baseCentavos)}: ${items.join(', ')}, total ${formatMXN(totalCentavos)}`;
  return { totalHundredths, parts, totalCentavos, sentence };
}
