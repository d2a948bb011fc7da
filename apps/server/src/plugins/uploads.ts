/**
 * Uploaded photos at /uploads/<key> (PRODUCT.md §7): from the local uploads folder, or, with
 * bucket storage, streamed from the bucket (seed photos may still be local files). Cached by
 * browsers for 7 days; keys never change.
 */
import fastifyStatic from '@fastify/static';
import type { ImageStorage } from '@rentas/api';
import { ERRORS } from '@rentas/domain';
import type { FastifyInstance } from 'fastify';

export async function uploadsPlugin(app: FastifyInstance, opts: { storage: ImageStorage; uploadsDir: string }) {
  const { storage, uploadsDir } = opts;
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: true,
    serve: !storage.get,
    maxAge: '7d',
    immutable: true,
  });
  const readObject = storage.get?.bind(storage);
  if (!readObject) return;
  app.get('/uploads/*', async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    if (!key || key.includes('..'))
      return reply.status(404).send({ code: 'NOT_FOUND', message: ERRORS.NOT_FOUND.message });
    const object = await readObject(key);
    if (object) {
      return reply
        .header('content-type', object.contentType)
        .header('cache-control', 'public, max-age=604800, immutable')
        .send(object.body);
    }
    return reply.sendFile(key, uploadsDir);
  });
}
