/**
 * Which selected files the photo uploader takes (SPEC.md §5 image uploader) and
 * how it reports sizes. Pure, so it is unit-tested.
 */
import { MAX_VENUE_IMAGES } from '@rentas/domain';

export const INVALID_FILE_TITLE = 'Archivo inválido';
export const TOO_MANY_TITLE = 'Demasiadas imágenes';
export const TOO_MANY_MESSAGE = 'Solo puedes subir un máximo de 10 imágenes';

/** '{file} no es una imagen válida' (SPEC.md §5). */
export function notAnImageMessage(fileName: string): string {
  return `${fileName} no es una imagen válida`;
}

/** A picture the browser cannot read (issue 13): refused when picked, the other photos stay. */
export function unreadableImageMessage(fileName: string): string {
  return `No pudimos leer ${fileName}: elige otra foto. Las demás se conservan.`;
}

export interface SelectionCheck<T> {
  /** files to prepare */
  accepted: T[];
  /** names of files that are not images */
  invalid: string[];
  /** true when the selection would pass the limit: nothing is taken then */
  tooMany: boolean;
}

/**
 * Only files whose type starts with image/ are taken; when the venue's photos, the
 * files already prepared and the new images together pass 10, none of the new ones is.
 */
export function checkSelection<T extends { name: string; type: string }>(
  files: T[],
  alreadyCounted: number,
  max = MAX_VENUE_IMAGES,
): SelectionCheck<T> {
  const images = files.filter((file) => file.type.startsWith('image/'));
  const invalid = files.filter((file) => !file.type.startsWith('image/')).map((file) => file.name);
  if (alreadyCounted + images.length > max) return { accepted: [], invalid, tooMany: true };
  return { accepted: images, invalid, tooMany: false };
}

const decimal = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** '2.3 MB' */
export function formatMegabytes(bytes: number): string {
  return `${decimal.format(Math.max(0, bytes) / (1024 * 1024))} MB`;
}

/** '850 KB' under one megabyte, else '2.3 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return formatMegabytes(bytes);
}

/**
 * Bytes saved from the files the owner picked to the photos stored: what the browser
 * saved by compressing plus what the server saved by re-encoding (its totalSizeSaved).
 */
export function bytesSaved(originalBytes: number, uploadedBytes: number, serverSaved: number): number {
  return Math.max(0, originalBytes - uploadedBytes) + Math.max(0, serverSaved);
}

/** The compressed file keeps the picked name with a .jpg extension (it is a JPEG now). */
export function jpegName(fileName: string): string {
  const base = fileName.replace(/\.[^./\\]+$/, '');
  return `${base || 'imagen'}.jpg`;
}
