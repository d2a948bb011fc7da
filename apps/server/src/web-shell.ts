/**
 * The web app's page for a browser address (the SPA fallback): dist/index.html plus what
 * the opened page needs first, so it can show without waiting on extra round trips
 * (issue 7: Lighthouse mobile performance on /, /venues and /venue/:id):
 * - the session's user (auth.me) and the page's first data, in a JSON data block
 *   (`<script type="application/json" id="bootstrap">`, superjson like tRPC) that the app
 *   puts in its query cache before it starts (apps/web/src/lib/bootstrap.ts);
 * - `<link rel="modulepreload">` for the page's own code, from Vite's build manifest;
 * - `<link rel="preload" as="image">` for the first venue photo, the largest thing on
 *   screen when /venues or /venue/:id opens;
 * - for a visitor who is not signed in, on those pages and /, the page itself drawn on the
 *   server in place of the loading shell, with the app's code fetched only after it has
 *   painted (first-paint.ts, decision 021).
 * Whatever fails or takes too long is left out: the app then loads it itself, as it does
 * without this. The page carries the user's own data, so it is never stored by shared caches.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCaller } from '@rentas/api';
import {
  CARD_IMAGE_SIZES,
  GALLERY_IMAGE_SIZES,
  imageSrcSet,
  parseVenueSearch,
  searchObjectFromQuery,
  toVenueListInput,
} from '@rentas/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import superjson from 'superjson';
import { createRequestContext, type RequestDeps } from './context';
import { APP_LOADER_SCRIPT, loadFirstPaintRenderer, screenOf } from './first-paint';

/** One query answer for the app's cache: the tRPC path, its input and its superjson-encoded output. */
export interface BootstrapQuery {
  path: string;
  input?: unknown;
  /** true for a useInfiniteQuery (the answer is its first page) */
  infinite?: boolean;
  data: ReturnType<typeof superjson.serialize>;
}

/** How long the page waits for its data before it is sent without it (ms). */
const DATA_BUDGET_MS = 800;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** A page of the web app and the files its code needs (beyond the entry's). */
interface RouteAssets {
  pattern: RegExp;
  scripts: string[];
  styles: string[];
}

/**
 * Reads Vite's manifest: every code-split route file (`src/routes/<name>.tsx?tsr-split=…`,
 * TanStack Router's flat names: `venue.$venueId` → /venue/:venueId) with the chunks and
 * styles it imports that the entry does not already load.
 */
function readRouteAssets(webDist: string): RouteAssets[] {
  const path = join(webDist, '.vite/manifest.json');
  if (!existsSync(path)) return [];
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  const collect = (key: string, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) collect(child, seen);
  };
  const entry = new Set<string>();
  collect('index.html', entry);
  const routes: RouteAssets[] = [];
  for (const key of Object.keys(manifest)) {
    const match = /^src\/routes\/(.+)\.tsx\?tsr-split=/.exec(key);
    if (!match?.[1] || match[1].startsWith('__')) continue;
    const segments = match[1]
      .split('.')
      .filter((segment) => segment !== 'index')
      .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[^a-z0-9-]/gi, '\\$&')));
    const chunks = new Set<string>();
    collect(key, chunks);
    const own = [...chunks].filter((chunk) => !entry.has(chunk)).map((chunk) => manifest[chunk] as ManifestChunk);
    routes.push({
      pattern: new RegExp(`^/${segments.join('/')}/?$`),
      scripts: own.map((chunk) => `/${chunk.file}`),
      styles: own.flatMap((chunk) => (chunk.css ?? []).map((file) => `/${file}`)),
    });
  }
  // The landing page is built into the entry (not code-split, for its first paint), so the
  // manifest has no route file for it; it is still a page (200, not the not-found 404).
  if (routes.length > 0 && !routes.some((route) => route.pattern.test('/'))) {
    routes.push({ pattern: /^\/$/, scripts: [], styles: [] });
  }
  return routes;
}

