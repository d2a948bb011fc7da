import { DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { AA_TEXT, accessibleColors, contrastRatio, readableOn } from './accessible-colors';

describe('readable colors', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  it('keeps a color that already reads and darkens one that does not', () => {
    expect(readableOn('#495057', ['#ffffff'])).toBe('#495057');
    const darker = readableOn('#868e96', ['#ffffff', '#f8f9fa']);
    expect(contrastRatio(darker, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(darker, '#f8f9fa')).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('gives every theme color readable text, light-badge and filled colors', () => {
    const { light } = accessibleColors(DEFAULT_THEME);
    for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
      if (name === 'dark') continue;
      const tuple = shades as MantineColorsTuple;
      expect(contrastRatio(light[`--mantine-color-${name}-text`] as string, '#f8f9fa')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(light[`--mantine-color-${name}-light-color`] as string, tuple[1])).toBeGreaterThanOrEqual(
        4.5,
      );
      expect(contrastRatio('#ffffff', light[`--mantine-color-${name}-filled`] as string)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(light['--mantine-color-dimmed'] as string, '#f1f3f5')).toBeGreaterThanOrEqual(4.5);
  });
});
