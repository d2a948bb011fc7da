/**
 * Size budgets per page (issue 17): `size-limit` sums, gzip-compressed (level 9), the
 * JavaScript a first visit to each page must load before it can show: the entry chunk with
 * everything it imports, plus the page's own code-split route chunk and its imports. Both come
 * from Vite's build manifest (dist/.vite/manifest.json), so chunk hashes never need editing.
 *
 * BUDGETS (kB, 1 kB = 1,000 bytes as size-limit counts) sit 3 % above each page's size when
 * they were set (2026-11-25); a page that grows past its budget fails `e2e/size-budget.e2e.ts` in the
 * test suite. Raise a budget only on purpose, in the same commit as the growth.
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
  '/venue/$venueId': 208,
  '/booking/$venueId': 309,
  '/login': 236,
  '/register': 237,
  '/forgot-password': 233,
  '/reset-password': 236,
  '/confirm-email': 187,
  '/oauth-config': 210,
  '/home': 195,
  '/my-bookings': 286,
  '/favoritos': 186,
  '/profile': 280,
  '/mensajes': 197,
  '/mensajes/$conversationId': 241,
  '/become-owner': 237,
  '/role-selection': 187,
  '/check-in/$bookingId': 197,
  '/owner-dashboard': 276,
  '/owner-bookings': 245,
  '/add-venue': 323,
  '/edit-venue/$venueId': 323,
  '/admin-dashboard': 314,
  '/admin-users': 314,
  '/admin-venues': 314,
  '/admin-financial': 314,
  '/admin-admins': 314,
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
