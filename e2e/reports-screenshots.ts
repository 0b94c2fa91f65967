// The report buttons at phone size in both languages, and the dossier downloaded by clicking through:
//   node --import tsx e2e/reports-screenshots.ts [outDir=/tmp/shots-reports]
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Room } from '../src/contracts/collection';
import { signUpAndSignIn } from './support/accounts';
import { launchBrowser, newPhonePage } from './support/browser';
import { ensureBuilt } from './support/build';
import { apiPost, createObject } from './support/collection-seed';
import { startMailCatcher } from './support/smtp';
import { startServer } from './support/server';

const out = process.argv[2] ?? '/tmp/shots-reports';
mkdirSync(out, { recursive: true });
ensureBuilt();
const mail = await startMailCatcher();
const server = await startServer({ SMTP_URL: mail.url });
const browser = await launchBrowser();
try {
  for (const lang of ['fr', 'en'] as const) {
    const page = await newPhonePage(browser, server.url, lang === 'fr' ? 'fr-FR' : 'en-US');
    const shot = async (name: string, fullPage = true) => {
      await page.waitForTimeout(500);
      await page.screenshot({ path: path.join(out, `${lang}-${name}.png`), fullPage });
    };
    await page.goto('/');
    await signUpAndSignIn(page, mail, {
      email: `reports.${lang}@example.com`,
      password: 'shots-secret-1',
      language: lang,
    });
    const salon = await apiPost<Room>(page, '/api/rooms', {
      name: lang === 'fr' ? 'Grand salon' : 'Living room',
      type: 'living_room',
    });
    const created = await createObject(page, {
      name: lang === 'fr' ? 'Commode Louis XV en noyer ciré' : 'Louis XV walnut chest',
      category: 'Mobilier',
      min: 1800,
      max: 3200,
      roomId: salon.id,
      color: { r: 120, g: 72, b: 40 },
    });

    await page.goto('/inventory');
    await page.locator('[data-room-id]').first().waitFor();
    await shot('inventory');
    await page.goto(`/object/${created.id}`);
    await page.getByTestId('object-value').waitFor();
    await shot('object', false);
    await page.goto('/collection');
    await page.locator('a[href^="/object/"]').first().waitFor();
    await page
      .getByRole('button', { name: lang === 'fr' ? 'Dossier assurance' : 'Insurance dossier' })
      .click();
    await shot('dossier-dialog', false);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: lang === 'fr' ? 'Télécharger le PDF' : 'Download PDF' }).click(),
    ]);
    const file = path.join(out, `${lang}-${download.suggestedFilename()}`);
    await download.saveAs(file);
    if (readFileSync(file).subarray(0, 5).toString() !== '%PDF-') throw new Error(`${file} is not a PDF`);
    await shot('dossier-downloaded', false);
    console.log(`${lang}: ${file}`);
  }
} finally {
  await browser.close();
  await server.stop();
  await mail.close();
}
