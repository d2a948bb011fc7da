/**
 * The opened page arrives with its first data (docs/decisions/010): /venues and a venue
 * page show without asking the API for the user or their results, a signed-in reload
 * knows the user at once, and a filter tapped before its real input has loaded opens
 * as soon as it has.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './support/browser';

const browser = useBrowser();

/** The tRPC procedures the page called, in order. */
function trpcCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/trpc/')) calls.push(...url.pathname.slice('/trpc/'.length).split(','));
  });
  return calls;
}

describe('first load', () => {
  it('/venues and a venue page show their data without asking the API again', async () => {
    const { page, errors } = await browser.newPage({ width: 390, height: 844 });
    const calls = trpcCalls(page);
    await page.goto('/venues?category=audio_studio');
    await expect.poll(() => page.getByText(/lugares? encontrados?/).textContent()).toMatch(/^\d+ lugar/);
    const first = page.getByRole('link').filter({ hasText: 'Estudio de audio' }).first();
    const name = (await first.getByRole('heading').textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    expect(calls).not.toContain('auth.me');
    expect(calls).not.toContain('venues.search');

    const venueUrl = new URL((await first.getAttribute('href')) ?? '', browser.baseURL).pathname;
    calls.length = 0;
    await page.goto(venueUrl);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    expect(calls).not.toContain('venues.byId');
    expect(calls).not.toContain('auth.me');
    expect(errors).toEqual([]);
  });

  it('a signed-in reload knows the user without an auth check request', async () => {
    const { page, errors } = await browser.newPage();
    await signIn(page, 'usuario@demo.mx');
    const calls = trpcCalls(page);
    await page.goto('/my-bookings');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Mis Reservas');
    expect(calls).not.toContain('auth.me');
    expect(errors).toEqual([]);
  });

  it('a filter tapped before its real input loads opens once it has', async () => {
    const { page, errors } = await browser.newPage({ width: 1280, height: 800 });
    // Hold the filter inputs' code until the visitor has tapped the look-alike.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/venue-filter-fields-*.js', async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.goto('/venues');
    const lookAlike = page.getByRole('textbox', { name: 'Tipo de lugar' });
    await lookAlike.click();
    expect(await page.getByRole('combobox', { name: 'Tipo de lugar' }).count()).toBe(0);
    release();
    await page.getByRole('option', { name: 'Estudio de audio' }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'audio_studio');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Tipo de lugar' }).inputValue())
      .toBe('Estudio de audio');
    expect(errors).toEqual([]);
  });

  it('photos come in the size drawn, and a photo that fails shows the illustration', async () => {
    const { page } = await browser.newPage({ width: 390, height: 844 });
    const photos: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') photos.push(new URL(request.url()).pathname);
    });
    await page.goto('/venues');
    const firstPhoto = page.locator('a[href^="/venue/"] img').first();
    await firstPhoto.waitFor();
    await expect
      .poll(() => firstPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // A 390 px wide phone screen draws the card photo 390 px wide: the 480 or 800 px copy, never the original.
    expect(photos.some((path) => /^\/uploads\/w\/(480|800)\//.test(path))).toBe(true);
    expect(photos.filter((path) => path.startsWith('/uploads/') && !path.startsWith('/uploads/w/'))).toEqual([]);

    await page.route('**/uploads/**', (route: Route) => route.fulfill({ status: 404, body: '' }));
    await page.reload();
    const broken = page.locator('a[href^="/venue/"] img').first();
    await expect.poll(() => broken.getAttribute('src')).toBe('/venue-placeholder.svg');
    expect(await broken.getAttribute('srcset')).toBeNull();
  });
});

describe('a slow connection', () => {
  it('a page opened signed in shows whole: its menus wait with it for their code', async () => {
    const { page, errors } = await browser.newPage({ width: 360, height: 800 });
    await signIn(page, 'usuario@demo.mx');
    // Notes, as the page's heading first appears, whether the bottom bar and the header's
    // "Mensajes" link are already there (drawn in the same render, not after).
    await page.addInitScript(() => {
      const seen = new MutationObserver(() => {
        if (!document.querySelector('main h1')) return;
        seen.disconnect();
        (window as unknown as { withHeading: string[] }).withHeading = [
          ...(document.querySelector('nav[aria-label="Navegación inferior"]') ? ['bottom bar'] : []),
          ...(document.querySelector('header a[href="/mensajes"]') ? ['messages link'] : []),
        ];
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    // The signed-in code arrives a second after everything else.
    await page.route('**/assets/signed-in-parts-*.js', async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto('/my-bookings');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Mis Reservas');
    expect(await page.evaluate(() => (window as unknown as { withHeading?: string[] }).withHeading)).toEqual([
      'bottom bar',
      'messages link',
    ]);
    expect(errors).toEqual([]);
  });

  it('keeps the header and shows the shape of the content while the app loads (issue 13)', async () => {
    const { page } = await browser.newPage({ width: 390, height: 844 });
    // the app's code never arrives: what shows is the first paint of the HTML
    await page.route('**/assets/*.js', (route) => route.abort());
    // (a page the server cannot draw: /venues, / and venue pages arrive drawn, first-paint.e2e.ts)
    await page.goto('/login');
    const shell = page.getByRole('status', { name: 'Cargando' });
    await shell.waitFor();
    const brand = shell.getByText('Rentas por Hora', { exact: true });
    const box = await brand.boundingBox();
    // the brand sits in a 64 px header bar at the top, as in the app, not centred on the screen
    expect(box?.y).toBeLessThan(64);
    expect(await shell.locator('.boot-shell__block').count()).toBeGreaterThanOrEqual(3);
  });
});
