/**
 * Two server processes on one PostgreSQL and one Redis (issue 17, decision 017): the
 * login/register rate limit is counted once for both; a public search cached by both (60 s) is
 * cleared in both within a second of a write through either; GET /metrics answers a scraper
 * with the token. Both run the compiled server (dist/server.js). Runs in the PostgreSQL pass (DATABASE_URL set), with Redis on 127.0.0.1:6379
 * (REDIS_TEST_URL to use another).
 */
import { createUser, createVenue } from '@rentas/db/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../packages/api/src/services/auth';
import { useTestApp } from './helpers';
import { buildCompiledServer, type ServerProcess, startServerProcess } from './support/processes';

const onPostgres = Boolean(process.env.DATABASE_URL);
const t = useTestApp();
const METRICS_TOKEN = 'scrape-token-0123456789abcdef';
const AUTH_RATE_LIMIT = 6;
// A database of its own on the Redis server, emptied first, so other runs cannot interfere.
const redisUrl = `${process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379'}/${7 + Math.floor(Math.random() * 8)}`;
let a: ServerProcess;
let b: ServerProcess;

describe.runIf(onPostgres)('several servers, one truth (PostgreSQL + Redis)', () => {
  beforeAll(async () => {
    const redis = new Redis(redisUrl);
    await redis.flushdb();
    await redis.quit();
    const env = {
      DATABASE_URL: t.handle.url as string,
      REDIS_URL: redisUrl,
      AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT),
      SEARCH_CACHE_TTL_MS: '60000',
      METRICS_TOKEN,
    };
    // As production runs it: compiled JavaScript, no tsx.
    buildCompiledServer();
    [a, b] = await Promise.all([
      startServerProcess(env, { compiled: true }),
      startServerProcess(env, { compiled: true }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  async function search(server: ServerProcess, q: string): Promise<string[]> {
    const res = await fetch(`${server.url}/api/venues?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { name: string }[]).map((v) => v.name);
  }

  it('a write through one process clears the cached searches of both within a second', async () => {
    const owner = await createUser(t.db, { role: 'owner' });
    const cookie = `session=${(await createSession(t.db, owner.id)).token}`;
    const word = `Cachesitos${Date.now()}`;
    expect(await search(a, word)).toEqual([]);
    expect(await search(b, word)).toEqual([]);
    // Written behind the servers' backs: both keep answering from the cache (60 s).
    await createVenue(t.db, owner.id, { name: `Sala ${word} Oculta` });
    expect(await search(a, word)).toEqual([]);
    expect(await search(b, word)).toEqual([]);

    // A write through process A (creating a venue) must reach B's cache too.
    const created = await fetch(`${a.url}/api/venues`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        name: `Sala ${word} Nueva`,
        description: 'Sala de juntas para probar la caché compartida entre servidores.',
        category: 'meeting_room',
        address: 'Calle Durango 200, Roma Norte, 06700',
        city: 'Ciudad de México',
        capacity: 8,
        pricePerHour: '400.00',
        amenities: [],
        images: [],
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const written = Date.now();
    let seenByB: string[] = [];
    while (Date.now() - written < 1000) {
      seenByB = await search(b, word);
      if (seenByB.length === 2) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(seenByB.sort()).toEqual([`Sala ${word} Nueva`, `Sala ${word} Oculta`]);
    expect((await search(a, word)).length).toBe(2);
  });

  it('the login limit is one count for both processes', async () => {
    const attempt = (server: ServerProcess) =>
      fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nadie@ejemplo.mx', password: 'equivocada123' }),
      });
    const statuses: number[] = [];
    // Alternating processes: each alone would allow AUTH_RATE_LIMIT, together they allow it once.
    for (let i = 0; i < AUTH_RATE_LIMIT; i++) statuses.push((await attempt(i % 2 ? b : a)).status);
    expect(statuses.every((s) => s === 401)).toBe(true);
    const overA = await attempt(a);
    const overB = await attempt(b);
    expect([overA.status, overB.status]).toEqual([429, 429]);
    expect(((await overB.json()) as { message: string }).message).toMatch(/intentos/i);
  });

  it('GET /metrics answers the scraper with the token, and no one else', async () => {
    expect((await fetch(`${a.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${a.url}/metrics`, { headers: { authorization: 'Bearer otra-cosa' } })).status).toBe(401);
    const res = await fetch(`${a.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/http_request_duration_seconds_bucket\{[^}]*route="\/api\/venues"[^}]*status_code="200"/);
    expect(text).toMatch(/http_requests_total\{method="POST",route="\/api\/auth\/login",status_code="401"\} [1-9]/);
    expect(text).toMatch(/db_pool_connections\{state="idle"\} \d+/);
    expect(text).toMatch(/mail_queue_depth \d+/);
    expect(text).toMatch(/process_cpu_seconds_total/);
  });
});
