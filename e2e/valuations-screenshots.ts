// The value history at phone size, with data, for a human look:
//   node --import tsx e2e/valuations-screenshots.ts [outDir=/tmp/shots-valuations]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { signUpAndSignIn } from './support/accounts';
import { launchBrowser, newPhonePage } from './support/browser';
import { ensureBuilt } from './support/build';
import { apiPost, createObject } from './support/collection-seed';
import { startMailCatcher } from './support/smtp';
import { startServer } from './support/server';

const out = process.argv[2] ?? '/tmp/shots-valuations';
mkdirSync(out, { recursive: true });
ensureBuilt();
const mail = await startMailCatcher();
const server = await startServer({ SMTP_URL: mail.url });
const browser = await launchBrowser();
try {
  for (const lang of ['fr', 'en'] as const) {
    const page = await newPhonePage(browser, server.url, lang === 'fr' ? 'fr-FR' : 'en-US');
    const shot = async (name: string, fullPage = false) => {
      await page.waitForTimeout(500);
      await page.screenshot({ path: path.join(out, `${lang}-${name}.png`), fullPage });
    };
    await page.goto('/');
    await signUpAndSignIn(page, mail, {
      email: `valuer.${lang}@example.com`,
      password: 'shots-secret-1',
      language: lang,
    });
    const chest = await createObject(page, {
      name: lang === 'fr' ? 'Commode Louis XVI' : 'Louis XVI chest',
      category: lang === 'fr' ? 'Mobilier' : 'Furniture',
      min: 1800,
      max: 3200,
      roomId: null,
      color: { r: 120, g: 72, b: 40 },
    });
    await createObject(page, {
      name: lang === 'fr' ? 'Vase de Delft' : 'Delft vase',
      category: lang === 'fr' ? 'Céramique' : 'Ceramics',
      min: 250,
      max: 420,
      roomId: null,
      color: { r: 40, g: 80, b: 170 },
    });
    await apiPost(page, `/api/objects/${chest.id}/valuations`, {
      kind: 'expert',
      amount: 2100,
      date: '2022-06-14',
      note: lang === 'fr' ? 'Cabinet Dupont, expert près la cour' : 'Dupont & Co, court expert',
    });
    await apiPost(page, `/api/objects/${chest.id}/valuations`, {
      kind: 'sale',
      amount: 2650,
      date: '2024-11-02',
      note: 'Drouot',
    });
    await page.request.patch(`/api/objects/${chest.id}`, {
      data: { estimatedValueMin: 2200, estimatedValueMax: 3400 },
    });

    await page.goto(`/object/${chest.id}`);
    await page.getByTestId('value-chart').waitFor();
    await page.locator('#value-history-trigger').scrollIntoViewIfNeeded();
    await page.evaluate(() =>
      document.querySelector('#value-history-trigger')?.scrollIntoView({ block: 'start' }),
    );
    await shot('object-value-history');
    await page.getByTestId('valuation-list').scrollIntoViewIfNeeded();
    await shot('object-value-list');
    await page
      .getByRole('button', {
        name:
          lang === 'fr' ? 'Enregistrer une vente ou une expertise' : 'Record a sale or an expert valuation',
      })
      .click();
    await shot('object-record-dialog');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: lang === 'fr' ? 'Enregistrer' : 'Record', exact: true })
      .click();
    await shot('object-record-dialog-errors');
    await page.keyboard.press('Escape');

    await page.goto('/dashboard');
    await page.getByTestId('value-history-card').getByTestId('value-chart').waitFor();
    await page.getByTestId('value-history-card').scrollIntoViewIfNeeded();
    await shot('dashboard-value-history');
    await page.evaluate(() => localStorage.setItem('hideValues', 'true'));
    await page.reload();
    await page.getByTestId('value-history-card').scrollIntoViewIfNeeded();
    await shot('dashboard-value-history-hidden');
    await page.goto(`/object/${chest.id}`);
    await page.getByTestId('valuation-list').scrollIntoViewIfNeeded();
    await shot('object-value-history-hidden');
    await page.evaluate(() => localStorage.setItem('hideValues', 'false'));
    await page.context().close();
  }
} finally {
  await browser.close();
  await server.stop();
  await mail.close();
}
console.log(`screenshots in ${out}`);
