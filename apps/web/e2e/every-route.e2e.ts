/**
 * Every route of SPEC.md's route table, for a visitor, a user, an owner and an admin
 * (the demo accounts), at 360, 768 and 1280 px wide (and the main pages at 390 px): each lands
 * where the app sends that person (signed-out-only routes send signed-in people to their
 * panel, signed-in routes send visitors to /login), shows its headline, logs no console error,
 * has no serious or critical axe-core violation (at 360 and 1280 px), and passes the layout
 * gate of issue 19 (support/layout.ts: no sideways scroll, no cut-off text, targets of 24 px,
 * primary actions of 44 px, nothing under the header or the bottom bar).
 *
 * The main pages at 390 px are saved as screenshots in apps/web/e2e/screenshots/ (SCREENSHOTS);
 * E2E_SCREENSHOTS=<folder> also saves a screenshot of every visit there.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { networkSettled, signIn, useBrowser } from './support/browser';
import { layoutProblems } from './support/layout';

const browser = useBrowser();
const screenshots = process.env.E2E_SCREENSHOTS;
/** Where the 390 px screenshots of the main pages go (README: "Screenshots"). */
const SCREENSHOTS = join(import.meta.dirname, 'screenshots');
/** The main pages a person looks at on a phone, and who looks at each. */
const PHONE_SHOTS: Record<string, Who> = {
  '/': 'visitor',
  '/venues': 'visitor',
  '/venue/{id}': 'visitor',
  '/booking/{venueId}': 'user',
  '/my-bookings': 'user',
  '/owner-dashboard': 'owner',
  '/admin-dashboard': 'admin',
};

type Who = 'visitor' | 'user' | 'owner' | 'admin';
type SignedIn = Exclude<Who, 'visitor'>;

const ACCOUNTS: Record<SignedIn, { email: string; firstName: string }> = {
  user: { email: 'usuario@demo.mx', firstName: 'Diego' },
  owner: { email: 'propietario@demo.mx', firstName: 'Paola' },
  admin: { email: 'admin@demo.mx', firstName: 'Andrea' },
};

interface Ids {
  venueId: string;
  venueName: string;
  /** a venue of propietario@demo.mx */
  ownerVenueId: string;
}

interface Outcome {
  /** pathname where the visit ends */
  lands: string;
  /** the page's headline: a heading, or a text when `as: 'text'` */
  headline: string | RegExp;
  as?: 'heading' | 'text';
  /** the admin panel tab shown as selected */
  tab?: string;
  /** a toast seen before a client-side redirect */
  toast?: string;
}

const LANDING: Outcome = { lands: '/', headline: 'Renta el lugar perfecto, por hora' };
const TO_LOGIN: Outcome = { lands: '/login', headline: 'Iniciar Sesión' };
const DENIED_ADMIN: Outcome = { ...LANDING, toast: 'Acceso Denegado' };

/** SPEC.md §6: default landing per role. */
function panelOf(who: SignedIn): Outcome {
  if (who === 'admin') return { lands: '/admin-dashboard', headline: 'Panel de Administración', tab: 'Usuarios' };
  if (who === 'owner') return { lands: '/owner-dashboard', headline: 'Dashboard Propietario' };
  return { lands: '/home', headline: 'Hola, Diego' };
}

function signedOutOnly(path: string, headline: string): (who: Who) => Outcome {
  return (who) => (who === 'visitor' ? { lands: path, headline } : panelOf(who));
}

function signedInOnly(outcome: (who: SignedIn) => Outcome): (who: Who) => Outcome {
  return (who) => (who === 'visitor' ? TO_LOGIN : outcome(who));
}

function adminTab(path: string, tab: string): (who: Who) => Outcome {
  return signedInOnly((who) =>
    who === 'admin' ? { lands: path, headline: 'Panel de Administración', tab } : DENIED_ADMIN,
  );
}

