/**
 * Small readers for URL search parameters, used by the routes' `validateSearch`.
 * Route definitions are in the first-load bundle, so these avoid zod: each reader
 * turns a malformed value into undefined (the page never fails on a bad URL).
 * They behave like the zod schemas they replace (`.optional().catch(undefined)`),
 * which search-parsing.test.ts checks against zod itself.
 */

/** Reads a value; undefined means "not given or malformed". */
export type Reader<T> = (value: unknown) => T | undefined;

type Readers = Record<string, Reader<unknown>>;
type Parsed<R extends Readers> = { [K in keyof R]?: R[K] extends Reader<infer T> ? T : never };

/** Keeps only the known keys; a key given in the URL stays present (possibly undefined), like z.object. */
export function searchReader<R extends Readers>(readers: R): (search: Record<string, unknown>) => Parsed<R> {
  return (search) => {
    const out: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(readers)) {
      if (key in search) out[key] = search[key] === undefined ? undefined : read(search[key]);
    }
    return out as Parsed<R>;
  };
}

/** One of the given strings. */
export function oneOf<const T extends string>(values: readonly T[]): Reader<T> {
  return (value) =>
    typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A string whose length is within [min, max], after trimming when asked. */
export function text({ min = 0, max = Number.POSITIVE_INFINITY, trim = false } = {}): Reader<string> {
  return (value) => {
    if (typeof value !== 'string') return undefined;
    const out = trim ? value.trim() : value;
    return out.length >= min && out.length <= max ? out : undefined;
  };
}

/** Like z.coerce.number(): Number(value), finite only. */
export function coerceNumber(value: unknown): number | undefined {
  let number: unknown;
  try {
    number = Number(value);
  } catch {
    return undefined;
  }
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/** A number (coerced from text) within [min, max], optionally an integer. */
export function numberIn(min: number, max: number, { int = false } = {}): Reader<number> {
  return (value) => {
    const number = coerceNumber(value);
    if (number === undefined || number < min || number > max) return undefined;
    if (int && !Number.isSafeInteger(number)) return undefined;
    return number;
  };
}

/** z.uuid(): RFC 9562 versions 1-8 (and the nil and max UUIDs). */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

export const uuid: Reader<string> = (value) => (typeof value === 'string' && UUID.test(value) ? value : undefined);
