/**
 * Guests and owners talk (issue 15), at 360 and 1280 px: the guest asks a question from the
 * venue page ("Enviar mensaje al anfitrión"); the owner sees the unread badge, answers from the
 * inbox (/mensajes); the guest, still on the thread, sees the answer without reloading (server-
 * sent events). Every page is axe clean and passes the layout gate.
 */
import { describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './support/browser';
import { expectClean } from './support/clean';

const browser = useBrowser();
const OWNER = 'propietario@demo.mx';
const GUEST = 'usuario@demo.mx';

describe('a question before booking', () => {
  for (const width of [360, 1280]) {
    it(`is asked from the venue page and answered from the inbox, live, at ${width} px`, async () => {
      const guest = await browser.newPage({ width, height: 800 });
      const owner = await browser.newPage({ width, height: 800 });
      await signIn(owner.page, OWNER);
      const owned = (await (await owner.context.request.get('/api/venues/owner')).json()) as {
        id: string;
        name: string;
      }[];
      const venue = owned[0];
      if (!venue) throw new Error('the demo owner has no venue');
      const question = `¿Tienen estacionamiento? (${width} px, ${Date.now()})`;
      const answer = `Sí, dos lugares techados (${width} px).`;

      await signIn(guest.page, GUEST);
      await guest.page.goto(`/venue/${venue.id}`);
      await guest.page.getByRole('button', { name: 'Enviar mensaje al anfitrión' }).click();
      const dialog = guest.page.getByRole('dialog', { name: 'Enviar mensaje al anfitrión' });
      await dialog.getByRole('button', { name: 'Enviar' }).click();
      await dialog.getByText('Escribe un mensaje.').waitFor();
      await dialog.getByLabel('Tu mensaje').fill(question);
      await dialog.getByRole('button', { name: 'Enviar' }).click();
      await guest.page.waitForURL((url) => url.pathname.startsWith('/mensajes/'));
      const messages = guest.page.getByRole('list', { name: 'Mensajes' });
      await messages.getByText(question).waitFor();
      await expectClean(guest.page);

      // The owner sees the unread count, opens the inbox and answers.
      await owner.page.goto('/owner-dashboard');
      await owner.page
        .getByRole('link', { name: /^Mensajes, \d+ sin leer$/ })
        .first()
        .waitFor();
      await owner.page.goto('/mensajes');
      await owner.page.getByRole('heading', { name: 'Mensajes', exact: true }).waitFor();
      await expectClean(owner.page);
      await owner.page.getByRole('link').filter({ hasText: question }).filter({ hasText: 'sin leer' }).first().click();
      await owner.page.getByRole('list', { name: 'Mensajes' }).getByText(question).waitFor();
      await owner.page.getByLabel('Tu mensaje').fill(answer);
      await owner.page.getByRole('button', { name: 'Enviar', exact: true }).click();
      await owner.page.getByRole('list', { name: 'Mensajes' }).getByText(answer).waitFor();
      await expectClean(owner.page);

      // The guest never reloaded: the answer appears in the open thread.
      const started = Date.now();
      await messages.getByText(answer).waitFor({ timeout: 5000 });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(guest.errors).toEqual([]);
      expect(owner.errors).toEqual([]);
      await guest.context.close();
      await owner.context.close();
    });
  }

  it('an admin reads a conversation only through the audited moderation view (390 px)', async () => {
    // A conversation to moderate, written through the API by the demo guest.
    const guest = await browser.newPage();
    await signIn(guest.page, GUEST);
    const venues = (await (await guest.context.request.get('/api/venues')).json()) as { id: string }[];
    const asked = await guest.context.request.post(`/api/venues/${venues[0]?.id}/messages`, {
      data: { body: '¿Aceptan mascotas?' },
    });
    expect(asked.status()).toBe(201);
    await guest.context.close();

    const { context, page, errors } = await browser.newPage({ width: 390, height: 844 });
    await signIn(page, 'admin@demo.mx');
    await page.goto('/admin-dashboard?tab=messages');
    await page.getByRole('tab', { name: 'Mensajes', selected: true }).waitFor();
    const card = page.getByRole('listitem').filter({ hasText: 'Invitado: Diego' }).first();
    await card.waitFor();
    await expectClean(page);
    await card.getByRole('button', { name: 'Leer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Leer conversación' });
    await confirm.getByText('queda registrada en la bitácora').waitFor();
    await confirm.getByRole('button', { name: 'Leer y registrar' }).click();
    const thread = page.getByRole('dialog', { name: 'Conversación (moderación)' });
    await thread.getByRole('list', { name: 'Mensajes' }).getByRole('listitem').first().waitFor();
    await expect(thread.getByRole('list', { name: 'Mensajes' }).textContent()).resolves.toContain('¿Aceptan mascotas?');
    await thread.getByText('Esta lectura quedó registrada en la bitácora.').waitFor();
    await expectClean(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
