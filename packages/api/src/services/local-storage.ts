import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { ImageStorage } from '../context';

/** Image storage in a local folder served at /uploads/ (the embedded default, PRODUCT.md §7). */
export class LocalImageStorage implements ImageStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(resolve(this.root))) throw new Error(`invalid storage key: ${key}`);
    return path;
  }

  async put(key: string, body: Buffer, _contentType?: string): Promise<string> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body);
    return `/uploads/${key}`;
  }

  async delete(key: string): Promise<void> {
    await rm(join(this.pathOf(key)), { force: true });
  }
}
