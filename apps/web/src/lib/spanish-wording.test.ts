/**
 * Issue 13: texts people read say "espacio", not the English "venue", except where SPEC.md
 * fixes the wording. Scans every phrase (a quoted text or JSX text with a space) of the web app.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** SPEC.md's fixed texts that contain "venue". */
const FIXED_BY_SPEC = [
  'Venue no encontrado',
  'Registra tu Venue',
  'Agregar Venue',
  'Venue eliminado',
  '¿Estás seguro de que quieres eliminar este venue?',
  'No se pudo eliminar el venue.',
  'No se pudo actualizar el estado del venue.',
  'No se pudo crear el venue. Intenta nuevamente.',
  'No se pudo actualizar el venue.',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.gen.ts') ? [path] : [];
  });
}

/** Phrases people may read: quoted strings and JSX text with a space and a letter, without code comments. */
function phrases(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const quoted = [...code.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
  const jsxText = [...code.matchAll(/>([^<>{}\n]*[A-Za-zÁÉÍÓÚáéíóúñ][^<>{}\n]*)</g)].map((m) => m[1] ?? '');
  return [...quoted, ...jsxText].map((p) => p.trim()).filter((p) => p.includes(' '));
}

describe('Spanish wording', () => {
  it('no text says "venue" unless SPEC.md fixes it', () => {
    const offenders = sourceFiles(join(import.meta.dirname, '..'))
      .flatMap((file) => phrases(readFileSync(file, 'utf8')).map((p) => ({ file, p })))
      .filter(({ p }) => /\bvenues?\b/i.test(p) && !FIXED_BY_SPEC.some((fixed) => p.includes(fixed)))
      .filter(({ p }) => !/^[\w./$:-]+$/.test(p) && !/[{}()=;]|=>|\bvenue\.\w|\bimport\b/.test(p));
    expect(offenders.map(({ file, p }) => `${file.split('/src/')[1]}: ${p}`)).toEqual([]);
  });
});
