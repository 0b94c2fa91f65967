import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ComparableList } from '../src/contracts/comparables';
import { formatMoney } from '../src/contracts/currency';
import enComparables from '../src/web/locales/en/comparables.json';
import frComparables from '../src/web/locales/fr/comparables.json';
import { signUpAndSignIn } from './support/accounts';
import { expectToast, launchBrowser, newPhonePage } from './support/browser';
import { ensureBuilt } from './support/build';
import { fill, SHOTS_DIR } from './support/capture';
import { apiGet, createObject } from './support/collection-seed';
import type { Lang } from './support/copy';
import { startMailCatcher, type MailCatcher } from './support/smtp';
import { startServer, type RunningServer } from './support/server';

let mail: MailCatcher;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ensureBuilt();
  mail = await startMailCatcher();
  server = await startServer({ SMTP_URL: mail.url });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mail?.close();
});

// French amounts use narrow no-break spaces; the checks compare with plain ones.
const plain = (s: string | null) => (s ?? '').replace(/[\u202f\u00a0]/g, ' ').trim();
const monthsAgo = (n: number) => new Date(Date.now() - n * 30 * 86_400_000).toISOString().slice(0, 10);

/** What a phone shows (390×844), not the whole page: the part under test, as a person sees it. */
async function phoneShot(page: Page, name: string) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`) });
}

const journeys = [
  {
    lang: 'fr' as Lang,
    locale: 'fr-FR',
    c: frComparables,
    typed: '1 150,00',
    title: 'Commode, vente Drouot',
  },
  { lang: 'en' as Lang, locale: 'en-US', c: enComparables, typed: '1150', title: 'Chest, Drouot sale' },
];

describe.each(journeys)('comparables in $lang', ({ lang, locale, c, typed, title }) => {
  const email = `comparer.${lang}.${Date.now()}@example.com`;
  let page: Page;
  let objectId: number;

  beforeAll(async () => {
    page = await newPhonePage(browser, server.url, locale);
    await page.goto('/');
    await signUpAndSignIn(page, mail, { email, password: 'comparables-secret-1', language: lang });
    objectId = (
      await createObject(page, {
        name: lang === 'fr' ? 'Commode Louis XV' : 'Louis XV chest',
        category: lang === 'fr' ? 'Mobilier' : 'Furniture',
        min: 800,
        max: 1500,
        roomId: null,
        color: { r: 120, g: 72, b: 40 },
      })
    ).id;
  });
  afterAll(async () => {
    await page?.context().close();
  });

  const section = () => page.locator('#comparables-content');
  const basis = () => page.getByTestId('estimate-basis');

  it('adds a sold comparable through the dialog and the estimate says it rests on it', async () => {
    await page.goto(`/object/${objectId}`);
    await page.getByRole('heading', { name: c.title, exact: true }).waitFor();
    await page.getByText(c.empty).waitFor();
    expect(await basis().count()).toBe(0);

    await page.getByRole('button', { name: c.add }).click();
    const dialog = page.getByRole('dialog');
    // Nothing typed, then a link that is not one: each field says why, in the page's language.
    await dialog.getByRole('button', { name: c.form.submit }).click();
    await dialog.getByText(c.form.errors.title).waitFor();
    await dialog.getByText(c.form.errors.price).waitFor();
    await dialog.getByLabel(c.form.itemTitle).fill(title);
    await dialog.getByLabel(c.form.price).fill(typed);
    await dialog.getByLabel(c.form.date).fill(monthsAgo(4));
    await dialog.getByLabel(c.form.url).fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: c.form.submit }).click();
    await dialog.getByText(c.form.errors.url).waitFor();
    expect(await dialog.getByText(c.form.errors.title).count()).toBe(0);

    await dialog.getByLabel(c.form.url).fill('https://www.drouot.com/lot/123');
    await dialog.getByRole('radio', { name: c.kinds.sold }).click();
    await dialog.getByLabel(c.form.note).fill(lang === 'fr' ? 'Bon état' : 'Good condition');
    await phoneShot(page, `comparables-${lang}-dialog`);
    await dialog.getByRole('button', { name: c.form.submit }).click();
    await expectToast(page, c.form.saved);

    const item = section().getByTestId('comparable');
    await item.waitFor();
    const text = plain(await item.textContent());
    expect(text).toContain(title);
    expect(text).toContain(c.kinds.sold);
    expect(text).toContain(plain(formatMoney(1150, { language: lang })));
    const link = item.getByRole('link', { name: fill(c.open, { title }) });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    expect(await link.getAttribute('href')).toBe('https://www.drouot.com/lot/123');

    // The estimate is the comparables' one, and the page says so.
    const list = await apiGet<ComparableList>(page, `/api/objects/${objectId}/comparables`);
    expect(list.applied).toBe(true);
    await basis()
      .getByText(fill(c.basis_one, { count: 1 }))
      .waitFor();
    await basis().getByText(c.recentSales).waitFor();
    const value = plain(await page.locator('#value-content').textContent());
    expect(value).toContain(plain(formatMoney(list.estimate!.min, { language: lang })));
    expect(value).toContain(plain(formatMoney(list.estimate!.max, { language: lang })));
    // Under the sticky header: the estimate and what it rests on, then the comparables.
    await page.locator('#value-trigger').evaluate((el) => {
      el.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -72);
    });
    await phoneShot(page, `comparables-${lang}-object`);
  });

  it('counts an offer in pounds and an old sale; masks every price when values are hidden', async () => {
    const old = await page.request.post(`/api/objects/${objectId}/comparables`, {
      data: { title: 'Old sale', price: 900, date: '2015-03-01', kind: 'sold' },
    });
    expect(old.status()).toBe(201);
    await page.request.post(`/api/objects/${objectId}/comparables`, {
      data: { title: 'Dealer offer', price: 1400, currency: 'GBP', date: monthsAgo(1), kind: 'asking' },
    });
    await page.reload();
    await basis()
      .getByText(fill(c.basis_other, { count: 3 }))
      .waitFor();
    expect(await section().getByTestId('comparable').count()).toBe(3);
    await section().getByText(c.kinds.asking, { exact: true }).waitFor();

    await page.evaluate(() => localStorage.setItem('hideValues', 'true'));
    await page.reload();
    await section().getByTestId('comparable').first().waitFor();
    const masked = plain(await section().textContent());
    expect(masked).toContain('****');
    expect(masked).not.toMatch(/\d[\d ]*(€|£)|(€|£)\s?\d/);
    await page.locator('#comparables-trigger').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await phoneShot(page, `comparables-${lang}-hidden`);
    await page.evaluate(() => localStorage.setItem('hideValues', 'false'));
  });

  it('deletes with confirmation; without comparables the estimate stays and the label goes', async () => {
    await page.reload();
    const items = section().getByTestId('comparable');
    await items.first().waitFor();
    // Only the recent sale makes "sold recently" true: removing it takes that sentence away first.
    await section()
      .getByRole('button', { name: fill(c.delete, { title }) })
      .click();
    await page.getByText(fill(c.deleteText, { title })).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: c.deleteConfirm }).click();
    await expectToast(page, c.deleted);
    await basis()
      .getByText(fill(c.basis_other, { count: 2 }))
      .waitFor();
    await expect.poll(() => basis().getByText(c.recentSales).count()).toBe(0);

    for (const name of ['Old sale', 'Dealer offer']) {
      await section()
        .getByRole('button', { name: fill(c.delete, { title: name }) })
        .click();
      await page.getByRole('dialog').getByRole('button', { name: c.deleteConfirm }).click();
      await expectToast(page, c.deleted);
      await expect.poll(() => section().getByText(name).count()).toBe(0);
    }
    await page.getByText(c.empty).waitFor();
    await expect.poll(() => basis().count()).toBe(0);
    // The last estimate the comparables made stays on the object and on the page.
    const o = await apiGet<{ estimatedValueMin: number }>(page, `/api/objects/${objectId}`);
    expect(o.estimatedValueMin).not.toBe(800);
    expect(plain(await page.locator('#value-content').textContent())).toContain(
      plain(formatMoney(o.estimatedValueMin, { language: lang })),
    );
  });
});
