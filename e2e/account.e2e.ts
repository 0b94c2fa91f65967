import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import enAccount from '../src/web/locales/en/account.json';
import enAdmin from '../src/web/locales/en/admin.json';
import enPlans from '../src/web/locales/en/plans.json';
import frAccount from '../src/web/locales/fr/account.json';
import frAdmin from '../src/web/locales/fr/admin.json';
import frPlans from '../src/web/locales/fr/plans.json';
import { signUpAndSignIn } from './support/accounts';
import { expectToast, launchBrowser, newPhonePage, waitForPath } from './support/browser';
import { ensureBuilt } from './support/build';
import { shot } from './support/capture';
import { copy as shellCopy, type Lang } from './support/copy';
import { startMailCatcher, type MailCatcher } from './support/smtp';
import { startServer, type RunningServer } from './support/server';

const copy = {
  fr: { ...shellCopy.fr, account: frAccount, plans: frPlans },
  en: { ...shellCopy.en, account: enAccount, plans: enPlans },
};
const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k) => String(vars[k]));

let mail: MailCatcher;
let server: RunningServer;
let browser: Browser;
let photo: Buffer;
let address = 0;

/** Each journey from its own client address: the sign-in limit counts per address (10 per 15 min). */
async function phone(lang: Lang): Promise<Page> {
  const page = await newPhonePage(browser, server.url, lang === 'fr' ? 'fr-FR' : 'en-US');
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': `10.77.0.${++address}` });
  return page;
}

async function openSection(page: Page, id: string) {
  const trigger = page.locator(`#${id}-trigger`);
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
}

async function uiSignIn(page: Page, lang: Lang, email: string, password: string) {
  const t = copy[lang];
  await page.goto('/login');
  await page.getByLabel(t.auth.fields.email).fill(email);
  await page.getByLabel(t.auth.fields.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.auth.login.submit, exact: true }).click();
}

const adminEmails = { fr: `admin.fr.${Date.now()}@example.com`, en: `admin.en.${Date.now()}@example.com` };

beforeAll(async () => {
  ensureBuilt();
  mail = await startMailCatcher();
  server = await startServer({ SMTP_URL: mail.url, ADMIN_EMAILS: `${adminEmails.fr},${adminEmails.en}` });
  browser = await launchBrowser();
  photo = await sharp({
    create: { width: 480, height: 360, channels: 3, background: { r: 150, g: 110, b: 60 } },
  })
    .jpeg()
    .toBuffer();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mail?.close();
});

