#!/usr/bin/env node
/**
 * Builds the web app only when apps/web/dist/index.html is missing or older than
 * any source it is made from (apps/web/src, apps/web/index.html, apps/web/public,
 * packages/domain/src, the Vite config). Exits non-zero when the build fails.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = resolve(webDir, '../..');
const output = join(webDir, 'dist', 'index.html');
// The server's first-paint renderer (decision 021), built after the app.
const ssrOutput = join(webDir, 'dist-ssr', 'entry-server.js');

const sources = [
  join(webDir, 'src'),
  join(webDir, 'index.html'),
  join(webDir, 'public'),
  join(webDir, 'vite.config.ts'),
  join(repoDir, 'packages', 'domain', 'src'),
];

/** Newest modification time (ms) under a file or folder; 0 when it does not exist. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function needsBuild() {
  if (!existsSync(output)) return 'dist/index.html is missing';
  if (!existsSync(ssrOutput)) return 'dist-ssr/entry-server.js is missing';
  const built = Math.min(statSync(output).mtimeMs, statSync(ssrOutput).mtimeMs);
  const stale = sources.find((source) => newestMtime(source) > built);
  return stale ? `${stale} changed since the last build` : null;
}

const reason = needsBuild();
if (!reason) {
  console.log('[web] dist is up to date; skipping vite build');
  process.exit(0);
}

console.log(`[web] building: ${reason}`);
const viteBin = join(webDir, 'node_modules', 'vite', 'bin', 'vite.js');
for (const args of [['build'], ['build', '--ssr', 'src/entry-server.tsx']]) {
  const result = spawnSync(process.execPath, [viteBin, ...args], { cwd: webDir, stdio: 'inherit' });
  if (result.error) {
    console.error('[web] could not start vite:', result.error.message);
    process.exit(1);
  }
  if (result.status !== 0) process.exit(result.status ?? 1);
}