const ROUTES: { path: (ids: Ids) => string; expect: (who: Who, ids: Ids) => Outcome; name: string }[] = [
  { name: '/', path: () => '/', expect: () => LANDING },
  { name: '/venues', path: () => '/venues', expect: () => ({ lands: '/venues', headline: 'Explorar lugares' }) },
  {
    name: '/venue/{id}',
    path: (ids) => `/venue/${ids.venueId}`,
    expect: (_who, ids) => ({ lands: `/venue/${ids.venueId}`, headline: ids.venueName }),
  },
  { name: '/login', path: () => '/login', expect: signedOutOnly('/login', 'Iniciar Sesión') },
  { name: '/register', path: () => '/register', expect: signedOutOnly('/register', 'Crear cuenta') },
  // issue 15
  {
    name: '/forgot-password',
    path: () => '/forgot-password',
    expect: signedOutOnly('/forgot-password', '¿Olvidaste tu contraseña?'),
  },
  {
    name: '/reset-password',
    path: () => '/reset-password',
    expect: () => ({ lands: '/reset-password', headline: 'Enlace no válido' }),
  },
  {
    name: '/confirm-email',
    path: () => '/confirm-email',
    expect: () => ({ lands: '/confirm-email', headline: 'Enlace no válido' }),
  },
  {
    name: '/oauth-config',
    path: () => '/oauth-config',
    expect: signedOutOnly('/oauth-config', 'Configuración de Google OAuth'),
  },
  {
    name: '/home',
    path: () => '/home',
    expect: signedInOnly((who) => ({ lands: '/home', headline: `Hola, ${ACCOUNTS[who].firstName}` })),
  },
  {
    name: '/owner-bookings',
    path: () => '/owner-bookings',
    expect: signedInOnly((who) =>
      who === 'user'
        ? {
            lands: '/owner-bookings',
            headline: 'Acceso Restringido: Solo los propietarios pueden acceder a este dashboard.',
            as: 'text',
          }
        : { lands: '/owner-bookings', headline: 'Reservas de mis espacios' },
    ),
  },
  {
    name: '/owner-dashboard',
    path: () => '/owner-dashboard',
    expect: signedInOnly((who) =>
      who === 'user'
        ? {
            lands: '/owner-dashboard',
            headline: 'Acceso Restringido: Solo los propietarios pueden acceder a este dashboard.',
            as: 'text',
          }
        : { lands: '/owner-dashboard', headline: 'Dashboard Propietario' },
    ),
  },
  { name: '/admin-dashboard', path: () => '/admin-dashboard', expect: adminTab('/admin-dashboard', 'Usuarios') },
  {
    name: '/mensajes',
    path: () => '/mensajes',
    expect: signedInOnly(() => ({ lands: '/mensajes', headline: 'Mensajes' })),
  },
  // issue 16
  {
    name: '/favoritos',
    path: () => '/favoritos',
    expect: signedInOnly(() => ({ lands: '/favoritos', headline: 'Favoritos' })),
  },
  {
    name: '/profile',
    path: () => '/profile',
    expect: signedInOnly(() => ({ lands: '/profile', headline: 'Mi Perfil' })),
  },
  {
    name: '/my-bookings',
    path: () => '/my-bookings',
    expect: signedInOnly(() => ({ lands: '/my-bookings', headline: 'Mis Reservas' })),
  },
  {
    name: '/become-owner',
    path: () => '/become-owner',
    expect: signedInOnly(() => ({ lands: '/become-owner', headline: 'Registra tu Venue' })),
  },
  {
    name: '/add-venue',
    path: () => '/add-venue',
    expect: signedInOnly((who) =>
      who === 'user'
        ? { lands: '/add-venue', headline: /^Acceso Restringido: Solo los propietarios/, as: 'text' }
        : { lands: '/add-venue', headline: 'Agregar Venue' },
    ),
  },
  { name: '/admin-users', path: () => '/admin-users', expect: adminTab('/admin-users', 'Usuarios') },
  { name: '/admin-venues', path: () => '/admin-venues', expect: adminTab('/admin-venues', 'Espacios') },
  { name: '/admin-financial', path: () => '/admin-financial', expect: adminTab('/admin-financial', 'Finanzas') },
  { name: '/admin-admins', path: () => '/admin-admins', expect: adminTab('/admin-admins', 'Administradores') },
  {
    name: '/booking/{venueId}',
    path: (ids) => `/booking/${ids.venueId}`,
    expect: signedInOnly(() => ({ lands: '', headline: 'Reservar' })),
  },
  {
    name: '/role-selection',
    path: () => '/role-selection',
    expect: signedInOnly(() => ({ lands: '/role-selection', headline: '¿Cómo quieres usar Rentas por Hora?' })),
  },
  {
    name: '/edit-venue/{venueId}',
    path: (ids) => `/edit-venue/${ids.ownerVenueId}`,
    expect: signedInOnly((who) => ({
      lands: '',
      headline: who === 'user' ? 'No puedes editar este espacio' : 'Editar espacio',
    })),
  },
  {
    name: 'an unknown path',
    path: () => '/esta-ruta-no-existe',
    expect: () => ({ lands: '/esta-ruta-no-existe', headline: 'Página no encontrada' }),
  },
];

const ids: Ids = { venueId: '', venueName: '', ownerVenueId: '' };