describe.each(['fr', 'en'] as const)('account area in %s', (lang) => {
  const t = copy[lang];
  const other: Lang = lang === 'fr' ? 'en' : 'fr';
  const email = `collector.${lang}.${Date.now()}@example.com`;
  const password = 'first-secret-1';
  const newPassword = 'Second-secret-2';
  let page: Page;

  beforeAll(async () => {
    page = await phone(lang);
    await signUpAndSignIn(page, mail, { email, password, firstName: 'Camille', language: lang });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('saves the first name with the Save button that only shows for unsaved changes', async () => {
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: t.account.title }).waitFor();
    const save = page.getByRole('button', { name: t.account.save.save, exact: true });
    expect(await save.count()).toBe(0);
    await page.locator('#profile-first-name').fill('Dominique');
    await save.click();
    await expectToast(page, t.account.save.savedTitle);
    await save.waitFor({ state: 'detached' });
    await page.reload();
    expect(await page.locator('#profile-first-name').inputValue()).toBe('Dominique');
    expect((await (await page.request.get('/api/auth/user')).json()).firstName).toBe('Dominique');
  });

  it('switches the whole interface language at once and keeps it on the account', async () => {
    await openSection(page, 'settings-preferences');
    await page.getByRole('radio', { name: t.common.language.names[other] }).click();
    await page.getByRole('heading', { level: 1, name: copy[other].account.title }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe(other);
    await page.getByRole('button', { name: copy[other].common.header.logout }).waitFor();
    await page.getByRole('radio', { name: t.common.language.names[lang] }).click();
    await page.getByRole('heading', { level: 1, name: t.account.title }).waitFor();
    await expect
      .poll(async () => (await (await page.request.get('/api/auth/user')).json()).language)
      .toBe(lang);
  });

  it('stores a feature request, refusing an empty one', async () => {
    await openSection(page, 'settings-support');
    await page.getByRole('button', { name: t.account.support.feature }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.account.feature.description).fill('   ');
    await dialog.getByRole('button', { name: t.account.feature.submit }).click();
    await dialog.getByText(t.account.feature.empty).waitFor();
    await dialog.getByLabel(t.account.feature.description).fill(`Dark room photos (${lang})`);
    await dialog.getByRole('button', { name: t.account.feature.submit }).click();
    await expectToast(page, t.account.feature.sentTitle);
  });

  it('changes the password with the screen’s messages, then signs in with the new one', async () => {
    await page.getByRole('link', { name: t.account.password.link }).click();
    await waitForPath(page, '/password-management');
    await page.locator('#password-current').fill(password);
    await page.locator('#password-next').fill(newPassword);
    await page.locator('#password-confirm').fill('something-else');
    await page.getByRole('button', { name: t.account.password.submit }).click();
    await expectToast(page, t.account.password.mismatch);

    await page.locator('#password-confirm').fill(newPassword);
    await page.getByRole('button', { name: t.account.password.submit }).click();
    await expectToast(page, t.account.password.successTitle);
    expect(await page.locator('#password-next').inputValue()).toBe('');
    // The confirmation mail (the verification code's mail was taken at sign-up).
    await mail.waitFor(email);

    await page.getByRole('button', { name: t.common.header.logout }).click();
    await waitForPath(page, '/');
    await uiSignIn(page, lang, email, newPassword);
    await waitForPath(page, '/dashboard');
  });

  it('reaches the monthly limit with real analyses and offers only the higher plans', async () => {
    for (let i = 1; i <= 5; i++) {
      const res = await page.request.post('/api/analyze-complete', {
        multipart: {
          image: { name: `object-${i}.jpg`, mimeType: 'image/jpeg', buffer: photo },
          language: lang,
        },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    const refused = await page.request.post('/api/analyze-complete', {
      multipart: { image: { name: 'one-more.jpg', mimeType: 'image/jpeg', buffer: photo }, language: lang },
    });
    expect(refused.status()).toBe(429);

    await page.goto('/usage-limit-reached');
    await page.getByText(t.plans.limit.message).waitFor();
    await page.getByText(fill(t.plans.usage.count, { used: 5, limit: 5 })).waitFor();
    const cards = page.locator('article[id^="plan-"]');
    expect(await cards.evaluateAll((els) => els.map((e) => e.id))).toEqual([
      'plan-patrimoine-explorer',
      'plan-patrimoine-collection',
      'plan-pro-debutant',
      'plan-pro-etabli',
      'plan-pro-expert',
      'plan-expert-ponctuel',
      'plan-expert-succession',
      'plan-expert-commissaire',
    ]);
    await page
      .locator('#plan-patrimoine-collection')
      .getByRole('link', { name: t.plans.limit.upgrade })
      .click();
    await waitForPath(page, '/monetization?upgrade=patrimoine-collection');
    await page.locator('#plan-patrimoine-collection').getByText(t.plans.catalogue.selected).waitFor();
  });

  it('upgrades to Connaisseur through Stripe’s Checkout: its trial shown first, the plan once Stripe confirms', async () => {
    // The usage-limit journey above left the page on this plan, outlined (?upgrade=patrimoine-collection).
    const card = page.locator('#plan-patrimoine-collection');
    await card.getByRole('button', { name: t.plans.actions.upgrade }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(t.plans.confirm.trialNote).waitFor();
    const text = (await dialog.textContent())!.replace(/\s/g, ' ');
    expect(text).toContain(`4,99 € ${t.plans.catalogue.per.monthly}`.replace(/\s/g, ' '));
    // French puts non-breaking spaces before its colons and inside amounts: both sides read as plain spaces.
    expect(text).toContain(
      fill(t.plans.confirm.trial, { days: 15, price: '§' }).split('§')[0].replace(/\s/g, ' '),
    );
    // A double click confirms once: one key for the action, one Checkout page at Stripe.
    const keys: (string | undefined)[] = [];
    const onRequest = (request: { url(): string; headers(): Record<string, string> }) => {
      if (request.url().endsWith('/api/subscription/upgrade'))
        keys.push(request.headers()['idempotency-key']);
    };
    page.on('request', onRequest);
    await dialog.getByRole('button', { name: t.plans.confirm.confirm }).dblclick();
    // Stripe's Checkout: here the Stripe test server's page (decision 035).
    await page.waitForURL((url) => url.href.startsWith(server.stripe!.url), { timeout: 30_000 });
    page.off('request', onRequest);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
    const me = (await (await page.request.get(`${server.url}/api/auth/user`)).json()) as { id: string };
    const sessions = server.stripe!.calls.filter(
      (c) => c.path === '/v1/checkout/sessions' && c.body.client_reference_id === me.id,
    );
    expect(sessions).toHaveLength(1);
    // Nothing is the account's before Stripe says so.
    const before = await (await page.request.get(`${server.url}/api/subscription/current`)).json();
    expect(before).toMatchObject({ planId: 'patrimoine-gratuit' });

    await page.getByRole('button', { name: 'Pay' }).click();
    await waitForPath(page, '/subscription');
    // Back from Checkout: only "we are confirming your payment" until the webhook has landed.
    await page.getByText(t.plans.subscription.confirmingTitle).waitFor();
    await shot(page, `${lang}-subscription-confirming`);
    await page.getByText(t.plans.subscription.confirmedTitle).waitFor({ timeout: 30_000 });
    await page.getByText(t.common.plans.status.trial, { exact: true }).waitFor();
    await shot(page, `${lang}-subscription-confirmed`);
    const current = await (await page.request.get(`${server.url}/api/subscription/current`)).json();
    expect(current).toMatchObject({
      planId: 'patrimoine-collection',
      status: 'trial',
      analysesLimit: 100,
      totalSpent: 0,
    });
  });

  it('cancels the subscription at Stripe: the planned-cancellation notice shows once confirmed and the button goes', async () => {
    await page.goto('/subscription');
    await page.getByRole('heading', { level: 1, name: t.plans.subscription.title }).waitFor();
    await page.getByText(t.common.plans.status.trial, { exact: true }).waitFor();
    // The plan tabs on the page itself: the current plan marked and disabled, the others a tab away.
    const marked = page
      .locator('#plan-patrimoine-collection')
      .getByRole('button', { name: t.plans.actions.current });
    expect(await marked.isDisabled()).toBe(true);
    await page.getByRole('tab', { name: t.common.plans.tabs.pro }).click();
    await page.locator('#plan-pro-debutant').getByRole('button', { name: t.plans.actions.upgrade }).waitFor();
    await page.getByRole('tab', { name: t.common.plans.tabs.expert }).click();
    await page.locator('#plan-expert-ponctuel').waitFor();
    await shot(page, `${lang}-subscription-plans`);
    await page.getByRole('tab', { name: t.common.plans.tabs.patrimoine }).click();
    await page.getByRole('button', { name: t.plans.subscription.cancel }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.plans.subscription.confirm }).click();
    await expectToast(page, t.plans.subscription.cancelledTitle);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Shown once Stripe's webhook has confirmed it.
    await page.getByText(t.plans.subscription.cancelNotice.split('{{date}}')[0]).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: t.plans.subscription.cancel }).count()).toBe(0);

    // Choosing the current plan again keeps it.
    const current = page.locator('#plan-patrimoine-collection');
    await current.getByRole('button', { name: t.plans.actions.resume }).waitFor();
  });

  it('exports the collection as JSON and CSV files that parse', async () => {
    const created = await page.request.post('/api/objects', {
      data: {
        name: `Pendule ${lang}`,
        category: 'Horlogerie',
        estimatedValueMin: 800,
        estimatedValueMax: 1500,
      },
    });
    expect(created.status()).toBe(201);
    await page.goto('/settings');
    await openSection(page, 'settings-data');

    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t.account.data.exportJson }).click(),
    ]);
    expect(json.suggestedFilename()).toMatch(/^trouvaille-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(readFileSync((await json.path())!, 'utf8'));
    expect(file.version).toBe(1);
    expect(file.objects.map((o: { name: string }) => o.name)).toEqual([`Pendule ${lang}`]);
    await expectToast(page, t.account.data.exportedTitle);

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t.account.data.exportCsv }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const lines = readFileSync((await csv.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const delimiter = lang === 'fr' ? ';' : ',';
    expect(lines).toHaveLength(2);
    expect(lines[0].split(delimiter).length).toBe(lines[1].split(delimiter).length);
    expect(lines[1]).toContain(`Pendule ${lang}`);
  });

  it('deletes the account after the password, then signing in fails', async () => {
    await openSection(page, 'settings-danger');
    await page.getByRole('button', { name: t.account.danger.delete }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.account.danger.password, { exact: true }).fill('not-my-password');
    await dialog.getByRole('button', { name: t.account.danger.confirm }).click();
    await dialog.getByText(t.account.danger.wrongPassword).waitFor();
    await dialog.getByLabel(t.account.danger.password, { exact: true }).fill(newPassword);
    await dialog.getByRole('button', { name: t.account.danger.confirm }).click();
    await expectToast(page, t.account.danger.deletedTitle);
    await waitForPath(page, '/');

    await uiSignIn(page, lang, email, newPassword);
    await expectToast(page, t.common.errors.codes.INVALID_CREDENTIALS);
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});

describe.each(['fr', 'en'] as const)('administration in %s', (lang) => {
  const t = copy[lang];
  const adminT = lang === 'fr' ? frAdmin : enAdmin;
  const victimEmail = `member.${lang}.${Date.now()}@example.com`;
  const victimPassword = 'member-secret-1';
  let admin: Page;
  let victim: Page;

  beforeAll(async () => {
    admin = await phone(lang);
    victim = await phone(lang);
    await signUpAndSignIn(admin, mail, {
      email: adminEmails[lang],
      password: 'admin-secret-1',
      language: lang,
    });
    await signUpAndSignIn(victim, mail, { email: victimEmail, password: victimPassword, language: lang });
  });
  afterAll(async () => {
    await admin?.context().close();
    await victim?.context().close();
  });

  it('turns a member away from /admin with "Access Denied"', async () => {
    await victim.goto('/dashboard');
    expect(await victim.getByRole('link', { name: t.common.header.admin }).count()).toBe(0);
    await victim.goto('/admin');
    await expectToast(victim, t.common.errors.forbidden.title);
    await waitForPath(victim, '/dashboard');
  });

  it('shows the figures to a super user', async () => {
    await admin.goto('/dashboard');
    await admin.getByRole('link', { name: t.common.header.admin }).click();
    await waitForPath(admin, '/admin');
    await admin.getByRole('heading', { name: adminT.overview.activity }).waitFor();
    await admin.getByRole('tabpanel').getByText(adminT.overview.totalUsers, { exact: true }).waitFor();
    await admin.getByRole('tab', { name: adminT.tabs.revenue }).click();
    await admin.getByRole('heading', { name: adminT.revenue.monthly }).waitFor();
  });

  it('lets a super user share the confirmed photos between owners, and stop', async () => {
    await admin.getByRole('tab', { name: adminT.tabs.settings }).click();
    const pool = admin.getByRole('switch', { name: adminT.settings.poolReferences });
    expect(await pool.getAttribute('aria-checked')).toBe('false');
    await pool.click();
    await expectToast(admin, adminT.settings.poolOn);
    expect(await pool.getAttribute('aria-checked')).toBe('true');
    await pool.click();
    await expectToast(admin, adminT.settings.poolOff);
    expect(await pool.getAttribute('aria-checked')).toBe('false');
  });

  it('suspends a member, who then cannot sign in, and reinstates them', async () => {
    await admin.getByRole('tab', { name: adminT.tabs.users }).click();
    await admin.getByRole('searchbox', { name: adminT.users.search }).fill(victimEmail);
    const row = admin.getByRole('listitem').filter({ hasText: victimEmail });
    await row.getByRole('button', { name: adminT.users.suspend }).click();
    await admin.getByRole('dialog').getByRole('button', { name: adminT.users.suspend }).click();
    await expectToast(admin, adminT.users.suspendedTitle);
    await row.getByText(adminT.users.suspended, { exact: true }).waitFor();

    await uiSignIn(victim, lang, victimEmail, victimPassword);
    await expectToast(victim, t.common.errors.codes.ACCOUNT_SUSPENDED);
    expect(new URL(victim.url()).pathname).toBe('/login');

    await row.getByRole('button', { name: adminT.users.reinstate }).click();
    await admin.getByRole('dialog').getByRole('button', { name: adminT.users.reinstate }).click();
    await expectToast(admin, adminT.users.reinstatedTitle);

    await uiSignIn(victim, lang, victimEmail, victimPassword);
    await waitForPath(victim, '/dashboard');
  });
});
