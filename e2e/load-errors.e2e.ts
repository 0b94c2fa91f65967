import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Room } from '../src/contracts/collection';
import { setPlan, signUpAndSignIn } from './support/accounts';
import { newPhonePage } from './support/browser';
import enAccount from '../src/web/locales/en/account.json';
import frAccount from '../src/web/locales/fr/account.json';
import { copy, type Lang } from './support/copy';
import type { MailCatcher } from './support/smtp';
import type { RunningServer } from './support/server';
import { withStack } from './support/stack';

// A list that fails to load says so and offers Try again; it never shows the empty state, which would
// tell the person they own nothing. The failure is made at the network edge: the browser's request for
// the list is answered 503 until the test lets it through.

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots-load-errors';
mkdirSync(SHOTS_DIR, { recursive: true });

let mail: MailCatcher;
let server: RunningServer;
let browser: Browser;

withStack((stack) => ({ mail, server, browser } = stack));

/** Answers GET `pathname` with 503 until the returned function is called. */
async function failList(page: Page, pathname: string): Promise<() => Promise<void>> {
  const matcher = (url: URL) => url.pathname === pathname;
  await page.route(matcher, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Service unavailable', code: 'INTERNAL' }),
        })
      : route.fallback(),
  );
  return () => page.unroute(matcher);
}

describe.each<{ lang: Lang; locale: string }>([
  { lang: 'fr', locale: 'fr-FR' },
  { lang: 'en', locale: 'en-US' },
])('lists that fail to load, in $lang', ({ lang, locale }) => {
  const t = copy[lang];
  const c = t.collection;
  const roomName = lang === 'fr' ? 'Salon bleu' : 'Blue lounge';
  let page: Page;

  beforeAll(async () => {
    page = await newPhonePage(browser, server.url, locale);
    await signUpAndSignIn(page, mail, { language: lang, label: 'load-errors', firstName: 'Camille' });
    await setPlan(page, 'patrimoine-collection');
    const room = await page.request.post('/api/rooms', { data: { name: roomName, type: 'living_room' } });
    expect(room.status()).toBe(201);
    expect(((await room.json()) as Room).name).toBe(roomName);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('rooms: the error and Try again, then the rooms once the server answers', async () => {
    const release = await failList(page, '/api/rooms');
    await page.goto('/rooms');
    const alert = page.getByRole('alert').filter({ hasText: c.rooms.loadFailed });
    await alert.waitFor({ timeout: 30_000 });
    expect(await page.getByText(c.rooms.emptyTitle).count()).toBe(0);
    await page.screenshot({ path: path.join(SHOTS_DIR, `${lang}-rooms-load-error.png`) });

    await release();
    await alert.getByRole('button', { name: t.common.status.retry }).click();
    await page.getByRole('heading', { name: roomName }).waitFor();
    expect(await page.getByText(t.common.roomTypes.living_room).count()).toBeGreaterThan(0);
    expect(await page.getByRole('alert').filter({ hasText: c.rooms.loadFailed }).count()).toBe(0);
  });

  it('houses: the error and Try again, not "no houses"', async () => {
    const release = await failList(page, '/api/houses');
    await page.goto('/houses');
    const alert = page.getByRole('alert').filter({ hasText: c.houses.loadFailedText });
    await alert.waitFor({ timeout: 30_000 });
    expect(await page.getByText(c.houses.emptyTitle).count()).toBe(0);
    await page.screenshot({ path: path.join(SHOTS_DIR, `${lang}-houses-load-error.png`) });

    await release();
    await alert.getByRole('button', { name: t.common.status.retry }).click();
    await page.locator('li[data-house-id]').first().waitFor();
  });

  it('collection: the error and Try again, not an empty collection', async () => {
    const release = await failList(page, '/api/objects');
    await page.goto('/collection');
    const alert = page.getByRole('alert').filter({ hasText: c.collection.loadFailed });
    await alert.waitFor({ timeout: 30_000 });
    expect(await page.getByText(c.collection.emptyTitle).count()).toBe(0);

    await release();
    await alert.getByRole('button', { name: t.common.status.retry }).click();
    await page.getByText(c.collection.emptyTitle).waitFor();
  });

  it('settings: the shared links error and Try again, not "no links"', async () => {
    const shares = (lang === 'fr' ? frAccount : enAccount).shares;
    const release = await failList(page, '/api/shares');
    await page.goto('/settings');
    const trigger = page.locator('#settings-shares-trigger');
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
    const alert = page.getByRole('alert').filter({ hasText: shares.loadFailed });
    await alert.waitFor({ timeout: 30_000 });
    expect(await page.getByText(shares.empty).count()).toBe(0);

    await release();
    await alert.getByRole('button', { name: t.common.status.retry }).click();
    await page.getByText(shares.empty).waitFor();
  });
});
