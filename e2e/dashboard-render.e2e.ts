import { describe, expect, it, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signUpAndSignIn } from './support/accounts';
import { newPhonePage, takeoverErrors, waitForPath } from './support/browser';
import { copy, type Lang } from './support/copy';
import type { MailCatcher } from './support/smtp';
import type { RunningServer } from './support/server';
import { withStack } from './support/stack';

// /dashboard comes rendered in its page for the signed-in user (src/web/prerender.tsx, src/server/spa.ts),
// then the app's code takes it over. The render is module-wide state on the server (language, user), so
// what matters most is that each page holds its own user, in its own language, and nobody else's.

let mail: MailCatcher;
let server: RunningServer;
let browser: Browser;

withStack((stack) => ({ mail, server, browser } = stack));

const stamp = Date.now();
const accounts = {
  fr: { name: `anne${stamp}`, lang: 'fr' as const, locale: 'fr-FR' },
  en: { name: `bruno${stamp}`, lang: 'en' as const, locale: 'en-US' },
};
const cookies: Record<Lang, string> = { fr: '', en: '' };
const pages = {} as Record<Lang, Page>;

/** The page's root: what the server rendered into it (empty when it rendered nothing). */
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';

async function dashboardHtml(cookie: string, language: string): Promise<string> {
  const res = await fetch(`${server.url}/dashboard`, { headers: { cookie, 'accept-language': language } });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  return res.text();
}

beforeAll(async () => {
  for (const { name, lang, locale } of Object.values(accounts)) {
    const page = await newPhonePage(browser, server.url, locale);
    await signUpAndSignIn(page, mail, {
      email: `${name}@example.com`,
      password: 'render-secret-1',
      language: lang,
    });
    cookies[lang] = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    pages[lang] = page;
  }
});

describe('the dashboard rendered by the server', () => {
  it("gives each user their own screen in their language, under concurrent requests, and nobody else's", async () => {
    // Three waves of eight at once: the server renders up to eight waiting pages (more go without).
    const asked = Array.from({ length: 24 }, (_, i) => (i % 2 ? accounts.en : accounts.fr));
    const answers: string[] = [];
    for (let wave = 0; wave < 3; wave++)
      answers.push(
        ...(await Promise.all(
          asked.slice(wave * 8, wave * 8 + 8).map((a) => dashboardHtml(cookies[a.lang], a.locale)),
        )),
      );
    answers.forEach((html, i) => {
      const own = asked[i];
      const other = own === accounts.fr ? accounts.en : accounts.fr;
      const root = rootOf(html);
      expect(root).toContain(copy[own.lang].dashboard.welcome.replace('{{name}}', own.name));
      expect(html).toContain(`<html lang="${own.lang}"`);
      expect(html).not.toContain(other.name);
      // Nothing the CSP would block, no part left for the browser to redo.
      expect(root).not.toMatch(/<script|<!--\$[?!]/);
    });
    // More at once than the server renders: those beyond go without the render, never with another's.
    const burst = Array.from({ length: 16 }, (_, i) => (i % 2 ? accounts.en : accounts.fr));
    const burstAnswers = await Promise.all(burst.map((a) => dashboardHtml(cookies[a.lang], a.locale)));
    burstAnswers.forEach((html, i) => {
      const other = burst[i] === accounts.fr ? accounts.en : accounts.fr;
      expect(html).not.toContain(other.name);
      const root = rootOf(html);
      if (root)
        expect(root).toContain(copy[burst[i].lang].dashboard.welcome.replace('{{name}}', burst[i].name));
    });
    // Signed out, or with a made-up session: the same page with nothing rendered and nobody in it.
    for (const cookie of ['', 'trouvaille.session_token=forged.signature']) {
      const html = await dashboardHtml(cookie, 'en-US');
      expect(rootOf(html)).toBe('');
      for (const { name } of Object.values(accounts)) expect(html).not.toContain(name);
    }
  });

  it('loads the page again when its code could not be downloaded, and the screen comes to life', async () => {
    const page = pages.en;
    const html = await dashboardHtml(cookies.en, 'en-US');
    const data = /<script type="application\/json" id="trouvaille-after-paint">(.*?)<\/script>/.exec(
      html,
    )?.[1];
    const { entry } = JSON.parse(data!) as { entry: string };
    let asked = 0;
    const isEntry = (url: URL) => url.pathname === entry;
    // The first download is lost on the way, as on a phone's network; the next one goes through.
    await page.route(isEntry, (route) => (asked++ === 0 ? route.abort('connectionreset') : route.fallback()));
    try {
      await page.goto('/dashboard');
      // Enabled once the code has taken the screen over.
      await page.getByRole('button', { name: copy.en.dashboard.appraise.action }).click();
      await waitForPath(page, '/camera');
      expect(asked).toBe(2);
    } finally {
      await page.unroute(isEntry);
    }
  });

  describe.each(Object.values(accounts))('in $lang', ({ name, lang, locale }) => {
    const t = copy[lang];
    const welcome = t.dashboard.welcome.replace('{{name}}', name);

    it('shows the screen before its code runs', async () => {
      let bare: BrowserContext | undefined;
      try {
        bare = await browser.newContext({
          javaScriptEnabled: false,
          locale,
          viewport: { width: 390, height: 844 },
        });
        await bare.addCookies(await pages[lang].context().cookies());
        const still = await bare.newPage();
        await still.goto(`${server.url}/dashboard`);
        await still.getByRole('heading', { level: 1, name: welcome }).waitFor();
        // A tap before the code runs would do nothing: the buttons wait for it.
        expect(await still.getByRole('button', { name: t.dashboard.appraise.action }).isDisabled()).toBe(
          true,
        );
        expect(await still.getByRole('button', { name: t.common.header.logout }).isDisabled()).toBe(true);
      } finally {
        await bare?.close();
      }
    });

    it('is taken over by its code without a mismatch, then shows the figures and works', async () => {
      const page = pages[lang];
      const mismatches = takeoverErrors(page);
      await page.goto('/dashboard');
      await page.getByRole('heading', { level: 1, name: welcome }).waitFor();
      // The figures arrive after the code: a new account has no rooms.
      await page.getByTestId('stat-rooms').getByText('0', { exact: true }).waitFor();
      await page.getByRole('button', { name: t.dashboard.appraise.action }).click();
      await waitForPath(page, '/camera');
      expect(mismatches).toEqual([]);
    });
  });
});
