import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { imageSrcSet } from '@rentas/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { signedInUser, useTestApp, venueWithOwner } from './helpers';

const t = useTestApp();

async function jpeg(opts: { width?: number; height?: number; gps?: boolean } = {}): Promise<Buffer> {
  let img = sharp({
    create: {
      width: opts.width ?? 2400,
      height: opts.height ?? 1600,
      channels: 3,
      background: { r: 200, g: 120, b: 60 },
    },
  }).jpeg({ quality: 95 });
  if (opts.gps) {
    img = img.withExif({
      IFD0: { Make: 'Cámara de prueba', Model: 'GPS-1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 25/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '99/1 10/1 0/1' },
    });
  }
  return img.toBuffer();
}

async function upload(
  cookie: string | undefined,
  files: { name: string; data: Buffer; type?: string }[],
  venueId?: string,
) {
  const form = new FormData();
  for (const f of files) form.append('images', new Blob([f.data], { type: f.type ?? 'image/jpeg' }), f.name);
  if (venueId) form.append('venueId', venueId);
  const request = new Request('http://x', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/images/upload',
    headers: { 'content-type': request.headers.get('content-type') as string, ...(cookie ? { cookie } : {}) },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

function storedFiles(): string[] {
  try {
    return readdirSync(join(t.config.uploadsDir, 'venues'));
  } catch {
    return [];
  }
}

describe('venue photo uploads', () => {
  it('re-encodes to JPEG at most 1200 px, strips GPS metadata and reports bytes saved', async () => {
    const { cookie } = await signedInUser(t, { role: 'owner' });
    const original = await jpeg({ gps: true });
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(cookie, [{ name: 'foto.jpg', data: original }]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.images).toHaveLength(1);
    expect(body.images[0]).toMatchObject({ originalName: 'foto.jpg', width: 1200, height: 800 });
    expect(body.totalSizeSaved).toBe(Math.max(0, original.length - body.images[0].size));

    const served = await t.app.inject({ method: 'GET', url: body.images[0].url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
    expect(meta.exif).toBeUndefined();
  });

  it('a renamed text file, a truncated JPEG and an 11th photo are refused and nothing is stored', async () => {
    const { cookie } = await signedInUser(t, { role: 'owner' });
    const before = storedFiles().length;
    const good = await jpeg({ width: 300, height: 200 });

    const text = await upload(cookie, [
      { name: 'bien.jpg', data: good },
      { name: 'notas.jpg', data: Buffer.from('esto no es una imagen'), type: 'image/jpeg' },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('notas.jpg no es una imagen válida');

    const truncated = await upload(cookie, [
      { name: 'cortada.jpg', data: good.subarray(0, Math.floor(good.length / 2)) },
    ]);
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().message).toBe('cortada.jpg no es una imagen válida');

    const eleven = await upload(
      cookie,
      Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.jpg`, data: good })),
    );
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json().message).toBe('Solo puedes subir un máximo de 10 imágenes');

    expect(storedFiles().length).toBe(before);
    const rows = await t.db.selectFrom('uploadedImages').select('id').execute();
    expect(rows.length).toBe(before);
  });

  it('a venue that already has 10 photos takes no more', async () => {
    const { owner, venue } = await venueWithOwner(t, {
      images: Array.from({ length: 10 }, (_, i) => `/uploads/seed/x-${i}.jpg`),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: 'demo12345' },
    });
    const cookie = `session=${res.cookies.find((c) => c.name === 'session')?.value}`;
    const refused = await upload(
      cookie,
      [{ name: 'once.jpg', data: await jpeg({ width: 100, height: 100 }) }],
      venue.id,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Solo puedes subir un máximo de 10 imágenes');
  });

  it('guests and visitors cannot upload', async () => {
    const data = await jpeg({ width: 100, height: 100 });
    expect((await upload(undefined, [{ name: 'a.jpg', data }])).statusCode).toBe(401);
    const { cookie } = await signedInUser(t);
    expect((await upload(cookie, [{ name: 'a.jpg', data }])).statusCode).toBe(403);
  });
});

describe('resized venue photos', () => {
  it('every width of an uploaded photo’s srcset is served, as WebP of that width, cached for good', async () => {
    const { cookie } = await signedInUser(t, { role: 'owner' });
    const res = await upload(cookie, [{ name: 'sala.jpg', data: await jpeg() }]);
    const url = res.json().images[0].url as string;
    const candidates = (imageSrcSet(url) ?? '').split(', ').map((entry) => entry.split(' ') as [string, string]);
    expect(candidates.map(([, width]) => width)).toEqual(['480w', '800w', '1200w']);
    for (const [src, width] of candidates) {
      const served = await t.app.inject({ method: 'GET', url: src });
      expect(served.statusCode, src).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.width, src).toBe(Number.parseInt(width, 10));
      expect(meta.format).toBe(src === url ? 'jpeg' : 'webp');
      if (src !== url) {
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(served.rawPayload.length).toBeLessThan((await t.app.inject({ method: 'GET', url })).rawPayload.length);
      }
    }
  });

  it('each resized copy is made once and kept in the store, so another process serves it without resizing', async () => {
    const { cookie } = await signedInUser(t, { role: 'owner' });
    const url = (await upload(cookie, [{ name: 'una-vez.jpg', data: await jpeg() }])).json().images[0].url as string;
    const key = url.slice('/uploads/'.length);
    const first = await t.app.inject({ method: 'GET', url: `/uploads/w/480/${key}` });
    expect(first.statusCode).toBe(200);
    const kept = join(t.config.uploadsDir, 'w', '480', key);
    expect(readFileSync(kept).equals(first.rawPayload)).toBe(true);
    // Another process (its own memory cache, empty) reads the kept copy: mark it to tell.
    const marker = await sharp({ create: { width: 480, height: 10, channels: 3, background: '#ff00ff' } })
      .webp()
      .toBuffer();
    writeFileSync(kept, marker);
    const other = await buildApp({ db: t.db, config: t.config });
    try {
      const served = await other.inject({ method: 'GET', url: `/uploads/w/480/${key}` });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(marker)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('unknown widths, missing or unreadable photos and paths outside the uploads are 404', async () => {
    mkdirSync(join(t.config.uploadsDir, 'seed'), { recursive: true });
    writeFileSync(join(t.config.uploadsDir, 'seed', 'roto.jpg'), 'no es una imagen');
    writeFileSync(join(t.config.dataDir, 'secreto.jpg'), await jpeg({ width: 900, height: 600 }));
    writeFileSync(join(t.config.uploadsDir, 'seed', 'chica.jpg'), await jpeg({ width: 300, height: 200 }));
    for (const url of [
      '/uploads/w/500/seed/chica.jpg',
      '/uploads/w/1200/seed/chica.jpg',
      '/uploads/w/800/seed/no-existe.jpg',
      '/uploads/w/800/seed/roto.jpg',
      '/uploads/w/800/..%2Fsecreto.jpg',
      '/uploads/w/800/seed/..%2F..%2Fsecreto.jpg',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'NOT_FOUND', message: 'No encontrado.' });
    }
    // Small originals are not enlarged.
    const small = await t.app.inject({ method: 'GET', url: '/uploads/w/800/seed/chica.jpg' });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(300);
  });

  it('a venue takes only photos its owner uploaded: no other path, no other site, no other owner’s upload', async () => {
    const owner = await signedInUser(t, { role: 'owner' });
    const other = await signedInUser(t, { role: 'owner' });
    const mine = (
      await upload(owner.cookie, [{ name: 'mia.jpg', data: await jpeg({ width: 800, height: 600 }) }])
    ).json();
    const theirs = (
      await upload(other.cookie, [{ name: 'ajena.jpg', data: await jpeg({ width: 800, height: 600 }) }])
    ).json();
    const venue = {
      name: 'Foro Fotos Propias',
      description: 'Foro con luz natural.',
      category: 'photo_studio',
      address: 'Calle Colima 143, Roma Norte, Cuauhtémoc',
      city: 'Ciudad de México',
      capacity: 10,
      pricePerHour: 500,
      amenities: [],
    };
    const create = (images: string[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/venues',
        headers: { cookie: owner.cookie },
        payload: { ...venue, images },
      });
    for (const images of [
      ['/uploads/w/../../api/logout'],
      ['/uploads/../api/logout'],
      ['/uploads/w/800/seed/x.jpg'],
      ['https://tracker.example/pixel.jpg'],
      ['//tracker.example/pixel.jpg'],
    ]) {
      const res = await create(images);
      expect(res.statusCode, images[0]).toBe(400);
      expect(res.json().message, images[0]).toBe('Las imágenes deben ser fotos subidas a Rentas por Hora.');
    }
    const foreign = await create([theirs.images[0].url]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      code: 'IMAGE_NOT_ALLOWED',
      message: 'Solo puedes usar fotos que subiste para tus espacios.',
    });
    const made = await create([mine.images[0].url]);
    expect(made.statusCode).toBe(201);
    expect(made.json().images).toEqual([mine.images[0].url]);

    // editing keeps the venue's own photos and refuses foreign ones
    const edit = (images: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/venues/${made.json().id}`,
        headers: { cookie: owner.cookie },
        payload: { ...venue, images },
      });
    expect((await edit([mine.images[0].url])).statusCode).toBe(200);
    expect((await edit([mine.images[0].url, theirs.images[0].url])).statusCode).toBe(400);
    const row = await t.db
      .selectFrom('venues')
      .select('images')
      .where('id', '=', made.json().id)
      .executeTakeFirstOrThrow();
    expect(row.images).toEqual([mine.images[0].url]);
  });
});
