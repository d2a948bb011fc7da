/**
 * An owner, in a real browser: lists a venue with three photos (compressed in the
 * browser by our bundled worker, re-encoded by the server), finds it in the dashboard
 * and on /venues, edits its price and amenities, blocks time, deletes another venue
 * after confirming. A guest books the new venue; the owner sees the booking and the
 * income change, cancels it, and checks a guest in from a booking's QR. A plain user is kept out of the dashboard and can
 * apply to become an owner.
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './support/browser';

const browser = useBrowser();
const OWNER = 'propietario@demo.mx';
const GUEST = 'usuario@demo.mx';
const stamp = Date.now().toString(36);
const venueName = `Terraza Prueba ${stamp}`;
const doomedName = `Bodega Temporal ${stamp}`;
let venueId = '';

let photoDir = '';
let photos: { path: string; bytes: number }[] = [];

/** A camera-like photo: a gradient with grain (so JPEG has real work to do), EXIF included. */
async function makePhoto(name: string, width: number, height: number, format: 'jpeg' | 'png') {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = width * 31 + height;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed % 48) - 24;
      const i = (y * width + x) * 3;
      pixels[i] = Math.max(0, Math.min(255, Math.round((x / width) * 255) + grain));
      pixels[i + 1] = Math.max(0, Math.min(255, Math.round((y / height) * 200) + grain));
      pixels[i + 2] = Math.max(0, Math.min(255, 120 + Math.round(60 * Math.sin(x / 40)) + grain));
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } }).withExif({
    IFD0: { Make: 'Camara de prueba', Copyright: 'Rentas e2e' },
  });
  const data = format === 'jpeg' ? await image.jpeg({ quality: 95 }).toBuffer() : await image.png().toBuffer();
  const path = join(photoDir, name);
  writeFileSync(path, data);
  return { path, bytes: statSync(path).size };
}

beforeAll(async () => {
  photoDir = mkdtempSync(join(tmpdir(), 'rentas-photos-'));
  photos = [
    await makePhoto('salon-principal.jpg', 3000, 2000, 'jpeg'),
    await makePhoto('terraza.png', 1600, 2400, 'png'),
    await makePhoto('barra.jpg', 2400, 1600, 'jpeg'),
  ];
  writeFileSync(join(photoDir, 'notas.txt'), 'esto no es una imagen');
});

afterAll(() => {
  if (photoDir) rmSync(photoDir, { recursive: true, force: true });
});

async function toast(page: Page, text: string | RegExp): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

function venueCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

/** '$12,345.67' → 1234567 centavos. */
function centavos(text: string | null): number {
  const digits = (text ?? '').replace(/[^\d.]/g, '');
  return Math.round(Number(digits) * 100);
}

/** The amount on a dashboard figure card ("Ingresos", "Por recibir"), in centavos. */
async function figure(page: Page, label: string): Promise<number> {
  const card = page.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });
  await card.waitFor();
  return centavos(await card.locator('p').nth(1).textContent());
}

/** The guest books the venue on the day `dayIndex` of the window; returns the code and the URL in its QR. */
async function book(page: Page, dayIndex: number): Promise<{ code: string; checkInUrl: string }> {
  await page.goto(`/booking/${venueId}`);
  await page.getByRole('combobox', { name: 'Fecha' }).click();
  await page.getByRole('option').nth(dayIndex).click();
  const free = page.getByRole('radiogroup', { name: 'Hora de inicio' }).locator('[role=radio]:not([disabled])');
  await free.first().waitFor();
  await free.first().click();
  await page.getByRole('button', { name: 'Confirmar reserva' }).click();
  const qr = page.getByRole('img', { name: 'Código QR de la reserva' });
  await qr.waitFor();
  const code = (await page.getByText(/^RSV-[0-9A-F]{8}$/).textContent())?.trim() ?? '';
  const png = Buffer.from(((await qr.getAttribute('src')) ?? '').replace(/^data:image\/png;base64,/, ''), 'base64');
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  return { code, checkInUrl: decoded?.data ?? '' };
}

