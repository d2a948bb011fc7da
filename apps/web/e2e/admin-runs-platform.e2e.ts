/**
 * An admin runs the platform, in a real browser: changes the role of a user the test
 * registers, switches a venue the test creates off (it leaves /venues) and on again,
 * edits the price percentages with a live preview, and is sent to sign in when the
 * session expires. A plain user opening the panel is refused and sent home. Every
 * page carries a Content-Security-Policy header and logs no CSP violation.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './support/browser';

const browser = useBrowser();

/** Opens a page that records CSP violations (Chromium logs them to the console). */
async function openPage(opts?: { width?: number; height?: number }) {
  const session = await browser.newPage(opts);
  const cspViolations: string[] = [];
  session.page.on('console', (msg) => {
    const text = msg.text();
    if (text.includes('Content Security Policy') || text.includes('Refused to')) cspViolations.push(text);
  });
  return { ...session, cspViolations };
}

/** Navigates and checks that the document came with a CSP header. */
async function gotoWithCsp(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
}

async function register(page: Page, email: string, firstName: string): Promise<void> {
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

/** The demo owner publishes a venue through the REST API (same-origin fetch inside the page). */
async function createVenueAsOwner(page: Page, name: string): Promise<string> {
  await signIn(page, 'propietario@demo.mx');
  const result = await page.evaluate(async (venueName) => {
    const response = await fetch('/api/venues', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: venueName,
        description: 'Sala creada por la prueba del panel de administración.',
        category: 'meeting_room',
        address: 'Av. Reforma 100, Juárez',
        city: 'Ciudad de México',
        capacity: 12,
        pricePerHour: '350.00',
        pricePerDay: null,
        amenities: ['Wifi'],
        images: [],
      }),
    });
    return { status: response.status, body: (await response.json()) as { id?: string } };
  }, name);
  expect(result.status).toBe(201);
  expect(result.body.id).toBeTruthy();
  return result.body.id ?? '';
}

/** What a visitor's search on /venues says for a venue name. */
async function publicSearchResult(page: Page, name: string): Promise<string> {
  await page.goto(`/venues?q=${encodeURIComponent(name)}`);
  const found = page.getByText(/^\d+ lugar(es)? encontrados?$/);
  const none = page.getByText('No encontramos lugares con esos filtros');
  await found.or(none).first().waitFor();
  if (await none.count()) return 'ninguno';
  return (await found.first().textContent())?.trim() ?? '';
}

async function toast(page: Page, text: string | RegExp): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

