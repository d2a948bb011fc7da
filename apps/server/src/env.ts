/**
 * Configuration, read from the environment once and checked with zod at boot.
 * Nothing else reads process.env.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BookingLimits, S3StorageConfig } from '@rentas/api';
import { GOOGLE_DEFAULTS, type GoogleConfig } from '@rentas/auth';
import { z } from 'zod';

/** The repository root (the folder holding pnpm-workspace.yaml). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(join(REPO_ROOT, 'data')),
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_URL: z.string().url().optional(),
  APP_SECRET: z.string().min(32).optional(),
  ADMIN_EMAILS: z.string().default(''),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
  LOGIN_ACCOUNT_LIMIT: z.coerce.number().int().min(0).max(1000).default(10),
  TRUST_PROXY: z
    .string()
    .default('')
    .refine((v) => v.trim().toLowerCase() !== 'true', {
      error: 'TRUST_PROXY=true would trust any client; name the proxy addresses or a hop count',
    }),
  SEED_ON_EMPTY: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  WEB_DIST: z.string().default(join(REPO_ROOT, 'apps/web/dist')),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTH_URL: z.string().url().default(GOOGLE_DEFAULTS.authorizationEndpoint),
  GOOGLE_TOKEN_URL: z.string().url().default(GOOGLE_DEFAULTS.tokenEndpoint),
  GOOGLE_JWKS_URL: z.string().url().default(GOOGLE_DEFAULTS.jwksUri),
  GOOGLE_ISSUER: z.string().default(GOOGLE_DEFAULTS.issuer),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_API_BASE: z.string().url().default('https://api-m.sandbox.paypal.com'),
  // Issue 18: map tiles, an XYZ template such as https://tile.openstreetmap.org/{z}/{x}/{y}.png.
  // Unset (the offline default): maps draw the colonias' names over a plain background.
  MAP_TILE_URL: z
    .string()
    .refine(
      (v) => /^https?:\/\/[^/\s'"]+\/[^\s'"]*$/.test(v) && ['{z}', '{x}', '{y}'].every((part) => v.includes(part)),
      {
        error: 'MAP_TILE_URL must be an http(s) tile template with {z}, {x} and {y}',
      },
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  CALENDAR_FEEDS_ALLOW_PRIVATE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'SMTP_URL must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().default('Rentas por Hora <no-reply@rentasporhora.mx>'),
  MAX_UNPAID_PAYPAL_HOLDS: z.coerce.number().int().min(0).max(1000).default(3),
  MAX_UPCOMING_BOOKINGS_PER_VENUE: z.coerce.number().int().min(0).max(10_000).default(4),
  MAX_UPCOMING_BOOKINGS: z.coerce.number().int().min(0).max(10_000).default(10),
  SEARCH_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'REDIS_URL must start with redis:// or rediss://' })
    .optional(),
  METRICS_TOKEN: z.string().min(16, { error: 'METRICS_TOKEN must be at least 16 characters' }).optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Every environment variable the server reads (turbo.json's globalEnv must list each, issue 14). */
export const ENV_NAMES = Object.keys(EnvSchema.shape);

