import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import enOffline from '../src/web/locales/en/offline.json';
import frOffline from '../src/web/locales/fr/offline.json';
import { signUpAndSignIn, useLanguage } from './support/accounts';
import { newPhonePage, waitForPath } from './support/browser';
import { fill } from './support/capture';
import { asOfPattern, controlled, copyOnDevice, photosKept, waitUntilKept } from './support/offline';
import { apiGet, apiPost, createObject } from './support/collection-seed';
import { copy, type Lang } from './support/copy';
import { testPhoto } from './support/media';
import type { MailCatcher } from './support/smtp';
import type { RunningServer } from './support/server';
import { withStack } from './support/stack';

// The collection read with no network after one visit, and a photo taken offline analysed once when the
// connection is back (decision 028). The service worker is allowed here: it is what answers offline.

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots-offline';
mkdirSync(SHOTS_DIR, { recursive: true });
const offlineCopy = { fr: frOffline, en: enOffline };

let mail: MailCatcher;
let server: RunningServer;
let browser: Browser;
withStack((stack) => ({ mail, server, browser } = stack));

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`) });
}

/** The photos on the page drew (from the worker's copy when offline); lazy ones below the fold aside. */
async function thumbnailsShown(page: Page): Promise<number> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('img[src*="/api/photos/"]')].some(
      (i) => i.complete && i.naturalWidth > 0,
    ),
  );
  return page.locator('img[src*="/api/photos/"]').count();
}

const used = async (page: Page) =>
  (await apiGet<{ completeAnalysis: { used: number } }>(page, '/api/usage/stats')).completeAnalysis.used;

describe.each(['fr', 'en'] as const)('offline (%s)', (lang: Lang) => {
  const t = copy[lang];
  const o = offlineCopy[lang];
  let context: BrowserContext;
  let page: Page;
  const objectName = lang === 'fr' ? 'Pendule en bronze' : 'Bronze mantel clock';
  let objectId: number;

  beforeAll(async () => {
    page = await newPhonePage(browser, server.url, lang === 'fr' ? 'fr-FR' : 'en-US', {
      serviceWorkers: 'allow',
    });
    context = page.context();
    await useLanguage(page, lang);
    await signUpAndSignIn(page, mail, { language: lang, label: 'offline', firstName: 'Camille' });
    const room = await apiPost<{ id: number }>(page, '/api/rooms', { name: 'Salon', type: 'living_room' });
    ({ id: objectId } = await createObject(page, {
      name: objectName,
      category: 'Clocks',
      min: 300,
      max: 500,
      roomId: room.id,
      color: { r: 180, g: 120, b: 40 },
    }));
  });

  // Whichever test runs next starts online, even after one that failed offline.
  afterEach(async () => {
    await context?.setOffline(false);
  });
  afterAll(async () => {
    await context?.close();
  });

  it(
    'reads the dashboard, the collection and an object page with no network, as of the last visit',
    {
      timeout: 300_000,
    },
    async () => {
      await page.goto('/dashboard');
      await controlled(page);
      // Visited once the worker controls the page: their data and thumbnails are kept.
      for (const url of ['/dashboard', '/collection', `/object/${objectId}`]) {
        await page.goto(url);
        await page.getByText(objectName).first().waitFor();
        await thumbnailsShown(page);
      }
      await waitUntilKept(page, ['auth-user', 'dashboard-stats', 'objects', 'object']);

      await context.setOffline(true);
      const asOf = asOfPattern(t.common.connectivity.asOf);
      for (const [url, name] of [
        ['/dashboard', 'dashboard'],
        ['/collection', 'collection'],
        [`/object/${objectId}`, 'object'],
      ] as const) {
        await page.goto(url);
        const response = await page.reload();
        expect(response?.fromServiceWorker()).toBe(true);
        await page.getByText(objectName).first().waitFor();
        await page.getByText(asOf).waitFor();
        expect(await thumbnailsShown(page)).toBeGreaterThan(0);
        expect(await page.getByText(t.common.connectivity.waiting).count()).toBe(0);
        await shot(page, `${lang}-${name}-offline`);
      }
    },
  );

  it(
    'keeps a photo taken offline on the device and analyses it once when the connection is back',
    {
      timeout: 300_000,
    },
    async () => {
      // The service worker must control the page before the network goes: it serves the shell offline.
      await page.goto('/dashboard');
      await controlled(page);
      const before = await used(page);
      // Offline, the camera's guard knows the account from the copy on the device (decision 028).
      await waitUntilKept(page, ['auth-user']);
      await context.setOffline(true);
      await page.goto('/camera');
      await page.getByText(t.capture.camera.unavailable.title).waitFor();
      await page.locator('input[type=file]').setInputFiles(testPhoto('coffee-cup.jpg'));
      await waitForPath(page, '/photo-preview');
      await page.getByRole('heading', { name: fill(t.capture.preview.title, { count: 1 }) }).waitFor();
      await page.getByText(t.capture.offline.title).waitFor();
      await shot(page, `${lang}-preview-offline`);
      await page.getByRole('button', { name: o.keep.action }).click();
      await waitForPath(page, '/dashboard');
      const queue = page.getByTestId('pending-captures');
      await queue.getByText(o.queue.status.waiting, { exact: true }).waitFor();
      await shot(page, `${lang}-queued-offline`);

      // The tab goes; the photo stays on the device, unsent. Two tabs open at once when the network is back.
      await page.close();
      await context.setOffline(false);
      const tabs = await Promise.all([context.newPage(), context.newPage()]);
      expect(await used(tabs[0])).toBe(before);
      await Promise.all(tabs.map((tab) => tab.goto('/dashboard')));
      for (const tab of tabs)
        await tab
          .getByTestId('pending-captures')
          .getByText(o.queue.status.done, { exact: true })
          .waitFor({ timeout: 60_000 });
      page = tabs[0];
      await shot(page, `${lang}-queued-done`);
      expect(await used(page)).toBe(before + 1);

      // Its result opens without spending another analysis, and leaves the queue.
      await tabs[1].close();
      await page.getByTestId('pending-captures').getByRole('button', { name: o.queue.open }).click();
      await waitForPath(page, '/analysis');
      await page.getByRole('heading', { level: 1, name: t.capture.results.title }).waitFor();
      await page.goto('/dashboard');
      await page.getByRole('button', { name: t.dashboard.appraise.action }).waitFor();
      expect(await page.getByTestId('pending-captures').count()).toBe(0);
      expect(await used(page)).toBe(before + 1);
    },
  );
});

describe.each(['fr', 'en'] as const)('signing out offline-ready (%s)', (lang: Lang) => {
  let page: Page;

  beforeAll(async () => {
    page = await newPhonePage(browser, server.url, lang === 'fr' ? 'fr-FR' : 'en-US', {
      serviceWorkers: 'allow',
    });
    await useLanguage(page, lang);
    await signUpAndSignIn(page, mail, { language: lang, label: 'offline-out' });
    await createObject(page, {
      name: 'Vase',
      category: 'Ceramics',
      min: 50,
      max: 80,
      roomId: null,
      color: { r: 40, g: 90, b: 160 },
    });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('leaves neither the copy nor its photos on the device after a sign-out', async () => {
    const t = copy[lang];
    await page.goto('/collection');
    await controlled(page);
    await page.getByText('Vase').first().waitFor();
    await waitUntilKept(page, ['auth-user', 'objects']);
    await expect.poll(() => photosKept(page)).toBeGreaterThan(0);

    await page.getByRole('banner').getByRole('button', { name: t.common.header.logout }).click();
    await waitForPath(page, '/');
    // Long enough for a save the emptied cache would have scheduled (half a second) to land.
    await page.waitForTimeout(1500);
    expect(await copyOnDevice(page)).toBeNull();
    expect(await photosKept(page)).toBe(0);
  });
});
