import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signUpAndSignIn } from './support/accounts';
import { launchBrowser, newPhonePage, waitForPath } from './support/browser';
import { ensureBuilt } from './support/build';
import { analyse, closeCompletionModal, fill, shot } from './support/capture';
import { copy, type Lang } from './support/copy';
import { startMailCatcher, type MailCatcher } from './support/smtp';
import { startServer, type RunningServer } from './support/server';
import { findUnsurePhoto } from './support/unsure-photo';

let mail: MailCatcher;
let server: RunningServer;
let browser: Browser;
let unsurePhoto: string;

beforeAll(async () => {
  ensureBuilt();
  unsurePhoto = await findUnsurePhoto();
  mail = await startMailCatcher();
  server = await startServer({ SMTP_URL: mail.url });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mail?.close();
});

/**
 * What the owner types (with a typo), the type it must offer, words no type fits, and on the object's page
 * what they type then and the type it offers.
 */
const words = {
  fr: {
    retyped: 'machine a ecrire',
    retype: 'Machine à écrire',
    typed: 'gramaphone',
    type: 'Hi-fi et audio vintage',
    own: 'Disque vinyle 78 tours',
    family: 'Objets de collection',
  },
  en: {
    retyped: 'typewritter',
    retype: 'Typewriter',
    typed: 'gramaphone',
    type: 'Vintage hi-fi and audio',
    own: 'Vinyl record, 78 rpm',
    family: 'Collectibles',
  },
} as const;

describe.each(['fr', 'en'] as Lang[])('saying what the object is, in %s', (lang) => {
  const t = copy[lang].appraisal.name;
  const w = words[lang];
  let page: Page;

  beforeAll(async () => {
    page = await newPhonePage(browser, server.url, lang === 'fr' ? 'fr-FR' : 'en-US');
    await signUpAndSignIn(page, mail, { language: lang, label: `name-it-${lang}`, firstName: 'Camille' });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('none of the candidates: types a name, picks the type it suggests, gets a priced result', async () => {
    await page.goto('/camera');
    await page.locator('input[type=file]').setInputFiles([unsurePhoto]);
    await waitForPath(page, '/photo-preview');
    await analyse(page, lang);
    await closeCompletionModal(page, lang);

    const field = page.getByRole('textbox', { name: t.title });
    await field.waitFor();
    await field.scrollIntoViewIfNeeded();
    await shot(page, `${lang}-name-it-unsure`);

    // Typed with a typo; the suggestions come once the typing pauses.
    await field.fill(w.typed);
    const suggestions = page.getByRole('list', { name: t.matches });
    const pick = suggestions.getByRole('button', { name: new RegExp(w.type) });
    await pick.waitFor();
    // The field under the app's sticky header: scrolled to the top of the screen, a little below it.
    await field.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 160));
    await shot(page, `${lang}-name-it-suggestions`, { fullPage: false });

    await pick.click();
    await page.getByRole('heading', { level: 2, name: w.type }).waitFor();
    const value = page.locator('section[aria-labelledby="value-title"]');
    await expect(value.innerText()).resolves.toMatch(/€/);
    // The candidates and the field are gone; a discreet way to correct it again stays.
    expect(await page.getByRole('textbox', { name: t.title }).count()).toBe(0);
    await page.getByRole('button', { name: t.notThis }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `${lang}-name-it-priced`);

    // Kept for the save that follows: a reload shows the same answer.
    await page.reload();
    await page.getByRole('heading', { level: 2, name: w.type }).waitFor();
  });

  it('nothing fits: keeps the owner’s own words in a family, with no price', async () => {
    await page.getByRole('button', { name: t.notThis }).click();
    const field = page.getByRole('textbox', { name: t.titleSure });
    await field.fill(w.own);
    await page.getByText(t.noMatch).first().waitFor();
    await page.getByRole('combobox', { name: t.family }).click();
    await page.getByRole('option', { name: w.family, exact: true }).click();
    const keep = page.getByRole('button', { name: t.keep });
    await field.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 160));
    await shot(page, `${lang}-name-it-own-words`, { fullPage: false });

    await keep.click();
    await page.getByRole('heading', { level: 2, name: w.own }).waitFor();
    await page
      .locator('section[aria-labelledby="value-title"]')
      .getByText(copy[lang].capture.results.value.noneNamed)
      .waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/\d\s?€|€\s?\d/);
    // The family's questions stay, but with no range they do not promise to narrow one.
    const refine = page.locator('section[aria-labelledby="refine-title"]');
    await refine.getByRole('heading', { name: copy[lang].appraisal.refine.titleUnpriced }).waitFor();
    expect(await refine.innerText()).not.toContain(copy[lang].appraisal.refine.title);
    // Done: the field folds back into the discreet "Not this?".
    await page.getByRole('button', { name: t.notThis }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `${lang}-name-it-own-words-result`);
  });

  it('on the saved object’s page: says what it is, and the object takes that name and estimate', async () => {
    const roomName = lang === 'fr' ? 'Bureau' : 'Office';
    const room = await page.request.post('/api/rooms', { data: { name: roomName, type: 'study' } });
    expect(room.status()).toBe(201);
    await page.getByRole('button', { name: copy[lang].capture.results.save }).click();
    await waitForPath(page, '/room-selection');
    await page
      .getByRole('button', { name: fill(copy[lang].capture.rooms.saveInto, { name: roomName }) })
      .click();
    await waitForPath(page, '/collection');
    type Saved = {
      id: number;
      name: string;
      estimatedValueMin: number | null;
      estimatedValueMax: number | null;
    };
    const objects = (await (await page.request.get('/api/objects')).json()) as Saved[];
    const saved = objects.reduce((a, b) => (b.id > a.id ? b : a));
    expect(saved).toMatchObject({ name: w.own, estimatedValueMax: null });

    await page.goto(`/object/${saved.id}`);
    await page.getByRole('button', { name: t.notThis }).click();
    const field = page.getByRole('textbox', { name: t.titleSure });
    await field.fill(w.retyped);
    const pick = page
      .getByRole('list', { name: t.matches })
      .getByRole('button', { name: new RegExp(w.retype) });
    await pick.waitFor();
    await field.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 160));
    await shot(page, `${lang}-name-it-object-page`, { fullPage: false });
    await pick.click();
    await expect
      .poll(async () => (await (await page.request.get(`/api/objects/${saved.id}`)).json()) as Saved)
      .toMatchObject({ name: w.retype });
    const after = (await (await page.request.get(`/api/objects/${saved.id}`)).json()) as Saved;
    expect(after.estimatedValueMin).toBeGreaterThan(0);
    await page.getByRole('heading', { name: w.retype }).first().waitFor();
    await shot(page, `${lang}-name-it-object-named`);
  });
});
