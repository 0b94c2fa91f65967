import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import enMembers from '../src/web/locales/en/members.json';
import frMembers from '../src/web/locales/fr/members.json';
import { signUpAndSignIn, useLanguage } from './support/accounts';
import { expectToast, newPhonePage, waitForPath } from './support/browser';
import { fill, shot } from './support/capture';
import { createObject } from './support/collection-seed';
import { copy as shellCopy, type Lang } from './support/copy';
import { codeFromMail, type MailCatcher, type ReceivedMail } from './support/smtp';
import type { RunningServer } from './support/server';
import { withStack } from './support/stack';

// Issue 34, decision 037: a collection kept together. A invites B as editor from the members screen; B,
// without an account, registers through the mailed link, accepts, switches between their own collection
// and A's in the header, and renames one of A's objects; A sees the new name and, in the object's history,
// who changed which field.

let mail: MailCatcher;
let server: RunningServer;
let browser: Browser;

withStack((stack) => ({ mail, server, browser } = stack));

const copy = {
  fr: { ...shellCopy.fr, members: frMembers },
  en: { ...shellCopy.en, members: enMembers },
};

let address = 0;

/** A phone in `lang`, from its own client address (the sign-in limit counts per address). */
async function phone(lang: Lang): Promise<Page> {
  const page = await newPhonePage(browser, server.url, lang === 'fr' ? 'fr-FR' : 'en-US');
  await useLanguage(page, lang);
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': `10.34.0.${++address}` });
  return page;
}

const invitationLink = (m: ReceivedMail) => /\/invitations\/\S+/.test(m.text);

/** The /invitations/<token> link of the invitation's mail, on this test's server. */
function linkFromMail(m: ReceivedMail): string {
  const found = m.text.match(/https?:\/\/\S+(\/invitations\/[A-Za-z0-9_-]+)/);
  if (!found) throw new Error(`No invitation link in mail: ${m.text}`);
  return found[1];
}

async function openSection(page: Page, id: string) {
  const trigger = page.locator(`#${id}-trigger`);
  await trigger.waitFor();
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
}

