import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Room } from '../src/contracts/collection';
import enSharing from '../src/web/locales/en/sharing.json';
import frSharing from '../src/web/locales/fr/sharing.json';
import { signUpAndSignIn } from './support/accounts';
import { newPhonePage } from './support/browser';
import { apiPost, createObject } from './support/collection-seed';
import { copy, type Lang } from './support/copy';
import type { MailCatcher } from './support/smtp';
import type { RunningServer } from './support/server';
import { withStack } from './support/stack';

let mail: MailCatcher;
let server: RunningServer;
let browser: Browser;

/** SHOTS_DIR=/some/dir keeps a phone-size picture of each step for a human look. */
const shotsDir = process.env.SHOTS_DIR;
if (shotsDir) mkdirSync(shotsDir, { recursive: true });
const shot = async (page: Page, name: string) => {
  if (!shotsDir) return;
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
};

withStack((stack) => ({ mail, server, browser } = stack));

const fill = (template: string, vars: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(vars[k]));
const sharing = { fr: frSharing, en: enSharing };
const journeys: Array<{ lang: Lang; locale: string }> = [
  { lang: 'fr', locale: 'fr-FR' },
  { lang: 'en', locale: 'en-US' },
];

describe.each(journeys)('sharing a room in $lang', ({ lang, locale }) => {
  const c = copy[lang].collection;
  const a = copy[lang].account;
  const s = sharing[lang];
  const names =
    lang === 'fr'
      ? {
          room: 'Salon bleu',
          other: 'Bureau privé',
          clock: 'Pendule dorée',
          vase: 'Vase Gallé',
          secret: 'Secrétaire Empire',
        }
      : {
          room: 'Blue lounge',
          other: 'Private study',
          clock: 'Gilt clock',
          vase: 'Gallé vase',
          secret: 'Empire desk',
        };
  let owner: Page;
  let shareUrl = '';

  beforeAll(async () => {
    owner = await newPhonePage(browser, server.url, locale);
    await owner.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await owner.goto('/');
    await signUpAndSignIn(owner, mail, {
      email: `sharer.${lang}.${Date.now()}@example.com`,
      password: 'sharing-secret-1',
      language: lang,
    });
    const room = await apiPost<Room>(owner, '/api/rooms', { name: names.room, type: 'living_room' });
    const other = await apiPost<Room>(owner, '/api/rooms', { name: names.other, type: 'study' });
    await createObject(owner, {
      name: names.clock,
      category: 'Horlogerie',
      min: 800,
      max: 1500,
      roomId: room.id,
      color: { r: 200, g: 160, b: 40 },
    });
    await createObject(owner, {
      name: names.vase,
      category: 'Verrerie',
      min: 300,
      max: 500,
      roomId: room.id,
      color: { r: 40, g: 120, b: 160 },
    });
    await createObject(owner, {
      name: names.secret,
      category: 'Mobilier',
      min: 2000,
      max: 3000,
      roomId: other.id,
      color: { r: 90, g: 50, b: 30 },
    });
  });
  afterAll(async () => {
    await owner?.context().close();
  });

  it('the owner creates a link to a room and copies it', async () => {
    await owner.goto('/rooms');
    await owner.getByRole('button', { name: fill(c.share.named, { name: names.room }) }).click();
    const dialog = owner.getByRole('dialog', { name: fill(c.share.title, { name: names.room }) });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: fill(c.share.days_other, { count: 7 }) }).click();
    await shot(owner, `${lang}-share-dialog`);
    await dialog.getByRole('button', { name: c.share.create }).click();
    const url = dialog.getByLabel(c.share.linkLabel);
    await url.waitFor();
    shareUrl = await url.inputValue();
    expect(shareUrl).toMatch(new RegExp(`^${server.url}/s/[A-Za-z0-9_-]{43}$`));
    await dialog.getByRole('button', { name: c.share.copy }).click();
    await dialog.getByRole('button', { name: c.share.copied }).waitFor();
    expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
    await shot(owner, `${lang}-share-created`);
  });

  it('a visitor without an account sees the room, its photos and nothing of the other room', async () => {
    const visitor = await newPhonePage(browser, server.url, locale);
    try {
      expect(await visitor.context().cookies()).toEqual([]);
      await visitor.goto(new URL(shareUrl).pathname);
      await visitor.getByRole('heading', { level: 1, name: names.room }).waitFor();
      await visitor.getByText(s.values.hidden).waitFor();
      const cards = visitor.getByRole('button', { name: new RegExp(`${names.clock}|${names.vase}`) });
      expect(await cards.count()).toBe(2);
      const body = await visitor.locator('body').innerText();
      expect(body).not.toContain(names.secret);
      expect(body).not.toContain(names.other);
      // No app menu on a share page, even the way in for accounts is only the brand.
      expect(await visitor.getByRole('link', { name: copy[lang].common.header.settings }).count()).toBe(0);
      // The card photos are really served through the link.
      await visitor.waitForFunction(
        () =>
          [...document.querySelectorAll('main img')].length === 2 &&
          [...document.querySelectorAll('main img')].every((i) => (i as HTMLImageElement).naturalWidth > 0),
      );
      await shot(visitor, `${lang}-shared-room`);

      await visitor.getByRole('button', { name: fill(s.object.open, { name: names.clock }) }).click();
      const details = visitor.getByRole('dialog', { name: names.clock });
      await details.getByText(s.object.valueHidden).waitFor();
      expect(await details.innerText()).not.toMatch(/800|1[  .,]?500/);
      await shot(visitor, `${lang}-shared-object`);
      await details.getByRole('button', { name: s.close }).click();

      // The visitor's language switch works on the public page.
      const otherLang = lang === 'fr' ? 'en' : 'fr';
      await visitor.getByRole('button', { name: new RegExp(`^${otherLang}`, 'i') }).click();
      await visitor.getByText(sharing[otherLang].values.hidden).waitFor();
      await visitor.getByRole('button', { name: new RegExp(`^${lang}`, 'i') }).click();
      await visitor.getByText(s.values.hidden).waitFor();

      // Revoked in Settings: the page says so at once.
      await owner.goto('/settings');
      await owner.getByRole('button', { name: a.shares.title }).click();
      await owner.getByText(names.room, { exact: true }).waitFor();
      await shot(owner, `${lang}-settings-shares`);
      await owner.getByRole('button', { name: fill(a.shares.revokeNamed, { name: names.room }) }).click();
      await owner
        .getByRole('dialog', { name: a.shares.confirmTitle })
        .getByRole('button', { name: a.shares.revoke })
        .click();
      await owner.getByText(a.shares.empty).waitFor();

      await visitor.reload();
      await visitor.getByRole('heading', { level: 1, name: s.gone.title }).waitFor();
      expect(await visitor.locator('body').innerText()).not.toContain(names.clock);
      await shot(visitor, `${lang}-shared-gone`);
    } finally {
      await visitor.context().close();
    }
  });
});

describe.each(journeys)('an unknown share link in $lang', ({ lang, locale }) => {
  it('says at once that the link leads nowhere: the 404 is asked once, never retried', async () => {
    const visitor = await newPhonePage(browser, server.url, locale);
    try {
      const asked: string[] = [];
      visitor.on('request', (r) => void (r.url().includes('/api/public/shares/') && asked.push(r.url())));
      for (const token of ['not-a-real-token-0123456789', 'revoked-or-never-made']) {
        asked.length = 0;
        await visitor.goto(`/s/${token}`);
        await visitor.getByRole('heading', { level: 1, name: sharing[lang].gone.title }).waitFor();
        // Had it been retried, the second request would have left within a second or two.
        await visitor.waitForTimeout(2500);
        expect(asked).toHaveLength(1);
      }
    } finally {
      await visitor.context().close();
    }
  });
});
