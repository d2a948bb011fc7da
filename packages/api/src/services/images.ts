/**
 * Venue photo pipeline (PRODUCT.md §3): each upload is checked by its content (not its
 * name or header), decoded in full (a truncated file fails), auto-rotated, re-encoded
 * to JPEG quality 80 with the longest side at most 1200 px, and stored without
 * metadata (GPS and camera EXIF are dropped). All files are checked before any is stored.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '@rentas/db';
import type { UploadedImageDto, UploadResult } from '@rentas/domain';
import { AppError, canActAsOwner, canManageVenue, IMAGE_WIDTHS, MAX_VENUE_IMAGES } from '@rentas/domain';
import { sql } from 'kysely';
import sharp from 'sharp';
import type { ImageStorage, SessionUser } from '../context';

export type { UploadedImageDto, UploadResult };

/** Largest accepted file before re-encoding: 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export interface IncomingImage {
  filename: string;
  data: Buffer;
}

interface Processed {
  file: IncomingImage;
  jpeg: Buffer;
  width: number;
  height: number;
}

/** Decodes and re-encodes one file. Errors: INVALID_IMAGE 400 naming the file, IMAGE_TOO_LARGE 413. */
async function processImage(file: IncomingImage): Promise<Processed> {
  const invalid = () => new AppError('INVALID_IMAGE', `${file.filename} no es una imagen válida`);
  if (file.data.length > MAX_UPLOAD_BYTES) {
    throw new AppError('IMAGE_TOO_LARGE', `${file.filename} es demasiado grande (máximo 10 MB).`);
  }
  let format: string | undefined;
  try {
    format = (await sharp(file.data).metadata()).format;
  } catch {
    throw invalid();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw invalid();
  try {
    const { data, info } = await sharp(file.data, { failOn: 'truncated', limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: 1200, height: 1200, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { file, jpeg: data, width: info.width, height: info.height };
  } catch {
    throw invalid();
  }
}

/**
 * POST /api/images/upload. Input: files (1..10) and an optional venueId the user manages.
 * Output: UploadResult. Errors: 401/403 (owner or admin only; the venue must be theirs),
 * TOO_MANY_IMAGES 400 when the request or the venue would pass 10 photos,
 * INVALID_IMAGE 400, IMAGE_TOO_LARGE 413. Nothing is stored unless every file is valid.
 */
export async function uploadVenueImages(
  deps: { db: Db; storage: ImageStorage },
  user: SessionUser | null,
  files: IncomingImage[],
  venueId: string | null,
): Promise<UploadResult> {
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (!canActAsOwner(user)) throw new AppError('FORBIDDEN');
  if (files.length === 0) throw new AppError('INVALID_IMAGE', 'Selecciona al menos una imagen.');
  let existing = 0;
  if (venueId) {
    const venue = await deps.db
      .selectFrom('venues')
      .select(['ownerId', 'images'])
      .where('id', '=', venueId)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (!venue) throw new AppError('VENUE_NOT_FOUND');
    if (!canManageVenue(user, venue)) throw new AppError('VENUE_NOT_FOUND');
    existing = venue.images.length;
  }
  if (files.length + existing > MAX_VENUE_IMAGES) throw new AppError('TOO_MANY_IMAGES');

  const processed: Processed[] = [];
  for (const file of files) processed.push(await processImage(file));

  const stored: { key: string; dto: UploadedImageDto }[] = [];
  try {
    for (const p of processed) {
      const id = randomUUID();
      const key = `venues/${id}.jpg`;
      const url = await deps.storage.put(key, p.jpeg, 'image/jpeg');
      stored.push({
        key,
        dto: {
          id,
          data: url,
          url,
          originalName: p.file.filename,
          size: p.jpeg.length,
          originalSize: p.file.data.length,
          width: p.width,
          height: p.height,
        },
      });
    }
    await deps.db
      .insertInto('uploadedImages')
      .values(
        stored.map(({ key, dto }) => ({
          id: dto.id,
          uploadedBy: user.id,
          venueId,
          storageKey: key,
          url: dto.url,
          originalName: dto.originalName.slice(0, 255),
          originalBytes: dto.originalSize,
          storedBytes: dto.size,
          width: dto.width,
          height: dto.height,
        })),
      )
      .execute();
  } catch (error) {
    await Promise.all(stored.map((s) => deps.storage.delete(s.key).catch(() => {})));
    throw error;
  }
  const images = stored.map((s) => s.dto);
  return {
    images,
    totalSizeSaved: images.reduce((sum, img) => sum + Math.max(0, img.originalSize - img.size), 0),
  };
}

/** Uploads never attached to a venue are removed after this long (abandoned forms). */
export const ORPHAN_UPLOAD_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes uploads that were never linked to a venue and are older than ORPHAN_UPLOAD_MS,
 * from storage and from the table. Output: how many were removed.
 */
/** The storage key of a photo's resized copy (GET /uploads/w/:width/<key>, issue 17): `w/<width>/<key>`. */
export function resizedCopyKey(key: string, width: number): string {
  return `w/${width}/${key}`;
}

export async function purgeOrphanUploads(deps: { db: Db; storage: ImageStorage }, now: Date): Promise<number> {
  const orphans = await deps.db
    .selectFrom('uploadedImages')
    .select(['id', 'storageKey', 'url'])
    .where('venueId', 'is', null)
    .where('createdAt', '<', new Date(now.getTime() - ORPHAN_UPLOAD_MS))
    .limit(500)
    .execute();
  let removed = 0;
  for (const orphan of orphans) {
    // Never delete a photo a venue still shows (e.g. linked by another path).
    const used = await deps.db
      .selectFrom('venues')
      .select('id')
      .where(sql<boolean>`${orphan.url} = any(images)`)
      .limit(1)
      .executeTakeFirst();
    if (used) {
      await deps.db.updateTable('uploadedImages').set({ venueId: used.id }).where('id', '=', orphan.id).execute();
      continue;
    }
    await deps.storage.delete(orphan.storageKey);
    for (const width of IMAGE_WIDTHS) await deps.storage.delete(resizedCopyKey(orphan.storageKey, width));
    await deps.db.deleteFrom('uploadedImages').where('id', '=', orphan.id).execute();
    removed++;
  }
  return removed;
}
