/**
 * Issue 12 (client errors answered as 500): a NUL byte in any text, a tRPC call with the
 * wrong method or content type, and a CORS preflight get their 4xx with a Spanish
 * message, and are logged at info level at most, never as errors.
 */
import { describeError, toTRPCError } from '@rentas/api';
import { openTestDb, type TestDb } from '@rentas/db/testing';
import { AppError, ERRORS, type ErrorCode } from '@rentas/domain';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { type TRPC_ERROR_CODE_KEY, TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { signedInUser, testConfig } from './helpers';

/** Log lines written by the app (pino JSON), captured through a custom stream. */
const lines: { level: number; msg?: string; err?: unknown }[] = [];
const ERROR_LEVEL = 50;
let app: FastifyInstance;
let handle: TestDb;

beforeAll(async () => {
  handle = await openTestDb(inject('dbTemplate'));
  app = await buildApp({
    db: handle.db,
    config: testConfig(),
    logger: { level: 'debug', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});
beforeEach(() => {
  lines.length = 0;
});

function errorLines() {
  return lines.filter((l) => l.level >= ERROR_LEVEL);
}

const TRPC_JSON = { 'content-type': 'application/json' };

describe('client errors are 4xx, never logged as errors', () => {
  it('NUL in a REST query string: 400 INVALID_CHARACTERS', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/venues?q=%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'INVALID_CHARACTERS', message: ERRORS.INVALID_CHARACTERS.message });
    expect(errorLines()).toEqual([]);
  });

  it('NUL in a REST JSON body: 400 before any SQL', async () => {
    const { cookie } = await signedInUser({ app, db: handle.db } as never);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie },
      payload: { firstName: 'A\u0000B', lastName: 'C' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_CHARACTERS');
    expect(errorLines()).toEqual([]);
  });

  it('NUL in a tRPC query input (GET ?input=) and mutation body: 400 in the tRPC error shape', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { q: 'a\u0000' } }));
    const get = await app.inject({ method: 'GET', url: `/trpc/venues.list?input=${input}` });
    expect(get.statusCode, get.body).toBe(400);
    expect(get.json().error.json.message).toBe(ERRORS.INVALID_CHARACTERS.message);
    expect(get.json().error.json.data.appCode).toBe('INVALID_CHARACTERS');

    const post = await app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: TRPC_JSON,
      payload: JSON.stringify({ json: { email: 'a\u0000@x.mx', password: 'x' } }),
    });
    expect(post.statusCode, post.body).toBe(400);
    expect(post.json().error.json.data.appCode).toBe('INVALID_CHARACTERS');
    expect(errorLines()).toEqual([]);
  });

  it('POST to a tRPC query: 405 METHOD_NOT_ALLOWED', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/venues.byId',
      headers: TRPC_JSON,
      payload: JSON.stringify({ json: { id: '00000000-0000-4000-8000-000000000000' } }),
    });
    expect(res.statusCode).toBe(405);
    expect(res.json().error.json.message).toBe(ERRORS.METHOD_NOT_ALLOWED.message);
    expect(errorLines()).toEqual([]);
  });

  it('GET to a tRPC mutation: 405 METHOD_NOT_ALLOWED', async () => {
    const res = await app.inject({ method: 'GET', url: '/trpc/auth.logout' });
    expect(res.statusCode).toBe(405);
    expect(res.json().error.json.data.appCode).toBe('METHOD_NOT_ALLOWED');
    expect(errorLines()).toEqual([]);
  });

  it('a tRPC mutation sent as text/plain: 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/auth.logout',
      headers: { 'content-type': 'text/plain' },
      payload: 'hola',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.json.data.appCode).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(errorLines()).toEqual([]);
  });

  it('a CORS preflight OPTIONS: a 4xx, not a 500', async () => {
    for (const url of ['/api/venues', '/trpc/venues.list', '/api/auth/login']) {
      const res = await app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['access-control-allow-origin'], url).toBeUndefined();
    }
    expect(errorLines()).toEqual([]);
  });

  it('logs each client error at info level with its status', async () => {
    await app.inject({ method: 'GET', url: '/api/venues?q=%00' });
    const completed = lines.find((l) => (l as { res?: { statusCode?: number } }).res?.statusCode === 400);
    expect(completed?.level).toBe(30);
  });
});

describe('the error table covers every tRPC error code', () => {
  const codes = Object.keys(TRPC_ERROR_CODES_BY_KEY) as TRPC_ERROR_CODE_KEY[];

  it.each(codes)('%s keeps its HTTP status and gets a Spanish message', (code) => {
    const error = new TRPCError({ code });
    const described = describeError(error);
    expect(described.status).toBe(getHTTPStatusCodeFromError(error));
    expect(ERRORS[described.code].status).toBe(described.status);
  });

  it.each(Object.keys(ERRORS) as ErrorCode[])('AppError %s keeps its HTTP status over tRPC', (code) => {
    expect(getHTTPStatusCodeFromError(toTRPCError(new AppError(code)))).toBe(ERRORS[code].status);
  });
});
