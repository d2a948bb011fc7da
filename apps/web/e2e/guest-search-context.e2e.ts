/**
 * A signed-out guest keeps their search all the way to the booking form (issue 13): results →
 * venue page → Reservar → login → register → role selection → booking form, pre-filled with
 * the date, start time, duration and party size. The form names what is missing, says when the
 * booking ends, refuses too many people visibly, and a cancelled booking shows as cancelled.
 */
import { bookingDates } from '@rentas/domain';
import { describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './support/browser';

const browser = useBrowser();

describe('a guest’s search context', () => {
  it('survives sign-up on the way to the booking form, which opens pre-filled', async () => {
    const { page, errors } = await browser.newPage({ width: 390, height: 844 });
    const date = bookingDates()[24] as string;
    await page.goto(`/venues?q=sonoro%20roma&date=${date}&startTime=21:00&duration=8&guests=3`);
    const card = page.getByRole('link').filter({ hasText: 'Estudio Sonoro Roma' }).first();
    await card.click();
    await page.waitForURL('**/venue/*');
    const venueUrl = new URL(page.url());
    expect(Object.fromEntries(venueUrl.searchParams)).toMatchObject({
      date,
      startTime: '21:00',
      duration: '8',
      guests: '3',
    });

    await page.getByRole('link', { name: 'Reservar' }).locator('visible=true').first().click();
    await page.waitForURL('**/login?**');
    await page.getByRole('link', { name: 'Regístrate' }).click();
    await page.waitForURL('**/register?**');
    await page.getByLabel('Nombre', { exact: true }).fill('Inés');
    await page.getByLabel('Apellido').fill('Robles');
    await page.getByLabel('Email').fill(`ines.${Date.now()}@ejemplo.mx`);
    await page.getByLabel('Contraseña', { exact: true }).fill('secreto123');
    await page.getByLabel('Confirmar contraseña').fill('secreto123');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.waitForURL('**/role-selection**');
    // the Admin card explains that admin access is granted, instead of a generic retry error
    await page.getByRole('button', { name: /^Admin/ }).click();
    await page
      .getByText(
        'El acceso de administrador lo otorga un administrador de Rentas por Hora. Elige Usuario Normal o Local.',
      )
      .waitFor();
    await page.getByRole('button', { name: /Usuario Normal/ }).click();
    await page.waitForURL('**/booking/*');
    const bookingUrl = new URL(page.url());
    expect(bookingUrl.searchParams.get('date')).toBe(date);

    // pre-filled: 21:00 for 8 hours ends the next day at 05:00; 3 people
    await page.getByTestId('booking-end').waitFor();
    expect(await page.getByTestId('booking-end').textContent()).toMatch(/^Termina el \S+ \d{1,2} a las 05:00$/);
    expect(await page.getByRole('radio', { name: /^21:00/ }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('radio', { name: '8 horas' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByLabel('Número de personas').inputValue()).toBe('3');
    expect(errors).toEqual([]);
  });

  it('names what is missing, refuses too many people visibly, and a cancelled booking shows as cancelled', async () => {
    const { page, errors } = await browser.newPage();
    await signIn(page, 'usuario@demo.mx');
    await page.goto('/venues?q=sonoro%20roma');
    await page.getByRole('link').filter({ hasText: 'Estudio Sonoro Roma' }).first().click();
    await page.waitForURL('**/venue/*');
    await page.getByRole('link', { name: 'Reservar' }).locator('visible=true').first().click();
    await page.waitForURL('**/booking/*');

    await page.getByRole('button', { name: 'Confirmar reserva' }).click();
    await page.getByRole('alert').getByText('Por favor selecciona fecha y hora.').waitFor();
    await page.getByRole('combobox', { name: 'Fecha' }).click();
    await page.getByRole('option').nth(26).click();
    await page.getByRole('button', { name: 'Confirmar reserva' }).click();
    await page.getByRole('alert').getByText('Elige la hora de inicio.').waitFor();

    // the venue takes 6 people: typing 30 says so instead of silently keeping "3"
    const people = page.getByLabel('Número de personas');
    await people.fill('30');
    await page.getByText('Este espacio admite hasta 6 personas.').waitFor();
    await people.blur();
    expect(await people.inputValue()).toBe('6');

    const group = page.getByRole('radiogroup', { name: 'Hora de inicio' });
    await page.getByLabel('Consultando disponibilidad').waitFor({ state: 'detached' });
    await group.locator('[role=radio]:not([disabled]):not([aria-disabled=true])').first().click();
    await page.getByRole('button', { name: 'Confirmar reserva' }).click();
    await page.getByRole('img', { name: 'Código QR de la reserva' }).waitFor();
    const confirmationUrl = page.url();
    const code = (await page.getByTestId('booking-code').textContent())?.trim() ?? '';
    await page
      .getByText(/^Termina el /)
      .first()
      .waitFor();

    await page.goto('/my-bookings');
    const booking = page.getByRole('article', { name: `Reserva ${code}` });
    await booking.getByRole('button', { name: 'Cancelar reserva' }).click();
    await page.getByRole('dialog', { name: '¿Cancelar esta reserva?' }).getByRole('button').last().click();
    await booking.getByText('Cancelada').waitFor();

    await page.goto(confirmationUrl);
    await page.getByRole('heading', { name: 'Esta reserva fue cancelada' }).waitFor();
    expect(await page.getByRole('button', { name: 'Guardar QR' }).count()).toBe(0);
    expect(await page.getByRole('img', { name: 'Código QR de la reserva' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
