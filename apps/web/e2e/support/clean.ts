/**
 * A page as a person would meet it (issue 19 and the journeys of issue 15): no serious axe
 * violation and nothing the layout gate reports, checked once transitions have finished (a
 * dialog fading in is half transparent; endless spinners are not waited for).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousViolations } from './axe';
import { layoutProblems } from './layout';

export async function expectClean(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
  expect(await seriousViolations(page)).toEqual([]);
  expect(await layoutProblems(page)).toEqual([]);
}
