/**
 * The routes' search readers drop zod from the first-load bundle; here zod stays
 * the reference: each reader must give what the zod schema it replaced gave.
 */
import {
  DURATIONS,
  normalizeCategory,
  oneOf,
  parseVenueSearch,
  ROLES,
  START_TIMES,
  searchReader,
  text,
  uuid,
} from '@rentas/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseAdminSearch } from '../features/admin/admin-tabs';
import { GOOGLE_ERRORS, parseAuthSearch } from './auth-search';
import { safeRedirect } from './paths';

const SAMPLES: unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  1,
  -1,
  3,
  4,
  8,
  2.5,
  10000,
  10001,
  1_000_000,
  1_000_001,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '',
  ' ',
  '  4 ',
  '4',
  '8',
  '0',
  '-3',
  '1e3',
  'x',
  'true',
  'false',
  'Infinity',
  ' café ',
  'Local',
  'local',
  'meeting',
  'audio_studio',
  'castle',
  '09:00',
  '10:00',
  '2026-12-01',
  '2026-12-1',
  'users',
  'pricing',
  'owner',
  'admin',
  'google',
  'state',
  '/venues',
  '//evil.example',
  '/login',
  'approved',
  'cancelled',
  '34999bd0-f883-4463-b24e-e1d14be5d173',
  '34999bd0-f883-0463-b24e-e1d14be5d173',
  'a'.repeat(64),
  ` ${'a'.repeat(64)} `,
  'a'.repeat(65),
  'a'.repeat(100),
  'a'.repeat(101),
  [],
  ['4'],
  {},
  { a: 1 },
  12n,
];

/** Every sample under every key, one key at a time, plus the empty search. */
function searches(keys: string[]): Record<string, unknown>[] {
  return [{}, ...keys.flatMap((key) => SAMPLES.map((value) => ({ [key]: value })))];
}

function agree(reader: (search: Record<string, unknown>) => unknown, schema: z.ZodType, keys: string[]) {
  for (const search of searches(keys)) {
    expect(
      reader(search),
      JSON.stringify(search, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v)),
    ).toStrictEqual(schema.parse(search));
  }
}

describe('search readers agree with the zod schemas they replace', () => {
  it('/venues', () => {
    const text = z
      .union([z.string(), z.number()])
      .transform((value) => String(value).trim() || undefined)
      .optional()
      .catch(undefined);
    const positiveInt = z.coerce.number().int().min(1).max(10000).optional().catch(undefined);
    const price = z.coerce.number().min(0).max(1_000_000).optional().catch(undefined);
    const category = z
      .string()
      .transform((value) =>
        value.trim().toLowerCase() === 'local' ? 'local' : (normalizeCategory(value) ?? undefined),
      )
      .optional()
      .catch(undefined);
    const schema = z.object({
      q: text,
      category,
      city: text,
      guests: positiveInt,
      date: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional()
        .catch(undefined),
      startTime: z.enum(START_TIMES).optional().catch(undefined),
      duration: z.coerce
        .number()
        .refine((n) => (DURATIONS as readonly number[]).includes(n))
        .optional()
        .catch(undefined),
      minPrice: price,
      maxPrice: price,
    });
    agree(parseVenueSearch, schema, Object.keys(schema.shape));
  });

  it('sign-in screens', () => {
    const schema = z.object({
      role: z.enum(ROLES).optional().catch(undefined),
      redirect: z
        .unknown()
        .transform((value) => safeRedirect(value))
        .optional(),
      error: z.enum(GOOGLE_ERRORS).optional().catch(undefined),
    });
    agree(parseAuthSearch, schema, ['role', 'redirect', 'error']);
  });

  it('admin tabs', () => {
    const schema = z.object({
      tab: z.enum(['users', 'venues', 'financial', 'admin', 'pricing']).optional().catch(undefined),
    });
    agree(parseAdminSearch, schema, ['tab']);
  });

  it('booking, check-in and landing', () => {
    const booking = z.object({
      bookingId: z.uuid().optional().catch(undefined),
      paypal: z.enum(['approved', 'cancelled']).optional().catch(undefined),
      token: z.string().trim().min(1).max(64).optional().catch(undefined),
      PayerID: z.string().trim().max(64).optional().catch(undefined),
    });
    const readBooking = searchReader({
      bookingId: uuid,
      paypal: oneOf(['approved', 'cancelled']),
      token: text({ trim: true, min: 1, max: 64 }),
      PayerID: text({ trim: true, max: 64 }),
    });
    agree(readBooking, booking, ['bookingId', 'paypal', 'token', 'PayerID']);

    const checkIn = z.object({ sig: z.string().min(1).max(100).optional().catch(undefined) });
    agree(searchReader({ sig: text({ min: 1, max: 100 }) }), checkIn, ['sig']);

    const landing = z.object({
      welcome: z
        .union([z.boolean(), z.string()])
        .transform((value) => value === true || value === 'true')
        .optional()
        .catch(undefined),
    });
    const readLanding = searchReader({
      welcome: (value: unknown) =>
        typeof value === 'boolean' || typeof value === 'string' ? value === true || value === 'true' : undefined,
    });
    agree(readLanding, landing, ['welcome']);
  });
});
