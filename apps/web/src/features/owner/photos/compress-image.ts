/**
 * Browser-side compression before upload (PRODUCT.md §3, SPEC.md §9): a bundled
 * library, no CDN. It runs in our own module worker (see compress.worker.ts); where
 * that worker cannot run (e.g. Safari, whose worker has no canvas path for the
 * library) it runs on the main thread. The caller uploads the original file when
 * both fail (SPEC.md §8).
 */
import imageCompression from 'browser-image-compression';
import { COMPRESSION_OPTIONS, type CompressReply } from './compression-options';
import { jpegName } from './photo-rules';

function compressInWorker(file: File, onProgress: (percent: number) => void): Promise<Blob> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./compress.worker.ts', import.meta.url), { type: 'module' });
    } catch (error) {
      reject(error);
      return;
    }
    worker.onmessage = (event: MessageEvent<CompressReply>) => {
      const reply = event.data;
      if ('progress' in reply) {
        onProgress(reply.progress);
        return;
      }
      worker.terminate();
      if ('result' in reply) resolve(reply.result);
      else reject(new Error(reply.error));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new Error(event.message || 'worker failed'));
    };
    worker.postMessage({ file });
  });
}

/**
 * The file as a JPEG of at most 0.8 MB and 1200 px on its longest side, named
 * '<name>.jpg'. Rejects when the image cannot be compressed at all.
 */
export async function compressImage(file: File, onProgress: (percent: number) => void): Promise<File> {
  let blob: Blob;
  try {
    blob = await compressInWorker(file, onProgress);
  } catch {
    blob = await imageCompression(file, { ...COMPRESSION_OPTIONS, useWebWorker: false, onProgress });
  }
  return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
}