describe.each(['fr', 'en'] as const)('a collection kept together, in %s', (lang) => {
  const t = copy[lang];
  const m = t.members;
  const c = t.collection;
  // Short addresses: the screens show them whole at 390 px.
  const stamp = `${lang}${(Date.now() % 1e6).toString(36)}`;
  const alix = { firstName: 'Alix', email: `alix.${stamp}@example.com` };
  const bastien = {
    firstName: 'Bastien',
    email: `bastien.${stamp}@example.com`,
    password: 'bastien-secret-1',
  };
  const objectName = lang === 'fr' ? 'Vase de Gien' : 'Gien vase';
  const renamed = lang === 'fr' ? 'Vase de Gien bleu' : 'Blue Gien vase';
  // A collection nobody named goes by its founder's name in the reader's language, French eliding "de"
  // before a vowel (decision 037); A gives theirs a name of its own.
  const alixDefault = lang === 'fr' ? 'Collection d’Alix' : 'Alix’s collection';
  const alixCollection = lang === 'fr' ? 'Maison de famille' : 'Family house';
  const bastienCollection = lang === 'fr' ? 'Collection de Bastien' : 'Bastien’s collection';
  const ownedByAlix = fill(m.switcher.ownedByElided, { name: alix.firstName });
  let a: Page;
  let b: Page;
  let objectId: number;
  let link: string;

  it('A invites B as editor from the members screen, and the mail carries the link', async () => {
    a = await phone(lang);
    await signUpAndSignIn(a, mail, { language: lang, email: alix.email, firstName: alix.firstName });
    ({ id: objectId } = await createObject(a, {
      name: objectName,
      category: lang === 'fr' ? 'Céramique' : 'Ceramics',
      min: 80,
      max: 140,
      roomId: null,
      color: { r: 40, g: 70, b: 160 },
    }));

    await a.goto('/settings');
    await a.getByRole('link', { name: new RegExp(t.account.membersLink.title) }).click();
    await waitForPath(a, '/settings/members');
    await a.getByRole('heading', { level: 1, name: m.title }).waitFor();
    await a.getByText(fill(m.subtitle, { name: alixDefault })).waitFor();
    const name = a.getByLabel(m.settings.name);
    expect(await name.inputValue()).toBe('');
    expect(await name.getAttribute('placeholder')).toBe(alixDefault);
    await name.fill(alixCollection);
    await a.getByRole('button', { name: m.settings.save }).click();
    await expectToast(a, m.settings.saved);
    await a.getByText(fill(m.subtitle, { name: alixCollection })).waitFor();
    // Alone in it so far: A, its founder and owner.
    const list = a.locator('section[aria-labelledby="members-list"]');
    await list.getByText(alix.email).waitFor();

    const form = a.getByRole('form', { name: m.invite.title });
    await form.getByLabel(m.invite.email).fill(bastien.email);
    await form.locator('#invite-role').click();
    await a.getByRole('option', { name: m.roles.editor }).click();
    await expect.poll(() => form.locator('#invite-role').textContent()).toContain(m.roles.editor);
    await form.getByRole('button', { name: m.invite.submit }).click();
    await expectToast(a, m.invite.sent);

    const invitations = a.getByTestId('invitations');
    const row = invitations.getByRole('listitem').filter({ hasText: bastien.email });
    await row.getByText(m.invitations.status.open).waitFor();
    await row.getByText(fill(m.invitations.line, { role: m.roles.editor, name: alix.firstName })).waitFor();
    // The toasts closed, so that the picture shows the invitation itself; a pointer resting on them would
    // hold them (sonner pauses on hover), so it moves away first.
    await a.mouse.move(195, 20);
    for (const close of await a.locator('[data-sonner-toast] [data-close-button]').all())
      await close.click({ timeout: 2000 }).catch(() => undefined);
    await a.mouse.move(195, 20);
    await a.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 20_000 });
    await row.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await shot(a, `${lang}-collections-members-invited`, { fullPage: false });
    await a.evaluate(() => window.scrollTo(0, 0));
    await shot(a, `${lang}-collections-members-invited-full`);

    const invitation = await mail.waitFor(bastien.email, invitationLink);
    // In the inviter's language, naming the collection and the role.
    expect(invitation.text).toContain(alixCollection);
    expect(invitation.text).toContain(lang === 'fr' ? 'éditeur' : 'an editor');
    link = linkFromMail(invitation);
  });

  it('B opens the link without an account, registers through it and accepts', async () => {
    b = await phone(lang);
    await b.goto(link);
    await b.getByRole('heading', { level: 1, name: alixCollection }).waitFor();
    await b.getByText(fill(m.invitation.text, { by: alix.firstName, collection: alixCollection })).waitFor();
    await b.getByText(fill(m.invitation.role, { role: m.roles.editor })).waitFor();
    await b.getByText(fill(m.invitation.sentTo, { email: bastien.email })).waitFor();
    const register = b.getByRole('link', { name: m.invitation.register });
    await register.waitFor();
    await shot(b, `${lang}-collections-invitation`, { fullPage: false });

    await register.click();
    await waitForPath(b, '/register');
    await b.getByLabel(t.auth.fields.firstName).fill(bastien.firstName);
    await b.getByLabel(t.auth.fields.email).fill(bastien.email);
    await b.getByLabel(t.auth.fields.password, { exact: true }).fill(bastien.password);
    await b.getByLabel(t.auth.fields.confirmPassword).fill(bastien.password);
    await b.getByRole('button', { name: t.auth.register.submit }).click();
    await waitForPath(b, `/verify-email?email=${encodeURIComponent(bastien.email)}`);
    const code = codeFromMail(await mail.waitFor(bastien.email, (mm) => !invitationLink(mm)));
    await b.getByLabel(t.auth.fields.code).fill(code);
    await b.getByRole('button', { name: t.auth.verify.submit, exact: true }).click();
    await expectToast(b, t.auth.verify.successTitle);
    await waitForPath(b, '/login', 5000);

    // Signed in, the page that sent to registration comes back: the invitation, now to accept.
    await b.getByLabel(t.auth.fields.email).fill(bastien.email);
    await b.getByLabel(t.auth.fields.password, { exact: true }).fill(bastien.password);
    await b.getByRole('button', { name: t.auth.login.submit, exact: true }).click();
    await waitForPath(b, new URL(link, server.url).pathname);
    await b.getByRole('button', { name: m.invitation.accept }).click();
    await expectToast(b, fill(m.invitation.accepted, { name: alixCollection }));
    await waitForPath(b, '/dashboard');

    // B is in A's collection: its object is there, and B is an editor of it.
    const current = (await (await b.request.get('/api/collections/current')).json()) as {
      name: string;
      role: string;
      own: boolean;
    };
    expect(current).toMatchObject({ name: alixCollection, role: 'editor', own: false });
    await b.goto('/collection');
    await b.getByText(objectName).first().waitFor();
  });

  it('B switches to their own collection and back in the header', async () => {
    const switcher = (name: string) => b.getByRole('button', { name: fill(m.switcher.label, { name }) });

    await switcher(alixCollection).click();
    const menu = b.getByRole('menu');
    await menu.getByText(m.switcher.title).waitFor();
    await menu.getByRole('menuitem').filter({ hasText: ownedByAlix }).waitFor();
    await menu.getByRole('menuitem').filter({ hasText: m.switcher.yours }).waitFor();
    await shot(b, `${lang}-collections-switcher`, { fullPage: false });

    await menu.getByRole('menuitem').filter({ hasText: m.switcher.yours }).click();
    await expectToast(b, fill(m.switcher.switched, { name: bastienCollection }));
    await waitForPath(b, '/dashboard');
    await switcher(bastienCollection).waitFor();
    // Their own collection is empty: A's object is not in it.
    await b.goto('/collection');
    await b.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(async () => (await b.request.get(`/api/objects/${objectId}`)).status()).toBe(404);
    expect(await b.getByText(objectName).count()).toBe(0);

    await switcher(bastienCollection).click();
    await b.getByRole('menu').getByRole('menuitem').filter({ hasText: ownedByAlix }).click();
    await expectToast(b, fill(m.switcher.switched, { name: alixCollection }));
    await switcher(alixCollection).waitFor();
  });

  it('B renames an object of A’s; A sees the new name and who changed it', async () => {
    // A has the object open meanwhile.
    await a.goto(`/object/${objectId}`);
    await a.getByRole('heading', { level: 1, name: objectName, exact: true }).waitFor();

    await b.goto(`/object/${objectId}`);
    await b.getByRole('heading', { level: 1, name: objectName, exact: true }).waitFor();
    await b.getByRole('button', { name: c.object.edit, exact: true }).click();
    await b.getByLabel(c.object.name, { exact: true }).fill(renamed);
    await b.getByRole('button', { name: c.actions.save, exact: true }).click();
    await expectToast(b, c.object.updated);
    await b.getByRole('heading', { level: 1, name: renamed, exact: true }).waitFor();

    await a.reload();
    await a.getByRole('heading', { level: 1, name: renamed, exact: true }).waitFor();
    await openSection(a, 'object-history');
    const history = a.locator('#object-history-content');
    await history.getByTestId('object-added-by').waitFor();
    expect(await history.getByTestId('object-added-by').textContent()).toContain(
      fill(m.history.addedBy, { name: alix.firstName, date: '' }).trim(),
    );
    const change = history.getByTestId('object-change').filter({
      hasText: fill(m.history.change, { field: m.history.fields.name, old: objectName, new: renamed }),
    });
    await change.waitFor();
    expect(await change.textContent()).toContain(bastien.firstName);
    await change.scrollIntoViewIfNeeded();
    await shot(a, `${lang}-collections-object-history`, { fullPage: false });

    // A's members screen: B is an editor now, and the invitation served.
    await a.goto('/settings/members');
    const member = a.getByTestId('member').filter({ hasText: bastien.email });
    await member.getByText(bastien.firstName).first().waitFor();
    const role = member.getByRole('combobox', { name: fill(m.list.roleOf, { name: bastien.firstName }) });
    expect(await role.textContent()).toContain(m.roles.editor);
    await a
      .getByTestId('invitations')
      .getByRole('listitem')
      .filter({ hasText: bastien.email })
      .getByText(m.invitations.status.used)
      .waitFor();
    await member.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot(a, `${lang}-collections-members-joined`, { fullPage: false });

    await b.context().close();
    await a.context().close();
  });
});
