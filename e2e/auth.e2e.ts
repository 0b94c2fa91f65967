import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { expectToast, newPhonePage, takeoverErrors, waitForPath } from './support/browser';
import { copy, type Lang } from './support/copy';
import { codeFromMail, resetLinkFromMail, type MailCatcher } from './support/smtp';
import type { RunningServer } from './support/server';
import { withStack } from './support/stack';

let mail: MailCatcher;
let server: RunningServer;
let browser: Browser;

withStack((stack) => ({ mail, server, browser } = stack));

// Each journey starts in the other language's browser, so the switch is what brings it to `lang`.
const journeys: Array<{ lang: Lang; browserLocale: string }> = [
  { lang: 'fr', browserLocale: 'en-US' },
  { lang: 'en', browserLocale: 'fr-FR' },
];

describe.each(journeys)('account journey in $lang', ({ lang, browserLocale }) => {
  const t = copy[lang];
  const email = `jeanne.${lang}.${Date.now()}@example.com`;
  const firstName = lang === 'fr' ? 'Jeanne' : 'Jane';
  const password = 'first-secret-1';
  const newPassword = 'second-secret-2';
  let page: Page;

  beforeAll(async () => {
    page = await newPhonePage(browser, server.url, browserLocale);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('shows the landing and sign-in screens before their code runs, in the browser language', async () => {
    const other = lang === 'fr' ? 'en' : 'fr';
    const bare = await browser.newContext({
      javaScriptEnabled: false,
      locale: browserLocale,
      viewport: { width: 390, height: 844 },
    });
    try {
      const still = await bare.newPage();
      await still.goto(`${server.url}/`);
      await still.getByRole('heading', { level: 1, name: copy[other].landing.hero.title }).waitFor();
      await still.goto(`${server.url}/login`);
      await still.getByRole('heading', { level: 1, name: copy[other].auth.login.title }).waitFor();
      // Nothing can send the form (its fields into the address) before its code runs.
      const submit = still.getByRole('button', { name: copy[other].auth.login.submit, exact: true });
      expect(await submit.isDisabled()).toBe(true);
    } finally {
      await bare.close();
    }
  });

  it('switches the landing page language', async () => {
    // The page's code takes over the screen it came with: a mismatch would be reported here.
    const mismatches = takeoverErrors(page);
    await page.goto('/');
    const other = lang === 'fr' ? 'en' : 'fr';
    expect(await page.getAttribute('html', 'lang')).toBe(other);
    await page.getByRole('button', { name: t.common.language.names[lang] }).click();
    await page.getByRole('heading', { level: 1, name: t.landing.hero.title }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    await page.getByText(t.landing.tagline).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('trouvaille.language'))).toBe(lang);
    expect(mismatches).toEqual([]);
  });

  it('registers and verifies the address with the code from the mail', async () => {
    await page.getByRole('link', { name: t.landing.hero.start }).click();
    await waitForPath(page, '/login');
    await page.getByRole('link', { name: t.auth.login.register }).click();
    await waitForPath(page, '/register');
    await page.getByLabel(t.auth.fields.firstName).fill(firstName);
    await page.getByLabel(t.auth.fields.email).fill(email);
    await page.getByLabel(t.auth.fields.password, { exact: true }).fill(password);
    await page.getByLabel(t.auth.fields.confirmPassword).fill(password);
    await page.getByRole('button', { name: t.auth.register.submit }).click();
    await waitForPath(page, `/verify-email?email=${encodeURIComponent(email)}`);
    expect(await page.getByLabel(t.auth.fields.email).inputValue()).toBe(email);

    const code = codeFromMail(await mail.waitFor(email));
    // The field uppercases and keeps letters and digits only.
    await page.getByLabel(t.auth.fields.code).fill(`${code.slice(0, 3).toLowerCase()}-${code.slice(3)}`);
    expect(await page.getByLabel(t.auth.fields.code).inputValue()).toBe(code);
    await page.getByRole('button', { name: t.auth.verify.submit, exact: true }).click();
    await expectToast(page, t.auth.verify.successTitle);
    await waitForPath(page, '/login', 5000);
  });

  it('signs in, lands on the dashboard and logs out', async () => {
    await page.getByLabel(t.auth.fields.email).fill(`  ${email.toUpperCase()} `);
    await page.getByLabel(t.auth.fields.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: t.auth.login.submit, exact: true }).click();
    await waitForPath(page, '/dashboard');
    await page
      .getByRole('heading', { level: 1, name: t.dashboard.welcome.replace('{{name}}', firstName) })
      .waitFor();
    // One name on every screen: the first name given at registration, in the header as in the welcome.
    await page.getByRole('banner').getByText(firstName, { exact: true }).waitFor();
    await page.getByRole('button', { name: t.dashboard.appraise.action }).waitFor();

    // Opened afresh, the dashboard carries its user (src/server/spa.ts): it shows without asking who is
    // signed in, in the language chosen on the landing page.
    const asked: string[] = [];
    const onRequest = (r: Request) => void (r.url().endsWith('/api/auth/user') && asked.push(r.url()));
    page.on('request', onRequest);
    await page.reload();
    await page
      .getByRole('heading', { level: 1, name: t.dashboard.welcome.replace('{{name}}', firstName) })
      .waitFor();
    expect(asked).toEqual([]);
    page.off('request', onRequest);

    await page.getByRole('banner').getByRole('button', { name: t.common.header.logout }).click();
    await expectToast(page, t.landing.loggedOut.title);
    await waitForPath(page, '/');
    expect(new URL(page.url()).search).toBe('');
    // Logout keeps the language.
    expect(await page.getAttribute('html', 'lang')).toBe(lang);

    // The session really ended: the protected area sends the visitor back.
    await page.goto('/dashboard');
    await expectToast(page, t.common.guard.title);
    await waitForPath(page, '/');
  });

  it('resets a forgotten password through the mailed link and signs in again', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: t.auth.login.forgot }).click();
    await waitForPath(page, '/forgot-password');
    await page.getByLabel(t.auth.fields.email).fill(email);
    await page.getByRole('button', { name: t.auth.forgot.submit }).click();
    await page.getByText(t.auth.forgot.sentTitle).waitFor();

    const link = resetLinkFromMail(await mail.waitFor(email, (m) => /reset-password/.test(m.text)));
    expect(link.origin).toBe(server.url);
    // The link carries the mail's language (decision 029): opened on a device set to the other language,
    // the page still speaks the reader's.
    expect(link.searchParams.get('lang')).toBe(lang);
    const other = lang === 'fr' ? 'en' : 'fr';
    const elsewhere = await newPhonePage(browser, server.url, other === 'fr' ? 'fr-FR' : 'en-US');
    try {
      await elsewhere.addInitScript((lng) => localStorage.setItem('trouvaille.language', lng), other);
      await elsewhere.goto(link.pathname + link.search);
      await elsewhere.getByRole('heading', { level: 1, name: t.auth.reset.title }).waitFor();
      await elsewhere.getByText(email).waitFor();
      await elsewhere.getByLabel(t.auth.reset.newPassword, { exact: true }).fill('short');
      await elsewhere.getByLabel(t.auth.reset.confirmPassword).fill('other');
      await elsewhere.getByRole('button', { name: t.auth.reset.submit }).click();
      // The rule in words, not a validator's message.
      await elsewhere
        .getByText(t.auth.reset.passwordRule.replace('{{min}}', '8').replace('{{max}}', '128'), {
          exact: true,
        })
        .waitFor();
      await elsewhere.getByText(t.auth.reset.mismatch).waitFor();
      await elsewhere.screenshot({ path: `${process.env.SHOTS_DIR ?? '/tmp'}/${lang}-reset-password.png` });
      // Followed for the visit only: the device keeps its own choice.
      expect(await elsewhere.evaluate(() => localStorage.getItem('trouvaille.language'))).toBe(other);

      await elsewhere.getByLabel(t.auth.reset.newPassword, { exact: true }).fill(newPassword);
      await elsewhere.getByLabel(t.auth.reset.confirmPassword).fill(newPassword);
      await elsewhere.getByRole('button', { name: t.auth.reset.submit }).click();
      await elsewhere.getByText(t.auth.reset.successTitle).waitFor();
      await waitForPath(elsewhere, '/login', 6000);
    } finally {
      await elsewhere.context().close();
    }
    await page.goto('/login');

    await page.getByLabel(t.auth.fields.email).fill(email);
    await page.getByLabel(t.auth.fields.password, { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: t.auth.login.submit, exact: true }).click();
    await waitForPath(page, '/dashboard');
    await page.getByRole('button', { name: t.dashboard.appraise.action }).waitFor();
  });
});

