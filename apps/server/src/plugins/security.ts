/**
 * Security headers (helmet, with a Content-Security-Policy that allows no inline script but
 * the app loader, by hash) and the CSRF defence: a state-changing request whose Origin (or
 * Referer) is not this site's is refused with 403 before any handler runs.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { APP_LOADER_CSP_HASH } from '../first-paint';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(req: FastifyRequest): string | null {
  const origin = req.headers.origin;
  if (origin && origin !== 'null') return origin;
  if (origin === 'null') return 'null';
  const referer = req.headers.referer;
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/**
 * True when a state-changing request comes from another site: its Origin (or Referer) is not
 * PUBLIC_URL's origin. Host and X-Forwarded-Host are never consulted (issue 12: both are the
 * client's to forge). Requests without Origin/Referer (curl, server-to-server) pass; browsers
 * always send Origin on cross-site POSTs.
 */
/** The CSP source of a tile template's host: "https://{s}.tile.example.org/{z}/…" → "https://*.tile.example.org". */
export function tileOrigin(template: string): string {
  const origin = /^https?:\/\/[^/]+/.exec(template)?.[0] ?? "'self'";
  return origin.replace(/\{[a-z]+\}/g, '*');
}

export function isCrossSite(req: FastifyRequest, allowedOrigins: Set<string>): boolean {
  if (SAFE_METHODS.has(req.method)) return false;
  const origin = originOf(req);
  if (origin === null) return false;
  return !allowedOrigins.has(origin);
}

/** localhost, 127.0.0.1 and [::1]: one machine under three names. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins whose state-changing requests are this site's own: PUBLIC_URL's origin and, when
 * PUBLIC_URL is the unset default on a loopback name, the same port under the other loopback
 * names (a quick-start visitor who opens http://127.0.0.1:5000 is on this machine too).
 * Input: PUBLIC_URL and whether it was set. Output: a set of origins ("http://host:port").
 */
export function ownOrigins(publicUrl: string, configured: boolean): Set<string> {
  const url = new URL(publicUrl);
  const origins = new Set([url.origin]);
  if (!configured && LOOPBACK_NAMES.includes(url.hostname)) {
    for (const name of LOOPBACK_NAMES) origins.add(`${url.protocol}//${name}${url.port ? `:${url.port}` : ''}`);
  }
  return origins;
}

export const securityPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { publicUrl: string; publicUrlConfigured: boolean; production: boolean; mapTileUrl: string | null },
  ) => {
    // helmet's middleware is built once here and applied to each response. @fastify/helmet built
    // it again on every request (parsing the whole policy each time: 3.4 % of the server's CPU in
    // the owner-dashboard bench, issue 17).
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // The one inline script is the app loader of pages drawn on the server (decision 021),
          // allowed by its hash. Mantine sets inline style attributes.
          scriptSrc: ["'self'", APP_LOADER_CSP_HASH],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // issue 18: the map tiles' host, also when it is plain http (a local tile server)
          imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(opts.mapTileUrl ? [tileOrigin(opts.mapTileUrl)] : [])],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: [
            'https://www.google.com',
            'https://maps.google.com',
            'https://www.paypal.com',
            'https://www.sandbox.paypal.com',
          ],
          formAction: ["'self'", 'https://accounts.google.com'],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          upgradeInsecureRequests: opts.production ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: opts.production,
    });
    app.addHook('onRequest', (req, reply, done) => {
      securityHeaders(req.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
    });

    const allowed = ownOrigins(opts.publicUrl, opts.publicUrlConfigured);
    app.addHook('onRequest', async (req, reply) => {
      if (isCrossSite(req, allowed)) {
        return reply.status(403).send({
          code: 'CROSS_SITE_REQUEST',
          message: 'Solicitud bloqueada: debe hacerse desde el sitio de Rentas por Hora.',
        });
      }
    });
  },
);