async function fillBasics(page: Page, name: string, category: string, capacity: string) {
  await page.getByLabel('Nombre del espacio').fill(name);
  await page.getByRole('combobox', { name: 'Categoría' }).click();
  await page.getByRole('option', { name: category, exact: true }).click();
  await page.getByLabel('Descripción').fill('Espacio luminoso con equipo básico.');
  await page.getByLabel('Dirección completa').fill('Av. Álvaro Obregón 120, Roma Norte, 06700');
  await page.getByLabel('Capacidad máxima').fill(capacity);
  await placePin(page);
}

/** Issue 18: the colonia (its alcaldía and postal code follow) and a pin placed by clicking the map. */
async function placePin(page: Page) {
  await page.getByRole('combobox', { name: 'Colonia' }).fill('roma nor');
  await page.getByRole('option', { name: 'Roma Norte', exact: true }).click();
  expect(await page.getByLabel('Código postal').inputValue()).toBe('06700');
  const map = page.getByRole('region', { name: 'Mapa para colocar el pin del lugar' });
  await map.waitFor();
  await map.click({ position: { x: 120, y: 100 } });
  await page.getByText(/^Pin en 19\.\d{5}, -99\.\d{5}$/).waitFor();
}

describe('an owner manages venues', () => {
  it('lists a venue with three photos compressed in the browser and re-encoded on the server', async () => {
    const { page, errors } = await browser.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await signIn(page, OWNER);

    await page.goto('/owner-dashboard');
    await page.getByRole('heading', { name: 'Dashboard Propietario' }).waitFor();
    await page.getByRole('link', { name: 'Agregar Venue' }).first().click();
    await page.waitForURL('**/add-venue');
    await page.getByRole('heading', { name: 'Agregar Venue', level: 1 }).waitFor();

    // SPEC.md §5 messages
    await page.getByRole('button', { name: 'Crear espacio' }).click();
    await page.getByText('Por favor completa todos los campos requeridos.').waitFor();
    await fillBasics(page, venueName, 'Salón de eventos', '40');
    await page.getByLabel('Descripción').fill('Terraza con vista al parque para eventos y sesiones.');
    await page.getByRole('button', { name: 'Crear espacio' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Debes establecer al menos un precio (por hora o por día).' })
      .waitFor();
    await page.getByLabel('Precio por hora (MXN)').fill('750');

    // amenities: Enter or 'Agregar', trimmed, no duplicates
    const amenity = page.getByLabel('Comodidad', { exact: true });
    await amenity.fill('  Wi-Fi ');
    await amenity.press('Enter');
    await amenity.fill('Terraza');
    await page.getByRole('button', { name: 'Agregar comodidad' }).click();
    await amenity.fill('wi-fi');
    await amenity.press('Enter');
    await page.getByText('Esa comodidad ya está en la lista.').waitFor();
    const chips = page.getByRole('list', { name: 'Comodidades agregadas' }).getByRole('listitem');
    expect(await chips.allTextContents()).toEqual(['Wi-Fi', 'Terraza']);

    // photos: a non-image is refused; three images are compressed, then uploaded
    const fileInput = page.locator('input[type=file]');
    await fileInput.setInputFiles(join(photoDir, 'notas.txt'));
    await toast(page, 'notas.txt no es una imagen válida');
    // an unreadable photo among them is refused when picked; the other three stay (issue 13)
    const broken = join(photoDir, 'rota.jpg');
    writeFileSync(broken, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 7)]));
    await fileInput.setInputFiles([...photos.map((p) => p.path), broken]);
    await toast(page, 'No pudimos leer rota.jpg: elige otra foto. Las demás se conservan.');
    const prepared = page.getByRole('region', { name: 'Fotos preparadas' }).getByRole('listitem');
    await expect.poll(() => prepared.count()).toBe(3);
    const uploadButton = page.getByRole('button', { name: 'Subir 3 fotos' });
    await expect.poll(() => uploadButton.isEnabled(), { timeout: 30_000 }).toBe(true);
    // each card shows its size before and after the browser compressed it
    expect(await prepared.filter({ hasText: '→' }).count()).toBe(3);

    const uploadResponse = page.waitForResponse((r) => r.url().endsWith('/api/images/upload'));
    await uploadButton.click();
    const response = await uploadResponse;
    expect(response.status()).toBe(201);
    const body = (await response.json()) as {
      images: {
        url: string;
        originalName: string;
        size: number;
        originalSize: number;
        width: number;
        height: number;
      }[];
      totalSizeSaved: number;
    };
    expect(body.images).toHaveLength(3);
    body.images.forEach((image, i) => {
      const original = photos[i]?.bytes ?? 0;
      // compressed in the browser: what reached the server is a JPEG ≤ 0.8 MB, smaller than the file picked
      expect(image.originalName).toMatch(/\.jpg$/);
      expect(image.originalSize).toBeLessThan(original);
      expect(image.originalSize).toBeLessThanOrEqual(0.8 * 1024 * 1024);
      // re-encoded on the server: longest side ≤ 1200 px, a new file
      expect(Math.max(image.width, image.height)).toBeLessThanOrEqual(1200);
      expect(image.size).not.toBe(image.originalSize);
    });
    const sent = Number(response.request().headers()['content-length'] ?? '0');
    if (sent > 0) expect(sent).toBeLessThan(photos.reduce((sum, p) => sum + p.bytes, 0) / 2);
    await toast(page, /MB ahorrados$/);
    await expect.poll(() => prepared.count()).toBe(0);

    // the stored photo is a JPEG without the camera metadata
    const stored = await page.request.get(body.images[0]?.url ?? '');
    const meta = await sharp(await stored.body()).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1200);
    expect(meta.exif).toBeUndefined();

    // the form shows them, decoded at most 1200 px wide
    const grid = page.getByRole('list', { name: 'Fotos del espacio' });
    await expect.poll(() => grid.locator('img').count()).toBe(3);
    await expect
      .poll(() =>
        grid
          .locator('img')
          .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth).filter((w) => w > 0).length),
      )
      .toBe(3);
    const widths = await grid
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth));
    for (const width of widths) expect(width).toBeLessThanOrEqual(1200);

    await page.getByRole('button', { name: 'Crear espacio' }).click();
    await page.waitForURL('**/owner-dashboard');
    await toast(page, 'Espacio creado');
    const card = venueCard(page, venueName);
    await card.waitFor();
    expect(await card.getByText('Activo', { exact: true }).count()).toBe(1);
    expect(await card.getByText('$750.00 / hora').count()).toBe(1);
    expect(await card.getByText('Hasta 40 personas').count()).toBe(1);
    venueId = ((await card.getByRole('link', { name: 'Ver' }).getAttribute('href')) ?? '').split('/').pop() ?? '';
    expect(venueId).toMatch(/^[0-9a-f-]{36}$/);

    // compression ran in our bundled worker; no CDN script was loaded
    expect(requested.some((url) => /\/assets\/compress\.worker-[\w-]+\.js$/.test(url))).toBe(true);
    expect(
      requested.filter(
        (url) => !url.startsWith(browser.baseURL) && !url.startsWith('blob:') && !url.startsWith('data:'),
      ),
    ).toEqual([]);

    await page.goto(`/venues?q=${encodeURIComponent(venueName)}`);
    await page.getByRole('link').filter({ hasText: venueName }).first().waitFor();
    expect(errors).toEqual([]);
  }, 120_000);

  it('edits the price and amenities, blocks time and deletes another venue after confirming', async () => {
    const { page, errors } = await browser.newPage();
    await signIn(page, OWNER);
    await page.goto('/owner-dashboard');
    await venueCard(page, venueName).getByRole('link', { name: 'Editar' }).click();
    await page.waitForURL(`**/edit-venue/${venueId}`);
    const price = page.getByLabel('Precio por hora (MXN)');
    await expect.poll(() => price.inputValue()).toBe('750');
    await price.fill('900');
    await page.getByRole('button', { name: 'Quitar Terraza' }).click();
    const amenity = page.getByLabel('Comodidad', { exact: true });
    await amenity.fill('Proyector');
    await amenity.press('Enter');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.waitForURL('**/owner-dashboard');
    await toast(page, 'Espacio actualizado');
    await venueCard(page, venueName).getByText('$900.00 / hora').waitFor();

    await page.goto(`/venue/${venueId}`);
    const amenities = page.getByRole('region', { name: 'Amenidades' });
    await amenities.getByText('Proyector').waitFor();
    expect(await amenities.getByText('Terraza').count()).toBe(0);

    // blocked time: a whole day, listed, then removed
    await page.goto('/owner-dashboard');
    await venueCard(page, venueName).getByRole('button', { name: 'Bloquear horarios' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('No hay horarios bloqueados.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Fecha' }).click();
    await page.locator('table button:not([data-disabled]):not([data-outside]):not([disabled])').last().click();
    // times read in 24-hour format, never AM/PM (issue 13): "Hasta" shows 18, not 06 PM
    const hours = dialog.getByRole('spinbutton', { name: 'Hora', exact: true });
    expect(await hours.count()).toBe(2);
    expect(await hours.nth(0).inputValue()).toBe('09');
    expect(await hours.nth(1).inputValue()).toBe('18');
    expect(await dialog.getByText(/\b(AM|PM)\b/).count()).toBe(0);
    await dialog.getByLabel('Todo el día').check();
    await dialog.getByLabel('Motivo (opcional)').fill('Mantenimiento');
    await dialog.getByRole('button', { name: 'Bloquear horario' }).click();
    await toast(page, 'Horario bloqueado');
    const block = dialog.getByRole('listitem').filter({ hasText: 'Todo el día · Mantenimiento' });
    await block.waitFor();
    await block.getByRole('button', { name: /^Quitar bloqueo/ }).click();
    await toast(page, 'Bloqueo eliminado');
    await dialog.getByText('No hay horarios bloqueados.', { exact: false }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // a second venue (a day price only, no photos), then deleted after confirming
    await page.goto('/add-venue');
    await fillBasics(page, doomedName, 'Otro', '5');
    await page.getByLabel('Precio por día (MXN)').fill('3000');
    await page.getByRole('button', { name: 'Crear espacio' }).click();
    await page.waitForURL('**/owner-dashboard');
    const doomed = venueCard(page, doomedName);
    await doomed.getByText('$3,000.00 / día').waitFor();
    await doomed.getByRole('button', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar espacio' });
    await confirm.getByText('¿Estás seguro de que quieres eliminar este venue?').waitFor();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await toast(page, 'Venue eliminado');
    await doomed.waitFor({ state: 'detached' });
    await venueCard(page, venueName).waitFor();
    expect(errors).toEqual([]);
  }, 90_000);

  it('a guest books the new venue; the owner sees the booking and the income, cancels it and opens a booking’s check-in page', async () => {
    const owner = await browser.newPage();
    await signIn(owner.page, OWNER);
    await owner.page.goto('/owner-dashboard');
    const earned = await figure(owner.page, 'Ingresos');
    const expected = await figure(owner.page, 'Por recibir');

    const guest = await browser.newPage();
    await signIn(guest.page, GUEST);
    const { code } = await book(guest.page, 3);

    await owner.page.reload();
    const booking = owner.page.getByRole('listitem', { name: `Reserva ${code}` });
    await booking.waitFor();
    expect(await booking.getByText(venueName).count()).toBe(1);
    expect(await booking.getByText(/Diego Hernández/).count()).toBe(1);
    expect(await booking.getByText('Confirmada').count()).toBe(1);
    // The owner expects 4 hours × $900 (the guest's 10 % commission is the platform's); nothing is earned
    // before the booking takes place.
    await expect.poll(() => figure(owner.page, 'Por recibir')).toBe(expected + 360_000);
    expect(await figure(owner.page, 'Ingresos')).toBe(earned);
    expect(await booking.getByText('El huésped paga $3,960.00 con la comisión').count()).toBe(1);

    // anyone without the signed link gets nothing
    await owner.page.goto(`/check-in/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}?sig=falsa`);
    await owner.page.getByRole('heading', { name: 'Reserva no encontrada' }).waitFor();

    await owner.page.goto('/owner-dashboard');
    await owner.page
      .getByRole('listitem', { name: `Reserva ${code}` })
      .getByRole('button', { name: 'Cancelar reserva' })
      .click();
    await owner.page
      .getByRole('dialog', { name: 'Cancelar reserva' })
      .getByRole('button', { name: 'Cancelar reserva' })
      .click();
    await toast(owner.page, 'Reserva cancelada');
    await owner.page
      .getByRole('listitem', { name: `Reserva ${code}` })
      .getByText('Cancelada')
      .waitFor();
    await expect.poll(() => figure(owner.page, 'Por recibir')).toBe(expected);

    // another booking: its QR opens the check-in page, where only the owner records the arrival
    const second = await book(guest.page, 4);
    const checkInPath = new URL(second.checkInUrl).pathname + new URL(second.checkInUrl).search;
    expect(checkInPath).toMatch(/^\/check-in\/[0-9a-f-]{36}\?sig=/);
    await guest.page.goto(checkInPath);
    await guest.page.getByRole('heading', { name: 'Reserva no encontrada' }).waitFor();
    await owner.page.goto(checkInPath);
    await owner.page.getByText(second.code).waitFor();
    expect(await owner.page.getByText('Diego Hernández').count()).toBe(1);
    expect(await owner.page.getByText(venueName).count()).toBe(1);
    // the booking is days away: the arrival can be recorded only from 60 minutes before the start
    await owner.page.getByText(/^Aún es pronto: podrás registrar la llegada desde las \d{2}:\d{2} del /).waitFor();
    expect(await owner.page.getByRole('button', { name: 'Registrar llegada' }).count()).toBe(0);
    expect(owner.errors).toEqual([]);
    expect(guest.errors).toEqual([]);
  }, 90_000);

  it('a plain user is kept out of the dashboard and can apply to become an owner', async () => {
    const { page, errors } = await browser.newPage();
    await page.goto('/register');
    await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
    await page.getByLabel('Apellido').fill('Méndez');
    await page.getByLabel('Email').fill(`lucia.${stamp}@ejemplo.mx`);
    await page.getByLabel('Contraseña', { exact: true }).fill('secreto123');
    await page.getByLabel('Confirmar contraseña').fill('secreto123');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.waitForURL('**/role-selection');
    await page.getByRole('button', { name: /Usuario Normal/ }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/owner-dashboard');
    await page.getByText('Acceso Restringido: Solo los propietarios pueden acceder a este dashboard.').waitFor();

    await page.getByRole('link', { name: 'Registra tu Venue' }).click();
    await page.waitForURL('**/become-owner');
    await page.getByRole('heading', { name: 'Registra tu Venue' }).waitFor();
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await page.getByText('Por favor completa todos los campos requeridos.').waitFor();
    await page.getByLabel('Nombre del negocio').fill('Foro Lucía');
    await page.getByLabel('Teléfono').fill('55 1234 5678');
    await page.getByLabel('Motivación').fill('Quiero rentar mi foro por horas.');
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await toast(page, 'Tu solicitud para convertirte en propietario ha sido enviada. Te contactaremos pronto.');
    await page.waitForURL((url) => url.pathname === '/');
    expect(errors).toEqual([]);
  });
});