/** index.html split for a page drawn on the server: its code hints and loading shell taken out. */
interface FirstPaintTemplate {
  /** index.html without the entry script, its modulepreloads and the loading shell's markup */
  html: string;
  /** the entry module and the chunks it imports, for APP_LOADER_SCRIPT */
  entry: string;
  preloads: string[];
}

/** #root with the loading shell: replaced whole, since React takes over #root's exact content. */
const SHELL = /<div id="root">\s*(<!--[\s\S]*?-->\s*)*<!--first-paint-->[\s\S]*<!--\/first-paint-->\s*<\/div>/;
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** Null when index.html is not a Vite build with the shell's markers (then no page is drawn on the server). */
function firstPaintTemplate(template: string): FirstPaintTemplate | null {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry || !SHELL.test(template)) return null;
  return {
    html: template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    entry,
    preloads: [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string),
  };
}

/** `<`, `>`, `&` and line separators escaped, so the JSON cannot end its script element. */
function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The preload of the page's first photo, with the srcset and sizes its `<img>` has (VenueImage). */
function photoPreload(src: string, sizes: string): string {
  const srcSet = imageSrcSet(src);
  const responsive = srcSet ? ` imagesrcset="${escapeAttribute(srcSet)}" imagesizes="${escapeAttribute(sizes)}"` : '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(src)}"${responsive}>`;
}

