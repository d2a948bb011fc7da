/**
 * Issue 18, find by place: at 360 and 1280 px a guest turns /venues into a map, narrows the
 * results by moving it ("Buscar en esta zona") and by colonia (accents aside), sorts the nearest
 * first and opens a venue from its price pin; the map view is axe-clean and passes the layout
 * gate. The map draws no tiles here (the offline default), so nothing leaves the machine.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { appTookOver, networkSettled, useBrowser } from './support/browser';
import { layoutProblems } from './support/layout';

const browser = useBrowser();

/** The count the page announces ("29 lugares encontrados"). */
async function shownCount(page: Page): Promise<number> {
  const status = page.getByRole('status').filter({ hasText: /lugar(es)? encontrados?$/ });
  await status.waitFor();
  return Number(((await status.textContent()) ?? '').match(/\d+/)?.[0]);
}

/** Waits until the map's zoom animation has ended (Leaflet marks the map meanwhile). */
async function zoomSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.leaflet-zoom-anim'));
  await page.waitForTimeout(50);
}

/** How many public venues the API finds for a query string (the truth the page must show). */
async function apiCount(query: string): Promise<number> {
  const res = await fetch(`${browser.baseURL}/api/venues?limit=100&${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as unknown[]).length;
}

for (const [width, height] of [
  [360, 800],
  [1280, 900],
] as const) {
  describe(`map search at ${width} px`, () => {
    it('the map view narrows the results to its area and a pin opens its venue', async () => {
      const { page, errors } = await browser.newPage({ width, height });
      await page.goto('/venues');
      const all = await shownCount(page);
      expect(all).toBeGreaterThan(10);

      await page.getByRole('link', { name: 'Mapa', exact: true }).click();
      await page.waitForURL(/view=map/);
      const map = page.getByRole('region', { name: 'Mapa de resultados' });
      await map.waitFor();
      await map.locator('.map-price-pin, .map-cluster').first().waitFor();
      await networkSettled(page);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await layoutProblems(page)).toEqual([]);

      // Zoom in on a group of pins: the person moved the map, so its area can become the search.
      const cluster = map.locator('.map-cluster').first();
      if ((await cluster.count()) > 0) await cluster.click();
      else await map.getByRole('button', { name: 'Acercar', exact: true }).click();
      await zoomSettled(page);
      await page.getByRole('button', { name: 'Buscar en esta zona' }).click();
      await page.waitForURL(/bbox=/);
      const bbox = new URL(page.url()).searchParams.get('bbox') ?? '';
      const inArea = await apiCount(`bbox=${bbox}`);
      expect(inArea).toBeLessThan(all);
      expect(inArea).toBeGreaterThan(0);
      await expect.poll(() => shownCount(page)).toBe(inArea);

      // A price pin (zoomed in until one stands alone) opens its venue.
      const pin = map.locator('.map-price-pin').first();
      for (let i = 0; i < 6 && (await pin.count()) === 0; i++) {
        await map.locator('.map-cluster').first().click();
        await zoomSettled(page);
      }
      const title = (await pin.getAttribute('title')) ?? '';
      await pin.click();
      await page.waitForURL('**/venue/*');
      await page.getByRole('heading', { level: 1, name: title.split(':')[0] }).waitFor();

      // Back on the results, the area can be dropped again.
      await page.goBack();
      await page.getByRole('button', { name: 'Quitar zona del mapa' }).click();
      await expect.poll(() => shownCount(page)).toBe(all);
      expect(errors).toEqual([]);
    });

    it('the colonia filter finds "juarez" without its accent, and sorting by "Cercanía" measures from it', async () => {
      const { page, errors } = await browser.newPage({ width, height });
      await page.goto('/venues');
      await shownCount(page);
      await appTookOver(page);
      if (width < 768) await page.getByRole('button', { name: /^Filtros/ }).click();
      const place = page.getByRole('combobox', { name: 'Colonia o alcaldía' });
      await place.click();
      await place.fill('juarez');
      await page.getByRole('option', { name: 'Juárez (Cuauhtémoc)' }).click();
      await page.waitForURL(/colonia=/);
      const inJuarez = await apiCount('colonia=juarez');
      expect(inJuarez).toBeGreaterThan(0);
      await expect.poll(() => shownCount(page)).toBe(inJuarez);

      await page.getByRole('combobox', { name: 'Ordenar por' }).click();
      await page.getByRole('option', { name: 'Cercanía' }).click();
      await page.waitForURL(/near=/);
      if (width < 768) await page.getByRole('button', { name: 'Ver resultados' }).click();
      await page.getByText('Los más cercanos primero, desde Juárez.').first().waitFor();
      const distance = page.getByText(/^a \d[\d.,]* k?m$/);
      await expect.poll(() => distance.count()).toBe(inJuarez);
      const distances = await distance.allTextContents();
      const meters = distances.map((text) => {
        const n = Number(text.replace(/[^\d.]/g, ''));
        return text.endsWith('km') ? n * 1000 : n;
      });
      expect(meters).toEqual([...meters].sort((a, b) => a - b));
      expect(errors).toEqual([]);
    });
  });
}
