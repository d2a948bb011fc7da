/**
 * The web app's page (src/web-shell.ts): a browser address gets index.html with the
 * session's user and the opened page's first data (the same answers the API gives), hints
 * for the page's own code and first photo, and headers that keep it out of shared caches.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CARD_IMAGE_SIZES, GALLERY_IMAGE_SIZES } from '@rentas/domain';
import type { LightMyRequestResponse } from 'fastify';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import type { BootstrapQuery } from '../src/web-shell';
import { signedInUser, useTestApp, venueWithOwner } from './helpers';

/**
 * A built web app in miniature: the template and a manifest with three code-split pages; the
 * landing page is in the entry, as in the real build.
 */
function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rentas-web-'));
  writeFileSync(
    join(dir, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="es-MX">',
      '  <head>',
      '    <script type="module" crossorigin src="/assets/index.js"></script>',
      '  </head>',
      '  <body>',
      '    <div id="root"><p>Cargando…</p></div>',
      '  </body>',
      '</html>',
    ].join('\n'),
  );
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', imports: ['_framework.js'], isEntry: true },
      '_framework.js': { file: 'assets/framework.js' },
      '_select.js': { file: 'assets/select.js', imports: ['_framework.js'], css: ['assets/select.css'] },
      'src/routes/my-bookings.tsx?tsr-split=component': { file: 'assets/my-bookings.js', imports: ['_framework.js'] },
      'src/routes/venues.tsx?tsr-split=component': {
        file: 'assets/venues.js',
        imports: ['_framework.js', '_select.js'],
      },
      'src/routes/venue.$venueId.tsx?tsr-split=component': {
        file: 'assets/venue.js',
        imports: ['_framework.js'],
      },
    }),
  );
  return dir;
}

const t = useTestApp({ webDist: fakeWebDist() });

async function page(url: string, cookie?: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  return res;
}

/** The queries of the page's data block, deserialized, by tRPC path. */
function bootstrap(res: LightMyRequestResponse): Map<string, { input?: unknown; infinite?: boolean; data: unknown }> {
  const match = /<script type="application\/json" id="bootstrap">(.*?)<\/script>/s.exec(res.body);
  if (!match?.[1]) throw new Error(`no data block in:\n${res.body}`);
  const { queries } = JSON.parse(match[1]) as { queries: BootstrapQuery[] };
  return new Map(queries.map((q) => [q.path, { ...q, data: superjson.deserialize(q.data) }]));
}

