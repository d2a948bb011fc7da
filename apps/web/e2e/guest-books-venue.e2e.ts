/**
 * A new guest, in a real browser: registers, picks the user role, searches "estudio"
 * with a category filter, opens a venue, books a free slot, sees the QR and the code,
 * and finds the booking in /my-bookings. Booking a slot someone else just took is
 * refused with a Spanish message. Unknown paths show the 404 texts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';

const browser = useBrowser();

async function register(page: Page, email: string, firstName = 'Valeria') {
  await page.goto('/register');
  await page.getByLabel('Nombre', { exact: true }).fill(firstName);
  await page.getByLabel('Apellido').fill('Ortega');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('secreto123');
  await page.getByLabel('Confirmar contraseña').fill('secreto123');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await page.waitForURL('**/role-selection');
  await page.getByRole('button', { name: /Usuario Normal/ }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Picks the booking date by its position in the 30-day list and a start time; returns the chosen time. */
async function chooseSlot(page: Page, dayIndex: number, time?: string): Promise<string> {
  await page.getByRole('combobox', { name: 'Fecha' }).click();
  await page.getByRole('option').nth(dayIndex).click();
  const group = page.getByRole('radiogroup', { name: 'Hora de inicio' });
  await group.getByRole('radio').first().waitFor();
  await page.getByLabel('Consultando disponibilidad').waitFor({ state: 'detached' });
  const radio = time
    ? group.getByRole('radio', { name: new RegExp(`^${time}`) })
    : group.locator('[role=radio]:not([disabled]):not([aria-disabled=true])').first();
  const label = ((await radio.textContent()) ?? '').slice(0, 5);
  await radio.click();
  return label;
}

describe('a guest books a venue', () => {
  it('registers, searches, books a free slot, sees the QR and finds it in my bookings', async () => {
    const { page, errors } = await browser.newPage();
    await register(page, `valeria.${Date.now()}@ejemplo.mx`);

    await page.goto('/venues');
    await page.getByLabel('Buscar').fill('estudio');
    await page.getByRole('combobox', { name: 'Tipo de lugar' }).click();
    await page.getByRole('option', { name: 'Estudio de audio' }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('category') === 'audio_studio' && url.searchParams.get('q') === 'estudio',
    );
    await expect.poll(() => page.getByText(/lugares? encontrados?/).textContent()).toMatch(/^\d+ lugar/);
    const cards = page.getByRole('link').filter({ hasText: 'Estudio de audio' });
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const firstCard = cards.first();
    const venueName = (await firstCard.getByRole('heading').textContent())?.trim() ?? '';
    expect(venueName.toLowerCase()).toContain('estudio');
    await firstCard.click();
    await page.waitForURL('**/venue/*');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(venueName);

    await page.getByRole('link', { name: 'Reservar' }).first().click();
    await page.waitForURL('**/booking/*');
    const time = await chooseSlot(page, 6);
    await page.getByRole('button', { name: 'Confirmar reserva' }).click();

    const qr = page.getByRole('img', { name: 'Código QR de la reserva' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const code = (await page.getByText(/^RSV-[0-9A-F]{8}$/).textContent())?.trim() ?? '';
    expect(code).toMatch(/^RSV-[0-9A-F]{8}$/);
    expect(await page.getByText(venueName).count()).toBeGreaterThan(0);
    expect(await page.getByText(new RegExp(`${time}`)).count()).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'Ver mis reservas' }).click();
    await page.waitForURL('**/my-bookings');
    const booking = page.getByRole('article', { name: `Reserva ${code}` });
    await booking.waitFor();
    expect(await booking.getByText(venueName).count()).toBeGreaterThan(0);
    expect(await booking.getByText('Confirmada').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('a slot taken by someone else meanwhile is refused with a Spanish message', async () => {
    const first = await browser.newPage();
    const second = await browser.newPage();
    await register(first.page, `primero.${Date.now()}@ejemplo.mx`, 'Primero');
    await register(second.page, `segundo.${Date.now()}@ejemplo.mx`, 'Segundo');

    await first.page.goto('/venues?q=estudio');
    const card = first.page.getByRole('link').filter({ hasText: 'Estudio' }).first();
    await card.click();
    await first.page.waitForURL('**/venue/*');
    const venuePath = new URL(first.page.url()).pathname.replace('/venue/', '/booking/');

    // Both open the same form and pick the same slot; the second confirms first.
    await first.page.goto(venuePath);
    const time = await chooseSlot(first.page, 12);
    await second.page.goto(venuePath);
    await chooseSlot(second.page, 12, time);
    await second.page.getByRole('button', { name: 'Confirmar reserva' }).click();
    await second.page.getByRole('img', { name: 'Código QR de la reserva' }).waitFor();

    await first.page.getByRole('button', { name: 'Confirmar reserva' }).click();
    const alert = first.page.getByText('Ese horario ya está reservado. Elige otra fecha u hora.');
    await alert.waitFor();
    expect(await first.page.getByRole('img', { name: 'Código QR de la reserva' }).count()).toBe(0);
    // the form now shows the time as taken
    const taken = first.page
      .getByRole('radiogroup', { name: 'Hora de inicio' })
      .getByRole('radio', { name: new RegExp(`^${time}`) });
    await expect.poll(() => taken.textContent()).toContain('Ocupado');
  });

  it('unknown paths answer 404 with the Spanish not-found page under the header, and its search opens results', async () => {
    const { page } = await browser.newPage();
    const response = await page.goto('/esta-ruta-no-existe');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    expect(await page.getByText('Did you forget to add the page to the router?').count()).toBe(0);
    expect(await page.getByRole('banner').count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Ver todos los espacios' }).getAttribute('href')).toBe('/venues');
    expect(await page.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
    await page.getByRole('textbox', { name: 'Buscar espacios' }).fill('estudio');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/venues' && url.searchParams.get('q') === 'estudio');
  });
});