/** Resolves to the promise's value, or to undefined when it fails or the budget runs out. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise.catch(() => undefined), timeout]).finally(() => clearTimeout(timer));
}

export interface WebShell {
  /** Sends the page for a GET of a web address (any path the API does not own); 404 for a path no page answers. */
  send(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/**
 * Builds the page sender. Input: the request dependencies (database, config) and the built
 * app folder (index.html and .vite/manifest.json, read once). Output: a WebShell.
 */
export function createWebShell(deps: RequestDeps, webDist: string): WebShell {
  const template = readFileSync(join(webDist, 'index.html'), 'utf8');
  const routes = readRouteAssets(webDist);
  const paintTemplate = firstPaintTemplate(template);
  const renderer = paintTemplate ? loadFirstPaintRenderer(webDist).catch(() => null) : Promise.resolve(null);
  // Issue 18: the map tiles' template for the app's maps (lib/map-tiles.ts reads it).
  const site = deps.config.mapTileUrl
    ? [`<meta name="map-tile-url" content="${escapeAttribute(deps.config.mapTileUrl)}">`]
    : [];

  /** The page's first data and its largest photo, read as the visitor would (same caller, same checks). */
  async function pageData(req: FastifyRequest, reply: FastifyReply, path: string, query: string) {
    const queries: BootstrapQuery[] = [];
    let photo: { src: string; sizes: string } | undefined;
    // The page is drawn on the server only for visitors who are not signed in (their first
    // visit; a signed-in layout depends on the screen width the server cannot know) and only
    // once its main data is there.
    let mainData = false;
    const add = (entry: Omit<BootstrapQuery, 'data'>, data: unknown) => {
      if (data !== undefined) queries.push({ ...entry, data: superjson.serialize(data) });
    };
    const caller = createCaller(await createRequestContext(deps, req, reply));
    const me = await caller.auth.me();
    add({ path: 'auth.me' }, me);
    if (path === '/' && !me) {
      add({ path: 'venues.popular' }, await within(caller.venues.popular(), DATA_BUDGET_MS));
      mainData = true;
    } else if (path === '/venues') {
      const input = toVenueListInput(parseVenueSearch(searchObjectFromQuery(query)));
      const [page, cities] = await Promise.all([
        within(caller.venues.search(input), DATA_BUDGET_MS),
        within(caller.venues.cities(), DATA_BUDGET_MS),
      ]);
      add({ path: 'venues.search', input, infinite: true }, page);
      add({ path: 'venues.cities' }, cities);
      mainData = page !== undefined;
      const src = page?.venues[0]?.images[0];
      if (src) photo = { src, sizes: CARD_IMAGE_SIZES };
    } else {
      const venueId = /^\/venue\/([^/]+)\/?$/.exec(path)?.[1];
      if (venueId && UUID.test(venueId)) {
        const reviewsInput = { venueId, limit: 3 };
        const [venue, reviews] = await Promise.all([
          within(caller.venues.byId({ id: venueId }), DATA_BUDGET_MS),
          within(caller.venues.reviews(reviewsInput), DATA_BUDGET_MS),
        ]);
        add({ path: 'venues.byId', input: { id: venueId } }, venue);
        add({ path: 'venues.reviews', input: reviewsInput }, reviews);
        mainData = venue !== undefined;
        const src = venue?.images[0];
        if (src) photo = { src, sizes: GALLERY_IMAGE_SIZES };
      }
    }
    return { queries, photo, drawn: !me && mainData };
  }

  return {
    async send(req, reply) {
      const [path = '/', query = ''] = req.url.split('?', 2);
      const route = routes.find((candidate) => candidate.pattern.test(path));
      // No data when the database is down or slow: the app shows its own states then.
      const data = await within(pageData(req, reply, path, query), DATA_BUDGET_MS * 2);
      if (data?.drawn && route && paintTemplate) {
        const screen = screenOf(req.headers['user-agent']);
        try {
          const page = await (await renderer)?.render(req.url, data.queries, screen);
          if (page !== undefined) return sendPage(reply, 200, drawnHtml(paintTemplate, route, data, page, site));
        } catch (error) {
          // The page is still sent, with the loading shell: the app draws it in the browser.
          req.log.warn({ err: error }, 'first paint render failed');
        }
      }
      const head = [
        ...(data?.photo ? [photoPreload(data.photo.src, data.photo.sizes)] : []),
        ...(route?.scripts ?? []).map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
        ...(route?.styles ?? []).map((file) => `<link rel="stylesheet" crossorigin href="${file}">`),
      ];
      const html = withHeadAndData(template, [...site, ...head], data?.queries ?? []);
      // A path no page of the app answers gets the app's Spanish not-found page with HTTP 404
      // (PRODUCT.md round 2). Without a manifest (a bare build) every path is sent as a page.
      const known = route !== undefined || routes.length === 0;
      return sendPage(reply, known ? 200 : 404, html);
    },
  };
}

/**
 * The HTML with `head` lines before `</head>` and the data block (when there are queries) first
 * in `<body>`. Function replacers: a string replacement would expand `$\``, `$'` and `$&` found
 * in owner text (issue 12: a venue named "Dollar $\` name" re-inserted the whole template).
 */
function withHeadAndData(html: string, head: string[], queries: BootstrapQuery[]): string {
  const data = queries.length ? `<script type="application/json" id="bootstrap">${safeJson({ queries })}</script>` : '';
  return html
    .replace('  </head>', () => `${head.map((line) => `    ${line}\n`).join('')}  </head>`)
    .replace('<body>', () => `<body>\n    ${data}`);
}

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .status(status)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'Cookie, User-Agent')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * index.html with the page drawn in #root (`data-first-paint`), the photo preload and the
 * page's styles in the head, the data block, and APP_LOADER_SCRIPT in place of the entry script
 * and every modulepreload: the app's code is asked for only after the page has painted.
 */
function drawnHtml(
  drawable: FirstPaintTemplate,
  route: RouteAssets,
  data: { queries: BootstrapQuery[]; photo?: { src: string; sizes: string } },
  page: string,
  site: string[],
): string {
  const head = [
    ...site,
    ...(data.photo ? [photoPreload(data.photo.src, data.photo.sizes)] : []),
    ...route.styles.map((file) => `<link rel="stylesheet" crossorigin href="${file}">`),
  ];
  const preloads = [...drawable.preloads, ...route.scripts].join(' ');
  const loader = `<script data-app="${escapeAttribute(drawable.entry)}" data-preload="${escapeAttribute(preloads)}">${APP_LOADER_SCRIPT}</script>`;
  // Function replacers: owner text in the page must never be read as a replacement pattern.
  return withHeadAndData(drawable.html, head, data.queries)
    .replace('  </body>', () => `    ${loader}\n  </body>`)
    .replace(SHELL, () => `<div id="root" data-first-paint>${page}</div>`);
}
