/**
 * The built web app: its files from WEB_DIST (hashed assets cached for a year) and, for every
 * browser address that is not the API's or a file, the web shell (index.html with the page's
 * first data, decision 010). Registered only when the build exists.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { RequestDeps } from '../context';
import { createWebShell } from '../web-shell';

/** A browser address the web app answers: not the API's, not a file (an old /assets/*.js after a rebuild is a 404). */
export function isWebPage(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return (
    !/^\/(api|trpc|uploads|paypal|healthz)(\/|$)/.test(path) &&
    !/\.[a-z0-9]+$/i.test(path) &&
    !path.startsWith('/assets/')
  );
}

export async function webAppPlugin(app: FastifyInstance, opts: { deps: RequestDeps; webDist: string }) {
  const { deps, webDist } = opts;
  if (!existsSync(join(webDist, 'index.html'))) return;
  const webShell = createWebShell(deps, webDist);
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    decorateReply: false,
    wildcard: false,
    index: false,
    setHeaders: (res, path) => {
      if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  // SPA fallback, as a route so that it is compressed: the client router shows the page or its 404.
  app.get('/*', (req, reply) => (isWebPage(req.url) ? webShell.send(req, reply) : reply.callNotFound()));
}
