import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatMoney } from '../src/contracts/currency';
import enValuations from '../src/web/locales/en/valuations.json';
import frValuations from '../src/web/locales/fr/valuations.json';
import { signUpAndSignIn } from './support/accounts';
import { expectToast, launchBrowser, newPhonePage } from './support/browser';
import { ensureBuilt } from './support/build';
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
const fill = (template: string, vars: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(vars[k]));

const journeys = [
  { lang: 'fr' as Lang, locale: 'fr-FR', v: frValuations, typed: '1 250,50', day: '15 mars 2024' },
  { lang: 'en' as Lang, locale: 'en-US', v: enValuations, typed: '1250.50', day: '15 Mar 2024' },
];

describe.each(journeys)('value history in $lang', ({ lang, locale, v, typed, day }) => {
  const email = `valuer.${lang}.${Date.now()}@example.com`;
  let page: Page;
  let objectId: number;

  beforeAll(async () => {
    page = await newPhonePage(browser, server.url, locale);
    await page.goto('/');
    await signUpAndSignIn(page, mail, { email, password: 'valuations-secret-1', language: lang });
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

  const list = () => page.getByTestId('valuation-list');

  it('shows the first estimate and records a sale through the dialog, refusing a date in the future', async () => {
    await page.goto(`/object/${objectId}`);
    await page.getByRole('heading', { name: v.object.title }).waitFor();
    await list().getByText(v.sources.manual).waitFor();

    await page.getByRole('button', { name: v.object.record }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: v.sources.sale }).click();
    await dialog.getByLabel(v.form.amount).fill(typed);
    const future = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel(v.form.date).fill(future);
    await dialog.getByRole('button', { name: v.form.submit }).click();
    await dialog.getByText(v.form.errors.date).waitFor();

    await dialog.getByLabel(v.form.date).fill('2024-03-15');
    await dialog.getByLabel(v.form.note).fill('Drouot');
    await dialog.getByRole('button', { name: v.form.submit }).click();
    await expectToast(page, v.form.saved);

    const sale = list().getByTestId('valuation-entry').filter({ hasText: v.sources.sale });
    await sale.waitFor();
    const text = plain(await sale.textContent());
    expect(text).toContain(day);
    expect(text).toContain(plain(formatMoney(1250.5, { language: lang })));
    expect(text).toContain('Drouot');
    // Oldest last: the sale of 2024 comes after today's estimate.
    const sources = await list().getByTestId('valuation-entry').allTextContents();
    expect(sources.map((s) => (s.includes(v.sources.sale) ? 'sale' : 'estimate'))).toEqual([
      'estimate',
      'sale',
    ]);
    await page.getByTestId('value-chart').waitFor();
    expect(await page.getByTestId('value-chart').locator('circle').count()).toBe(1);
  });

  it('draws the collection’s value on the dashboard and masks it when values are hidden', async () => {
    await page.goto('/dashboard');
    const card = page.getByTestId('value-history-card');
    await card.getByTestId('value-chart').waitFor();
    const history = await apiGet<{ points: unknown[] }>(page, '/api/dashboard/value-history');
    expect(history.points).toHaveLength(2);
    await page.evaluate(() => localStorage.setItem('hideValues', 'true'));
    await page.reload();
    await card.getByText(v.dashboard.hidden).waitFor();
    expect(await card.getByTestId('value-chart').count()).toBe(0);
    await page.evaluate(() => localStorage.setItem('hideValues', 'false'));
  });

  it('deletes the sale but offers no way to delete an estimate', async () => {
    await page.goto(`/object/${objectId}`);
    const entries = list().getByTestId('valuation-entry');
    await entries.first().waitFor();
    expect(await list().getByRole('button', { name: v.object.delete }).count()).toBe(1);
    await list().getByRole('button', { name: v.object.delete }).click();
    await page.getByText(fill(v.object.deleteText, { source: v.sources.sale, date: day })).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: v.object.deleteConfirm }).click();
    await expectToast(page, v.object.deleted);
    await expect.poll(() => entries.count()).toBe(1);
    // The API refuses an estimate's deletion too.
    const [estimate] = (
      await apiGet<{ valuations: { id: number }[] }>(page, `/api/objects/${objectId}/valuations`)
    ).valuations;
    const res = await page.request.delete(`/api/objects/${objectId}/valuations/${estimate.id}`);
    expect(res.status()).toBe(409);
  });
});
