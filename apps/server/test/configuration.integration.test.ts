import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_NAMES, REPO_ROOT } from '../src/env';

describe('configuration', () => {
  it('turbo.json declares every environment variable the server reads (issue 14), so caching never hides a change', () => {
    const turbo = JSON.parse(readFileSync(join(REPO_ROOT, 'turbo.json'), 'utf8')) as { globalEnv: string[] };
    expect(ENV_NAMES.length).toBeGreaterThan(20);
    expect(ENV_NAMES.filter((name) => !turbo.globalEnv.includes(name))).toEqual([]);
  });

  it('npm reads no pnpm-only setting from .npmrc (issue 14: every npm command warned about it)', () => {
    let npmrc = '';
    try {
      npmrc = readFileSync(join(REPO_ROOT, '.npmrc'), 'utf8');
    } catch {
      // no .npmrc at all
    }
    expect(npmrc).not.toMatch(/auto-install-peers|node-linker|shamefully-hoist/);
  });
});
