/**
 * mantine-styles.css imports only the Mantine styles the app uses. This fails when a
 * component imported from @mantine/core anywhere in src has a style file that is not
 * imported there (the component would show unstyled).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = dirname(fileURLToPath(import.meta.url));
const stylesDir = join(dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')), 'styles');
/** Shared parts other components are built on (Mantine's "CSS files list" page). */
const SHARED = [
  'ScrollArea',
  'UnstyledButton',
  'VisuallyHidden',
  'Paper',
  'Popover',
  'CloseButton',
  'Group',
  'Loader',
  'Overlay',
  'ModalBase',
  'Input',
  'InlineInput',
  'Flex',
  'FloatingIndicator',
  'ActionIcon',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

function importedComponents(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s*(?:type\s*)?\{([^}]+)\}\s*from\s*'@mantine\/core'/g)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+/)[0];
        if (name) names.add(name);
      }
    }
  }
  return names;
}

describe('Mantine styles', () => {
  it('imports the style file of every Mantine component the app uses', () => {
    const imported = readFileSync(join(srcDir, 'mantine-styles.css'), 'utf8');
    const used = [...importedComponents(), ...SHARED].filter((name) => existsSync(join(stylesDir, `${name}.css`)));
    expect(used.length).toBeGreaterThan(20);
    const missing = used.filter((name) => !imported.includes(`@mantine/core/styles/${name}.css`));
    expect(missing).toEqual([]);
    for (const base of ['baseline', 'default-css-variables', 'global']) {
      expect(imported).toContain(`@mantine/core/styles/${base}.css`);
    }
  });
});
