/** POST /api/images/upload (SPEC.md §7): multipart `images` (1..10 files) and optional `venueId`. */
import fastifyMultipart from '@fastify/multipart';
import { createCaller, type IncomingImage, MAX_UPLOAD_BYTES } from '@rentas/api';
import { AppError, canActAsOwner, MAX_VENUE_IMAGES, VenueIdSchema } from '@rentas/domain';
import type { FastifyInstance } from 'fastify';
import { createRequestContext, type RequestDeps } from '../context';

export async function registerImageRoutes(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_VENUE_IMAGES + 1, fields: 5, parts: MAX_VENUE_IMAGES + 6 },
  });

  app.post('/api/images/upload', async (req, reply) => {
    const ctx = await createRequestContext(deps, req, reply);
    // Refused before any byte is read; the owner procedure below decides again, with the venue.
    if (!ctx.user) throw new AppError('UNAUTHENTICATED');
    if (!canActAsOwner(ctx.user)) throw new AppError('FORBIDDEN');
    if (!req.isMultipart()) throw new AppError('INVALID_IMAGE', 'Envía las imágenes como multipart/form-data.');
    const files: IncomingImage[] = [];
    let venueId: string | null = null;
    try {
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'images') {
            await part.toBuffer();
            continue;
          }
          if (files.length >= MAX_VENUE_IMAGES) throw new AppError('TOO_MANY_IMAGES');
          files.push({ filename: part.filename || 'imagen', data: await part.toBuffer() });
        } else if (part.fieldname === 'venueId' && typeof part.value === 'string' && part.value) {
          venueId = part.value;
        }
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('IMAGE_TOO_LARGE');
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw new AppError('TOO_MANY_IMAGES');
      throw new AppError('INVALID_IMAGE', 'No se pudieron leer las imágenes enviadas.');
    }
    // Issue 12: 36 dashes passed a character check and reached the database (500).
    if (venueId && !VenueIdSchema.shape.id.safeParse(venueId).success) throw new AppError('VENUE_NOT_FOUND');
    // The owner procedure checks the role and the venue (canManageVenue) and stores the photos.
    const result = await createCaller(ctx).owner.uploadImages({ venueId, files });
    return reply.status(201).send(result);
  });
}
