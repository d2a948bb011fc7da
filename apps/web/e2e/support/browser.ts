/** Chromium (Debian's /usr/bin/chromium) through playwright-core, one browser per test file. */
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserSession {
  browser: Browser;
  baseURL: string;
  /** A fresh context (own cookies) and page; console errors and page errors are collected. */
  newPage(opts?: {
    width?: number;
    height?: number;
  }): Promise<{ context: BrowserContext; page: Page; errors: string[] }>;
}

/** Launches Chromium before the file's tests and closes it after. */
export function useBrowser(): BrowserSession {
  const session = { baseURL: '' } as BrowserSession;
  beforeAll(async () => {
    session.baseURL = inject('baseURL');
    session.browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    session.newPage = async ({ width = 1280, height = 800 } = {}) => {
      const context = await session.browser.newContext({
        baseURL: session.baseURL,
        viewport: { width, height },
        locale: 'es-MX',
        timezoneId: 'America/Mexico_City',
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (msg) => {
        // Chromium logs every non-2xx fetch ("Failed to load resource"); expected 4xx answers are not app errors.
        if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      page.setDefaultTimeout(15_000);
      return { context, page, errors };
    };
  });
  afterAll(async () => {
    await session.browser?.close();
  });
  return session;
}

/** Signs in through the /login form. */
export async function signIn(page: Page, email: string, password = 'demo12345'): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).last().click();
  await page.waitForURL((url) => url.pathname !== '/login');
}
