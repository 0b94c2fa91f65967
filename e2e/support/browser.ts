import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/**
 * A phone-sized page (390x844, touch) whose browser speaks `locale`. The service worker is blocked unless
 * asked for: a page it controls gets the build's files from its cache, where page.route() never sees them
 * (the journeys that fake a lost chunk or a failing API rely on it); e2e/installable.e2e.ts allows it.
 */
export async function newPhonePage(
  browser: Browser,
  baseURL: string,
  locale = 'en-US',
  options: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: options.serviceWorkers ?? 'block',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** Waits for a toast (sonner) whose text contains `text`. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor({ state: 'visible' });
}

/** Waits until the path (and optionally the query) of the page is `expected`. */
export async function waitForPath(page: Page, expected: string | RegExp, timeout = 15_000): Promise<void> {
  await page.waitForURL(
    (url) =>
      typeof expected === 'string'
        ? url.pathname + url.search === expected || url.pathname === expected
        : expected.test(url.pathname + url.search),
    { timeout },
  );
}

/**
 * The errors a page reports while its code takes over a screen that came rendered in it: a hydration
 * mismatch (React's errors 418–425) or markup the CSP refused (an inline script). Read the list at the end.
 */
export function takeoverErrors(page: Page): string[] {
  const seen: string[] = [];
  const onError = (text: string) =>
    void (
      /hydrat|did not match|react\.dev\/errors\/4(18|19|2[0-5])|Content Security Policy/i.test(text) &&
      seen.push(text)
    );
  page.on('console', (m) => m.type() === 'error' && onError(m.text()));
  page.on('pageerror', (e) => onError(e.message));
  return seen;
}
