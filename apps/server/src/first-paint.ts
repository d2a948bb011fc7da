/**
 * The first paint of a public page drawn on the server (decision 021). The web app's
 * first-paint renderer (apps/web/src/entry-server.tsx, built into apps/web/dist-ssr/) turns
 * the page's address and first data into the HTML of the page itself, so the browser shows
 * the page before the app's code has arrived. The app's code is then fetched only after that
 * paint (and after the page's first photo has loaded) by APP_LOADER_SCRIPT, so it never
 * competes with what is on screen; the app starts and replaces the markup.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LRUCache } from 'lru-cache';

/** One answer sent with the page: tRPC path, input and superjson-encoded output (web-shell.ts). */
export interface FirstPaintQuery {
  path: string;
  input?: unknown;
  infinite?: boolean;
  data: unknown;
}

/** The visitor's screen as the server guesses it: 'phone' for a mobile User-Agent (`Mobi`, as MDN advises). */
export type ScreenGuess = 'phone' | 'desktop';

/** 'phone' when the User-Agent says mobile, else 'desktop'. */
export function screenOf(userAgent: string | undefined): ScreenGuess {
  return userAgent && /Mobi/i.test(userAgent) ? 'phone' : 'desktop';
}

type RenderFirstPaint = (url: string, queries: FirstPaintQuery[], screen: ScreenGuess) => Promise<string | null>;

/**
 * Starts the app once the first paint is on screen: the page's photo marked
 * `fetchpriority="high"` loaded (or failed), then the next frame drawn. At the latest after
 * 3 s (a tab in the background draws no frames). The script's own data attributes name the
 * entry module (`data-app`) and the page's chunks to preload (`data-preload`, space-separated),
 * so its text never changes and the Content-Security-Policy allows it by hash.
 */
export const APP_LOADER_SCRIPT = [
  '(function(){',
  'var me=document.currentScript,started=false;',
  'function start(){if(started)return;started=true;',
  "(me.getAttribute('data-preload')||'').split(' ').forEach(function(href){if(!href)return;",
  "var link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.appendChild(link);});",
  "var app=document.createElement('script');app.type='module';app.crossOrigin='';app.src=me.getAttribute('data-app');document.head.appendChild(app);}",
  'function afterPaint(){requestAnimationFrame(function(){setTimeout(start,0);});}',
  'var photo=document.querySelector(\'#root img[fetchpriority="high"]\');',
  "if(photo&&!photo.complete){photo.addEventListener('load',afterPaint);photo.addEventListener('error',afterPaint);}else{afterPaint();}",
  'setTimeout(start,3000);',
  '})();',
].join('');

/** The CSP source that allows APP_LOADER_SCRIPT and no other inline script. */
export const APP_LOADER_CSP_HASH = `'sha256-${createHash('sha256').update(APP_LOADER_SCRIPT).digest('base64')}'`;

/** Rendered pages kept: the same address with the same data renders the same HTML. */
const CACHED_PAGES = 200;

export interface FirstPaintRenderer {
  /**
   * The HTML of #root's content for `url` (path and query) drawn with `queries` for the
   * `screen` guessed from the User-Agent, or undefined
   * when the address is no page of the app; rejects when the render throws. Identical inputs are answered
   * from a 200-page LRU (a render of the landing page takes 10–40 ms of CPU).
   */
  render(url: string, queries: FirstPaintQuery[], screen: ScreenGuess): Promise<string | undefined>;
}

/**
 * Loads the web app's first-paint renderer. Input: the web app's build folder (apps/web/dist);
 * the renderer is its sibling dist-ssr/entry-server.js. Output: the renderer, or null when that
 * build is missing (the page is then sent with index.html's loading shell, as before).
 */
export async function loadFirstPaintRenderer(webDist: string): Promise<FirstPaintRenderer | null> {
  const entry = join(webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { renderFirstPaint: RenderFirstPaint };
  const cache = new LRUCache<string, string>({ max: CACHED_PAGES });
  return {
    async render(url, queries, screen) {
      const key = createHash('sha256').update(`${screen}\0${url}\0`).update(JSON.stringify(queries)).digest('base64');
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const html = await module.renderFirstPaint(url, queries, screen);
      if (html === null) return undefined;
      cache.set(key, html);
      return html;
    },
  };
}
