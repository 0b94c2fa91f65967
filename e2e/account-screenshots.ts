// Captures every screen of the account area at phone size for a human look:
//   node --import tsx e2e/account-screenshots.ts [outDir=/tmp/shots-account]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setPlan, signUpAndSignIn, useLanguage } from './support/accounts';
import { launchBrowser, newPhonePage } from './support/browser';
import { ensureBuilt } from './support/build';
import { startMailCatcher } from './support/smtp';
import { startServer } from './support/server';

const out = process.argv[2] ?? '/tmp/shots-account';
mkdirSync(out, { recursive: true });
ensureBuilt();
const mail = await startMailCatcher();
const adminEmail = 'admin.shots@example.com';
const server = await startServer({ SMTP_URL: mail.url, ADMIN_EMAILS: adminEmail });
const browser = await launchBrowser();
try {
  for (const lang of ['fr', 'en'] as const) {
    const page = await newPhonePage(browser, server.url, lang === 'fr' ? 'fr-FR' : 'en-US');
    await useLanguage(page, lang);
    const shot = async (name: string, fullPage = true) => {
      await page.waitForTimeout(500);
      await page.screenshot({ path: path.join(out, `${lang}-${name}.png`), fullPage });
    };
    await page.goto('/monetization');
    await shot('monetization-visitor');

    const email = lang === 'fr' ? adminEmail : `shots.${lang}@example.com`;
    await signUpAndSignIn(page, mail, {
      email,
      password: 'screens-secret-1',
      firstName: 'Camille',
      language: lang,
    });
    await page.request.post('/api/feature-requests', {
      data: { description: 'Export to PDF with photos, please.' },
    });
    await page.goto('/settings');
    await shot('settings');
    for (const section of [
      'settings-preferences',
      'settings-notifications',
      'settings-privacy',
      'settings-data',
      'settings-support',
      'settings-danger',
    ]) {
      await page.locator(`#${section}-trigger`).click();
    }
    await shot('settings-open');
    await page.locator('#profile-first-name').fill('Camille-Anne');
    await shot('settings-dirty', false);
    await page.goto('/password-management');
    await page.locator('#password-next').fill('abcdefg1');
    await shot('password');
    await page.goto('/monetization-logged?tab=patrimoine');
    await page
      .getByRole('button', { name: /niveau|Upgrade/ })
      .first()
      .click();
    await shot('upgrade-dialog', false);
    await page.keyboard.press('Escape');
    await page.goto('/monetization?upgrade=pro-etabli');
    await shot('monetization-preselected', false);
    await setPlan(page, 'patrimoine-collection');
    await page.request.post('/api/subscription/cancel');
    await page.goto('/subscription');
    await shot('subscription');
    await page.goto('/usage-limit-reached');
    await shot('usage-limit');
    if (email === adminEmail) {
      await page.goto('/admin');
      await shot('admin-overview');
      for (const tab of ['Utilisateurs', 'Contenu', 'Revenus']) {
        await page.getByRole('tab', { name: tab }).click();
        await shot(`admin-${tab.toLowerCase()}`);
      }
    } else {
      await page.goto('/admin');
      await page.waitForURL('**/dashboard');
      await shot('admin-denied', false);
    }
    await page.context().close();
  }
} finally {
  await browser.close();
  await server.stop();
  await mail.close();
}
console.log(`Screens in ${out}`);
