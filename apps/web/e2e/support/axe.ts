/**
 * Accessibility scan with axe-core (through @axe-core/playwright, which evaluates axe's
 * source in the page, so the app's CSP against inline scripts does not get in the way).
 *
 * Legacy mode runs axe in the page itself. The default mode opens a blank page per scan to
 * gather each frame's results, which more than doubled the scan (2.2 s against 1.1 s a page,
 * measured on every-route at 390 px); all it adds is cross-origin frames, and the app has none
 * (its maps are drawn in the page, issue 18).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Serious and critical violations on the page, one readable line each (empty when clean). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.slice(0, 5).map((node) => {
        const why = (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
        return `${violation.id} (${violation.impact}): ${node.html.slice(0, 160)} — ${why}`;
      }),
    );
}
