/**
 * What a guest reads on a venue page before booking (issue 13): the colonia, the day price and
 * what an 8-hour booking costs with it; the place on a map (issue 18) with the address and a maps
 * link, which works without tiles (the offline default) and when they fail. No test reaches the
 * network: the tile host is answered or refused here.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appTookOver, signIn, useBrowser } from './support/browser';

const browser = useBrowser();

/** Opens the seeded "Estudio Sonoro Roma" (Roma Norte; $650 / hora, $4,800 / día) from the search. */
async function openSonoroRoma(page: Page): Promise<void> {
  await page.goto('/venues?q=sonoro%20roma');
  await appTookOver(page);
  const card = page.getByRole('link').filter({ hasText: 'Estudio Sonoro Roma' }).first();
  await card.getByText('Roma Norte, Ciudad de México').waitFor();
  await card.click();
  await page.waitForURL('**/venue/*');
  await page.getByRole('heading', { level: 1, name: 'Estudio Sonoro Roma' }).waitFor();
}

describe('a venue page', () => {
  it('names the colonia and the day price; an 8-hour booking costs the day price', async () => {
    const { page, errors } = await browser.newPage();
    await signIn(page, 'usuario@demo.mx');
    await openSonoroRoma(page);
    const main = page.getByRole('main');
    expect(await main.getByText('Roma Norte, Ciudad de México').count()).toBeGreaterThan(0);
    await main.getByText('$4,800.00 / día (reservas de 8 horas)').locator('visible=true').first().waitFor();

    await page.getByRole('link', { name: 'Reservar' }).first().click();
    await page.waitForURL('**/booking/*');
    const summary = page.getByRole('region', { name: 'Resumen de precio' });
    await expect.poll(() => summary.getByTestId('booking-total').textContent()).toBe('$2,860.00'); // 4 × 650 + 10 %
    await page.getByRole('radio', { name: '8 horas' }).click();
    await summary.getByText('Subtotal (precio por día, 8 horas)').waitFor();
    // 8 × 650 = 5,200 against 4,800: the day price, + 10 % = 5,280
    await expect.poll(() => summary.getByTestId('booking-total').textContent()).toBe('$5,280.00');
    expect(errors).toEqual([]);
  });

  it('shows the place on a map with its colonia, address and a maps link; without tiles the colonias are named', async () => {
    // The offline default (no MAP_TILE_URL): nothing is fetched for the map.
    const { page, errors } = await browser.newPage();
    const tileRequests: string[] = [];
    page.on(
      'request',
      (request) => request.resourceType() === 'image' && /tile/.test(request.url()) && tileRequests.push(request.url()),
    );
    await openSonoroRoma(page);
    const area = page.getByRole('region', { name: 'Ubicación' });
    await area.getByRole('region', { name: 'Mapa de Estudio Sonoro Roma' }).waitFor();
    await area.locator('.map-place-pin').waitFor();
    await area.locator('.map-colonia-name', { hasText: 'Roma Norte' }).waitFor();
    await area.getByText('Roma Norte, Cuauhtémoc', { exact: true }).waitFor();
    expect(await area.getByText('Calle Colima 143, Roma Norte, Cuauhtémoc, 06700').count()).toBe(1);
    expect(await area.getByRole('link', { name: 'Ver en Google Maps' }).getAttribute('href')).toContain(
      'google.com/maps/search',
    );
    expect(await area.getByText('Ubicación aproximada').count()).toBe(0);
    expect(tileRequests).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('with MAP_TILE_URL the map draws its tiles; when they fail the pin and the colonias stay', async () => {
    for (const tiles of ['served', 'failing'] as const) {
      const { page, errors } = await browser.newPage();
      // The page as a server with MAP_TILE_URL sends it, and a tile host answered (or refused) here.
      await page.route('**/*', async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await route.fetch();
        const body = (await response.text()).replace(
          '</head>',
          '<meta name="map-tile-url" content="https://tiles.example.test/{z}/{x}/{y}.png"></head>',
        );
        return route.fulfill({ response, body });
      });
      await page.route('https://tiles.example.test/**', (route) =>
        tiles === 'served'
          ? route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG })
          : route.abort('internetdisconnected'),
      );
      await openSonoroRoma(page);
      const area = page.getByRole('region', { name: 'Ubicación' });
      await area.locator('.map-place-pin').waitFor();
      if (tiles === 'served') {
        await area.locator('img.leaflet-tile-loaded').first().waitFor();
        await area.getByRole('link', { name: 'OpenStreetMap' }).waitFor();
        expect(await area.locator('.map-colonia-name').count()).toBe(0);
      } else {
        await area.locator('.map-colonia-name', { hasText: 'Roma Norte' }).waitFor();
      }
      expect(errors).toEqual([]);
    }
  });
});

