/**
 * Compiles the server for production (issue 17): src/server.ts and the workspace packages it
 * imports (@rentas/*, TypeScript and TSX) into one ES module, dist/server.js, with a source map.
 * Everything from node_modules stays external and is loaded by Node as installed, so native
 * and WASM packages (sharp, PGlite) keep their own files. Run with `pnpm --filter
 * @rentas/server build`; `pnpm start` runs it first. Prints the bundle size and build time.
 * `--entry <file> --outfile <file>` compiles another entry the same way: `pnpm bench` compiles
 * scripts/bench/bench.ts, which runs the app in its own process, so the bench measures the code
 * production runs (tsx keeps every function's name at run time: 7–14 % slower on the bench).
 */
import { statSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({ options: { entry: { type: 'string' }, outfile: { type: 'string' } } });
const entry = resolve(args.entry ?? resolve(root, 'src/server.ts'));
const outfile = resolve(args.outfile ?? resolve(root, 'dist/server.js'));
const started = performance.now();

/**
 * Bare imports outside the workspace are left to Node: each is resolved where its importer
 * would find it (pnpm installs a workspace package's dependencies beside it, not beside the
 * server) and written as a path relative to dist/; @rentas/* is compiled in.
 */
const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@rentas/') || args.pluginData?.inner) return undefined;
      const found = await b.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: { inner: true },
      });
      if (found.errors.length > 0) return { errors: found.errors };
      if (found.external || !isAbsolute(found.path)) return { path: args.path, external: true };
      const path = relative(dirname(outfile), found.path).split(sep).join('/');
      return { path: path.startsWith('.') ? path : `./${path}`, external: true };
    });
  },
};

await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  jsx: 'automatic',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalDependencies],
});

const kb = (statSync(outfile).size / 1024).toFixed(0);
const shown = relative(process.cwd(), outfile) || outfile;
console.log(
  `${args.entry ? 'compiled' : 'server compiled'}: ${shown} (${kb} KB) in ${Math.round(performance.now() - started)} ms`,
);
