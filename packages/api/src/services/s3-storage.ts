import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { ImageStorage, StoredObject } from '../context';

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** custom endpoint for S3-compatible stores (MinIO, R2, a local fake); omit for AWS */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** path-style URLs (needed by most S3-compatible stores) */
  forcePathStyle: boolean;
}

/**
 * Image storage in an S3-compatible bucket (PRODUCT.md §7, several stateless servers).
 * Objects keep the same public URL as local storage (/uploads/<key>); the app server
 * streams them from the bucket, so URLs and the Content-Security-Policy do not change.
 */
export class S3ImageStorage implements ImageStorage {
  private readonly client: S3Client;

  constructor(private readonly config: S3StorageConfig) {
    const options: S3ClientConfig = {
      region: config.region,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      forcePathStyle: config.forcePathStyle,
      // Plain PUTs with a Content-MD5-free body work on every S3-compatible store.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    };
    this.client = new S3Client(options);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<string> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
    return `/uploads/${key}`;
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      if (!res.Body) return null;
      return {
        body: Buffer.from(await res.Body.transformToByteArray()),
        contentType: res.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }
}
