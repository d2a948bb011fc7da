import { type ImageStorage, LocalImageStorage, S3ImageStorage } from '@rentas/api';
import type { ServerConfig } from './env';

/**
 * The image storage the configuration names (PRODUCT.md §7): an S3-compatible bucket when
 * S3_BUCKET and its keys are set, else the local uploads folder. Built once per process.
 */
export function createImageStorage(config: Pick<ServerConfig, 's3' | 'uploadsDir'>): ImageStorage {
  return config.s3 ? new S3ImageStorage(config.s3) : new LocalImageStorage(config.uploadsDir);
}
