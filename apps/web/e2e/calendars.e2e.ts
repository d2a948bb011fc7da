/**
 * Issue 18, plan by calendar: at 360 and 1280 px a guest books from a venue's month view (days
 * without free slots greyed, the chosen day's free start times as links to the booking form)
 * and the owner sees the new booking on the dashboard's calendar (an agenda list on a phone)
 * with the guest's contact; at 1280 px the owner drags over empty time to block it. Axe-clean.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { networkSettled, signIn, useBrowser } from './support/browser';

const browser = useBrowser();
const VENUE = 'Estudio Podcast Condesa';

/** Opens the venue's page from the search. */
async function openVenue(page: Page): Promise<void> {
  await page.goto(`/venues?q=${encodeURIComponent('podcast condesa')}`);
  await page.getByRole('link').filter({ hasText: VENUE }).first().click();
  await page.waitForURL('**/venue/*');
  await page.getByRole('heading', { level: 1, name: VENUE }).waitFor();
}

/**
 * Scrolls to the owner dashboard's calendar, whose code loads once it comes near the screen;
 * again while it loads, as a person would when the figures above it grow and push it down.
 */
async function scrollToCalendar(page: Page): Promise<void> {
  const section = page.locator('section[aria-labelledby="owner-calendar-title"]');
  await expect
    .poll(
      async () => {
        await section.scrollIntoViewIfNeeded();
        return page.locator('.rph-calendar .fc-view').count();
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
}

/** Shows the week of `date` ('yyyy-MM-dd') on the owner's calendar. */
async function showWeekOf(page: Page, date: string): Promise<void> {
  const calendar = page.locator('.rph-calendar');
  await scrollToCalendar(page);
  for (let i = 0; i < 6; i++) {
    await networkSettled(page);
    const shown = await calendar.locator(`[data-date="${date}"]`).count();
    if (shown > 0) return;
    await calendar.locator('.fc-next-button').click();
  }
  throw new Error(`the calendar never showed ${date}`);
}

for (const [width, height] of [
  [360, 800],
  [1280, 900],
] as const) {
  describe(`calendars at ${width} px`, () => {
    it('a guest books from the month view and the owner sees the booking, with the guest’s contact', async () => {
      const guest = await browser.newPage({ width, height });
      await signIn(guest.page, 'usuario@demo.mx');
      await openVenue(guest.page);
      const section = guest.page.getByRole('region', { name: 'Disponibilidad' });
      await section.getByRole('radio', { name: '2 horas' }).click();
      // A day 10 (or 11) days ahead, with free start times (the greyed ones are disabled).
      await section.locator('button[data-free-day="true"]').first().waitFor();
      const ahead = width === 360 ? 10 : 11;
      const wanted = new Date(Date.now() + ahead * 24 * 3600_000);
      const name = new Intl.DateTimeFormat('es-MX', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'America/Mexico_City',
      }).format(wanted);
      const dayLabel = `${name.charAt(0).toUpperCase()}${name.slice(1)}:`;
      const day = section.locator(`button[aria-label^="${dayLabel}"]:not([data-outside])`);
      if ((await day.count()) === 0) await section.getByRole('button', { name: 'Mes siguiente' }).click();
      const label = (await day.getAttribute('aria-label')) ?? '';
      expect(label).toMatch(/horarios? libres?$/);
      await day.click();
      const time = section.getByRole('link', { name: /^Reservar el .* a las \d{2}:\d{2}, 2 horas$/ }).first();
      await time.waitFor();
      expect(await seriousViolations(guest.page)).toEqual([]);
      const startTime = ((await time.textContent()) ?? '').trim();
      await time.click();
      await guest.page.waitForURL('**/booking/*');
      const url = new URL(guest.page.url());
      const date = url.searchParams.get('date') ?? '';
      expect(url.searchParams.get('startTime')).toBe(startTime);
      expect(date).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(wanted));
      await guest.page.getByRole('button', { name: 'Confirmar reserva' }).click();
      await guest.page.getByRole('img', { name: 'Código QR de la reserva' }).waitFor();
      expect(guest.errors).toEqual([]);

      const owner = await browser.newPage({ width, height });
      await signIn(owner.page, 'propietario@demo.mx');
      await owner.page.goto('/owner-dashboard');
      await owner.page.getByRole('heading', { name: 'Calendario de reservas', level: 2 }).waitFor();
      await showWeekOf(owner.page, date);
      const booking = owner.page
        .locator('.rph-calendar')
        .getByText(new RegExp(`${VENUE} · Diego`))
        .first();
      await booking.waitFor();
      await booking.click();
      const details = owner.page.getByRole('dialog', { name: 'Reserva' });
      await details.getByRole('link', { name: 'usuario@demo.mx' }).waitFor();
      await details.getByText('Sin check-in todavía').waitFor();
      expect(await seriousViolations(owner.page)).toEqual([]);
      await owner.page.keyboard.press('Escape');
      await networkSettled(owner.page);
      expect(await seriousViolations(owner.page)).toEqual([]);
      expect(owner.errors).toEqual([]);
    });
  });
}

