/**
 * The owner's full bookings list (issue 13): from the dashboard to every booking of their
 * venues, filtered by state and venue in the URL, with a detail to receive each guest.
 */
import { describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './support/browser';

const browser = useBrowser();

describe('the owner’s bookings', () => {
  it('lists every booking with filters kept in the URL and opens a booking’s detail', async () => {
    const { page, errors } = await browser.newPage({ width: 390, height: 844 });
    await signIn(page, 'propietario@demo.mx');
    await page.goto('/owner-dashboard');
    await page.getByRole('link', { name: 'Ver todas las reservas' }).click();
    await page.waitForURL('**/owner-bookings');
    await page.getByRole('heading', { level: 1, name: 'Reservas de mis espacios' }).waitFor();
    const list = page.getByRole('list', { name: 'Reservas' });
    await list.getByRole('listitem').first().waitFor();
    const all = await list.getByRole('listitem').count();
    // the demo owner has more bookings than the dashboard's 5
    expect(all).toBeGreaterThan(5);

    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Completadas' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'completed');
    await expect.poll(async () => list.getByRole('listitem').count()).toBeLessThan(all);
    const items = list.getByRole('listitem');
    for (let i = 0; i < (await items.count()); i++) {
      expect(await items.nth(i).getByText('Completada', { exact: true }).count()).toBe(1);
    }

    const first = items.first();
    const code = (await first.getAttribute('aria-label'))?.replace('Reserva ', '') ?? '';
    await first.getByRole('button', { name: 'Ver detalle' }).click();
    const dialog = page.getByRole('dialog', { name: `Reserva ${code}` });
    await dialog.waitFor();
    for (const label of ['Huésped', 'Personas', 'Solicitudes especiales', 'Llegada', 'Para ti']) {
      expect(await dialog.getByText(label, { exact: true }).count(), label).toBe(1);
    }
    await dialog.getByRole('button', { name: 'Cerrar', exact: true }).last().click();

    // a reload keeps the filter; clearing it shows everything again
    await page.reload();
    await list.getByRole('listitem').first().waitFor();
    expect(new URL(page.url()).searchParams.get('status')).toBe('completed');
    await page.getByRole('button', { name: 'Quitar filtros' }).click();
    await expect.poll(async () => list.getByRole('listitem').count()).toBe(all);
    expect(errors).toEqual([]);
  });
});