describe('an admin runs the platform', () => {
  it('changes the role of a user from the users tab, with the buttons and the dropdown', async () => {
    const stamp = Date.now();
    const email = `rodrigo.${stamp}@ejemplo.mx`;
    const guest = await openPage();
    await register(guest.page, email, 'Rodrigo');

    const admin = await openPage();
    await signIn(admin.page, 'admin@demo.mx');
    await gotoWithCsp(admin.page, '/admin-users');
    await admin.page.getByRole('tab', { name: 'Usuarios', selected: true }).waitFor();

    const card = admin.page.getByRole('article', { name: `Usuario ${email}` });
    await card.waitFor();
    expect(await card.getByText('Usuario', { exact: true }).count()).toBe(1);

    // the dropdown changes the role at once
    await card.getByRole('combobox', { name: 'Rol' }).click();
    await admin.page.getByRole('option', { name: 'Propietario' }).click();
    await toast(admin.page, 'Rodrigo Ortega ahora es Propietario.');
    await card.getByText('Propietario', { exact: true }).waitFor();

    // promote (asked first: cancelling changes nothing), then demote with the buttons (no venues: back to Usuario)
    await card.getByRole('button', { name: 'Hacer administrador' }).click();
    const ask = admin.page.getByRole('dialog', { name: 'Hacer administrador' });
    await ask.getByText(/¿Hacer administrador a Rodrigo Ortega\?/).waitFor();
    await ask.getByRole('button', { name: 'Cancelar' }).click();
    await ask.waitFor({ state: 'detached' });
    await card.getByText('Propietario', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Hacer administrador' }).click();
    await ask.getByRole('button', { name: 'Sí, hacer administrador' }).click();
    await toast(admin.page, 'Rodrigo Ortega ahora es Administrador.');
    await card.getByRole('button', { name: 'Quitar administrador' }).click();
    await toast(admin.page, 'Rodrigo Ortega ahora es Usuario.');

    // the change is stored: it survives a reload
    await admin.page.reload();
    await card.getByText('Usuario', { exact: true }).waitFor();

    // the admin's own card has no role controls
    const own = admin.page.getByRole('article', { name: 'Usuario admin@demo.mx' });
    await own.waitFor();
    expect(await own.getByRole('combobox', { name: 'Rol' }).count()).toBe(0);
    expect(await own.getByRole('button').count()).toBe(0);

    // the audit log tells who did what, before → after
    await admin.page.getByRole('tab', { name: 'Administradores' }).click();
    await admin.page.waitForURL((url) => url.searchParams.get('tab') === 'admin');
    const log = admin.page.getByRole('list', { name: 'Registro de cambios' });
    await log.getByText('Cambió el rol de Rodrigo Ortega').first().waitFor();
    expect(await log.getByText('Usuario → Propietario').count()).toBeGreaterThan(0);
    expect(await log.getByText('Administrador → Usuario').count()).toBeGreaterThan(0);
    // own admin row cannot be demoted
    expect(await admin.page.getByRole('button', { name: 'Quitar administrador a admin@demo.mx' }).count()).toBe(0);

    expect(admin.cspViolations).toEqual([]);
    expect(guest.cspViolations).toEqual([]);
    expect(admin.errors).toEqual([]);
  });

  it('switches a venue off (it leaves /venues) and on again', async () => {
    const name = `Sala Auditoría ${Date.now()}`;
    const owner = await openPage();
    const venueId = await createVenueAsOwner(owner.page, name);
    const visitor = await openPage();
    expect(await publicSearchResult(visitor.page, name)).toBe('1 lugar encontrado');

    const admin = await openPage();
    await signIn(admin.page, 'admin@demo.mx');
    await gotoWithCsp(admin.page, '/admin-venues');
    await admin.page.getByRole('tab', { name: 'Espacios', selected: true }).waitFor();
    await admin.page.getByLabel('Buscar espacio').fill(name);
    const card = admin.page.getByRole('article', { name });
    await card.waitFor();
    expect(await card.getByText('Propietario:').textContent()).toMatch(/^Propietario: \S/);
    expect(await card.getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe(`/edit-venue/${venueId}`);

    const toggle = card.getByRole('switch', { name: 'Espacio activo' });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click();
    // deactivating is asked first
    await admin.page
      .getByRole('dialog', { name: 'Desactivar espacio' })
      .getByRole('button', { name: 'Sí, desactivar' })
      .click();
    await toast(admin.page, 'Espacio desactivado');
    await card.getByText('Inactivo', { exact: true }).waitFor();
    expect(await toggle.isChecked()).toBe(false);
    expect(await publicSearchResult(visitor.page, name)).toBe('ninguno');

    // still listed for the admin after a reload, with its badge
    await admin.page.reload();
    await admin.page.getByLabel('Buscar espacio').fill(name);
    await card.getByText('Inactivo', { exact: true }).waitFor();

    await toggle.click();
    await toast(admin.page, 'Espacio activado');
    await card.getByText('Activo', { exact: true }).waitFor();
    expect(await publicSearchResult(visitor.page, name)).toBe('1 lugar encontrado');

    expect(admin.cspViolations).toEqual([]);
    expect(visitor.cspViolations).toEqual([]);
    expect(admin.errors).toEqual([]);
  });

  it('edits the price percentages with a live preview and sees them in the finances', async () => {
    const admin = await openPage();
    await signIn(admin.page, 'admin@demo.mx');
    await gotoWithCsp(admin.page, '/admin-dashboard?tab=pricing');
    const preview = admin.page.getByTestId('pricing-example');
    await preview.waitFor();
    const operativo = admin.page.getByLabel('Operativo');
    const original = await operativo.inputValue();

    await admin.page.getByLabel('Operativo').fill('6.5');
    await admin.page.getByLabel('Backoffice').fill('5');
    await admin.page.getByLabel('Impuestos').fill('13');
    await admin.page.getByLabel('Pasarela de pago').fill('10');
    await expect
      .poll(() => preview.textContent())
      .toBe(
        'Sobre $100.00: operativo $6.50, backoffice $5.00, impuestos $13.00, pasarela de pago $10.00, total $34.50',
      );
    await admin.page.getByText('Suma de porcentajes: 34.50 %').waitFor();

    // an empty field is refused before anything is sent
    await admin.page.getByLabel('Impuestos').fill('');
    await admin.page.getByRole('button', { name: 'Guardar precios' }).click();
    await admin.page.getByText('Cada porcentaje debe ser un número entre 0 y 100.').waitFor();
    await admin.page.getByLabel('Impuestos').fill('13');

    await admin.page.getByRole('button', { name: 'Guardar precios' }).click();
    await toast(admin.page, 'Precios actualizados');
    await admin.page.getByText(/Última actualización: .+ por /).waitFor();

    // the financial summary splits the commission with the new percentages
    await admin.page.getByRole('tab', { name: 'Finanzas' }).click();
    await admin.page.getByText('Volumen bruto de reservas').waitFor();
    await admin.page.getByText('(6.50 %)').waitFor();
    const recent = admin.page.getByRole('table', { name: 'Las 10 reservas más recientes' });
    await recent.waitFor();
    const rows = await recent.getByRole('row').count();
    expect(rows).toBeGreaterThan(1);
    expect(rows).toBeLessThanOrEqual(11);

    // put the previous value back so other journeys see the usual prices
    await admin.page.getByRole('tab', { name: 'Precios' }).click();
    await admin.page.getByLabel('Operativo').fill(original);
    await admin.page.getByRole('button', { name: 'Guardar precios' }).click();
    await toast(admin.page, 'Precios actualizados');

    expect(admin.cspViolations).toEqual([]);
    expect(admin.errors).toEqual([]);
  });

  it('an expired session on the panel says so and goes to sign in', async () => {
    const admin = await openPage();
    await signIn(admin.page, 'admin@demo.mx');
    await admin.page.goto('/admin-dashboard?tab=venues');
    const toggle = admin.page.getByRole('switch', { name: 'Espacio activo' }).first();
    await toggle.waitFor();
    await admin.context.clearCookies();
    const toSignIn = admin.page.waitForRequest((request) => new URL(request.url()).pathname === '/api/login');
    const wasActive = await toggle.isChecked();
    await toggle.click();
    if (wasActive) {
      await admin.page
        .getByRole('dialog', { name: 'Desactivar espacio' })
        .getByRole('button', { name: 'Sí, desactivar' })
        .click();
    }
    await toast(admin.page, 'Tu sesión ha expirado. Redirigiendo...');
    expect(await admin.page.getByText('Sesión Expirada').count()).toBeGreaterThan(0);
    // a full-page navigation to the server's sign-in, 1 s later
    const request = await toSignIn;
    expect(request.isNavigationRequest()).toBe(true);
    expect(admin.cspViolations).toEqual([]);
  });

  it('a plain user opening the panel is refused and sent home', async () => {
    const user = await openPage({ width: 360, height: 800 });
    await signIn(user.page, 'usuario@demo.mx');
    await gotoWithCsp(user.page, '/admin-dashboard');
    await toast(user.page, 'Solo los administradores pueden acceder a este panel.');
    expect(await user.page.getByText('Acceso Denegado').count()).toBeGreaterThan(0);
    await user.page.waitForURL((url) => url.pathname === '/');
    expect(user.cspViolations).toEqual([]);
    expect(user.errors).toEqual([]);
  });
});
