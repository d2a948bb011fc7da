/**
 * Pages drawn on the server (src/first-paint.ts, decision 021): a visitor who is not signed in
 * gets /, /venues and /venue/:id with the page itself in #root, the app's code fetched only by
 * the loader script (allowed by its hash in the Content-Security-Policy), and the same data
 * block as before. Signed-in visitors, other pages and a failing renderer keep index.html's
 * loading shell. The renderer here is a stand-in that echoes its inputs; the real one is
 * exercised by the browser tests (apps/web/e2e/first-paint.e2e.ts).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signedInUser, useTestApp, venueWithOwner } from './helpers';

const PHONE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

/** A built web app in miniature, as Vite writes it, with a renderer beside it in dist-ssr/. */
function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'rentas-first-paint-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="es-MX">',
      '  <head>',
      '    <script type="module" crossorigin src="/assets/index.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/framework.js">',
      '    <link rel="stylesheet" crossorigin href="/assets/index.css">',
      '  </head>',
      '  <body>',
      '    <div id="root">',
      '      <!--first-paint-->',
      '      <div class="boot-shell">Cargando…</div>',
      '      <!--/first-paint-->',
      '    </div>',
      '  </body>',
      '</html>',
    ].join('\n'),
  );
  writeFileSync(
    join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', imports: ['_framework.js'], isEntry: true },
      '_framework.js': { file: 'assets/framework.js' },
      'src/routes/venues.tsx?tsr-split=component': {
        file: 'assets/venues.js',
        imports: ['_framework.js'],
        css: ['assets/venues.css'],
      },
      'src/routes/venue.$venueId.tsx?tsr-split=component': { file: 'assets/venue.js', imports: ['_framework.js'] },
      'src/routes/login.tsx?tsr-split=component': { file: 'assets/login.js', imports: ['_framework.js'] },
    }),
  );
  const ssr = join(root, 'dist-ssr');
  mkdirSync(ssr);
  writeFileSync(join(ssr, 'package.json'), '{"type":"module"}');
  // Echoes what it was given; a venue named "explota" makes it throw.
  writeFileSync(
    join(ssr, 'entry-server.js'),
    [
      'export async function renderFirstPaint(url, queries, screen) {',
      '  const names = JSON.stringify(queries.map((q) => q.path));',
      "  if (JSON.stringify(queries).includes('explota')) throw new Error('render failed');",
      "  const venue = queries.find((q) => q.path === 'venues.byId');",
      "  const name = venue ? venue.data.json.name : '';",
      "  return '<main data-screen=\"' + screen + '\" data-url=\"' + url + '\">' + names + ' ' + name + '</main>';",
      '}',
    ].join('\n'),
  );
  return dist;
}

const t = useTestApp({ webDist: fakeBuild() });

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, url).toBe(200);
  return res;
}

/** The loader's inline script text, or undefined. */
function loaderOf(html: string): { tag: string; text: string } | undefined {
  const match = /(<script data-app="[^"]*" data-preload="[^"]*">)(.*?)<\/script>/s.exec(html);
  return match?.[1] && match[2] ? { tag: match[1], text: match[2] } : undefined;
}

describe('pages drawn on the server', () => {
  it('/venues on a phone: the page in #root, no module script, the loader allowed by its hash', async () => {
    const { venue } = await venueWithOwner(t, { city: `Dibujo ${Date.now()}` });
    const res = await page(`/venues?city=${encodeURIComponent(venue.city)}`, { 'user-agent': PHONE });

    // #root holds exactly the drawn page (the app hydrates #root's content as it is).
    expect(res.body).toContain(
      `<div id="root" data-first-paint><main data-screen="phone" data-url="/venues?city=${encodeURIComponent(venue.city)}">` +
        '["auth.me","venues.search","venues.cities"] </main></div>',
    );
    expect(res.body).not.toContain('boot-shell');
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).not.toContain('rel="modulepreload"');
    // The page's styles stay in the head (render-blocking, so the drawn page is styled).
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/venues.css">');
    expect(res.body).toContain('id="bootstrap"');
    expect(res.headers.vary).toMatch(/User-Agent/);

    const loader = loaderOf(res.body);
    expect(loader?.tag).toBe(
      '<script data-app="/assets/index.js" data-preload="/assets/framework.js /assets/venues.js">',
    );
    const hash = `'sha256-${createHash('sha256')
      .update(loader?.text ?? '')
      .digest('base64')}'`;
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`script-src 'self' ${hash.replace(/[+/]/g, '\\$&')}(;|$)`));
  });

  it('a desktop browser gets the desktop layout; / and a venue page are drawn too', async () => {
    expect((await page('/', { 'user-agent': DESKTOP })).body).toContain(
      '<main data-screen="desktop" data-url="/">["auth.me","venues.popular"] </main>',
    );
    const { venue } = await venueWithOwner(t, { name: 'Foro $& $` $1 <b>' });
    const res = await page(`/venue/${venue.id}`, { 'user-agent': DESKTOP });
    // The rendered markup goes in as written: `$` patterns are not replacement patterns.
    expect(res.body).toContain('["auth.me","venues.byId","venues.reviews"] Foro $& $` $1 <b></main>');
    expect(res.body.match(/<\/html>/g)).toHaveLength(1);
  });

  it('signed-in visitors, other pages, unknown venues and a failing render keep the loading shell', async () => {
    const { cookie } = await signedInUser(t, { role: 'user' });
    const { venue } = await venueWithOwner(t, { name: 'Sala explota' });
    for (const [url, headers] of [
      ['/venues', { cookie }],
      ['/login', {}],
      ['/venue/00000000-0000-4000-8000-000000000000', {}],
      [`/venue/${venue.id}`, {}],
    ] as const) {
      const res = await page(url, headers);
      expect(res.body, url).toContain('boot-shell');
      expect(res.body, url).not.toContain('data-first-paint');
      expect(res.body, url).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
      expect(loaderOf(res.body), url).toBeUndefined();
    }
  });
});
