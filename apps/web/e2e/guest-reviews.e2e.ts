/**
 * A guest with a completed booking (from the demo data's past bookings) leaves a review
 * in /my-bookings: 1 to 5 stars and a comment. The form is then replaced by 'Ya dejaste
 * tu reseña', the server refuses a second review, and the venue page, reached inside
 * the app, shows the new rating, the new count and the comment.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './support/browser';

const browser = useBrowser();

interface Booking {
  id: string;
  code: string;
  venueId: string;
  venueName: string;
  status: string;
  reviewed: boolean;
}

/** Demo guests (usuario@demo.mx first) until one has a completed booking without a review. */
async function guestWithUnreviewedBooking(): Promise<{ email: string; booking: Booking }> {
  const candidates = ['usuario@demo.mx', ...Array.from({ length: 12 }, (_, i) => `invitado${i + 1}@demo.mx`)];
  for (const email of candidates) {
    const context = await browser.browser.newContext({ baseURL: browser.baseURL });
    try {
      const login = await context.request.post('/api/auth/login', { data: { email, password: 'demo12345' } });
      if (!login.ok()) continue;
      const bookings = (await (await context.request.get('/api/bookings')).json()) as Booking[];
      const booking = bookings.find((b) => b.status === 'completed' && !b.reviewed);
      if (booking) return { email, booking };
    } finally {
      await context.close();
    }
  }
  throw new Error('no demo guest has a completed booking without a review');
}

/** The venue page's rating label: 'Calificación 4.7 de 5 (3 reseñas)'. */
async function ratingOnPage(page: Page): Promise<{ rating: string; count: number }> {
  const label = page.getByRole('img', { name: /^Calificación / }).first();
  await label.waitFor();
  const text = (await label.getAttribute('aria-label')) ?? '';
  const match = /^Calificación ([\d.]+) de 5 \((\d+) reseñas?\)$/.exec(text);
  if (!match) throw new Error(`unexpected rating label: ${text}`);
  return { rating: match[1] as string, count: Number(match[2]) };
}

describe('a guest reviews a completed booking', () => {
  it('leaves stars and a comment; the venue rating and count change', async () => {
    const { email, booking } = await guestWithUnreviewedBooking();
    const { page, errors } = await browser.newPage();
    await signIn(page, email);

    // The venue as the guest saw it before (kept in the app's cache).
    await page.goto(`/venue/${booking.venueId}`);
    await page.getByRole('heading', { level: 1, name: booking.venueName }).waitFor();
    const before = await ratingOnPage(page);
    const stars = Number(before.rating) > 1 ? 1 : 5;
    const comment = `Reseña de prueba ${Date.now()}: buen lugar, llegamos sin problema.`;

    // Inside the app (no reload): the side menu to my bookings.
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Mis Reservas' }).click();
    await page.waitForURL((url) => url.pathname === '/my-bookings');
    const card = page.getByRole('article', { name: `Reserva ${booking.code}` });
    await card.getByText('Completada', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Dejar reseña' }).click();

    const dialog = page.getByRole('dialog', { name: `Reseña de ${booking.venueName}` });
    await dialog.waitFor();
    // Stars are required.
    await dialog.getByRole('button', { name: 'Enviar reseña' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Elige de 1 a 5 estrellas.' }).waitFor();
    const star = dialog.getByRole('radio', { name: stars === 1 ? '1 estrella' : '5 estrellas' });
    // By keyboard: the stars are radios (visually hidden behind the star icons).
    await star.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => star.isChecked()).toBe(true);
    await dialog.getByLabel('Comentario').fill(comment);
    await dialog.getByRole('button', { name: 'Enviar reseña' }).click();

    await page.getByText('¡Gracias por tu reseña!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('Ya dejaste tu reseña').waitFor();
    expect(await card.getByRole('button', { name: 'Dejar reseña' }).count()).toBe(0);

    // One review per booking, also on the server.
    const again = await page.request.post('/api/reviews', {
      data: { bookingId: booking.id, rating: 5, comment: 'otra' },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe('Ya dejaste una reseña para esta reserva.');

    // Back to the venue inside the app: new figures, and the comment among the first reviews.
    await card.getByRole('link', { name: 'Ver espacio' }).click();
    await page.waitForURL((url) => url.pathname === `/venue/${booking.venueId}`);
    await page.getByText(comment).waitFor();
    const after = await ratingOnPage(page);
    expect(after.count).toBe(before.count + 1);
    const venue = (await (await page.request.get(`/api/venues/${booking.venueId}`)).json()) as {
      rating: string;
      reviewCount: number;
    };
    expect(venue.reviewCount).toBe(after.count);
    expect(after.rating).toBe(Number(venue.rating).toFixed(1));
    expect(after.rating).not.toBe(before.rating);
    expect(errors).toEqual([]);
  });
});
