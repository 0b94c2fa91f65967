import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import enAccount from '../src/web/locales/en/account.json';
import frAccount from '../src/web/locales/fr/account.json';
import { signUpAndSignIn } from './support/accounts';
import { expectToast, newPhonePage } from './support/browser';
import { apiGet, createObject } from './support/collection-seed';
import type { MailCatcher } from './support/smtp';
import type { RunningServer } from './support/server';
import { withStack } from './support/stack';

let mail: MailCatcher;
let server: RunningServer;
let browser: Browser;
withStack((stack) => ({ mail, server, browser } = stack));
let address = 0;

/** Each account from its own client address: the sign-in limit counts per address. */
async function phone(lang: 'fr' | 'en'): Promise<Page> {
  const page = await newPhonePage(browser, server.url, lang === 'fr' ? 'fr-FR' : 'en-US');
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': `10.78.0.${++address}` });
  return page;
}

async function openData(page: Page) {
  await page.goto('/settings');
  const trigger = page.locator('#settings-data-trigger');
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
}

describe.each(['fr', 'en'] as const)('collection archive in %s', (lang) => {
  const t = lang === 'fr' ? frAccount : enAccount;

  it('exports a ZIP with the photo, and a fresh account imports it with its photo shown', async () => {
    const owner = await phone(lang);
    await signUpAndSignIn(owner, mail, {
      email: `archive.owner.${lang}.${Date.now()}@example.com`,
      password: 'archive-secret-1',
      language: lang,
    });
    const name = `Commode ${lang}`;
    await createObject(owner, {
      name,
      category: 'Mobilier',
      min: 900,
      max: 1400,
      roomId: null,
      color: { r: 40, g: 120, b: 200 },
    });
    await openData(owner);
    const [download] = await Promise.all([
      owner.waitForEvent('download'),
      owner.getByRole('button', { name: t.data.exportZip }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^trouvaille-\d{4}-\d{2}-\d{2}\.zip$/);
    const archive = readFileSync((await download.path())!);
    expect(archive.subarray(0, 2).toString()).toBe('PK');
    await owner.context().close();

    const heir = await phone(lang);
    await signUpAndSignIn(heir, mail, {
      email: `archive.heir.${lang}.${Date.now()}@example.com`,
      password: 'archive-secret-2',
      language: lang,
    });
    await openData(heir);
    await heir
      .locator('#data-import-file')
      .setInputFiles({ name: 'trouvaille.zip', mimeType: 'application/zip', buffer: archive });
    await expectToast(heir, t.data.importedTitle);

    const list = await apiGet<{ id: number; name: string }[]>(heir, '/api/objects');
    const copy = list.find((o) => o.name === name);
    expect(copy).toBeDefined();
    await heir.goto(`/object/${copy!.id}`);
    const photo = heir.locator('main img').first();
    await photo.waitFor();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        timeout: 10_000,
      })
      .toBe(true);

    // The same archive again: nothing new.
    await openData(heir);
    await heir
      .locator('#data-import-file')
      .setInputFiles({ name: 'trouvaille.zip', mimeType: 'application/zip', buffer: archive });
    await expectToast(heir, t.data.importedTitle);
    await heir.getByText(t.data.summary.nothingNew).first().waitFor();
    const again = await apiGet<{ name: string }[]>(heir, '/api/objects');
    expect(again.filter((o) => o.name === name)).toHaveLength(1);
    await heir.context().close();
  });
});
