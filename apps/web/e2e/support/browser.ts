/** Chromium (Debian's /usr/bin/chromium) through playwright-core, one browser per test file. */
import { type Browser, type BrowserContext, chromium, type Page, type Request } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

/** A phone's User-Agent ("Mobile"): the server draws a phone's first paint for it (decision 021). */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

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
    /** the browser's time zone (default Mexico City's, the market's) */
    timezoneId?: string;
  }): Promise<{ context: BrowserContext; page: Page; errors: string[] }>;
}

/** Launches Chromium before the file's tests and closes it after. */
export function useBrowser(): BrowserSession {
  const session = { baseURL: '' } as BrowserSession;
  beforeAll(async () => {
    session.baseURL = inject('baseURL');
    session.browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    session.newPage = async ({ width = 1280, height = 800, timezoneId = 'America/Mexico_City' } = {}) => {
      const context = await session.browser.newContext({
        baseURL: session.baseURL,
        viewport: { width, height },
        locale: 'es-MX',
        timezoneId,
        // Phone-sized pages come from a phone, as they would in the field.
        ...(width < 768 ? { userAgent: PHONE_USER_AGENT } : {}),
      });
      const page = await context.newPage();
      trackRequests(page);
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

/** Waits until the app has taken a page drawn on the server over (it drops #root's data-first-paint then). */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-first-paint'));
}

/** Signs in through the /login form. */
export async function signIn(page: Page, email: string, password = 'demo12345'): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).last().click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Requests each page has in flight (long-lived event streams aside), for networkSettled. */
const inFlight = new WeakMap<Page, Set<Request>>();

function trackRequests(page: Page): void {
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (request) => {
    if (request.resourceType() !== 'eventsource') open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/**
 * Resolves once a page made by `newPage` has had no request in flight for `quietMs`, or after
 * `timeoutMs` (never rejects). Playwright's 'networkidle' waits a fixed 500 ms of quiet, which
 * made a third of each every-route visit.
 */
export async function networkSettled(page: Page, quietMs = 200, timeoutMs = 5_000): Promise<void> {
  const open = inFlight.get(page);
  if (!open) throw new Error('networkSettled needs a page made by newPage');
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (open.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
