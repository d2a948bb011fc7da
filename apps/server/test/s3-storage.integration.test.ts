import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, useTestApp } from './helpers';

// A local S3-compatible server (s3rver) stands in for the bucket.
const dir = mkdtempSync(join(tmpdir(), 'rentas-s3-'));
const s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
let endpoint = '';
const t = useTestApp();

beforeAll(async () => {
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: 'rentas-fotos' }));
  // The app under test reads its storage from configuration, as in production.
  const { buildApp } = await import('../src/app');
  await t.app.close();
  t.config.s3 = {
    bucket: 'rentas-fotos',
    region: 'us-east-1',
    endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  t.app = await buildApp({ db: t.db, config: t.config });
});
afterAll(async () => {
  await s3rver.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('images in an S3-compatible bucket', () => {
  it('an uploaded photo is stored in the bucket and served at the same /uploads URL', async () => {
    const { cookie } = await signedInUser(t, { role: 'owner' });
    const jpeg = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#224466' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('images', new Blob([jpeg], { type: 'image/jpeg' }), 'sala.jpg');
    const req = new Request('http://x', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images/upload',
      headers: { cookie, 'content-type': req.headers.get('content-type') as string },
      payload: Buffer.from(await req.arrayBuffer()),
    });
    expect(res.statusCode).toBe(201);
    const url = res.json().images[0].url as string;
    expect(url).toMatch(/^\/uploads\/venues\/.+\.jpg$/);

    const direct = await fetch(`${endpoint}/rentas-fotos/${url.replace('/uploads/', '')}`);
    expect(direct.status).toBe(200);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1200);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/venues/no-existe.jpg' })).statusCode).toBe(404);

    // Issue 17: a resized copy is made once and kept in the bucket for every process.
    const key = url.replace('/uploads/', '');
    const small = await t.app.inject({ method: 'GET', url: `/uploads/w/480/${key}` });
    expect(small.statusCode).toBe(200);
    const kept = await fetch(`${endpoint}/rentas-fotos/w/480/${key}`);
    expect(kept.status).toBe(200);
    expect(Buffer.from(await kept.arrayBuffer()).equals(small.rawPayload)).toBe(true);
  });
});