beforeAll(async () => {
  // Real ids from the API: a public venue, and one of the demo owner's venues.
  const context = await browser.browser.newContext({ baseURL: browser.baseURL });
  const venues = (await (await context.request.get('/api/venues')).json()) as { id: string; name: string }[];
  const first = venues[0];
  if (!first) throw new Error('GET /api/venues returned no venue');
  ids.venueId = first.id;
  ids.venueName = first.name;
  const login = await context.request.post('/api/auth/login', {
    data: { email: ACCOUNTS.owner.email, password: 'demo12345' },
  });
  expect(login.ok()).toBe(true);
  const owned = (await (await context.request.get('/api/venues/owner')).json()) as { id: string }[];
  ids.ownerVenueId = owned[0]?.id ?? '';
  expect(ids.ownerVenueId).not.toBe('');
  await context.close();
});

async function expectHeadline(page: Page, outcome: Outcome): Promise<void> {
  const target =
    outcome.as === 'text'
      ? page.getByText(outcome.headline, { exact: typeof outcome.headline === 'string' })
      : page.getByRole('heading', { name: outcome.headline, exact: typeof outcome.headline === 'string' });
  await target.first().waitFor();
  if (outcome.tab) {
    await page.getByRole('tab', { name: outcome.tab, selected: true }).waitFor();
  }
}

for (const viewport of [
  { width: 360, height: 800 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
]) {
  for (const who of ['visitor', 'user', 'owner', 'admin'] as const) {
    describe(`${who} at ${viewport.width}×${viewport.height}`, () => {
      let context: BrowserContext;
      let page: Page;
      let errors: string[];

      beforeAll(async () => {
        ({ context, page, errors } = await browser.newPage(viewport));
        if (who !== 'visitor') await signIn(page, ACCOUNTS[who].email);
      });
      afterAll(async () => {
        await context?.close();
      });

      // 390 px is 360 px's phone layout 30 px wider: visited only for the main pages' screenshots.
      // axe runs at the narrowest and the widest screen; 768 px gets every other check.
      const visited = viewport.width === 390 ? ROUTES.filter((route) => PHONE_SHOTS[route.name] === who) : ROUTES;
      const axe = viewport.width === 360 || viewport.width === 1280;
      for (const route of visited) {
        it(`${route.name}: lands where expected, shows its headline, no console error${axe ? ', no serious axe violation' : ''}`, async () => {
          errors.length = 0;
          const path = route.path(ids);
          const outcome = route.expect(who, ids);
          await page.goto(path);
          if (outcome.toast) {
            await page.getByText(outcome.toast, { exact: true }).first().waitFor();
          }
          const lands = outcome.lands || new URL(path, browser.baseURL).pathname;
          await expect
            .poll(() => new URL(page.url()).pathname, { message: `${path} should land on ${lands}`, timeout: 10_000 })
            .toBe(lands);
          await expectHeadline(page, outcome);
          await networkSettled(page);
          if (screenshots) {
            mkdirSync(screenshots, { recursive: true });
            const file = `${viewport.width}-${who}-${route.name.replace(/[^a-z0-9]+/gi, '_')}.png`;
            await page.screenshot({ path: join(screenshots, file), fullPage: true });
          }
          if (viewport.width === 390 && PHONE_SHOTS[route.name] === who) {
            mkdirSync(SCREENSHOTS, { recursive: true });
            const file = `390-${route.name.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'landing'}.png`;
            await page.screenshot({ path: join(SCREENSHOTS, file), fullPage: true });
          }
          if (axe) expect(await seriousViolations(page)).toEqual([]);
          expect(await layoutProblems(page)).toEqual([]);
          expect(errors).toEqual([]);
        });
      }
    });
  }
}

/** Presses Tab until the focused element matches, at most `limit` times; fails otherwise. */
async function tabTo(page: Page, matches: { text: string; within?: string }, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(({ text, within }) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el.textContent?.trim() !== text) return false;
      return within ? el.closest(`[aria-label="${within}"]`) !== null : true;
    }, matches);
    if (found) return;
  }
  throw new Error(`Tab never reached "${matches.text}"`);
}

/** The focused element shows a focus ring (an outline). */
async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return false;
    const style = getComputedStyle(el);
    return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
  });
}

/**
 * Each defect the layout gate looks for, made on purpose on a page that passes it: the gate
 * must name it (a gate that cannot fail proves nothing).
 */
