/**
 * A new guest signs in with Google (the local fake provider), picks "Usuario Normal",
 * books a venue paying with PayPal (the local fake PayPal approves on its page and
 * sends the guest back) and finds the booking confirmed in /my-bookings. A declined
 * capture, a cancelled approval and an unverified Google e-mail each say so in Spanish.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';

const browser = useBrowser();

interface Venue {
  id: string;
  name: string;
  pricePerHour: string | null;
  capacity: number;
}

let venues: Venue[] = [];

beforeAll(async () => {
  const context = await browser.browser.newContext({ baseURL: browser.baseURL });
  const all = (await (await context.request.get('/api/venues')).json()) as Venue[];
  await context.close();
  // Venues the other journeys do not book, so their slots stay free.
  venues = all.filter((venue) => venue.pricePerHour !== null).slice(-3);
  expect(venues.length).toBe(3);
});

function venue(index: number): Venue {
  const found = venues[index];
  if (!found) throw new Error(`no venue ${index}`);
  return found;
}

/** The next person to sign in through the fake Google. */
async function nextGoogleIdentity(identity: {
  email: string;
  given_name: string;
  family_name: string;
  email_verified?: boolean;
}): Promise<void> {
  const response = await fetch(`${inject('fakeGoogleURL')}/__test/next-identity`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sub: `sub-${identity.email}`, email_verified: true, ...identity }),
  });
  expect(response.ok).toBe(true);
}