describe('the owner’s week', () => {
  // Times are the venues' (Mexico City's) whatever the browser's zone: an owner travelling in
  // Madrid (7 hours ahead) sees and blocks the same hours. Each run blocks a different week.
  for (const [timezoneId, weeksAhead] of [
    ['America/Mexico_City', 1],
    ['Europe/Madrid', 2],
  ] as const) {
    it(`dragging over empty time blocks it for the chosen venue (browser in ${timezoneId})`, async () => {
      const { page, errors } = await browser.newPage({ width: 1280, height: 900, timezoneId });
      await signIn(page, 'propietario@demo.mx');
      await page.goto('/owner-dashboard');
      const calendar = page.locator('.rph-calendar');
      await scrollToCalendar(page);
      await calendar.locator('.fc-timegrid').waitFor();
      for (let week = 0; week < weeksAhead; week++) await calendar.locator('.fc-next-button').click();
      // Wednesday of that week, 06:00 to 08:00 (before any start time, so free).
      const column = calendar.locator('.fc-timegrid-col[data-date]').nth(2);
      const date = (await column.getAttribute('data-date')) ?? '';
      const from = calendar.locator('.fc-timegrid-slot-lane[data-time="06:00:00"]');
      const to = calendar.locator('.fc-timegrid-slot-lane[data-time="07:30:00"]');
      const columnBox = await column.boundingBox();
      const fromBox = await from.boundingBox();
      const toBox = await to.boundingBox();
      if (!columnBox || !fromBox || !toBox) throw new Error('calendar not laid out');
      const x = columnBox.x + columnBox.width / 2;
      await page.mouse.move(x, fromBox.y + fromBox.height / 2);
      await page.mouse.down();
      await page.mouse.move(x, toBox.y + toBox.height / 2, { steps: 8 });
      await page.mouse.up();
      const dialog = page.getByRole('dialog', { name: 'Bloquear horario' });
      await dialog.getByText(/06:00\s–\u2060?\s08:00/).waitFor();
      await dialog.getByRole('combobox', { name: 'Espacio' }).click();
      await page.getByRole('option', { name: VENUE, exact: true }).click();
      await dialog.getByLabel('Motivo (opcional)').fill('Mantenimiento del aire');
      await dialog.getByRole('button', { name: 'Bloquear horario' }).click();
      await page.getByText('Nadie podrá reservar en ese horario.').waitFor();
      await calendar.getByText(`${VENUE} · Bloqueado: Mantenimiento del aire`).waitFor();
      expect(await calendar.locator(`.fc-timegrid-col[data-date="${date}"] .rph-block-owner`).count()).toBe(1);
      expect(errors).toEqual([]);
    });
  }
});
