import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signUpAndSignIn, useLanguage } from './support/accounts';
import { newPhonePage, waitForPath } from './support/browser';
import { fill } from './support/capture';
import { copy, type Lang } from './support/copy';
import { asOfPattern, controlled, waitUntilKept } from './support/offline';
import { testPhoto } from './support/media';
import type { MailCatcher } from './support/smtp';
import type { RunningServer } from './support/server';
import { withStack } from './support/stack';
import enOffline from '../src/web/locales/en/offline.json';
import frOffline from '../src/web/locales/fr/offline.json';

const offline = { fr: frOffline, en: enOffline };

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots-installable';
mkdirSync(SHOTS_DIR, { recursive: true });

let mail: MailCatcher;
let server: RunningServer;
let browser: Browser;

// No camera: the capture screen offers the file picker, which is enough to have photos to analyse.
withStack((stack) => ({ mail, server, browser } = stack));

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`) });
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe('installable', () => {
  it('serves a valid manifest whose icons are PNGs of the announced sizes', async () => {
    const page = await newPhonePage(browser, server.url, 'en-US', { serviceWorkers: 'allow' });
    try {
      const res = await page.request.get('/manifest.webmanifest');
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
      const manifest = await res.json();
      expect(manifest).toMatchObject({
        name: 'Trouvaille',
        short_name: 'Trouvaille',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#0b0b0f',
        theme_color: '#0b0b0f',
        lang: 'fr',
      });
      const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
      expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
      for (const icon of [...icons, { src: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }]) {
        const image = await page.request.get(icon.src);
        expect(image.status(), icon.src).toBe(200);
        expect(image.headers()['content-type']).toBe('image/png');
        const [w, h] = pngSize(await image.body());
        expect(`${w}x${h}`, icon.src).toBe(icon.sizes);
      }

      // The page announces the manifest, the icon for iOS and the theme colour; the CSP lets both in.
      const html = await page.request.get('/');
      const csp = html.headers()['content-security-policy'];
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toContain("manifest-src 'self'");
      await page.goto('/');
      const head = await page.evaluate(() => ({
        manifest: document.querySelector('link[rel=manifest]')?.getAttribute('href'),
        apple: document.querySelector('link[rel=apple-touch-icon]')?.getAttribute('href'),
        theme: document.querySelector('meta[name=theme-color]')?.getAttribute('content'),
      }));
      expect(head).toEqual({
        manifest: '/manifest.webmanifest',
        apple: '/apple-touch-icon.png',
        theme: '#0b0b0f',
      });

      // A new deploy's worker must be fetched fresh; it is a script for the browser.
      const sw = await page.request.get('/sw.js');
      expect(sw.status()).toBe(200);
      expect(sw.headers()['content-type']).toMatch(/javascript/);
      expect(sw.headers()['cache-control']).toBe('no-cache');
    } finally {
      await page.context().close();
    }
  });
});

describe.each<{ lang: Lang; locale: string }>([
  { lang: 'fr', locale: 'fr-FR' },
  { lang: 'en', locale: 'en-US' },
])('offline in $lang', ({ lang, locale }) => {
  const t = copy[lang];
  let page: Page;

  beforeAll(async () => {
    page = await newPhonePage(browser, server.url, locale, { serviceWorkers: 'allow' });
    await useLanguage(page, lang);
    await signUpAndSignIn(page, mail, { language: lang, label: 'installable', firstName: 'Camille' });
  });
  // Whichever test runs next starts online, even after one that failed offline.
  afterEach(async () => {
    await page?.context().setOffline(false);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('installs the service worker, which controls the page and keeps no API answer but photos', async () => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: t.dashboard.appraise.action }).waitFor();
    expect(await controlled(page)).toMatch(/\/sw\.js$/);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.some((u) => u.startsWith('/assets/') && u.endsWith('.js'))).toBe(true);
    expect(cached.filter((u) => u.startsWith('/api'))).toEqual([]);
  });

  it('reopens the dashboard offline on the app shell from the copy kept on the device, then loads it when back online', async () => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: t.dashboard.appraise.action }).waitFor();
    await controlled(page);
    // The copy of the dashboard is saved a moment after its figures arrive (decision 028).
    await waitUntilKept(page, ['auth-user', 'dashboard-stats']);
    await page.context().setOffline(true);
    // The worker itself cannot reach the server either: what follows is its cached shell, not the network.
    const worker = page.context().serviceWorkers()[0] ?? (await page.context().waitForEvent('serviceworker'));
    const reach = () =>
      fetch('/index.html', { cache: 'no-store' }).then(
        () => 'reached',
        () => 'unreachable',
      );
    expect(await worker.evaluate(reach)).toBe('unreachable');
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    // The dashboard as last synchronised, dated, instead of a screen waiting for the connection.
    const asOf = asOfPattern(t.common.connectivity.asOf);
    await page.getByText(asOf).waitFor();
    await page.getByRole('button', { name: t.dashboard.appraise.action }).waitFor();
    expect(await page.getByText(t.common.connectivity.waiting).count()).toBe(0);
    expect(await page.title()).toBe('Trouvaille');
    // Unreachable is not signed out: the page stays where it was.
    await page.waitForTimeout(1000);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await shot(page, `${lang}-dashboard-offline`);

    await page.context().setOffline(false);
    await page.getByRole('button', { name: t.dashboard.appraise.action }).waitFor();
    await page.getByText(asOf).waitFor({ state: 'detached' });
    expect(await page.getByText(t.common.connectivity.banner).count()).toBe(0);
  });

  it('opens the landing page offline with the banner', async () => {
    // The worker serves the landing page offline: it must be in charge first.
    await page.goto('/');
    await controlled(page);
    await page.context().setOffline(true);
    await page.goto('/?from=offline-test');
    await page.getByText(t.common.connectivity.banner).waitFor();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await shot(page, `${lang}-landing-offline`);
    await page.context().setOffline(false);
  });

  it('keeps the photos offline, says analysing them needs the network and offers to queue them', async () => {
    const c = t.capture;
    await page.goto('/camera');
    await page.getByText(c.camera.unavailable.title).waitFor();
    await page.locator('input[type=file]').setInputFiles(testPhoto('coffee-cup.jpg'));
    await waitForPath(page, '/photo-preview');
    await page.getByRole('heading', { name: fill(c.preview.title, { count: 1 }) }).waitFor();
    const usePhotos = page.getByRole('button', { name: c.preview.usePhotos });
    expect(await usePhotos.isEnabled()).toBe(true);
    expect(await page.getByText(c.offline.title).count()).toBe(0);

    await page.context().setOffline(true);
    await page.getByText(c.offline.title).waitFor();
    await page.getByText(c.offline.text).waitFor();
    // Offline, "Use Photos" gives way to the queue (decision 028; e2e/offline.e2e.ts follows it).
    await page.getByRole('button', { name: offline[lang].keep.action }).waitFor();
    expect(await usePhotos.count()).toBe(0);
    // The photo is still there, and the camera screen says the same.
    await page.getByRole('img', { name: fill(c.preview.photo, { index: 1 }) }).waitFor();
    await shot(page, `${lang}-preview-offline`);
    await page.getByRole('button', { name: c.preview.addMore }).click();
    await waitForPath(page, '/camera');
    await page.getByText(c.offline.title).waitFor();
    await page.getByText(fill(c.camera.count_one, { count: 1 })).waitFor();
    await shot(page, `${lang}-camera-offline`);

    await page.context().setOffline(false);
    await page.getByRole('button', { name: c.camera.continue }).click();
    await waitForPath(page, '/photo-preview');
    await usePhotos.waitFor();
    expect(await usePhotos.isEnabled()).toBe(true);
    expect(await page.getByText(c.offline.title).count()).toBe(0);
  });
});