/** A 1×1 grey PNG: a stand-in map tile. */
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mO89x8AAp0BzjLbgcsAAAAASUVORK5CYII=',
  'base64',
);

describe('booking from a venue page', () => {
  it('a booking request carries an Idempotency-Key, and a retry of the same booking gets the same booking', async () => {
    const { page, errors } = await browser.newPage();
    await signIn(page, 'usuario@demo.mx');
    const keys: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/trpc/bookings.create') {
        keys.push(request.headers()['idempotency-key'] ?? '');
      }
    });
    // The first answer is lost as if the connection dropped after the booking was stored.
    let dropped = false;
    await page.route('**/trpc/bookings.create', async (route) => {
      const response = await route.fetch();
      if (dropped) return route.fulfill({ response });
      dropped = true;
      return route.abort('connectionreset');
    });
    await openSonoroRoma(page);
    await page.getByRole('link', { name: 'Reservar' }).first().click();
    await page.waitForURL('**/booking/*');
    await page.getByRole('combobox', { name: 'Fecha' }).click();
    await page.getByRole('option').nth(20).click();
    const group = page.getByRole('radiogroup', { name: 'Hora de inicio' });
    await page.getByLabel('Consultando disponibilidad').waitFor({ state: 'detached' });
    await group.locator('[role=radio]:not([disabled]):not([aria-disabled=true])').first().click();
    await page.getByRole('button', { name: 'Confirmar reserva' }).click();
    await page
      .getByText(
        'No pudimos confirmar tu reserva por un problema de conexión. Intenta de nuevo: si ya se guardó, no se duplicará.',
      )
      .waitFor();
    // the guest tries again: same key, and the booking that was stored comes back (no 409)
    await page.getByRole('button', { name: 'Confirmar reserva' }).click();
    await page.getByRole('img', { name: 'Código QR de la reserva' }).waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(errors).toEqual([]);
  });
});

describe('a venue without reviews', () => {
  it('reads "Nuevo" instead of a made-up rating, on its card and its page', async () => {
    const { page, errors } = await browser.newPage();
    await signIn(page, 'propietario@demo.mx');
    const name = `Sala Recién Abierta ${Date.now()}`;
    const created = await page.request.post('/api/venues', {
      headers: { origin: browser.baseURL },
      data: {
        name,
        description: 'Sala luminosa para juntas pequeñas.',
        category: 'meeting_room',
        address: 'Calle Durango 200, Roma Norte, Cuauhtémoc, 06700',
        city: 'Ciudad de México',
        capacity: 8,
        pricePerHour: 300,
        amenities: [],
        images: [],
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/venues?q=${encodeURIComponent(name)}`);
    const card = page.getByRole('link').filter({ hasText: name }).first();
    await card.getByText('Nuevo', { exact: true }).waitFor();
    await page.goto(`/venue/${id}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.getByRole('main').getByText('Nuevo', { exact: true }).count()).toBe(1);
    expect(await page.getByText(/0 reseñas/).count()).toBe(0);
    await page.request.delete(`/api/venues/${id}`, { headers: { origin: browser.baseURL } });
    expect(errors).toEqual([]);
  });
});
