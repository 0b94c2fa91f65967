import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import enAdmin from '../src/web/locales/en/admin.json';
import enPlans from '../src/web/locales/en/plans.json';
import frAdmin from '../src/web/locales/fr/admin.json';
import frPlans from '../src/web/locales/fr/plans.json';
import { signUpAndSignIn } from './support/accounts';
import { expectToast, newPhonePage } from './support/browser';
import { shot } from './support/capture';
import { copy as shellCopy } from './support/copy';
import type { MailCatcher } from './support/smtp';
import type { RunningServer } from './support/server';
import { withStack } from './support/stack';

// A self-hosted instance (no Stripe keys, decision 035): nobody sees a price or a purchase button, and the
// administrator gives each account its plan from the Users tab.

let mail: MailCatcher;
let server: RunningServer;
let browser: Browser;
const adminEmails = {
  fr: `plans-admin.fr.${Date.now()}@example.com`,
  en: `plans-admin.en.${Date.now()}@example.com`,
};

withStack((stack) => ({ mail, server, browser } = stack), {
  STRIPE_SECRET_KEY: '',
  ADMIN_EMAILS: `${adminEmails.fr},${adminEmails.en}`,
});

const copy = {
  fr: { ...shellCopy.fr, plans: frPlans, admin: frAdmin },
  en: { ...shellCopy.en, plans: enPlans, admin: enAdmin },
};

/** A price as the catalogue shows one: digits then the euro sign. */
const PRICE = /\d\s*€/;

describe.each(['fr', 'en'] as const)('plans on a self-hosted instance, in %s', (lang) => {
  const t = copy[lang];

  it('shows no price and no purchase button; the administrator sets the plan', async () => {
    const page = await newPhonePage(browser, server.url, lang === 'fr' ? 'fr-FR' : 'en-US');
    const { email } = await signUpAndSignIn(page, mail, {
      language: lang,
      label: 'self-hosted',
      firstName: 'Alix',
    });
    const screens: [string, string][] = [
      ['/monetization-logged?tab=patrimoine', t.common.plans.setByAdmin],
      ['/subscription', t.common.plans.setByAdmin],
      ['/usage-limit-reached', t.common.plans.setByAdmin],
      ['/settings', t.account.account.plan],
    ];
    for (const [screen, shown] of screens) {
      await page.goto(screen);
      await page.getByText(shown).first().waitFor();
      const body = (await page.locator('body').textContent()) ?? '';
      expect(body, screen).not.toMatch(PRICE);
      expect(await page.getByRole('button', { name: t.plans.actions.upgrade }).count(), screen).toBe(0);
    }
    await shot(page, `${lang}-plans-self-hosted`);
    const refused = await page.request.post('/api/subscription/upgrade', { data: { planId: 'pro-expert' } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('PLAN_SET_BY_ADMIN');

    const admin = await newPhonePage(browser, server.url, lang === 'fr' ? 'fr-FR' : 'en-US');
    await signUpAndSignIn(admin, mail, { language: lang, email: adminEmails[lang], firstName: 'Admin' });
    await admin.goto('/admin');
    await admin.getByRole('tab', { name: t.admin.tabs.users }).click();
    const row = admin.locator('li, tr').filter({ hasText: email }).first();
    await row.getByRole('button', { name: t.admin.users.view }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.locator('#admin-user-plan').click();
    await admin.getByRole('option', { name: /Pro.*(Établi|Established)/ }).click();
    await expectToast(admin, t.admin.detail.planSet.split('{{plan}}')[0].trim());
    await admin.context().close();

    const current = (await (await page.request.get('/api/subscription/current')).json()) as {
      planId: string;
    };
    expect(current.planId).toBe('pro-etabli');
    await page.context().close();
  });
});
