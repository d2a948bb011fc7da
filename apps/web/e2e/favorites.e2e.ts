/**
 * Favourite venues (issue 16), at 360 and 1280 px: a signed-out visitor presses a venue card's
 * heart and is asked to sign in, then comes back to /venues (after the role choice); signed in as the demo guest, they
 * save the venue, find it on /favoritos (through the menu), remove it from the venue page and
 * see the empty state. A heart the server refuses goes back and says so in Spanish. Every page is
 * axe clean and passes the layout gate.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './support/browser';
import { expectClean } from './support/clean';

const browser = useBrowser();
const GUEST = 'usuario@demo.mx';

/** The demo guest starts with no favourites (the journeys share one server). */
beforeEach(async () => {
  const context = await browser.browser.newContext({ baseURL: browser.baseURL });
  const login = await context.request.post('/api/auth/login', { data: { email: GUEST, password: 'demo12345' } });
  expect(login.ok()).toBe(true);
  const saved = (await (await context.request.get('/api/favorites')).json()) as { id: string }[];
  for (const venue of saved) expect((await context.request.delete(`/api/favorites/${venue.id}`)).ok()).toBe(true);
  await context.close();
});

/** The heart of the card or page whose heading is `name` (the heart is described by that heading). */
async function heartOf(page: Page, name: string) {
  const heading = page.getByRole('heading', { name, exact: true }).first();
  const id = await heading.getAttribute('id');
  if (!id) throw new Error(`the heading "${name}" has no id for its heart`);
  return page.locator(`button[aria-describedby="${id}"]`);
}

/** Waits for the heart to show a state: its label and aria-pressed. */
async function expectHeart(page: Page, name: string, saved: boolean) {
  const heart = await heartOf(page, name);
  await expect.poll(() => heart.getAttribute('aria-pressed')).toBe(String(saved));
  expect(await heart.getAttribute('aria-label')).toBe(saved ? 'Quitar de favoritos' : 'Guardar en favoritos');
}

/** Opens /favoritos as a person would: the side menu on a wide screen, the user menu on a phone. */
async function openFavorites(page: Page, width: number) {
  if (width >= 992) {
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Favoritos' }).click();
  } else {
    await page.getByRole('button', { name: /Menú de usuario/ }).click();
    await page.getByRole('menuitem', { name: 'Mis Favoritos' }).click();
    // the menu closes with a transition; axe would otherwise meet it half gone
    await page.getByRole('menu').waitFor({ state: 'detached' });
  }
  await page.waitForURL((url) => url.pathname === '/favoritos');
  await page.getByRole('heading', { name: 'Favoritos', level: 1 }).waitFor();
}

describe('favourite venues', () => {
  for (const width of [360, 1280]) {
    it(`a visitor is asked to sign in; the guest saves a venue, finds it in Favoritos and removes it, at ${width} px`, async () => {
      const { context, page, errors } = await browser.newPage({ width, height: 800 });

      // Signed out: the heart asks to sign in and brings the visitor back.
      await page.goto('/venues');
      const firstHeart = page.getByRole('button', { name: 'Guardar en favoritos' }).first();
      await firstHeart.waitFor();
      const nameId = (await firstHeart.getAttribute('aria-describedby')) ?? '';
      const name = ((await page.locator(`[id="${nameId}"]`).textContent()) ?? '').trim();
      expect(name).not.toBe('');
      expect(await firstHeart.getAttribute('aria-pressed')).toBe('false');
      const box = await firstHeart.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
      await expectClean(page);
      await firstHeart.click();
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/venues');
      await page.getByRole('heading', { name: 'Iniciar Sesión' }).waitFor();
      await page.getByLabel('Email').fill(GUEST);
      await page.getByLabel('Contraseña', { exact: true }).fill('demo12345');
      await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).last().click();
      await page.waitForURL((url) => url.pathname === '/role-selection');
      await page.getByRole('button', { name: /Usuario Normal/ }).click();
      await page.waitForURL((url) => url.pathname === '/venues');

      // Signed in: the heart saves the venue at once.
      await expectHeart(page, name, false);
      const added = page.waitForResponse((res) => res.url().includes('favorites.add') && res.ok());
      await (await heartOf(page, name)).click();
      await expectHeart(page, name, true);
      await added;
      await expectClean(page);

      // It is in Favoritos, as a card with its heart pressed.
      await openFavorites(page, width);
      await page.getByRole('heading', { name, exact: true }).waitFor();
      await expectHeart(page, name, true);
      await expectClean(page);

      // The venue page's heart removes it.
      await page
        .getByRole('link')
        .filter({ has: page.getByRole('heading', { name, exact: true }) })
        .click();
      await page.waitForURL((url) => url.pathname.startsWith('/venue/'));
      await page.getByRole('heading', { name, level: 1 }).waitFor();
      await expectHeart(page, name, true);
      await expectClean(page);
      const removed = page.waitForResponse((res) => res.url().includes('favorites.remove') && res.ok());
      await (await heartOf(page, name)).click();
      await expectHeart(page, name, false);
      await removed;

      // Back in Favoritos: nothing saved, and a way to find venues.
      await openFavorites(page, width);
      await page.getByRole('heading', { name: 'Aún no tienes espacios favoritos.' }).waitFor();
      expect(await page.getByRole('link', { name: 'Explorar lugares' }).getAttribute('href')).toBe('/venues');
      await expectClean(page);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('a heart the server refuses goes back and says why in Spanish (1280 px)', async () => {
    const { context, page, errors } = await browser.newPage({ width: 1280, height: 800 });
    await signIn(page, GUEST);
    await page.goto('/venues');
    const heart = page.getByRole('button', { name: 'Guardar en favoritos' }).first();
    await heart.waitFor();
    const nameId = (await heart.getAttribute('aria-describedby')) ?? '';
    const name = ((await page.locator(`[id="${nameId}"]`).textContent()) ?? '').trim();
    await page.route('**/trpc/**favorites.add**', (route) => route.fulfill({ status: 503, body: 'no disponible' }));
    await heart.click();
    await page.getByText('No se guardó en favoritos').waitFor();
    await page.getByText('No pudimos actualizar tus favoritos. Intenta de nuevo.').waitFor();
    await expectHeart(page, name, false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
