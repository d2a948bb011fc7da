/**
 * Pages drawn on the server (decision 021): a visitor who is not signed in sees /, /venues
 * and a venue page before the app's code has arrived, on a phone and on a desktop, and the
 * app then takes that markup over as it is (hydration without a redraw) and answers taps.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appTookOver, useBrowser } from './support/browser';

const browser = useBrowser();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The first venue of the demo search, by API (SPEC.md's GET /api/venues). */
async function firstVenue(): Promise<{ id: string; name: string }> {
  const venues = (await (await fetch(`${browser.baseURL}/api/venues`)).json()) as Array<{ id: string; name: string }>;
  const venue = venues[0];
  if (!venue) throw new Error('no demo venues');
  return venue;
}

/** Warnings of a part the browser had to draw again because it differed from the server's. */
function redraws(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (msg) => {
    if (msg.text().includes('[first paint]')) found.push(msg.text());
  });
  return found;
}

describe('a page drawn on the server', () => {
  it('shows before the app code arrives: the hero, the results with their photo, the venue', async () => {
    const venue = await firstVenue();
    const { page } = await browser.newPage(PHONE);
    await page.route('**/assets/*.js', (route) => route.abort());

    await page.goto('/');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Renta el lugar perfecto, por hora');

    await page.goto('/venues');
    await page.getByRole('heading', { level: 1, name: 'Explorar lugares' }).waitFor();
    // The phone layout: the filters behind a button, the first card's photo already loaded.
    await page.getByRole('button', { name: 'Filtros' }).waitFor();
    const photo = page.locator('a[href^="/venue/"] img').first();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    await page.goto(`/venue/${venue.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(venue.name);
    expect(await page.locator('#root').getAttribute('data-first-paint')).toBe('');
  });

  for (const [label, size] of [
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ] as const) {
    it(`on ${label}, the app takes the three pages over without drawing them again and answers taps`, async () => {
      const venue = await firstVenue();
      const { page, errors } = await browser.newPage(size);
      const redrawn = redraws(page);

      await page.goto('/');
      await appTookOver(page);
      await page.goto('/venues');
      await appTookOver(page);
      if (size === PHONE) {
        await page.getByRole('button', { name: 'Filtros' }).click();
        await page.getByRole('dialog', { name: 'Filtros' }).waitFor();
        await page.keyboard.press('Escape');
      } else {
        await page.getByRole('searchbox', { name: 'Buscar' }).fill(venue.name);
        await expect.poll(() => page.url()).toContain('q=');
      }
      await page.goto(`/venue/${venue.id}`);
      await appTookOver(page);
      await page.getByRole('link', { name: 'Reservar' }).first().click();
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/(login|booking\/)/);

      expect(redrawn).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  it('a tap on "Filtros" before the app arrives opens the filters once it does', async () => {
    const { page, errors } = await browser.newPage(PHONE);
    // The app's code waits until the visitor has tapped.
    let release: () => void = () => {};
    const tapped = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await tapped;
      await route.continue();
    });
    // Not "load": that waits for the held scripts whenever the loader has already asked for them.
    await page.goto('/venues', { waitUntil: 'domcontentloaded' });
    const button = page.getByRole('button', { name: 'Filtros' });
    await button.click();
    expect(await page.locator('#root').getAttribute('data-first-paint')).toBe('');
    release();
    await page.getByRole('dialog', { name: 'Filtros' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('keeps the ids the server drew (labels and headers stay tied to their parts) and takes them over in one go', async () => {
    // Mantine's useId used to swap each server id for a random one right after hydration, a
    // synchronous re-render of the whole shell in one long task (docs/decisions/024).
    const venue = await firstVenue();
    const { page, errors } = await browser.newPage(PHONE);
    // The landing page has none since the shell is ours (its search fields have fixed ids).
    let checked = 0;
    for (const path of ['/', '/venues', `/venue/${venue.id}`]) {
      const html = await (await page.request.get(path)).text();
      const drawn = [...html.matchAll(/\sid="(mantine-[^"]+)"/g)].map((match) => match[1]);
      checked += drawn.length;
      await page.goto(path);
      await appTookOver(page);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
      const live = await page.evaluate(() => [...document.querySelectorAll('[id^="mantine-"]')].map((node) => node.id));
      for (const id of drawn) expect(live).toContain(id);
    }
    expect(checked).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('a screen other than guessed is drawn again in the browser, and still works', async () => {
    // A desktop browser (no "Mobile" in its User-Agent) in a phone-sized window.
    const context = await browser.browser.newContext({ baseURL: browser.baseURL, viewport: PHONE });
    const page = await context.newPage();
    const redrawn = redraws(page);
    await page.goto('/venues');
    await appTookOver(page);
    await page.getByRole('button', { name: 'Filtros' }).click();
    await page.getByRole('dialog', { name: 'Filtros' }).waitFor();
    expect(redrawn.length).toBeGreaterThan(0);
    await context.close();
  });
});