export interface ServerConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  dbPoolSize: number;
  publicUrl: string;
  /** false when PUBLIC_URL was not set and publicUrl is the development default (issue 13) */
  publicUrlConfigured: boolean;
  appSecret: string;
  adminEmails: string[];
  /** requests per minute per IP on login and register; 0 turns the limit off */
  authRateLimit: number;
  /** failed logins per account (e-mail) in 15 minutes before 429; 0 turns the limit off (issue 12) */
  loginAccountLimit: number;
  /**
   * Fastify's trustProxy: false (default; X-Forwarded-* are ignored and the client is the socket
   * address), a hop count, or the proxies' addresses/CIDRs (issue 12: a forged X-Forwarded-For
   * must not pick the rate-limit key).
   */
  trustProxy: false | number | string[];
  seedOnEmpty: boolean;
  webDist: string;
  /** Google sign-in; null unless GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set */
  google: GoogleConfig | null;
  /** PayPal API; null unless PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set */
  paypal: { clientId: string; clientSecret: string; apiBase: string } | null;
  paypalClientId: string | null;
  /** S3-compatible image storage; null (local folder) unless S3_BUCKET and keys are set */
  s3: S3StorageConfig | null;
  /** issue 18: the map tiles' XYZ template (MAP_TILE_URL); null: no tiles, nothing fetched */
  mapTileUrl: string | null;
  /** issue 18: external iCal feeds may be on loopback/private addresses (CALENDAR_FEEDS_ALLOW_PRIVATE) */
  calendarFeedsAllowPrivate: boolean;
  logLevel: string;
  /** how long a SIGTERM keeps accepting requests before draining, ms */
  shutdownGraceMs: number;
  /** how long a public search answer may be reused, ms (0: no cache); docs/decisions/009 */
  searchCacheTtlMs: number;
  /**
   * Redis shared by every server process (issue 17): the login/register rate limit and the
   * search-answer cache live there, and a write in one process clears the cache in all of them.
   * null: in-process ones (the embedded default).
   */
  redisUrl: string | null;
  /** bearer token of GET /metrics (issue 17); null: no /metrics route */
  metricsToken: string | null;
  /** per-user booking caps against slot hoarding (issue 12); 0 turns a cap off */
  bookingLimits: BookingLimits;
  /**
   * E-mail (issue 15): the SMTP server (SMTP_URL) and sender (MAIL_FROM). With no SMTP_URL,
   * e-mails are kept in the outbox, readable on the development mailbox, and never sent.
   */
  mail: { smtpUrl: string | null; from: string };
}

/**
 * TRUST_PROXY: '' or 'false' → false; a whole number → that many proxy hops; otherwise a
 * comma-separated list of proxy addresses or CIDRs ("10.0.0.1,172.16.0.0/12").
 */
export function parseTrustProxy(value: string): false | number | string[] {
  const text = value.trim();
  if (text === '' || text.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A secret kept in the data folder so QR signatures survive restarts in development. */
function dataDirSecret(dataDir: string): string {
  const file = join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Parses the environment. Output: ServerConfig. Throws a readable error listing
 * every invalid variable; in production APP_SECRET and PUBLIC_URL are required.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && (!e.APP_SECRET || !e.PUBLIC_URL)) {
    throw new Error('Invalid configuration: APP_SECRET and PUBLIC_URL are required in production');
  }
  const dataDir = resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const paypal =
    e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET
      ? {
          clientId: e.PAYPAL_CLIENT_ID,
          clientSecret: e.PAYPAL_CLIENT_SECRET,
          apiBase: e.PAYPAL_API_BASE.replace(/\/$/, ''),
        }
      : null;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    dbPoolSize: e.DB_POOL_SIZE,
    publicUrl,
    publicUrlConfigured: e.PUBLIC_URL !== undefined,
    appSecret: e.APP_SECRET ?? dataDirSecret(dataDir),
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    authRateLimit: e.AUTH_RATE_LIMIT,
    loginAccountLimit: e.LOGIN_ACCOUNT_LIMIT,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    seedOnEmpty: e.SEED_ON_EMPTY,
    webDist: resolve(e.WEB_DIST),
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            redirectUri: `${publicUrl}/api/auth/google/callback`,
            authorizationEndpoint: e.GOOGLE_AUTH_URL,
            tokenEndpoint: e.GOOGLE_TOKEN_URL,
            jwksUri: e.GOOGLE_JWKS_URL,
            issuer: e.GOOGLE_ISSUER,
          }
        : null,
    paypal,
    paypalClientId: paypal?.clientId ?? null,
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : null,
    mapTileUrl: e.MAP_TILE_URL ?? null,
    calendarFeedsAllowPrivate: e.CALENDAR_FEEDS_ALLOW_PRIVATE,
    logLevel: e.LOG_LEVEL,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    searchCacheTtlMs: e.SEARCH_CACHE_TTL_MS,
    redisUrl: e.REDIS_URL ?? null,
    metricsToken: e.METRICS_TOKEN ?? null,
    bookingLimits: {
      unpaidPaypalHolds: e.MAX_UNPAID_PAYPAL_HOLDS,
      upcomingPerVenue: e.MAX_UPCOMING_BOOKINGS_PER_VENUE,
      upcoming: e.MAX_UPCOMING_BOOKINGS,
    },
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
  };
}
