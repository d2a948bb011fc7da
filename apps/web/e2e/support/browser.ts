/** Chromium (Debian's /usr/bin/chromium) through playwright-core, one browser per test file. */
import { type Browser, type BrowserContext, chromium, type Page, type Request } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';

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
      await context.addInitScript(traceInPage);
      const page = await context.newPage();
      trackRequests(page);
      watchForReport(page);
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
  // A failed test prints what each of its pages did last: a flake seen once in CI can be read.
  beforeEach(({ onTestFailed }) => {
    const since = Date.now();
    onTestFailed(async () => {
      const open = [...timelines].filter(([page]) => !page.isClosed());
      // The test's own pages (those of earlier tests may still be open), else the pages it used
      // (made before it, in a beforeAll).
      const own = open.filter(([, { openedAt }]) => openedAt >= since);
      const used = open.filter(([, { log }]) => (log.at(-1)?.at ?? 0) >= since);
      for (const [page, { log }] of own.length > 0 ? own : used) console.error(await describePage(page, log, since));
    });
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

/** One event of a page's timeline: when (ms since the epoch, the page's clock and ours alike) and what. */
interface TimelineEntry {
  at: number;
  line: string;
}

/** What each page made by `newPage` did (navigations, console, errors, requests), for a failed test's report. */
const timelines = new Map<Page, { openedAt: number; log: TimelineEntry[] }>();

function watchForReport(page: Page): void {
  const log: TimelineEntry[] = [];
  timelines.set(page, { openedAt: Date.now(), log });
  const add = (line: string) => {
    log.push({ at: Date.now(), line });
    if (log.length > 200) log.shift();
  };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) add(`url ${frame.url()}`);
  });
  page.on('console', (msg) => add(`console.${msg.type()} ${msg.text().slice(0, 300)}`));
  page.on('pageerror', (err) => add(`pageerror ${err.message}`));
  page.on('request', (request) => {
    if (request.resourceType() === 'document') add(`document ${request.method()} ${request.url()}`);
  });
  page.on('requestfailed', (request) => {
    // Aborted: left behind by a navigation, as every page change does.
    const reason = request.failure()?.errorText;
    if (reason !== 'net::ERR_ABORTED') add(`failed ${request.url()}: ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) add(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('close', () => timelines.delete(page));
}

/**
 * Runs in each page before its scripts: notes the app's history calls (router navigations) and
 * where each click landed and whether something took it over (preventDefault), for describePage.
 */
function traceInPage(): void {
  const trace: TimelineEntry[] = [];
  (window as unknown as { __e2eTrace: typeof trace }).__e2eTrace = trace;
  const note = (line: string) => trace.push({ at: Date.now(), line });
  for (const name of ['pushState', 'replaceState'] as const) {
    const original = history[name];
    history[name] = function (this: History, ...args: Parameters<History['pushState']>) {
      note(`history.${name} ${String(args[2])}`);
      return original.apply(this, args);
    };
  }
  // Bubbling to window: after the app's own handlers (React listens on its root).
  window.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest('a, button');
    const name = control
      ? `${control.tagName.toLowerCase()} "${control.textContent?.trim().slice(0, 40)}"`
      : (target?.tagName ?? '?');
    note(`click on ${name}${event.defaultPrevented ? ' (handled by the app)' : ''}`);
  });
}

/** A page's URL, its last events since `since`, the requests still open and the start of its text. */
async function describePage(page: Page, log: TimelineEntry[], since: number): Promise<string> {
  const inPage = await page
    .evaluate(() => (window as unknown as { __e2eTrace?: TimelineEntry[] }).__e2eTrace ?? [])
    .catch(() => []);
  const lines = [...log, ...inPage.map((entry) => ({ ...entry, line: `page: ${entry.line}` }))]
    .filter((entry) => entry.at >= since)
    .sort((a, b) => a.at - b.at)
    .map((entry) => `  +${entry.at - since} ms ${entry.line}`);
  const open = [...(inFlight.get(page) ?? [])].map((request) => `  open ${request.method()} ${request.url()}`);
  const text = await page
    .locator('body')
    // biome-ignore lint/performance/useDomNodeTextContent: the text as drawn (hidden parts left out), as a person reads the screen
    .innerText({ timeout: 2_000 })
    .then((drawn) => drawn.replace(/\s+/g, ' ').slice(0, 600))
    .catch((error: unknown) => `(no text: ${String(error)})`);
  return [`page at ${page.url()}`, ...lines.slice(-60), ...open, `  text: ${text}`].join('\n');
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
