/**
 * Issue 16 in the browser, at 360 and 1280 px, axe clean: a guest books a `request` venue of
 * the demo data (Estudio Resonancia Coyoacán: moderate policy, 60-minute buffer, add-ons) with
 * an add-on (paying at the venue at 360 px, with the fake PayPal at 1280 px), sees the breakdown
 * and the pending request; the owner accepts it from the bookings list; the guest moves it to
 * another day and the owner approves the move; the guest then cancels and sees what the
 * policy refunds (all of it, more than 72 h ahead; nothing when nothing was paid online).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './support/browser';
import { expectClean } from './support/clean';

const browser = useBrowser();
const VENUE = 'Estudio Resonancia Coyoacán';

async function register(page: Page, email: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Nombre', { exact: true }).fill('Irene');
  await page.getByLabel('Apellido').fill('Solís');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('segura12345');
  await page.getByLabel('Confirmar contraseña').fill('segura12345');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await page.waitForURL('**/role-selection');
  await page.getByRole('button', { name: /Usuario Normal/ }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

describe('host booking rules in the browser (issue 16)', () => {
  for (const [width, height] of [
    [360, 800],
    [1280, 900],
  ] as const) {
    it(`at ${width} px: an owner sets request mode, a moderate policy, a 1-hour buffer and two extras`, async () => {
      const { page, errors } = await browser.newPage({ width, height });
      await signIn(page, 'propietario@demo.mx');
      await page.goto('/add-venue');
      const name = `Sala Reglas ${width} ${Date.now()}`;
      await page.getByLabel('Nombre del espacio').fill(name);
      await page.getByRole('combobox', { name: 'Categoría' }).click();
      await page.getByRole('option', { name: 'Sala de juntas', exact: true }).click();
      await page.getByLabel('Descripción').fill('Sala con proyector y pizarrón para equipos pequeños.');
      await page.getByLabel('Dirección completa').fill('Calle Durango 200, Roma Norte, 06700');
      await page.getByLabel('Capacidad máxima').fill('8');
      // Issue 18: the colonia, and the pin taken from its centre (the keyboard's way to place it).
      await page.getByRole('combobox', { name: 'Colonia' }).fill('Roma Norte');
      await page.getByRole('option', { name: 'Roma Norte', exact: true }).click();
      await page.getByRole('button', { name: 'Usar el centro de la colonia' }).click();
      await page.getByText('Pin en 19.41900, -99.16200').waitFor();
      await page.getByLabel('Precio por hora (MXN)').fill('600');

      await page.getByRole('radio', { name: 'Bajo solicitud' }).click();
      await page.getByRole('radio', { name: 'Moderada' }).click();
      await page.getByRole('combobox', { name: 'Tiempo entre reservas' }).click();
      await page.getByRole('option', { name: '1 hora', exact: true }).click();
      await page.getByRole('button', { name: 'Agregar extra' }).click();
      await page.getByLabel('Nombre del extra 1').fill('Ingeniero de audio');
      await page.getByLabel('Precio (MXN)').first().fill('300');
      await page.getByRole('combobox', { name: 'Se cobra' }).first().click();
      await page.getByRole('option', { name: 'por hora', exact: true }).click();
      await page.getByRole('button', { name: 'Agregar extra' }).click();
      await page.getByLabel('Nombre del extra 2').fill('Proyector');
      await page.getByLabel('Precio (MXN)').nth(1).fill('200');
      await expectClean(page);
      await page.getByRole('button', { name: 'Crear espacio' }).click();
      await page.waitForURL('**/owner-dashboard');

      // A guest sees the rules where they book.
      const guest = await browser.newPage({ width, height });
      await signIn(guest.page, 'usuario@demo.mx');
      await guest.page.goto(`/venues?q=${encodeURIComponent(name)}`);
      await guest.page.getByRole('link').filter({ hasText: name }).first().click();
      await guest.page.waitForURL('**/venue/*');
      await guest.page.getByRole('link', { name: 'Reservar' }).first().click();
      await guest.page.waitForURL('**/booking/*');
      await guest.page.getByRole('checkbox', { name: 'Ingeniero de audio: $300.00 por hora' }).waitFor();
      expect(await guest.page.getByRole('checkbox', { name: 'Proyector: $200.00 por reserva' }).count()).toBe(1);
      expect(await guest.page.getByRole('button', { name: 'Enviar solicitud' }).count()).toBe(1);
      expect(await guest.page.getByTestId('booking-policy').textContent()).toContain('moderada');
      expect(errors).toEqual([]);
      expect(guest.errors).toEqual([]);
    });
  }

  for (const [width, height, day, payWith] of [
    [360, 800, 20, 'venue'],
    [1280, 900, 23, 'paypal'],
  ] as const) {
    it(`at ${width} px: request with an add-on (${payWith}), owner accepts, guest moves it, then cancels and sees the refund`, async () => {
      const guest = await browser.newPage({ width, height });
      await register(guest.page, `irene.${width}.${Date.now()}@ejemplo.mx`);
      const page = guest.page;
      await page.goto('/venues?q=Resonancia');
      await page.getByRole('link').filter({ hasText: VENUE }).first().click();
      await page.waitForURL('**/venue/*');
      await page.getByRole('link', { name: 'Reservar' }).first().click();
      await page.waitForURL('**/booking/*');

      await page.getByRole('combobox', { name: 'Fecha' }).click();
      await page.getByRole('option').nth(day).click();
      await page.getByLabel('Consultando disponibilidad').waitFor({ state: 'detached' });
      await page
        .getByRole('radiogroup', { name: 'Hora de inicio' })
        .getByRole('radio', { name: /^18:00/ })
        .click();
      const summary = page.getByRole('region', { name: 'Resumen de precio' });
      const before = await page.getByTestId('booking-total').textContent();
      await page.getByRole('checkbox', { name: /Ingeniero de mezcla/ }).check();
      // 4 h × $450 of the engineer: $1,800 of extras, and 10 % more commission.
      await summary.getByText('Extras').waitFor();
      expect(await summary.getByText('$1,800.00').count()).toBe(1);
      const total = ((await page.getByTestId('booking-total').textContent()) ?? '').trim();
      expect(total).not.toBe(before);
      expect(await page.getByTestId('booking-policy').textContent()).toContain('moderada');
      await expectClean(page);

      let code: string;
      if (payWith === 'paypal') {
        // The fake PayPal approves and sends the guest back; a request is only authorised.
        await page.getByRole('radio', { name: 'Pagar con PayPal' }).click();
        await page.getByRole('button', { name: 'Continuar a PayPal' }).click();
        await page.waitForURL((url) => url.pathname === '/my-bookings', { timeout: 30_000 });
        await page.getByText('Solicitud enviada').first().waitFor();
        const pending = page.getByRole('article').filter({ hasText: 'Esperando respuesta del anfitrión' }).first();
        await pending.waitFor();
        expect(await pending.getByText('Pago con PayPal').count()).toBe(1);
        code = ((await pending.getAttribute('aria-label')) ?? '').replace('Reserva ', '');
      } else {
        await page.getByRole('button', { name: 'Enviar solicitud' }).click();
        await page.getByRole('heading', { level: 1, name: 'Solicitud enviada' }).waitFor();
        expect(await page.getByTestId('request-pending').textContent()).toContain('No se te cobra hasta que acepte');
        expect(await page.getByRole('img', { name: 'Código QR de la reserva' }).count()).toBe(0);
        code = (await page.getByText(/^RSV-[0-9A-F]{8}$/).textContent())?.trim() ?? '';
      }
      expect(code).toMatch(/^RSV-[0-9A-F]{8}$/);
      await expectClean(page);

      // The owner accepts from the list of bookings.
      const owner = await browser.newPage({ width, height });
      await signIn(owner.page, 'propietario@demo.mx');
      await owner.page.goto('/owner-bookings');
      const item = owner.page.getByRole('listitem', { name: `Reserva ${code}` });
      await item.waitFor();
      expect(await item.getByText(/Solicitud: responde antes del/).count()).toBe(1);
      await expectClean(owner.page);
      await item.getByRole('button', { name: 'Aceptar solicitud' }).click();
      await item.getByText('Confirmada', { exact: true }).waitFor();

      // The guest moves it two days later, same hours: the host approves the move.
      await page.goto('/my-bookings');
      const card = page.getByRole('article', { name: `Reserva ${code}` });
      await card.getByText('Confirmada', { exact: true }).waitFor();
      const when = (await card.textContent()) ?? '';
      await card.getByRole('button', { name: 'Cambiar fecha' }).click();
      const moveDialog = page.getByRole('dialog', { name: 'Cambiar fecha' });
      await moveDialog.getByRole('combobox', { name: 'Nueva fecha' }).click();
      await page
        .getByRole('option')
        .nth(day + 2)
        .click();
      await moveDialog.getByLabel('Consultando disponibilidad').waitFor({ state: 'detached' });
      await moveDialog
        .getByRole('radiogroup', { name: 'Hora de inicio' })
        .getByRole('radio', { name: /^18:00/ })
        .click();
      expect(await moveDialog.getByTestId('reschedule-total').textContent()).toBe(`Nuevo total: ${total}`);
      expect(await moveDialog.textContent()).toContain('El anfitrión debe aprobar el cambio');
      await expectClean(page);
      await moveDialog.getByRole('button', { name: 'Confirmar cambio' }).click();
      await card.getByTestId('pending-reschedule').waitFor();
      expect(await card.getByRole('button', { name: 'Cambiar fecha' }).count()).toBe(0);

      await owner.page.reload();
      await item.getByText(/Cambio pedido:/).waitFor();
      await expectClean(owner.page);
      await item.getByRole('button', { name: 'Aceptar cambio' }).click();
      await item.getByText(/Cambio pedido:/).waitFor({ state: 'detached' });
      expect(owner.errors).toEqual([]);

      await page.reload();
      await card.getByText('Confirmada', { exact: true }).waitFor();
      expect(await card.getByTestId('pending-reschedule').count()).toBe(0);
      expect(await card.textContent()).not.toBe(when);

      // Then cancels: moderate, more than 72 h ahead, so all that was paid online comes back.
      await card.getByRole('button', { name: 'Cancelar reserva' }).click();
      const dialog = page.getByRole('dialog', { name: '¿Cancelar esta reserva?' });
      const preview = dialog.getByTestId('refund-preview');
      await preview.waitFor();
      expect(await preview.textContent()).toContain('Política moderada');
      expect(await preview.textContent()).toContain(
        payWith === 'paypal'
          ? `Te reembolsaremos ${total} (100\u00a0%) a tu PayPal.`
          : 'No se hizo ningún cargo en línea',
      );
      await expectClean(page);
      await dialog.getByRole('button', { name: 'Sí, cancelar reserva' }).click();
      await card.getByText('Cancelada', { exact: true }).waitFor();
      expect(await card.getByText(/Cancelaste esta reserva\./).count()).toBe(1);
      if (payWith === 'paypal') {
        expect(await card.getByText(`Reembolso: ${total}\u00a0(100\u00a0%)`, { exact: false }).count()).toBe(1);
      }
      expect(guest.errors).toEqual([]);
    });
  }
});
