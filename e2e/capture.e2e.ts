import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signUpAndSignIn } from './support/accounts';
import { expectToast, launchBrowser, newPhonePage, waitForPath } from './support/browser';
import { ensureBuilt } from './support/build';
import {
  analyse,
  analysisBreakdown,
  analysisDuration,
  capturePhoto,
  closeCompletionModal,
  fill,
  recordUploadSizes,
  serverTiming,
  shot,
  uploadSizes,
  waitForCameraReady,
} from './support/capture';
import { copy, type Lang } from './support/copy';
import { fakeCameraVideo } from './support/media';
import { startMailCatcher, type MailCatcher } from './support/smtp';
import { startServer, type RunningServer } from './support/server';

let mail: MailCatcher;
let server: RunningServer;
let cameraBrowser: Browser;
let work: string;

beforeAll(async () => {
  ensureBuilt();
  work = mkdtempSync(path.join(tmpdir(), 'trouvaille-capture-'));
  const video = fakeCameraVideo(work);
  mail = await startMailCatcher();
  server = await startServer({ SMTP_URL: mail.url });
  // Chromium's fake camera plays the coffee cup photo; the fake UI grants the permission.
  cameraBrowser = await launchBrowser([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ]);
});

afterAll(async () => {
  await cameraBrowser?.close();
  await server?.stop();
  await mail?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe.each<{ lang: Lang; locale: string }>([
  { lang: 'fr', locale: 'fr-FR' },
  { lang: 'en', locale: 'en-US' },
])('capture journey in $lang', ({ lang, locale }) => {
  const t = copy[lang].capture;
  let page: Page;
  let analyses = 0;

  beforeAll(async () => {
    page = await newPhonePage(cameraBrowser, server.url, locale);
    page.on('request', (r) => r.url().endsWith('/api/analyze-complete') && analyses++);
    await recordUploadSizes(page);
    await signUpAndSignIn(page, mail, { language: lang, label: 'capture', firstName: 'Camille' });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('takes two photos with the camera, deletes one, adds another, and survives a reload', async () => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: copy[lang].dashboard.appraise.action }).click();
    await waitForPath(page, '/camera');
    await page.getByText(t.camera.hint).waitFor();
    await waitForCameraReady(page, lang);
    await shot(page, `${lang}-camera`);

    // One fake device: switching says there is no other camera.
    await page.getByRole('button', { name: t.camera.switch }).click();
    await expectToast(page, t.camera.errors.noAlternative);

    await page.getByRole('button', { name: t.camera.capture, exact: true }).click();
    await waitForPath(page, '/photo-preview');
    await page.getByRole('heading', { name: fill(t.preview.title, { count: 1 }) }).waitFor();
    // A single photo cannot be deleted.
    expect(await page.getByRole('button', { name: t.preview.delete }).count()).toBe(0);

    await page.getByRole('button', { name: t.preview.addMore }).click();
    await waitForPath(page, '/camera');
    await page.getByText(fill(t.camera.count_one, { count: 1 })).waitFor();
    await page.getByRole('button', { name: t.camera.continue }).waitFor();
    await shot(page, `${lang}-camera-with-photo`);
    await capturePhoto(page, lang, 2);
    await page.getByText(fill(t.preview.index, { current: 2, total: 2 })).waitFor();
    await shot(page, `${lang}-photo-preview`);

    await page.getByRole('button', { name: t.preview.delete }).click();
    await page.getByRole('heading', { name: fill(t.preview.title, { count: 1 }) }).waitFor();
    await page.getByRole('button', { name: t.preview.addMore }).click();
    await capturePhoto(page, lang, 2);

    await page.reload();
    await page.getByRole('heading', { name: fill(t.preview.title, { count: 2 }) }).waitFor();
    await page.getByRole('button', { name: fill(t.preview.show, { index: 1 }) }).click();
    await page.getByText(fill(t.preview.index, { current: 1, total: 2 })).waitFor();
    // Each photo is the viewfinder's 3:4 crop of the 1280x720 feed.
    const size = await page
      .getByRole('img', { name: fill(t.preview.photo, { index: 1 }) })
      .evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(size).toEqual([540, 720]);
  });

  it('analyses the photos once and shows the results, their details and the analysis steps', async () => {
    const timing = serverTiming(page);
    await analyse(page, lang);
    await shot(page, `${lang}-analysis-modal`);
    await closeCompletionModal(page, lang);
    await page.getByText(t.results.value.note).waitFor();
    expect(await page.locator('[data-tone]').first().getAttribute('data-tone')).toMatch(
      /^(high|medium|low)$/,
    );
    await shot(page, `${lang}-analysis-results`);
    console.log(
      `[capture ${lang}] Use Photos -> results: ${(await analysisDuration(page))?.toFixed(0)} ms (2 camera photos, embedded analyzer)`,
    );
    console.log(`[capture ${lang}]   ${await analysisBreakdown(page)}; Server-Timing ${await timing}`);
    console.log(
      `[capture ${lang}] upload body: ${(await uploadSizes(page)).join(', ')} bytes (2 camera photos)`,
    );

    await page.getByRole('button', { name: t.results.details }).click();
    await page.getByText(t.results.keyFeatures).waitFor();
    await page.getByText(t.results.possibleOrigin).waitFor();
    await shot(page, `${lang}-analysis-details-open`);

    await page.getByRole('link', { name: t.results.steps }).click();
    await waitForPath(page, '/analysis/details');
    await page.getByRole('heading', { name: t.details.steps }).waitFor();
    await page.getByRole('heading', { name: t.details.history.title }).waitFor();
    await page.getByText(t.details.tips.keep).waitFor();
    await shot(page, `${lang}-analysis-steps`);

    // Back on the results: the stored result shows again, nothing is analysed a second time.
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: t.results.title }).waitFor();
    expect(analyses).toBe(1);
  });

  it('shows the result’s amounts in the chosen currency, and none at all once values are hidden', async () => {
    const value = page.getByRole('region', { name: t.results.value.title });
    const setCurrency = async (preferredCurrency: string) =>
      expect((await page.request.patch('/api/auth/user', { data: { preferredCurrency } })).status()).toBe(
        200,
      );
    await setCurrency('USD');
    await page.reload();
    await expect.poll(() => value.textContent()).toMatch(/\$/);
    expect(await value.textContent()).not.toMatch(/€/);
    await setCurrency('EUR');

    await page.evaluate(() => localStorage.setItem('hideValues', 'true'));
    await page.reload();
    await value.getByText('**** – ****').waitFor();
    await page.getByRole('button', { name: t.results.details }).click();
    expect(await page.locator('main').textContent()).not.toMatch(/[€$£]|EUR|USD/);
    await shot(page, `${lang}-analysis-hidden-values`);
    await page.evaluate(() => localStorage.removeItem('hideValues'));
    await page.reload();
    await value.getByText(/€/).first().waitFor();
    expect(analyses).toBe(1);
  });

  it('creates a room, saves the object there, and the object and its photos are in the collection', async () => {
    await page.getByRole('button', { name: t.results.save }).click();
    await waitForPath(page, '/room-selection');
    await page.getByRole('heading', { level: 1, name: t.rooms.title }).waitFor();
    await page.getByText(t.rooms.none).waitFor();
    await shot(page, `${lang}-room-selection-empty`);

    await page.getByRole('button', { name: t.rooms.createShort }).click();
    const dialog = page.getByRole('dialog', { name: t.rooms.dialog.title });
    await dialog.waitFor();
    await dialog.getByPlaceholder(t.rooms.dialog.namePlaceholder).fill('   ');
    await dialog.getByRole('button', { name: t.rooms.dialog.submit }).click();
    // Said under each field, in place: neither a silent button nor a toast over the dialog.
    await dialog.getByText(t.rooms.dialog.nameRequired).waitFor();
    await dialog.getByText(t.rooms.dialog.typeRequired).waitFor();
    // A name past the limit is kept whole and said too long, never cut without a word.
    const long = 'x'.repeat(90);
    await dialog.getByLabel(t.rooms.dialog.name).fill(long);
    expect(await dialog.getByLabel(t.rooms.dialog.name).inputValue()).toBe(long);
    await dialog
      .getByText(copy[lang].common.form.tooLong_other.replace('{{max}}', '80').replace('{{count}}', '10'))
      .waitFor();
    await dialog.getByText('90/80').waitFor();
    await shot(page, `${lang}-room-create-errors`);

    const roomName = lang === 'fr' ? 'Salon de musique' : 'Music room';
    await dialog.getByLabel(t.rooms.dialog.name).fill(`  ${roomName}  `);
    await dialog.getByRole('combobox', { name: t.rooms.dialog.type }).click();
    await page.getByRole('option', { name: copy[lang].common.roomTypes.study }).click();
    await shot(page, `${lang}-room-create-dialog`);
    await dialog.getByRole('button', { name: t.rooms.dialog.submit }).click();
    await expectToast(page, t.rooms.created.title);
    const card = page.getByRole('button', { name: fill(t.rooms.saveInto, { name: roomName }) });
    await card.waitFor();
    await page.getByText(t.rooms.empty).waitFor();
    await shot(page, `${lang}-room-selection`);

    await card.click();
    await expectToast(page, t.rooms.saved.title);
    await waitForPath(page, '/collection');
    // The appraisal is over: nothing of it is left in the tab.
    expect(
      await page.evaluate(() => [
        sessionStorage.getItem('capturedPhotos'),
        sessionStorage.getItem('analysisResult'),
      ]),
    ).toEqual([null, null]);

    const objects = (await (await page.request.get('/api/objects')).json()) as Array<{
      id: number;
      name: string;
      roomId: number;
      imageUrl: string;
    }>;
    expect(objects).toHaveLength(1);
    const saved = (await (await page.request.get(`/api/objects/${objects[0].id}`)).json()) as {
      imageUrl: string;
      additionalImages: string[];
      analysisId: string;
      roomId: number;
    };
    expect(saved.additionalImages).toHaveLength(1);
    expect(saved.analysisId).toMatch(/^[0-9a-f-]{36}$/);
    const rooms = (await (await page.request.get('/api/rooms')).json()) as Array<{
      id: number;
      name: string;
      type: string;
      objectCount: number;
    }>;
    expect(rooms.find((r) => r.id === saved.roomId)).toMatchObject({
      name: roomName,
      type: 'study',
      objectCount: 1,
    });
    for (const url of [saved.imageUrl, ...saved.additionalImages]) {
      const photo = await page.request.get(url);
      expect(photo.status()).toBe(200);
      expect(photo.headers()['content-type']).toBe('image/jpeg');
    }
  });
});
