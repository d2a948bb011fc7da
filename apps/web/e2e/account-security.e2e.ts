/**
 * Account security in a real browser (issue 12): an owner generates a new calendar feed
 * link after a confirmation (the old one stops working); "Cerrar Sesión" signs out with a
 * POST; "Cerrar sesión en todos los dispositivos" on /profile ends every session and
 * lands on /login.
 */
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './support/browser';

const browser = useBrowser();
const OWNER = 'propietario@demo.mx';
const GUEST = 'usuario@demo.mx';

/** Status of GET `path` with the context's cookies. */
async function statusOf(context: BrowserContext, path: string): Promise<number> {
  return (await context.request.get(path)).status();
}

describe('account security', () => {
  it('an owner generates a new calendar link; the old one stops working', async () => {
    const { context, page, errors } = await browser.newPage();
    await signIn(page, OWNER);
    await page.goto('/owner-dashboard');
    const field = page.getByLabel('Enlace del calendario');
    await field.waitFor();
    const oldUrl = await field.inputValue();
    expect(oldUrl).toMatch(/\/api\/calendar\/[0-9a-f]{32}\.ics$/);
    expect(await statusOf(context, new URL(oldUrl).pathname)).toBe(200);

    await page.getByRole('button', { name: 'Generar nuevo enlace' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generar nuevo enlace' });
    await dialog.getByText('El enlace actual dejará de funcionar de inmediato').waitFor();
    // Cancelling keeps the link.
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await field.inputValue()).toBe(oldUrl);

    await page.getByRole('button', { name: 'Generar nuevo enlace' }).click();
    await dialog.getByRole('button', { name: 'Generar nuevo enlace' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Nuevo enlace generado').waitFor();
    const newUrl = await field.inputValue();
    expect(newUrl).not.toBe(oldUrl);
    expect(await statusOf(context, new URL(oldUrl).pathname)).toBe(404);
    expect(await statusOf(context, new URL(newUrl).pathname)).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('"Cerrar Sesión" signs out with a POST and opens the home page', async () => {
    const { context, page, errors } = await browser.newPage();
    await signIn(page, GUEST);
    const logout = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/logout');
    await page.getByRole('button', { name: /Menú de usuario/ }).click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    expect((await logout).method()).toBe('POST');
    await page.waitForURL((url) => url.pathname === '/');
    expect(await statusOf(context, '/api/auth/user')).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('"Cerrar sesión en todos los dispositivos" ends every session after a confirmation', async () => {
    const email = `dispositivos-${Date.now().toString(36)}@demo.mx`;
    const phone = await browser.newPage();
    const register = await phone.context.request.post('/api/auth/register', {
      data: { firstName: 'Lucía', lastName: 'Prueba', email, password: 'secreto123' },
    });
    expect(register.status()).toBe(201);
    const laptop = await browser.newPage();
    await signIn(laptop.page, email, 'secreto123');
    expect(await statusOf(phone.context, '/api/auth/user')).toBe(200);

    await laptop.page.goto('/profile');
    await laptop.page.getByRole('button', { name: /Cerrar sesión en todos los dispositivos/ }).click();
    const dialog = laptop.page.getByRole('dialog', { name: 'Cerrar sesión en todos los dispositivos' });
    await dialog.getByText('incluido este').waitFor();
    await dialog.getByRole('button', { name: 'Cerrar todas las sesiones' }).click();
    await laptop.page.waitForURL((url) => url.pathname === '/login');

    expect(await statusOf(laptop.context, '/api/auth/user')).toBe(401);
    expect(await statusOf(phone.context, '/api/auth/user')).toBe(401);
    expect(laptop.errors).toEqual([]);
    await phone.context.close();
    await laptop.context.close();
  });
});