const REGRESSIONS: { defect: string; path: string; make: (main: HTMLElement) => void; reported: RegExp }[] = [
  {
    defect: 'a button label longer than its box',
    path: '/login',
    make: (main) => {
      const button = main.querySelector('button[type=submit]') as HTMLElement;
      (button.querySelector('.mantine-Button-label') as HTMLElement).textContent =
        'Iniciar sesión con esta cuenta de correo electrónico ahora mismo, por favor';
      button.style.width = '200px';
    },
    reported: /text is cut off: <span> "Iniciar sesión con esta cuenta/,
  },
  {
    defect: 'a box wider than the screen',
    path: '/login',
    make: (main) => {
      const wide = document.createElement('p');
      wide.style.width = '600px';
      wide.textContent = 'Una línea más ancha que la pantalla';
      main.append(wide);
    },
    reported: /the page scrolls sideways \(\d+ > 390 px\)/,
  },
  {
    defect: 'two 16 px targets side by side',
    path: '/login',
    make: (main) => {
      const row = document.createElement('div');
      row.innerHTML =
        '<button style="width:16px;height:16px;padding:0" aria-label="Uno"></button><button style="width:16px;height:16px;padding:0" aria-label="Dos"></button>';
      main.querySelector('form')?.append(row);
    },
    reported: /target smaller than 24 × 24 px: <button> "Uno" \(16 × 16\)/,
  },
  {
    defect: 'a primary action 36 px tall',
    path: '/login',
    make: (main) => {
      (main.querySelector('[data-primary-action]') as HTMLElement).style.minHeight = '0';
      (main.querySelector('[data-primary-action]') as HTMLElement).style.height = '36px';
    },
    reported: /primary action under 44 px tall: <button> "Iniciar Sesión" \(36 px\)/,
  },
  {
    defect: 'a time range broken over two lines',
    path: '/login',
    make: (main) => {
      const line = document.createElement('p');
      line.style.width = '3.5rem';
      line.textContent = '18:00 - 20:00';
      main.querySelector('form')?.append(line);
    },
    reported: /"18:00 - 20:00" is split over two lines/,
  },
  {
    defect: 'the end of the page under the bottom bar',
    path: '/my-bookings',
    make: (main) => {
      main.style.paddingBottom = '0';
    },
    reported: /content ends under the bottom bar/,
  },
];

describe('the layout gate fails on', () => {
  for (const regression of REGRESSIONS) {
    it(regression.defect, async () => {
      const { page } = await browser.newPage({ width: 390, height: 844 });
      if (regression.path !== '/login') await signIn(page, ACCOUNTS.user.email);
      await page.goto(regression.path);
      await page.locator('main h1').first().waitFor();
      await page.getByRole('navigation', { name: 'Navegación inferior' }).or(page.locator('form')).first().waitFor();
      expect(await layoutProblems(page)).toEqual([]);
      await page.locator('main').evaluate(regression.make);
      expect((await layoutProblems(page)).join('\n')).toMatch(regression.reported);
    });
  }
});

describe('the axe scan fails on', () => {
  it('a button without a name and a field without a label', async () => {
    const { page } = await browser.newPage({ width: 390, height: 844 });
    await page.goto('/login');
    await page.locator('main form').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('main form').evaluate((form) => {
      form.insertAdjacentHTML('beforeend', '<button type="button"></button><input type="text">');
    });
    const found = (await seriousViolations(page)).join('\n');
    expect(found).toMatch(/^button-name \(critical\)/m);
    expect(found).toMatch(/^label \(critical\)/m);
  });
});

describe('keyboard alone', () => {
  it('at 1280 px: skip link, the side menu and a page, with a visible focus', async () => {
    const { page, errors } = await browser.newPage();
    await signIn(page, ACCOUNTS.user.email);
    await page.goto('/home');
    await page.getByRole('heading', { name: 'Hola, Diego' }).waitFor();
    // The side menu is a lazy chunk: on a loaded machine it can arrive after the page.
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Mis Reservas' })
      .waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Saltar al contenido');
    expect(await page.getByRole('link', { name: 'Saltar al contenido' }).boundingBox()).toMatchObject({ x: 8 });
    await tabTo(page, { text: 'Mis Reservas', within: 'Menú principal' });
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/my-bookings');
    await page.getByRole('heading', { name: 'Mis Reservas', level: 1 }).waitFor();
    await tabTo(page, { text: 'Ver espacio' });
    expect(await focusIsVisible(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('at 360 px: the bottom bar, then a dialog opened and closed from the keyboard', async () => {
    const { page, errors } = await browser.newPage({ width: 360, height: 800 });
    await signIn(page, ACCOUNTS.user.email);
    await page.goto('/my-bookings');
    await page.getByRole('heading', { name: 'Mis Reservas', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Navegación inferior' }).getByRole('link', { name: 'Perfil' }).waitFor();
    await tabTo(page, { text: 'Perfil', within: 'Navegación inferior' }, 80);
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('heading', { name: 'Mi Perfil' }).waitFor();
    await tabTo(page, { text: 'Métodos de pagoCómo puedes pagar tus reservas' });
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Métodos de pago' });
    await dialog.getByText('Pago en el lugar').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Métodos de pagoCómo puedes pagar tus reservas',
    );
    expect(errors).toEqual([]);
  });
});