describe('shell behaviours', () => {
  const t = copy.en;
  let page: Page;

  beforeAll(async () => {
    page = await newPhonePage(browser, server.url, 'en-US');
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('sends an unknown path home with a toast', async () => {
    await page.goto('/no-such-page');
    await expectToast(page, t.common.notFound.title);
    await waitForPath(page, '/', 5000);
  });

  it('shows one toast at a time, raised through the show-toast event', async () => {
    await page.evaluate(() => {
      window.dispatchEvent(new CustomEvent('show-toast', { detail: { title: 'First', variant: 'default' } }));
      window.dispatchEvent(
        new CustomEvent('show-toast', {
          detail: { title: 'Second', description: 'Replaces the first', variant: 'success' },
        }),
      );
    });
    await expectToast(page, 'Second');
    await page.waitForTimeout(600);
    expect(await page.locator('[data-sonner-toast][data-visible="true"]').count()).toBe(1);
  });

  it('announces lost and recovered connectivity', async () => {
    await page.context().setOffline(true);
    await expectToast(page, t.common.connectivity.offline);
    await page.context().setOffline(false);
    await expectToast(page, t.common.connectivity.online);
  });

  it('sends an unverified sign-in to the notice screen and refuses a wrong password', async () => {
    const email = `pending.${Date.now()}@example.com`;
    const res = await page.request.post('/api/auth/register', {
      data: { email, password: 'pending-secret', language: 'en' },
    });
    expect(res.status()).toBe(201);
    await mail.waitFor(email);

    await page.goto('/login');
    await page.getByLabel(t.auth.fields.email).fill(email);
    await page.getByLabel(t.auth.fields.password, { exact: true }).fill('wrong-secret');
    await page.getByRole('button', { name: t.auth.login.submit, exact: true }).click();
    await expectToast(page, t.common.errors.codes.INVALID_CREDENTIALS);

    await page.getByLabel(t.auth.fields.password, { exact: true }).fill('pending-secret');
    await page.getByRole('button', { name: t.auth.login.submit, exact: true }).click();
    await waitForPath(page, `/email-not-verified?email=${encodeURIComponent(email)}`);
    await page.getByText(email).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('pendingVerificationEmail'))).toBe(email);
    await page.getByRole('link', { name: t.auth.notVerified.enterCode }).click();
    await waitForPath(page, `/verify-email?email=${encodeURIComponent(email)}`);
  });

  it('recovers from a page that fails to load with the application-error screen', async () => {
    // A chunk lost in transit (a deploy replaced it, the network dropped) is the common real failure.
    await page.route('**/assets/onboarding-page-*.js', (route) => route.abort());
    await page.goto('/onboarding');
    await expectToast(page, t.common.appError.title);
    await page.unroute('**/assets/onboarding-page-*.js');
    // Signed out: back to the landing page after 1.5 s.
    await waitForPath(page, '/', 5000);
  });

  it("sends a reset link without token back to sign-in, saying why in the reader's language", async () => {
    await page.goto('/reset-password?email=someone%40example.com');
    await expectToast(page, t.auth.reset.invalidLinkTitle);
    await waitForPath(page, '/login');
  });
});
