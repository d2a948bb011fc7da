/**
 * GET /uploads/w/:width/<key>: a stored venue photo resized to one of IMAGE_WIDTHS
 * (@rentas/domain images.ts), as WebP, so phones download the size they draw. The
 * original comes from the image store (bucket) or the local uploads folder, as for
 * /uploads/<key>. Each copy is made once and stored beside the original under
 * `w/<width>/<key>` (issue 17: shared by every process); the recent ones are also kept in memory
 * (LRU, at most 64 MB). Sent with a year-long immutable cache header: a stored key never
 * changes its bytes.
 * Errors: 404 NOT_FOUND for an unknown width, a missing photo or one sharp cannot read.
 */
import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { resizedCopyKey } from '@rentas/api';
import { ERRORS, IMAGE_WIDTHS, type ImageWidth } from '@rentas/domain';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { RequestDeps } from '../context';

const CACHE_BYTES = 64 * 1024 * 1024;
/** WebP quality: photos stay sharp on a phone at about a third of the JPEG's bytes. */
const WEBP_QUALITY = 72;

export function registerResizedImageRoutes(app: FastifyInstance, deps: RequestDeps): void {
  const uploadsDir = resolve(deps.config.uploadsDir);
  const cache = new LRUCache<string, Buffer>({ maxSize: CACHE_BYTES, sizeCalculation: (value) => value.length });
  /** Concurrent requests for one copy share one resize. */
  const inFlight = new Map<string, Promise<Buffer | null>>();

  async function original(key: string): Promise<Buffer | null> {
    const object = await deps.storage.get?.(key);
    if (object) return object.body;
    const path = resolve(uploadsDir, key);
    if (!path.startsWith(uploadsDir + sep)) return null;
    return readFile(path).catch(() => null);
  }

  async function resized(key: string, width: ImageWidth): Promise<Buffer | null> {
    // Issue 17: a copy made by any process is kept in the store (bucket or uploads folder) and
    // read from there, so each photo is resized once, not once per process and restart.
    const copyKey = resizedCopyKey(key, width);
    const kept = await original(copyKey);
    if (kept) return kept;
    const source = await original(key);
    if (!source) return null;
    let made: Buffer;
    try {
      made = await sharp(source).resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
    } catch {
      return null;
    }
    // Best effort: a failed write only means the next process resizes it again.
    await deps.storage.put(copyKey, made, 'image/webp').catch((error: unknown) => {
      app.log.warn({ err: error, key: copyKey }, 'resized photo not stored');
    });
    return made;
  }

  app.get('/uploads/w/:width/*', async (req, reply) => {
    const { width: widthText, '*': key } = req.params as { width: string; '*': string };
    const width = Number(widthText) as ImageWidth;
    const notFound = () => reply.status(404).send({ code: 'NOT_FOUND', message: ERRORS.NOT_FOUND.message });
    if (!IMAGE_WIDTHS.includes(width) || !key || key.includes('..') || key.includes('\0')) return notFound();
    const cacheKey = `${width}/${key}`;
    let body = cache.get(cacheKey);
    if (!body) {
      let pending = inFlight.get(cacheKey);
      if (!pending) {
        pending = resized(key, width).finally(() => inFlight.delete(cacheKey));
        inFlight.set(cacheKey, pending);
      }
      const made = await pending;
      if (!made) return notFound();
      cache.set(cacheKey, made);
      body = made;
    }
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(body);
  });
}
