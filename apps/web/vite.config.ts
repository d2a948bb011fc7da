import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The Fastify server (apps/server) answers these paths; the dev server forwards them. */
const SERVER = 'http://localhost:5000';
const proxied = ['/trpc', '/api', '/uploads', '/paypal', '/healthz'];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // The landing page is the usual first page: its component ships in the entry chunk
      // (one round trip less before it shows); every other page loads its own code.
      codeSplittingOptions: { splitBehavior: ({ routeId }) => (routeId === '/' ? [] : undefined) },
    }),
    react(),
  ],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: SERVER, changeOrigin: false }])),
  },
  preview: { port: 4173 },
  build: isSsrBuild
    ? // `vite build --ssr src/entry-server.tsx`: the first-paint renderer the server loads
      // (dist-ssr/entry-server.js, decision 021); dependencies stay in node_modules.
      { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        // dist/.vite/manifest.json: the server reads it to hint each page's own code in the HTML.
        manifest: true,
        rolldownOptions: {
          output: {
            // Code every page runs goes in three chunks instead of dozens of small shared ones:
            // fewer requests and better compression for the first load. Components that
            // only some pages use keep their own chunks.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(react|react-dom|scheduler|@tanstack|@trpc|superjson|copy-anything|clsx)\//,
                  priority: 2,
                },
                {
                  name: 'mantine',
                  test: /@mantine\/core\/esm\/(core|components\/(Anchor|Badge|Box|Button|Card|Center|CloseButton|Container|Group|Image|Input|InputBase|Loader|Paper|SimpleGrid|Skeleton|Stack|Text|ThemeIcon|Title|Transition|UnstyledButton))\//,
                  priority: 1,
                  // Only what the entry imports: a listed component that only lazily loaded pages
                  // use stays with them instead of weighing on every first load.
                  tags: ['$initial'],
                },
                {
                  // The rest of the code the entry imports (the app's own shared modules, icons,
                  // other Mantine parts) joins the entry chunk instead of a dozen small shared
                  // chunks: each one cost its own file and compressed on its own.
                  name: 'app',
                  tags: ['$initial'],
                  priority: 0,
                },
              ],
            },
          },
        },
      },
}));
