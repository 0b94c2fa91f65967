import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPhonePage, waitForPath } from './support/browser';
import { copy, type Lang } from './support/copy';
import { codeFromMail, type MailCatcher } from './support/smtp';
import type { RunningServer } from './support/server';
import { withStack } from './support/stack';

let mail: MailCatcher;
let server: RunningServer;
let browser: Browser;

// Each journey from its own client address (behind one trusted proxy hop), so the password tries one
// journey uses up are its own.
withStack((stack) => ({ mail, server, browser } = stack), { TRUST_PROXY: '1' });

const journeys: Array<{ lang: Lang; locale: string; address: string }> = [
  { lang: 'fr', locale: 'fr-FR', address: '198.51.100.31' },
  { lang: 'en', locale: 'en-US', address: '198.51.100.32' },
];

const isSignInCode = (lang: Lang) => (m: { subject: string }) =>
  lang === 'fr' ? /code de connexion/i.test(m.subject) : /sign-in code/i.test(m.subject);

describe.each(journeys)('sign-in code in $lang', ({ lang, locale, address }) => {
  const t = copy[lang];
  const email = `owner.code.${lang}.${Date.now()}@example.com`;
  const password = 'owner-secret-1';
  let page: Page;

  beforeAll(async () => {
    page = await newPhonePage(browser, server.url, locale);
    await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': address });
    await page.addInitScript((lng) => localStorage.setItem('trouvaille.language', lng), lang);
    // A verified account, not signed in: registered and verified through the API and the real mail.
    const reg = await page.request.post('/api/auth/register', { data: { email, password, language: lang } });
    expect(reg.status()).toBe(201);
    const code = codeFromMail(await mail.waitFor(email));
    expect((await page.request.post('/api/auth/verify-email', { data: { email, code } })).ok()).toBe(true);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('asks for a code from the sign-in screen and signs in with it', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: t.auth.login.withCode }).click();
    await waitForPath(page, '/login-code');
    await page.getByRole('heading', { level: 1, name: t.auth.code.title }).waitFor();
    await page.getByLabel(t.auth.fields.email).fill(` ${email.toUpperCase()} `);
    await page.getByRole('button', { name: t.auth.code.ask }).click();
    await page.getByLabel(t.auth.code.codeLabel).waitFor();

    const code = codeFromMail(await mail.waitFor(email, isSignInCode(lang)));
    await page.getByLabel(t.auth.code.codeLabel).fill(code.toLowerCase());
    expect(await page.getByLabel(t.auth.code.codeLabel).inputValue()).toBe(code);
    await page.getByRole('button', { name: t.auth.code.signIn, exact: true }).click();
    await waitForPath(page, '/dashboard');
    await page.getByRole('button', { name: t.dashboard.appraise.action }).waitFor();
    // Signed out again for the next journey.
    await page.getByRole('banner').getByRole('button', { name: t.common.header.logout }).click();
    await waitForPath(page, '/');
  });

  it('offers the code when the password tries are throttled, and the code still lets the owner in', async () => {
    // Wrong guesses from this browser use up its password tries (it is a known device of the account by
    // now, so they count on the device): the password path says no more, even to the right password.
    for (let i = 0; i < 6; i++) {
      await page.request.post('/api/auth/login', { data: { email, password: `wrong-guess-${i}` } });
    }
    await page.goto('/login');
    await page.getByLabel(t.auth.fields.email).fill(email);
    await page.getByLabel(t.auth.fields.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: t.auth.login.submit, exact: true }).click();
    await page.getByRole('alert').filter({ hasText: t.auth.login.limited }).waitFor();
    await page.screenshot({ path: `/tmp/h2-login-limited-${lang}.png` }).catch(() => undefined);

    await page.getByRole('link', { name: t.auth.login.withCode }).click();
    await waitForPath(page, `/login-code?email=${encodeURIComponent(email)}`);
    expect(await page.getByLabel(t.auth.fields.email).inputValue()).toBe(email);
    await page.getByRole('button', { name: t.auth.code.ask }).click();
    await page.getByLabel(t.auth.code.codeLabel).waitFor();
    await page.screenshot({ path: `/tmp/h2-code-screen-${lang}.png` }).catch(() => undefined);
    const code = codeFromMail(await mail.waitFor(email, isSignInCode(lang)));
    await page.getByLabel(t.auth.code.codeLabel).fill(code);
    await page.getByRole('button', { name: t.auth.code.signIn, exact: true }).click();
    await waitForPath(page, '/dashboard');
    await page.getByRole('button', { name: t.dashboard.appraise.action }).waitFor();
  });
});
