// The screens of issue 31's list at phone size, in both languages, for a human look (decision 029):
//   node --import tsx e2e/screens-screenshots.ts [outDir=/tmp/shots-screens]
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { signUpAndSignIn } from './support/accounts';
import { launchBrowser, newPhonePage } from './support/browser';
import { ensureBuilt } from './support/build';
import { copy, type Lang } from './support/copy';
import { scaledPhoto } from './support/media';
import { startMailCatcher } from './support/smtp';
import { startServer } from './support/server';

const out = process.argv[2] ?? '/tmp/shots-screens';
mkdirSync(out, { recursive: true });
ensureBuilt();
const work = mkdtempSync(path.join(tmpdir(), 'trouvaille-screens-'));
const mail = await startMailCatcher();
const server = await startServer({ SMTP_URL: mail.url });
const browser = await launchBrowser();
const photo = readFileSync(scaledPhoto(work, 'coffee-cup.jpg', 480, 'api.jpg'));

async function shot(page: Page, name: string, fullPage = false) {
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(out, `${name}.png`), fullPage });
}

try {
  for (const lang of ['fr', 'en'] as Lang[]) {
    const t = copy[lang];
    const locale = lang === 'fr' ? 'fr-FR' : 'en-US';
    const other = lang === 'fr' ? 'en-US' : 'fr-FR';

    // Public screens: the landing's pill, an unknown share link, the reset page opened on a device in the
    // other language from a link in this one.
    const visitor = await newPhonePage(browser, server.url, locale);
    await visitor.goto('/');
    await shot(visitor, `${lang}-landing`);
    await visitor.goto('/s/no-such-link');
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    await shot(visitor, `${lang}-share-unknown`);
    await visitor.context().close();
    const elsewhere = await newPhonePage(browser, server.url, other);
    await elsewhere.goto(`/reset-password?token=abcdefghijkl&email=jane%40example.com&lang=${lang}`);
    await elsewhere.getByRole('heading', { level: 1, name: t.auth.reset.title }).waitFor();
    await shot(elsewhere, `${lang}-reset-password`);
    await elsewhere.context().close();

    const page = await newPhonePage(browser, server.url, locale);
    await page.addInitScript((lng) => localStorage.setItem('trouvaille.language', lng), lang);
    const email = `screens.${lang}.${Date.now()}@example.com`;
    await signUpAndSignIn(page, mail, {
      email,
      password: 'screens-secret-1',
      firstName: 'Camille',
      language: lang,
    });
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shot(page, `${lang}-dashboard`);

    // The room form: what is missing, then a name past its limit.
    await page.goto('/rooms');
    await page.getByRole('button', { name: t.collection.rooms.createFirst }).click();
    await page.getByRole('button', { name: t.collection.rooms.create }).click();
    await page.getByText(t.collection.rooms.typeRequired).waitFor();
    await shot(page, `${lang}-room-form-missing`);
    await page
      .getByLabel(t.collection.rooms.name)
      .fill(`${'Grand salon de la maison de campagne '.repeat(3)}`);
    await shot(page, `${lang}-room-form-too-long`);
    await page.getByLabel(t.collection.rooms.name).fill(lang === 'fr' ? 'Salon 🛋️' : 'Lounge 🛋️');
    await page.getByRole('combobox', { name: t.collection.rooms.type }).click();
    await page.getByRole('option', { name: t.common.roomTypes.living_room }).click();
    await page.getByRole('button', { name: t.collection.rooms.create }).click();
    // The toast at the bottom, the title and its back arrow in view.
    await page.locator('[data-sonner-toast]').first().waitFor();
    await shot(page, `${lang}-toast-bottom`);

    // No analysis left: said on the dashboard and on the camera, before any photo.
    for (let i = 0; i < 5; i++) {
      await page.request.post('/api/analyze-complete', {
        multipart: {
          image: { name: 'coffee-cup.jpg', mimeType: 'image/jpeg', buffer: photo },
          imageCount: '1',
          language: lang,
        },
      });
    }
    await page.goto('/dashboard');
    await page.getByTestId('no-analysis-left').waitFor();
    await shot(page, `${lang}-dashboard-no-analysis-left`);
    await page.goto('/camera');
    await page.getByTestId('no-analysis-left').waitFor();
    await shot(page, `${lang}-camera-no-analysis-left`);
    await page.context().close();
  }
} finally {
  await browser.close();
  await server.stop();
  await mail.close();
  rmSync(work, { recursive: true, force: true });
}
