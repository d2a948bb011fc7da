/**
 * Size budgets per page (issue 17): `size-limit` sums, gzip-compressed (level 9), the
 * JavaScript a first visit to each page must load before it can show: the entry chunk with
 * everything it imports, plus the page's own code-split route chunk and its imports. Both come
 * from Vite's build manifest (dist/.vite/manifest.json), so chunk hashes never need editing.
 *
 * BUDGETS (kB, 1 kB = 1,000 bytes as size-limit counts) sit 3 % above each page's size when
 * they were set (2026-11-25; set again on 2026-11-26, when several pages had shrunk: the slot rules
 * no longer import TZDate, which took 5–6 kB off the venue and booking pages; and again
 * later that day, when the shell stopped using Mantine's AppShell: 4–9 kB off every page;
 * and again when the entry's shared modules joined the entry chunk and the signed-in header
 * parts, the toasts' store and tRPC's unused WebSocket client left the first load: 4–8 kB off every page). A page that grows
 * past its budget fails `e2e/size-budget.e2e.ts` in the test suite. Raise a budget only on purpose, in the same commit as the growth.
 * SIZE_LIMIT_SCALE (default 1) multiplies every budget: the test uses it to show the check fails.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), 'dist');

/** Page → budget in kB (gzip). `/` is the landing page, built into the entry chunk. */
export const BUDGETS = {
  '/': 169,
  '/venues': 214,
  '/venue/$venueId': 187,
  '/booking/$venueId': 286,
  '/login': 218,
  '/register': 218,
  '/forgot-password': 215,
  '/reset-password': 218,
  '/confirm-email': 172,
  '/oauth-config': 197,
  '/home': 174,
  '/my-bookings': 277,
  '/favoritos': 171,
  '/profile': 268,
  '/mensajes': 178,
  '/mensajes/$conversationId': 223,
  '/become-owner': 220,
  '/role-selection': 172,
  '/check-in/$bookingId': 177,
  '/owner-dashboard': 267,
  '/owner-bookings': 232,
  '/add-venue': 276,
  '/edit-venue/$venueId': 276,
  '/admin-dashboard': 303,
  '/admin-users': 303,
  '/admin-venues': 303,
  '/admin-financial': 303,
  '/admin-admins': 303,
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