describe('web app page', () => {
  it('/venues carries the visitor state, the first results for the URL filters and hints', async () => {
    const city = `Shell ${Date.now()}`;
    const { venue } = await venueWithOwner(t, { city, images: ['/uploads/shell/uno.jpg', '/uploads/shell/dos.jpg'] });
    const res = await page(`/venues?city=${encodeURIComponent(city)}&guests=2&bogus=1`);

    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/Cookie/);
    const queries = bootstrap(res);
    expect(queries.get('auth.me')?.data).toBeNull();
    const search = queries.get('venues.search');
    expect(search?.infinite).toBe(true);
    expect(search?.input).toEqual({ city, guests: 2 });
    const first = search?.data as { total: number; venues: Array<{ id: string }> };
    expect(first.total).toBe(1);
    expect(first.venues.map((v) => v.id)).toEqual([venue.id]);

    // The same answer the API gives for that input.
    const api = await t.app.inject({ method: 'GET', url: `/api/venues?city=${encodeURIComponent(city)}&guests=2` });
    expect((api.json() as Array<{ id: string }>).map((v) => v.id)).toEqual([venue.id]);

    expect(res.body).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/uploads/shell/uno.jpg"' +
        ' imagesrcset="/uploads/w/480/shell/uno.jpg 480w, /uploads/w/800/shell/uno.jpg 800w, /uploads/shell/uno.jpg 1200w"' +
        ` imagesizes="${CARD_IMAGE_SIZES}">`,
    );
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/venues.js">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/select.js">');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/select.css">');
    // The entry's own chunks are already in the template.
    expect(res.body).not.toContain('href="/assets/framework.js"');
    expect(res.body).toContain('<div id="root"><p>Cargando…</p></div>');
  });

  it('carries the signed-in user, read from the session cookie', async () => {
    const { user, cookie } = await signedInUser(t, { role: 'user' });
    const me = bootstrap(await page('/my-bookings', cookie)).get('auth.me')?.data as { id: string; email: string };
    expect(me).toMatchObject({ id: user.id, email: user.email });
    expect(bootstrap(await page('/my-bookings')).get('auth.me')?.data).toBeNull();
  });

  it('/venue/:id carries the venue and its reviews; an unknown venue is left to the app', async () => {
    const { venue } = await venueWithOwner(t, { images: ['/uploads/shell/portada.jpg'] });
    const res = await page(`/venue/${venue.id}`);
    const queries = bootstrap(res);
    expect(queries.get('venues.byId')?.input).toEqual({ id: venue.id });
    expect(queries.get('venues.byId')?.data).toMatchObject({ id: venue.id });
    expect(queries.get('venues.reviews')?.input).toEqual({ venueId: venue.id, limit: 3 });
    expect(res.body).toContain('href="/uploads/shell/portada.jpg"');
    expect(res.body).toContain(`imagesizes="${GALLERY_IMAGE_SIZES}"`);
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/venue.js">');
    expect(res.body).not.toContain('href="/assets/venues.js"');

    const missing = bootstrap(await page('/venue/00000000-0000-4000-8000-000000000000'));
    expect(missing.has('venues.byId')).toBe(false);
    expect(missing.has('auth.me')).toBe(true);
  });

  it('venue text cannot end the data block or inject markup', async () => {
    const name = 'Sala </script><script>alert(1)</script> & <b>';
    const { venue } = await venueWithOwner(t, { name, images: ['/uploads/a".jpg'] });
    const res = await page(`/venue/${venue.id}`);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('/uploads/a"');
    expect(bootstrap(res).get('venues.byId')?.data).toMatchObject({ name });
  });

  it('a photo path stored before paths were checked is neither preloaded nor listed', async () => {
    const { venue } = await venueWithOwner(t, {
      images: ['/uploads/w/../../api/logout', 'https://tracker.example/p.jpg', '/uploads/seed/ok.jpg'],
    });
    const res = await page(`/venue/${venue.id}`);
    expect(res.body).not.toContain('api/logout');
    expect(res.body).not.toContain('tracker.example');
    expect(bootstrap(res).get('venues.byId')?.data).toMatchObject({ images: ['/uploads/seed/ok.jpg'] });
  });

  it('dollar patterns in owner text are kept as written and do not repeat the page', async () => {
    for (const name of ['Dollar $` name', "Sala $' final", 'Foro $& $$ $1']) {
      const { venue } = await venueWithOwner(t, { name, images: ['/uploads/dollar.jpg'] });
      const res = await page(`/venue/${venue.id}`);
      expect(res.body.match(/<div id="root">/g), name).toHaveLength(1);
      expect(res.body.match(/<\/html>/g), name).toHaveLength(1);
      expect(res.body.match(/id="bootstrap"/g), name).toHaveLength(1);
      expect(bootstrap(res).get('venues.byId')?.data, name).toMatchObject({ name });
    }
  });

  it('is compressed, and API and file paths keep their JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/venues', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    for (const url of ['/api/nope', '/trpc', '/assets/old-build.js', '/uploads/missing.jpg']) {
      const miss = await t.app.inject({ method: 'GET', url });
      expect(miss.statusCode, url).toBe(404);
      expect(miss.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('a path no page answers gets the app (its not-found page) with HTTP 404; known pages answer 200', async () => {
    for (const url of ['/esta-ruta-no-existe', '/venue', '/venues/extra/segmento']) {
      const miss = await t.app.inject({ method: 'GET', url });
      expect(miss.statusCode, url).toBe(404);
      expect(miss.headers['content-type'], url).toMatch(/^text\/html/);
      expect(miss.body, url).toContain('<div id="root">');
    }
    for (const url of ['/', '/venues?category=restaurant', '/venue/00000000-0000-4000-8000-000000000000']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });
});
