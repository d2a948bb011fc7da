/**
 * The photo pipeline of the venue forms (SPEC.md §4 image upload): selected →
 * compressing (progress per file) → prepared list → uploading (progress) → cleared
 * on success. The form owns the venue's photo URLs; this hook owns the files.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { compressImage } from '../photos/compress-image';
import {
  bytesSaved,
  checkSelection,
  formatMegabytes,
  INVALID_FILE_TITLE,
  notAnImageMessage,
  TOO_MANY_MESSAGE,
  TOO_MANY_TITLE,
  unreadableImageMessage,
} from '../photos/photo-rules';
import { UploadError, uploadImages } from '../photos/upload-images';

export interface PreparedPhoto {
  id: string;
  original: File;
  /** the file that will be sent: the compressed JPEG, or the original when compression failed */
  file: File;
  status: 'compressing' | 'ready';
  /** compression progress, 0 to 100 */
  progress: number;
  /** false when the browser could not compress it (it is uploaded as it is) */
  compressed: boolean;
  previewUrl: string;
}

export type UploaderPhase = 'idle' | 'compressing' | 'ready' | 'uploading';

export interface PhotoUploader {
  photos: PreparedPhoto[];
  phase: UploaderPhase;
  /** upload progress, 0 to 100, while uploading */
  uploadProgress: number;
  addFiles: (files: File[]) => void;
  remove: (id: string) => void;
  /** Uploads the prepared photos. Output: their URLs, or null when the upload failed (a toast says why). */
  upload: () => Promise<string[] | null>;
}

const GENERIC_UPLOAD_ERROR = 'Error subiendo las imágenes';
const GENERIC_PROCESSING_ERROR = 'Error procesando las imágenes';

let nextId = 0;

/** True when the browser can decode the file as a picture. */
async function isReadableImage(file: File): Promise<boolean> {
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}

export function usePhotoUploader({
  venueId,
  currentCount,
  onUploaded,
}: {
  /** the venue the photos are for, when it exists already */
  venueId?: string;
  /** photos the venue form holds already (they count toward the limit of 10) */
  currentCount: number;
  onUploaded: (urls: string[]) => void;
}): PhotoUploader {
  const [photos, setPhotos] = useState<PreparedPhoto[]>([]);
  const [uploading, setUploading] = useState(false);
  const [uploadProgress, setUploadProgress] = useState(0);
  const photosRef = useRef<PreparedPhoto[]>([]);
  photosRef.current = photos;
  const abortRef = useRef<AbortController | null>(null);

  // Object URLs and a running upload end with the form.
  useEffect(
    () => () => {
      for (const photo of photosRef.current) URL.revokeObjectURL(photo.previewUrl);
      abortRef.current?.abort();
    },
    [],
  );

  const update = useCallback((id: string, change: Partial<PreparedPhoto>) => {
    setPhotos((current) =>
      current.map((photo) => {
        if (photo.id !== id) return photo;
        if (change.previewUrl && change.previewUrl !== photo.previewUrl) URL.revokeObjectURL(photo.previewUrl);
        return { ...photo, ...change };
      }),
    );
  }, []);

  const compressAll = useCallback(
    async (added: PreparedPhoto[]) => {
      try {
        for (const photo of added) {
          if (!photosRef.current.some((p) => p.id === photo.id)) continue; // removed meanwhile
          let file = photo.original;
          let compressed = false;
          try {
            file = await compressImage(photo.original, (progress) => update(photo.id, { progress }));
            compressed = true;
          } catch {
            // SPEC.md §8: a file that fails compression is uploaded uncompressed, unless the
            // browser cannot read it at all: then it is refused now and the others stay
            // (issue 13: one unreadable photo used to fail the whole venue creation).
            if (!(await isReadableImage(photo.original))) {
              toast.error({ title: INVALID_FILE_TITLE, message: unreadableImageMessage(photo.original.name) });
              removeRef.current(photo.id);
              continue;
            }
          }
          if (!photosRef.current.some((p) => p.id === photo.id)) continue;
          update(photo.id, {
            file,
            compressed,
            status: 'ready',
            progress: 100,
            previewUrl: compressed ? URL.createObjectURL(file) : photo.previewUrl,
          });
        }
      } catch {
        toast.error({ title: 'Error', message: GENERIC_PROCESSING_ERROR });
        for (const photo of added) update(photo.id, { status: 'ready', progress: 100 });
      }
    },
    [update],
  );

  const addFiles = useCallback(
    (files: File[]) => {
      const check = checkSelection(files, currentCount + photosRef.current.length);
      const [firstInvalid] = check.invalid;
      if (check.tooMany) {
        toast.error({ title: TOO_MANY_TITLE, message: TOO_MANY_MESSAGE });
        return;
      }
      if (firstInvalid) toast.error({ title: INVALID_FILE_TITLE, message: notAnImageMessage(firstInvalid) });
      if (check.accepted.length === 0) return;
      const added = check.accepted.map<PreparedPhoto>((file) => ({
        id: `photo-${++nextId}`,
        original: file,
        file,
        status: 'compressing',
        progress: 0,
        compressed: false,
        previewUrl: URL.createObjectURL(file),
      }));
      photosRef.current = [...photosRef.current, ...added];
      setPhotos(photosRef.current);
      void compressAll(added);
    },
    [currentCount, compressAll],
  );

  const removeRef = useRef<(id: string) => void>(() => {});
  const remove = useCallback((id: string) => {
    setPhotos((current) => {
      const photo = current.find((p) => p.id === id);
      if (photo) URL.revokeObjectURL(photo.previewUrl);
      photosRef.current = current.filter((p) => p.id !== id);
      return photosRef.current;
    });
  }, []);
  removeRef.current = remove;

  const upload = useCallback(async (): Promise<string[] | null> => {
    const ready = photosRef.current;
    if (ready.length === 0) return [];
    if (ready.some((p) => p.status !== 'ready')) return null;
    const controller = new AbortController();
    abortRef.current = controller;
    setUploading(true);
    setUploadProgress(0);
    try {
      const result = await uploadImages(
        ready.map((p) => p.file),
        { venueId, onProgress: setUploadProgress, signal: controller.signal },
      );
      const urls = result.images.map((image) => image.url);
      const saved = bytesSaved(
        ready.reduce((sum, p) => sum + p.original.size, 0),
        ready.reduce((sum, p) => sum + p.file.size, 0),
        result.totalSizeSaved,
      );
      toast.success({ title: 'Imágenes subidas', message: `${formatMegabytes(saved)} ahorrados` });
      for (const photo of ready) URL.revokeObjectURL(photo.previewUrl);
      photosRef.current = photosRef.current.filter((p) => !ready.includes(p));
      setPhotos(photosRef.current);
      onUploaded(urls);
      return urls;
    } catch (error) {
      if (controller.signal.aborted) return null;
      const specific = error instanceof UploadError && error.message && error.code !== 'INTERNAL';
      toast.error({ title: 'Error', message: specific ? error.message : GENERIC_UPLOAD_ERROR });
      return null;
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      setUploading(false);
    }
  }, [venueId, onUploaded]);

  const phase: UploaderPhase = uploading
    ? 'uploading'
    : photos.some((p) => p.status === 'compressing')
      ? 'compressing'
      : photos.length > 0
        ? 'ready'
        : 'idle';

  return { photos, phase, uploadProgress, addFiles, remove, upload };
}
