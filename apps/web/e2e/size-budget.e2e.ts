/**
 * Issue 17: the JavaScript each page needs on a first visit stays within its budget
 * (`.size-limit.mjs`, measured by size-limit on the built app, gzip). Runs with the browser
 * journeys because it needs the build they use; it opens no browser.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const webDir = resolve(import.meta.dirname, '..');

interface Check {
  name: string;
  passed: boolean;
  /** bytes, gzip */
  size: number;
  /** bytes */
  sizeLimit: number;
}

/** Runs `size-limit --json` on dist/; the exit status and each page's result. */
function sizeLimit(scale = 1): { status: number | null; checks: Check[] } {
  const run = spawnSync(process.execPath, [resolve(webDir, 'node_modules/size-limit/bin.js'), '--json'], {
    cwd: webDir,
    env: { ...process.env, SIZE_LIMIT_SCALE: String(scale) },
    encoding: 'utf8',
  });
  if (!run.stdout.trimStart().startsWith('['))
    throw new Error(`size-limit did not measure:\n${run.stdout}${run.stderr}`);
  return { status: run.status, checks: JSON.parse(run.stdout) as Check[] };
}

describe('page size budgets', () => {
  it('every page, the landing page included, is within its budget', () => {
    const { status, checks } = sizeLimit();
    const over = checks
      .filter((check) => !check.passed)
      .map((check) => `${check.name}: ${check.size} > ${check.sizeLimit}`);
    expect(over).toEqual([]);
    expect(status).toBe(0);
    // the landing page, a search page and a venue page are measured like every other page
    expect(checks.map((check) => check.name)).toEqual(expect.arrayContaining(['/', '/venues', '/venue/$venueId']));
    expect(checks.length).toBeGreaterThanOrEqual(28);
  });

  it('fails, naming the page, when a page outgrows its budget', () => {
    const { status, checks } = sizeLimit(0.9);
    expect(status).not.toBe(0);
    const landing = checks.find((check) => check.name === '/');
    expect(landing?.passed).toBe(false);
    expect(landing?.size).toBeGreaterThan(landing?.sizeLimit ?? Number.POSITIVE_INFINITY);
  });
});
