import { describe, expect, it } from 'vitest';
import { formatPercent, percentHundredths, pricePreview } from './price-preview';

const defaults = { operativePercentage: 5, backofficePercentage: 5, taxPercentage: 13, paymentGatewayPercentage: 10 };

describe('pricing preview', () => {
  it('sums the default percentages and shows them on a base of $100', () => {
    const preview = pricePreview(defaults);
    expect(preview.totalHundredths).toBe(3300);
    expect(preview.totalCentavos).toBe(3300);
    expect(preview.sentence).toBe(
      'Sobre $100.00: operativo $5.00, backoffice $5.00, impuestos $13.00, pasarela de pago $10.00, total $33.00',
    );
  });

  it('follows the values being typed, two decimals included', () => {
    const preview = pricePreview({ ...defaults, operativePercentage: 6.25, taxPercentage: '' });
    expect(preview.totalHundredths).toBe(2125);
    expect(preview.sentence).toContain('operativo $6.25');
    expect(preview.sentence).toContain('impuestos $0.00');
    expect(preview.sentence).toMatch(/total \$21\.25$/);
  });

  it('rounds each part to centavos on another base', () => {
    const preview = pricePreview({ ...defaults, operativePercentage: 33.33 }, 1_000);
    expect(preview.parts[0]?.centavos).toBe(333);
  });

  it('reads empty or broken input as 0 and formats percentages', () => {
    expect(percentHundredths('')).toBe(0);
    expect(percentHundredths('abc')).toBe(0);
    expect(percentHundredths('12.5')).toBe(1250);
    expect(formatPercent('5')).toBe('5.00 %');
    expect(formatPercent(0.1 + 0.2)).toBe('0.30 %');
  });
});
