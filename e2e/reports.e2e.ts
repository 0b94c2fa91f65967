import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Room } from '../src/contracts/collection';
import { signUpAndSignIn } from './support/accounts';
import { newPhonePage } from './support/browser';
import { fill, shot } from './support/capture';
import { apiPost, createObject } from './support/collection-seed';
import { copy, type Lang } from './support/copy';
import type { MailCatcher } from './support/smtp';
import type { RunningServer } from './support/server';
import { withStack } from './support/stack';

let mail: MailCatcher;
let server: RunningServer;
let browser: Browser;
withStack((stack) => ({ mail, server, browser } = stack));

describe.each(['fr', 'en'] as const)('the insurance dossier in %s', (lang: Lang) => {
  it('is prepared off the request, its progress shown, then downloaded', async () => {
    const page = await newPhonePage(browser, server.url, lang === 'fr' ? 'fr-FR' : 'en-US');
    const t = copy[lang].collection.reports;
    await page.goto('/');
    await signUpAndSignIn(page, mail, {
      email: `dossier.${lang}@example.com`,
      password: 'dossier-secret-1',
      language: lang,
    });
    const room = await apiPost<Room>(page, '/api/rooms', { name: 'Salon', type: 'living_room' });
    for (let i = 0; i < 3; i++)
      await createObject(page, {
        name: `Commode ${i + 1}`,
        category: 'Mobilier',
        min: 1000,
        max: 2000,
        roomId: room.id,
        color: { r: 120, g: 72 + i * 20, b: 40 },
      });

    await page.goto('/collection');
    await page.locator('a[href^="/object/"]').first().waitFor();
    // Every label the dialog's button shows, kept as it changes (the progress can be quick).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __labels: string[] }).__labels = seen;
      new MutationObserver(() => {
        for (const b of document.querySelectorAll('[role="dialog"] button[type="submit"]'))
          if (b.textContent && seen.at(-1) !== b.textContent) seen.push(b.textContent);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: t.dossier }).first().click();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: t.download }).click(),
    ]);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.suggestedFilename()).toMatch(/^trouvaille-.*\.pdf$/);
    const labels = await page.evaluate(() => (window as unknown as { __labels: string[] }).__labels);
    const preparing = fill(t.preparingDossier, { percent: 0 }).split('0')[0];
    expect(labels.some((l) => l.startsWith(preparing))).toBe(true);
    await shot(page, `${lang}-dossier-prepared`, { fullPage: false });

    // An owner who hides values gets a dossier without amounts unless they turn them on for it.
    const amounts = () => page.getByRole('dialog').getByRole('switch', { name: t.showValues });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: t.dossier }).first().click();
    expect(await amounts().getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');
    await page.evaluate(() => localStorage.setItem('hideValues', 'true'));
    await page.reload();
    await page.getByRole('button', { name: t.dossier }).first().click();
    expect(await amounts().getAttribute('aria-checked')).toBe('false');
    await page.close();
  });
});
