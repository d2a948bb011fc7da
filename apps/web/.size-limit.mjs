/**
 * Size budgets per page (issue 17): `size-limit` sums, gzip-compressed (level 9), the
 * JavaScript a first visit to each page must load before it can show: the entry chunk with
 * everything it imports, plus the page's own code-split route chunk and its imports. Both come
 * from Vite's build manifest (dist/.vite/manifest.json), so chunk hashes never need editing.
 *
 * BUDGETS (kB, 1 kB = 1,000 bytes as size-limit counts) sit 3 % above each page's size when
 * they were set (2026-11-25; set again on 2026-11-26, when several pages had shrunk: the slot rules
 * no longer import TZDate, which took 5–6 kB off the venue and booking pages). A page that grows
 * past its budget fails `e2e/size-budget.e2e.ts` in the test suite. Raise a budget only on purpose, in the same commit as the growth.
 * SIZE_LIMIT_SCALE (default 1) multiplies every budget: the test uses it to show the check fails.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), 'dist');

/** Page → budget in kB (gzip). `/` is the landing page, built into the entry chunk. */
export const BUDGETS = {
  '/': 185,
  '/venues': 218,
  '/venue/$venueId': 203,
  '/booking/$venueId': 300,
  '/login': 235,
  '/register': 235,
  '/forgot-password': 232,
  '/reset-password': 234,
  '/confirm-email': 187,
  '/oauth-config': 210,
  '/home': 191,
  '/my-bookings': 286,
  '/favoritos': 186,
  '/profile': 278,
  '/mensajes': 193,
  '/mensajes/$conversationId': 239,
  '/become-owner': 236,
  '/role-selection': 187,
  '/check-in/$bookingId': 194,
  '/owner-dashboard': 276,
  '/owner-bookings': 241,
  '/add-venue': 290,
  '/edit-venue/$venueId': 290,
  '/admin-dashboard': 312,
  '/admin-users': 312,
  '/admin-venues': 312,
  '/admin-financial': 312,
  '/admin-admins': 312,
};

/** TanStack Router's flat file name → path: `venue.$venueId` → `/venue/$venueId`, `mensajes.index` → `/mensajes`. */
function pagePath(fileName) {
  return `/${fileName
    .split('.')
    .filter((segment) => segment !== 'index')
    .join('/')}`;
}

function checks() {
  const manifestFile = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error('No build to measure: run `pnpm --filter @rentas/web build` first');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const collect = (key, seen) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) collect(child, seen);
    return seen;
  };
  const files = (keys) => [...keys].map((key) => join(dist, manifest[key].file)).filter((file) => file.endsWith('.js'));
  const entry = collect('index.html', new Set());
  const pages = { '/': files(entry) };
  for (const key of Object.keys(manifest)) {
    const match = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/.exec(key);
    if (!match?.[1] || match[1].startsWith('__')) continue;
    pages[pagePath(match[1])] = files(collect(key, new Set(entry)));
  }
  const scale = Number(process.env.SIZE_LIMIT_SCALE ?? 1);
  return Object.entries(pages).map(([name, path]) => {
    const budget = BUDGETS[name];
    if (budget === undefined) throw new Error(`${name} has no size budget in .size-limit.mjs`);
    return { name, path, gzip: true, limit: `${(budget * scale).toFixed(1)} kB` };
  });
}

export default checks();
