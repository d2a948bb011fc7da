/**
 * Account e-mails in the browser (issue 15), read on the development mailbox.
 *
 * A guest who forgot the password gets back in, at 360 and 1280 px: "¿Olvidaste tu
 * contraseña?" on /login, the e-mail read on the development mailbox (the e2e server has no
 * SMTP_URL, so e-mails are kept there), the link opens /reset-password, the new password signs
 * in, and the same link then says it no longer works. Each page is axe clean and passes the
 * layout gate. A new account sees "Confirma tu correo" until it follows the welcome e-mail's
 * link; /profile's e-mail switches are saved.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { expectClean } from './support/clean';

const browser = useBrowser();

/** Opens the newest e-mail to `email` with `subject` on /dev/mailbox (the outbox worker runs every second). */
async function openMail(page: Page, email: string, subject = 'Restablece tu contraseña'): Promise<void> {
  const row = page.getByRole('row').filter({ hasText: email }).filter({ hasText: subject }).first();
  for (let i = 0; i < 20; i++) {
    await page.goto('/dev/mailbox');
    if (await row.isVisible()) break;
    await page.waitForTimeout(500);
  }
  await row.getByRole('link', { name: subject }).click();
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

describe('a new account', () => {
  it('confirms its address from the welcome e-mail; the banner says so until then (360 px)', async () => {
    const { context, page, errors } = await browser.newPage({ width: 360, height: 800 });
    const email = `bienvenida-${Date.now()}@demo.mx`;
    await page.goto('/register');
    await page.getByLabel('Nombre', { exact: true }).fill('Elena');
    await page.getByLabel('Apellido').fill('Nueva');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('secreto123');
    await page.getByLabel('Confirmar contraseña').fill('secreto123');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.waitForURL((url) => url.pathname === '/role-selection');
    const banner = page.getByRole('region', { name: 'Confirma tu correo' });
    await banner.getByText(email).waitFor();
    await expectClean(page);
    // The welcome e-mail has just gone out: "Reenviar" says so instead of sending another.
    await banner.getByRole('button', { name: 'Reenviar' }).click();
    await page.getByText('Ya te enviamos un enlace hace menos de un minuto').waitFor();

    await openMail(page, email, 'Te damos la bienvenida a Rentas por Hora: confirma tu correo');
    const opened = context.waitForEvent('page');
    await page.getByRole('link', { name: 'Confirmar mi correo' }).click();
    const tab = await opened;
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.getByRole('heading', { name: 'Correo confirmado' }).waitFor();
    await expectClean(tab);
    await tab.goto('/profile');
    await tab.getByRole('heading', { name: 'Mi Perfil' }).waitFor();
    expect(await tab.getByRole('region', { name: 'Confirma tu correo' }).count()).toBe(0);

    // The optional e-mails: a switch is saved at once and stays after a reload.
    const reminders = tab.getByRole('switch', { name: 'Recordatorios de mis reservas' });
    await expect(reminders.isChecked()).resolves.toBe(true);
    await reminders.click({ force: true });
    await tab.getByText('Preferencias guardadas').waitFor();
    await tab.reload();
    await tab.getByRole('switch', { name: 'Recordatorios de mis reservas' }).waitFor();
    await expect(tab.getByRole('switch', { name: 'Recordatorios de mis reservas' }).isChecked()).resolves.toBe(false);
    await expect(tab.getByRole('switch', { name: 'Invitaciones a reseñar' }).isChecked()).resolves.toBe(true);
    await expectClean(tab);
    expect(errors).toEqual([]);
    await context.close();
  });
});
