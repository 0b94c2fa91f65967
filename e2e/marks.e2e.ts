import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { markCloseUp, testPhotosDir } from '../src/server/test/embedded-model';
import { signUpAndSignIn } from './support/accounts';
import { launchBrowser, newPhonePage, waitForPath } from './support/browser';
import { ensureBuilt } from './support/build';
import { addCloseUp, analyse, closeCompletionModal, fill, shot, stepsOf } from './support/capture';
import { copy, type Lang } from './support/copy';
import { startMailCatcher, type MailCatcher } from './support/smtp';
import { startServer, waitUntilReady, type RunningServer } from './support/server';

let mail: MailCatcher;
let server: RunningServer;
let browser: Browser;
let hallmark: string;
const cup = path.join(testPhotosDir, 'coffee-cup.jpg');

beforeAll(async () => {
  ensureBuilt();
  // A close-up of a hallmark: the text stamped on a patch of a test photo's metal surface.
  hallmark = path.join(mkdtempSync(path.join(tmpdir(), 'trouvaille-hallmark-')), 'hallmark.jpg');
  writeFileSync(hallmark, await markCloseUp(['STERLING 925', 'TIFFANY & CO', 'MADE IN USA']));
  mail = await startMailCatcher();
  server = await startServer({ SMTP_URL: mail.url });
  await waitUntilReady(server);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mail?.close();
});

/** The range as shown, e.g. "2 € – 24 €" → [2, 24]. */
async function range(page: Page): Promise<number[]> {
  const text = await page.locator('[data-testid="value-range"]').first().innerText();
  return [...text.replace(/[\s\u202f\u00a0,]/gu, '').matchAll(/(\d+)€|€(\d+)/gu)].map((m) =>
    Number(m[1] ?? m[2]),
  );
}

describe.each(['fr', 'en'] as Lang[])('a close-up of a hallmark in %s', (lang) => {
  const t = copy[lang].capture;
  let page: Page;

  beforeAll(async () => {
    page = await newPhonePage(browser, server.url, lang === 'fr' ? 'fr-FR' : 'en-US');
    await signUpAndSignIn(page, mail, { language: lang, label: `hallmark-${lang}`, firstName: 'Camille' });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('names the maker on the result and keeps the estimate of the whole object', async () => {
    await page.goto('/camera');
    await page.locator('input[type=file]').setInputFiles([cup]);
    await waitForPath(page, '/photo-preview');
    await analyse(page, lang);
    await closeCompletionModal(page, lang);
    const before = await range(page);
    expect(before.length, 'the cup is priced').toBe(2);
    await shot(page, `${lang}-hallmark-before`);

    const answer = await addCloseUp(page, lang, hallmark);
    expect(answer.textRead, stepsOf(answer)).toMatch(/TIFFANY/);
    const read = page.locator('section[aria-labelledby="text-read-title"]');
    await read.getByRole('heading', { name: t.results.textRead.title }).waitFor();
    expect(await read.innerText()).toMatch(/TIFFANY/);
    expect(await read.innerText()).toContain(fill(t.results.textRead.kind.maker, { name: 'Tiffany & Co' }));

    // The estimate stays: the close-up gave its text, not a vote against the cup.
    // Tiffany & Co names no ceramic type, so the cup's range is not moved either.
    expect(await range(page)).toEqual(before);
    await page.getByRole('button', { name: t.results.details }).click();
    const details = page.getByText(t.results.maker).locator('..');
    expect(await details.innerText()).toContain('Tiffany & Co');
    await shot(page, `${lang}-hallmark-after`);
  });
});
