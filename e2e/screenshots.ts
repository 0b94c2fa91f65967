// Captures every screen of the shell at phone size for a human look:
//   node --import tsx e2e/screenshots.ts [outDir=/tmp/shots]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser, newPhonePage } from './support/browser';
import { ensureBuilt } from './support/build';
import { codeFromMail, startMailCatcher } from './support/smtp';
import { startServer } from './support/server';

const out = process.argv[2] ?? '/tmp/shots';
mkdirSync(out, { recursive: true });
ensureBuilt();
const mail = await startMailCatcher();
const server = await startServer({ SMTP_URL: mail.url });
const browser = await launchBrowser();
try {
  for (const lang of ['fr', 'en']) {
    const page = await newPhonePage(browser, server.url, lang === 'fr' ? 'fr-FR' : 'en-US');
    const shot = async (name: string) => {
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(out, `${lang}-${name}.png`), fullPage: true });
    };
    for (const [name, url] of [
      ['landing', '/'],
      ['onboarding', '/onboarding'],
      ['login', '/login'],
      ['register', '/register'],
      ['verify-email', '/verify-email?email=jane%40example.com'],
      ['email-not-verified', '/email-not-verified?email=jane%40example.com'],
      ['forgot-password', '/forgot-password'],
      ['reset-password', '/reset-password?token=abcdefghijkl&email=jane%40example.com'],
    ]) {
      await page.goto(url);
      await shot(name);
    }
    const email = `shots.${lang}@example.com`;
    const password = 'screens-secret-1';
    await page.request.post('/api/auth/register', {
      data: { email, password, firstName: 'Camille', language: lang },
    });
    const code = codeFromMail(await mail.waitFor(email));
    await page.request.post('/api/auth/verify-email', { data: { email, code } });
    await page.goto('/login');
    await page.getByLabel(/e-?mail/i).fill(email);
    await page.locator('#login-password').fill(password);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL('**/dashboard');
    await shot('dashboard');
    await page.goto('/home');
    await shot('home');
    await page.goto('/no-such-page');
    await page.waitForSelector('[data-sonner-toast]');
    await shot('not-found');
    await page.context().close();
  }
} finally {
  await browser.close();
  await server.stop();
  await mail.close();
}
console.log(`Screens in ${out}`);
