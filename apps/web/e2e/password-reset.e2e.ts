/**
 * A guest who forgot the password gets back in (issue 15), at 360 and 1280 px: "¿Olvidaste tu
 * contraseña?" on /login, the e-mail read on the development mailbox (the e2e server has no
 * SMTP_URL, so e-mails are kept there), the link opens /reset-password, the new password signs
 * in, and the same link then says it no longer works. Each page is axe clean and passes the
 * layout gate.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { layoutProblems } from './support/layout';

const browser = useBrowser();

async function expectClean(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await layoutProblems(page)).toEqual([]);
}

/** Opens the newest e-mail to `email` on /dev/mailbox (the outbox worker runs every second). */
async function openMail(page: Page, email: string): Promise<void> {
  const row = page.getByRole('row').filter({ hasText: email }).first();
  for (let i = 0; i < 20; i++) {
    await page.goto('/dev/mailbox');
    if (await row.isVisible()) break;
    await page.waitForTimeout(500);
  }
  await row.getByRole('link', { name: 'Restablece tu contraseña' }).click();
}

describe('a forgotten password', () => {
  for (const width of [360, 1280]) {
    it(`is reset from the e-mailed link at ${width} px`, async () => {
      const { context, page, errors } = await browser.newPage({ width, height: 800 });
      const email = `olvido-${width}-${Date.now()}@demo.mx`;
      const register = await context.request.post('/api/auth/register', {
        data: { firstName: 'Marta', lastName: 'Olvido', email, password: 'vieja-clave' },
      });
      expect(register.status()).toBe(201);
      expect((await context.request.put('/api/auth/role', { data: { role: 'user' } })).status()).toBe(200);
      await context.clearCookies();

      await page.goto('/login');
      await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
      await page.getByRole('heading', { name: '¿Olvidaste tu contraseña?' }).waitFor();
      await expectClean(page);
      await page.getByRole('button', { name: 'Enviar enlace' }).click();
      await page.getByText('Escribe tu correo electrónico.').waitFor();
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Enviar enlace' }).click();
      await page.getByRole('heading', { name: 'Revisa tu correo' }).waitFor();
      await expect(page.getByRole('status').textContent()).resolves.toContain(email);
      await expectClean(page);

      await openMail(page, email);
      // The e-mail's button opens the link in a new tab, as from a mail client.
      const opened = context.waitForEvent('page');
      await page.getByRole('link', { name: 'Restablecer contraseña' }).click();
      const tab = await opened;
      tab.on('pageerror', (error) => errors.push(error.message));
      await tab.waitForURL((url) => url.pathname === '/reset-password');
      const link = tab.url();
      await tab.getByRole('heading', { name: 'Elige una nueva contraseña' }).waitFor();
      await expectClean(tab);
      await tab.getByLabel('Nueva contraseña').fill('nueva-clave-1');
      await tab.getByLabel('Confirma la contraseña').fill('otra-cosa');
      await tab.getByRole('button', { name: 'Guardar contraseña' }).click();
      await tab.getByText('Las contraseñas no coinciden').waitFor();
      await tab.getByLabel('Confirma la contraseña').fill('nueva-clave-1');
      await tab.getByRole('button', { name: 'Guardar contraseña' }).click();
      await tab.waitForURL((url) => url.pathname === '/home');
      await tab.getByRole('heading', { name: 'Hola, Marta' }).waitFor();
      await tab.getByText('Contraseña actualizada').waitFor();

      // The new password signs in; the old one does not; the link worked once.
      expect(
        (await context.request.post('/api/auth/login', { data: { email, password: 'vieja-clave' } })).status(),
      ).toBe(401);
      expect(
        (await context.request.post('/api/auth/login', { data: { email, password: 'nueva-clave-1' } })).status(),
      ).toBe(200);
      await tab.goto(link);
      await tab.getByLabel('Nueva contraseña').fill('nueva-clave-2');
      await tab.getByLabel('Confirma la contraseña').fill('nueva-clave-2');
      await tab.getByRole('button', { name: 'Guardar contraseña' }).click();
      await tab.getByRole('heading', { name: 'Enlace no válido' }).waitFor();
      await tab.getByRole('link', { name: 'Pedir un enlace nuevo' }).waitFor();
      await expectClean(tab);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