async function signUpWithGoogle(page: Page, firstName: string): Promise<void> {
  await nextGoogleIdentity({
    email: `${firstName.toLowerCase()}.${Date.now()}@gmail.com`,
    given_name: firstName,
    family_name: 'Paredes',
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continuar con Google' }).click();
  await page.waitForURL((url) => url.pathname === '/role-selection');
  await page.getByRole('button', { name: 'Usuario Normal' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Picks a day by its position in the 30-day list and the first free start time; returns the time. */
async function chooseSlot(page: Page, dayIndex: number): Promise<string> {
  await page.getByRole('combobox', { name: 'Fecha' }).click();
  await page.getByRole('option').nth(dayIndex).click();
  const group = page.getByRole('radiogroup', { name: 'Hora de inicio' });
  await group.getByRole('radio').first().waitFor();
  await page.getByLabel('Consultando disponibilidad').waitFor({ state: 'detached' });
  const radio = group.locator('[role=radio]:not([disabled])').first();
  const time = ((await radio.textContent()) ?? '').slice(0, 5);
  await radio.click();
  return time;
}

async function payWithPaypal(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Pagar con PayPal' }).click();
  await page.getByRole('button', { name: 'Continuar a PayPal' }).click();
}

describe('Google sign-in and PayPal', () => {
  it('a new guest signs in with Google, pays a booking with PayPal and sees it confirmed', async () => {
    const { page, errors } = await browser.newPage();
    await page.clock.install();
    await signUpWithGoogle(page, 'Lucía');
    // The greeting after signing in closes by itself after 10 seconds.
    const welcome = page.getByText('¡Bienvenido, Lucía!');
    await welcome.waitFor();
    await page.clock.fastForward(9_000);
    expect(await welcome.isVisible()).toBe(true);
    await page.clock.fastForward(1_500);
    await welcome.waitFor({ state: 'detached' });

    const chosen = venue(0);
    await page.goto(`/booking/${chosen.id}`);
    // Pay at the venue is the default; PayPal is offered because the server has it.
    const atVenue = page.getByRole('radio', { name: 'Pagar en el lugar' });
    expect(await atVenue.getAttribute('aria-checked')).toBe('true');
    await chooseSlot(page, 20);
    const total = ((await page.getByTestId('booking-total').textContent()) ?? '').trim();
    await payWithPaypal(page);

    // PayPal (fake) approves and sends the guest back; the app captures, completes and goes on.
    await page.waitForURL((url) => url.pathname === '/my-bookings', { timeout: 30_000 });
    await page.getByText('¡Reserva confirmada!').waitFor();
    const card = page.getByRole('article').filter({ hasText: chosen.name }).first();
    await card.waitFor();
    expect(await card.getByText('Confirmada', { exact: true }).count()).toBe(1);
    expect(await card.getByText('Pago con PayPal').count()).toBe(1);
    expect(await card.getByText(total, { exact: true }).count()).toBe(1);
    expect(await card.getByRole('link', { name: 'Agregar al calendario' }).getAttribute('href')).toMatch(
      /^\/api\/bookings\/[0-9a-f-]{36}\/ics$/,
    );
    expect(errors).toEqual([]);
  });

  it('a declined PayPal capture says so and leaves no confirmed booking', async () => {
    const { page, errors } = await browser.newPage({ width: 360, height: 800 });
    await signUpWithGoogle(page, 'Mateo');
    const declined = await fetch(`${inject('fakePaypalURL')}/__test/decline-next-capture`, { method: 'POST' });
    expect(declined.ok).toBe(true);

    const chosen = venue(1);
    await page.goto(`/booking/${chosen.id}`);
    await chooseSlot(page, 21);
    await payWithPaypal(page);

    const alert = page.getByRole('alert', { name: 'Error al crear la reserva' });
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.textContent()).toContain('PayPal rechazó el pago. Intenta con otro método de pago.');
    // A refusal is final for this order: no retry, back to the form.
    expect(await page.getByRole('button', { name: 'Reintentar' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Volver al formulario' }).click();
    await page
      .getByRole('button', { name: 'Continuar a PayPal' })
      .or(page.getByRole('button', { name: 'Confirmar reserva' }))
      // issue 16: a request venue asks for the owner's answer
      .or(page.getByRole('button', { name: 'Enviar solicitud' }))
      .first()
      .waitFor();

    await page.goto('/my-bookings');
    const card = page.getByRole('article').filter({ hasText: chosen.name }).first();
    await card.waitFor();
    expect(await card.getByText('Cancelada', { exact: true }).count()).toBe(1);
    expect(await card.getByText('Confirmada', { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('cancelling on PayPal tells the guest and frees the held slot', async () => {
    const { page, errors } = await browser.newPage();
    await signUpWithGoogle(page, 'Renata');
    const chosen = venue(2);
    // The buyer presses "Cancel" on PayPal: PayPal sends them to the cancel URL.
    await page.route(`${inject('fakePaypalURL')}/checkoutnow**`, async (route) => {
      const token = new URL(route.request().url()).searchParams.get('token') ?? '';
      await route.fulfill({
        status: 302,
        headers: { location: `${browser.baseURL}/booking/${chosen.id}?paypal=cancelled&token=${token}` },
      });
    });
    await page.goto(`/booking/${chosen.id}`);
    const time = await chooseSlot(page, 22);
    await payWithPaypal(page);

    const notice = page.getByRole('status').filter({ hasText: 'Pago cancelado' });
    await notice.waitFor({ timeout: 30_000 });
    await notice.getByText(/ya quedó libre/).waitFor();
    // The same slot can be chosen again.
    await page.getByRole('combobox', { name: 'Fecha' }).click();
    await page.getByRole('option').nth(22).click();
    await page.getByLabel('Consultando disponibilidad').waitFor({ state: 'detached' });
    const again = page
      .getByRole('radiogroup', { name: 'Hora de inicio' })
      .getByRole('radio', { name: new RegExp(`^${time}`) });
    await expect.poll(() => again.isDisabled(), { timeout: 10_000 }).toBe(false);
    expect(errors).toEqual([]);
  });

  it('moving a PayPal booking to a longer slot is paid on PayPal first (issue 16)', async () => {
    const { page, errors } = await browser.newPage({ width: 360, height: 800 });
    await signUpWithGoogle(page, 'Bruno');
    const chosen = venue(0);
    await page.goto(`/booking/${chosen.id}`);
    await page.getByRole('radio', { name: '2 horas' }).click();
    await chooseSlot(page, 26);
    const paid = ((await page.getByTestId('booking-total').textContent()) ?? '').trim();
    await payWithPaypal(page);
    await page.waitForURL((url) => url.pathname === '/my-bookings', { timeout: 30_000 });
    const card = page.getByRole('article').filter({ hasText: chosen.name }).filter({ hasText: paid }).first();
    await card.getByText('Confirmada', { exact: true }).waitFor();

    await card.getByRole('button', { name: 'Cambiar fecha' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar fecha' });
    await dialog.getByRole('radio', { name: '4 horas' }).click();
    await dialog.getByRole('combobox', { name: 'Nueva fecha' }).click();
    await page.getByRole('option').nth(27).click();
    await dialog.getByLabel('Consultando disponibilidad').waitFor({ state: 'detached' });
    await dialog.locator('[role=radiogroup] [role=radio]:not([disabled])').last().click();
    const newTotal = ((await dialog.getByTestId('reschedule-total').textContent()) ?? '').replace('Nuevo total: ', '');
    expect(newTotal).not.toBe(paid);
    expect(await dialog.getByText(/^Pagarás la diferencia de \$[\d,]+\.\d{2} con PayPal\.$/).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Confirmar cambio' }).click();

    // The fake PayPal approves and sends the guest back to /my-bookings?reschedule=…&paypal=approved.
    await page.getByText('Reserva cambiada').waitFor({ timeout: 30_000 });
    await page.waitForURL((url) => url.pathname === '/my-bookings' && !url.search.includes('reschedule'));
    const moved = page.getByRole('article').filter({ hasText: chosen.name }).filter({ hasText: newTotal }).first();
    await moved.getByText('Confirmada', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('an unverified Google e-mail is refused with a Spanish message', async () => {
    const { page, errors } = await browser.newPage();
    await nextGoogleIdentity({
      email: `sin.verificar.${Date.now()}@gmail.com`,
      given_name: 'Sin',
      family_name: 'Verificar',
      email_verified: false,
    });
    await page.goto('/register');
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('error') === 'unverified');
    await page.getByRole('alert').filter({ hasText: 'Tu correo de Google no está verificado.' }).waitFor();
    expect(
      await page
        .getByRole('banner')
        .getByRole('button', { name: /Menú de usuario/ })
        .count(),
    ).toBe(0);
    expect(errors).toEqual([]);
  });
});
