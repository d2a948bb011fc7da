/**
 * Compresses one image off the main thread with browser-image-compression.
 *
 * Why a worker of our own: the library's `useWebWorker` builds its worker from a
 * blob: URL that then calls importScripts(libURL) (a CDN by default). Our CSP
 * (`script-src 'self'`, no `worker-src blob:`) refuses blob: workers, and we load
 * no CDN script. This file is bundled by Vite and served from our origin, so the
 * CSP allows it; inside it the library runs its in-thread code path
 * (useWebWorker: false, OffscreenCanvas).
 */
import imageCompression from 'browser-image-compression';
import { COMPRESSION_OPTIONS, type CompressReply, type CompressRequest } from './compression-options';

// The app's TypeScript lib is DOM, not WebWorker: describe the worker scope we use.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CompressRequest>) => void) | null;
  postMessage: (message: CompressReply) => void;
};

scope.onmessage = async (event) => {
  try {
    const result = await imageCompression(event.data.file, {
      ...COMPRESSION_OPTIONS,
      useWebWorker: false,
      onProgress: (progress) => scope.postMessage({ progress }),
    });
    scope.postMessage({ result });
  } catch (error) {
    scope.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
