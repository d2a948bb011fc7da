/**
 * Readable colors (WCAG 2.1 AA, 4.5:1 for text). Mantine's light-scheme defaults put
 * several text colors below that: dimmed text (gray.6, 3.3:1 on white), placeholders
 * (gray.5), light badges and alerts (shade 9 on shade 1, e.g. green 3.8:1), outline
 * and colored text (shade 7 on white, e.g. blue 4.2:1) and white on filled red or
 * green. This resolver keeps Mantine's palette and derives, for every theme color,
 * the darkest shade needed to reach 4.5:1 on the backgrounds it is used on.
 */
import type { CSSVariablesResolver, MantineColorsTuple } from '@mantine/core';

/** Slightly above 4.5 so rounding in browsers and tools never lands under it. */
export const AA_TEXT = 4.6;

function rgbOf(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full =
    value.length === 3
      ? value
          .split('')
          .map((c) => c + c)
          .join('')
      : value;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function hexOf([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

// The resolver runs while the app starts: luminances and results are kept, not recomputed.
const luminances = new Map<string, number>();

/** WCAG relative luminance of a '#rrggbb' color. */
export function relativeLuminance(hex: string): number {
  const known = luminances.get(hex);
  if (known !== undefined) return known;
  const [r, g, b] = rgbOf(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  luminances.set(hex, luminance);
  return luminance;
}

/** WCAG contrast ratio of two colors (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The color itself when it reads on every background, else mixed toward black (2 % steps) until it does. */
export function readableOn(hex: string, backgrounds: string[], ratio = AA_TEXT): string {
  const base = rgbOf(hex);
  for (let black = 0; black <= 1; black += 0.02) {
    const candidate = hexOf(base.map((v) => v * (1 - black)) as [number, number, number]);
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= ratio)) return candidate;
  }
  return '#000000';
}

const WHITE = '#ffffff';

type Resolved = ReturnType<CSSVariablesResolver>;
const resolved = new WeakMap<object, Resolved>();

/** Mantine `cssVariablesResolver` (light scheme): readable text, outline, light and filled colors. */
export const accessibleColors: CSSVariablesResolver = (theme) => {
  const known = resolved.get(theme);
  if (known) return known;
  const result = resolveColors(theme);
  resolved.set(theme, result);
  return result;
};

function resolveColors(theme: Parameters<CSSVariablesResolver>[0]): Resolved {
  const gray = theme.colors.gray as MantineColorsTuple;
  const pageBackgrounds = [WHITE, gray[0], gray[1]];
  const light: Record<string, string> = {
    '--mantine-color-dimmed': readableOn(gray[6], pageBackgrounds),
    '--mantine-color-placeholder': readableOn(gray[5], [WHITE, gray[0]]),
    '--mantine-color-error': readableOn((theme.colors.red as MantineColorsTuple)[6], [WHITE]),
  };
  const primary = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (name === 'dark' || !shades) continue;
    const text = readableOn(shades[primary], pageBackgrounds);
    const filled = readableOn(shades[primary], [WHITE]);
    light[`--mantine-color-${name}-text`] = text;
    light[`--mantine-color-${name}-outline`] = text;
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = readableOn(filled, [WHITE], contrastRatio(filled, WHITE) + 0.8);
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], [shades[1], shades[2], WHITE]);
  }
  return { variables: {}, light, dark: {} };
}
