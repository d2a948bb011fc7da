/**
 * POST /api/images/upload (SPEC.md §7): multipart `images` (many) and optional
 * `venueId`, with credentials. XMLHttpRequest rather than fetch because it reports
 * upload progress.
 */
import type { UploadResult } from '@rentas/api';

export type { UploadResult };

/** An upload the server refused (its Spanish message) or that never reached it. */
export class UploadError extends Error {
  readonly status: number;
  /** the server's error code (INVALID_IMAGE, TOO_MANY_IMAGES, ...) when it sent one */
  readonly code: string | undefined;

  constructor(message: string, status: number, code?: string) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
    this.code = code;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function uploadImages(
  files: File[],
  options: { venueId?: string; onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    for (const file of files) body.append('images', file, file.name);
    if (options.venueId) body.append('venueId', options.venueId);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/images/upload');
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      const data = parseJson(xhr.responseText) as Partial<UploadResult> & { code?: string; message?: string };
      if (xhr.status >= 200 && xhr.status < 300 && data && Array.isArray(data.images)) {
        resolve(data as UploadResult);
        return;
      }
      reject(new UploadError(typeof data?.message === 'string' ? data.message : '', xhr.status, data?.code));
    };
    xhr.onerror = () => reject(new UploadError('', 0));
    xhr.onabort = () => reject(new UploadError('', 0, 'ABORTED'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
