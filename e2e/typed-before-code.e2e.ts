import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPhonePage, takeoverErrors, waitForPath } from './support/browser';
import { copy, type Lang } from './support/copy';
import { codeFromMail, type MailCatcher } from './support/smtp';
import type { RunningServer } from './support/server';
import { withStack } from './support/stack';

let mail: MailCatcher;
let server: RunningServer;
let browser: Browser;

withStack((stack) => ({ mail, server, browser } = stack));

/** How late the app's code arrives: a phone on a slow network, or a busy machine. */
const CODE_DELAY_MS = 2500;

/** A page whose scripts arrive late, so what a person types first is typed before the code runs. */
async function slowCodePage(locale: string): Promise<Page> {
  const page = await newPhonePage(browser, server.url, locale);
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, CODE_DELAY_MS));
    await route.continue();
  });
  return page;
}

async function register(page: Page, email: string, password: string, language: Lang): Promise<string> {
  const res = await page.request.post('/api/auth/register', { data: { email, password, language } });
  expect(res.status()).toBe(201);
  return codeFromMail(await mail.waitFor(email));
}

// The screen comes rendered in the page (/login) or is rendered as soon as its code has run
// (/verify-email): in both, what is typed at once is kept, checked and sent (decision 031).
describe.each(['fr', 'en'] as const)('text typed in the first seconds, in %s', (lang) => {
  const t = copy[lang];
  const locale = lang === 'fr' ? 'fr-FR' : 'en-US';
  const password = 'typed-early-1';

  it('on /login, typed before the code runs, survives its takeover and signs in', async () => {
    const email = `early.login.${lang}.${Date.now()}@example.com`;
    const setup = await newPhonePage(browser, server.url, locale);
    const code = await register(setup, email, password, lang);
    expect((await setup.request.post('/api/auth/verify-email', { data: { email, code } })).ok()).toBe(true);
    await setup.context().close();

    const page = await slowCodePage(locale);
    try {
      const mismatches = takeoverErrors(page);
      await page.goto('/login', { waitUntil: 'commit' });
      const emailField = page.getByLabel(t.auth.fields.email);
      const passwordField = page.getByLabel(t.auth.fields.password, { exact: true });
      // Tapped and typed key by key as a person would, as soon as the field is there.
      await emailField.click();
      await emailField.pressSequentially(`  ${email.toUpperCase()} `);
      await passwordField.pressSequentially(password);
      const submit = page.getByRole('button', { name: t.auth.login.submit, exact: true });
      // Still before the code: the button waits for it, and nothing was lost so far.
      expect(await submit.isDisabled()).toBe(true);
      await page.waitForFunction(
        () => !document.querySelector<HTMLButtonElement>('button[type=submit]')?.disabled,
        null,
        { timeout: 30_000 },
      );
      // (An e-mail field's value comes without its outer spaces: the browser's own rule.)
      expect(await emailField.inputValue()).toBe(email.toUpperCase());
      expect(await passwordField.inputValue()).toBe(password);
      await submit.click();
      await waitForPath(page, '/dashboard', 30_000);
      expect(mismatches).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('on /verify-email, a code typed at once is normalised, kept and accepted', async () => {
    const email = `early.verify.${lang}.${Date.now()}@example.com`;
    const page = await slowCodePage(locale);
    try {
      const code = await register(page, email, password, lang);
      await page.goto(`/verify-email?email=${encodeURIComponent(email)}`, { waitUntil: 'commit' });
      const codeField = page.getByLabel(t.auth.fields.code);
      // Lower case and a dash, as a person copies it from the mail: the field keeps letters and digits.
      await codeField.pressSequentially(`${code.slice(0, 3).toLowerCase()}-${code.slice(3)}`);
      expect(await codeField.inputValue()).toBe(code);
      expect(await page.getByLabel(t.auth.fields.email).inputValue()).toBe(email);
      // Accepted: the page moves on to /login (its toast is auth.e2e.ts's).
      await page.getByRole('button', { name: t.auth.verify.submit, exact: true }).click();
      await waitForPath(page, '/login', 30_000);

      // On /login, reached from there: tapped and typed at once, kept and sent. (The screen left behind
      // once stayed shown under the new address, and took the e-mail into its own field.)
      const loginEmail = page.getByLabel(t.auth.fields.email);
      await loginEmail.click();
      await loginEmail.pressSequentially(email);
      await page.getByLabel(t.auth.fields.password, { exact: true }).pressSequentially(password);
      expect(await page.getByLabel(t.auth.fields.email).inputValue()).toBe(email);
      await page.getByRole('button', { name: t.auth.login.submit, exact: true }).click();
      await waitForPath(page, '/dashboard', 30_000);
    } finally {
      await page.context().close();
    }
  });
});
