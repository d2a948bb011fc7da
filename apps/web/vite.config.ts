import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The Fastify server (apps/server) answers these paths; the dev server forwards them. */
const SERVER = 'http://localhost:5000';
const proxied = ['/trpc', '/api', '/uploads', '/paypal', '/healthz'];

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: SERVER, changeOrigin: false }])),
  },
  preview: { port: 4173 },
});
