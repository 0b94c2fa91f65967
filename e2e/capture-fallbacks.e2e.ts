import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
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
} from './support/capture';
import { copy } from './support/copy';
import { fakeCameraVideo, scaledPhoto, twelveMegapixelPhoto } from './support/media';
import { startMailCatcher, type MailCatcher } from './support/smtp';
import { startServer, type RunningServer } from './support/server';

let mail: MailCatcher;
let server: RunningServer;
let noCameraBrowser: Browser;
let cameraBrowser: Browser;
let work: string;

beforeAll(async () => {
  ensureBuilt();
  work = mkdtempSync(path.join(tmpdir(), 'trouvaille-capture-'));
  mail = await startMailCatcher();
  server = await startServer({ SMTP_URL: mail.url });
  // No media flags: headless Chromium has no camera and refuses the permission, as a denied phone would.
  noCameraBrowser = await launchBrowser();
  const video = fakeCameraVideo(work);
  cameraBrowser = await launchBrowser([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ]);
});

afterAll(async () => {
  await noCameraBrowser?.close();
  await cameraBrowser?.close();
  await server?.stop();
  await mail?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('without a camera (en)', () => {
  const t = copy.en.capture;
  let page: Page;

  beforeAll(async () => {
    page = await newPhonePage(noCameraBrowser, server.url, 'en-US');
    await recordUploadSizes(page);
    await signUpAndSignIn(page, mail, { language: 'en', label: 'nocamera', firstName: 'Camille' });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('offers to choose photos; three 12-megapixel photos reach the results, small enough', async () => {
    await page.goto('/camera');
    await page.getByText(t.camera.unavailable.title).waitFor();
    await page.getByText(t.camera.errors.access).first().waitFor();
    await shot(page, 'en-camera-unavailable');

    const photos = [0, 1, 2].map((i) => twelveMegapixelPhoto(work, i));
    const sourceBytes = photos.reduce((sum, p) => sum + statSync(p).size, 0);
    await page.locator('input[type=file]').setInputFiles(photos);
    await waitForPath(page, '/photo-preview');
    await page.getByRole('heading', { name: fill(t.preview.title, { count: 3 }) }).waitFor();
    await expectToast(page, fill(t.camera.added_other, { count: 3 }));
    // Chosen photos are sized like captures: 4000x3000 fits 1920x1080 as 1440x1080.
    const size = await page
      .getByRole('img', { name: fill(t.preview.photo, { index: 3 }) })
      .evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(size).toEqual([1440, 1080]);

    const timing = serverTiming(page);
    await analyse(page, 'en');
    await closeCompletionModal(page, 'en');
    const [uploaded] = await uploadSizes(page);
    const ms = await analysisDuration(page);
    console.log(
      `[capture figures] three 12-MP photos: ${(sourceBytes / 1e6).toFixed(2)} MB on the device -> ${(uploaded / 1e6).toFixed(3)} MB uploaded (goal <= 1.5 MB)`,
    );
    console.log(
      `[capture figures] Use Photos -> results with 3 photos, embedded analyzer: ${ms?.toFixed(0)} ms (goal <= 1500 ms)`,
    );
    console.log(`[capture figures]   ${await analysisBreakdown(page)}; Server-Timing ${await timing}`);
    expect(uploaded).toBeGreaterThan(0);
  });

  it('shows the failure view when the analysis service fails, and Try again returns to the camera', async () => {
    // A second server whose vision model is unreachable: the provider failure is real (connection refused
    // at the network edge), answered 502 and not counted.
    const broken = await startServer({
      SMTP_URL: mail.url,
      AI_PROVIDER: 'openai',
      AI_BASE_URL: 'http://127.0.0.1:9/v1',
      AI_API_KEY: 'unused',
      AI_MODEL: 'unreachable',
    });
    const failing = await newPhonePage(noCameraBrowser, broken.url, 'en-US');
    try {
      await signUpAndSignIn(failing, mail, { language: 'en', label: 'provider-down', firstName: 'Camille' });
      await failing.goto('/camera');
      await failing.getByText(t.camera.unavailable.title).waitFor();
      await failing
        .locator('input[type=file]')
        .setInputFiles(scaledPhoto(work, 'coffee-cup.jpg', 480, 'ok.jpg'));
      await waitForPath(failing, '/photo-preview');
      await failing.getByRole('button', { name: t.preview.usePhotos }).click();
      // The SDK and the server retry before giving up: allow for their back-off.
      await failing.getByRole('heading', { name: t.analysis.failed.title }).waitFor({ timeout: 90_000 });
      await failing
        .getByText(t.analysis.failed.codes.PROVIDER_ERROR)
        .or(failing.getByText(t.analysis.failed.codes.PROVIDER_TIMEOUT))
        .waitFor();
      await shot(failing, 'en-analysis-failed');
      await failing.getByRole('button', { name: t.analysis.failed.retry }).click();
      await waitForPath(failing, '/camera');
    } finally {
      await failing.context().close();
      await broken.stop();
    }
  });
});

describe('without a camera (fr)', () => {
  const t = copy.fr.capture;
  let page: Page;

  beforeAll(async () => {
    page = await newPhonePage(noCameraBrowser, server.url, 'fr-FR');
    await signUpAndSignIn(page, mail, { language: 'fr', label: 'nocamera-fr', firstName: 'Camille' });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('says the chosen photo was added as the review screen opens', async () => {
    await page.goto('/camera');
    await page.getByText(t.camera.unavailable.title).waitFor();
    await page.locator('input[type=file]').setInputFiles(scaledPhoto(work, 'coffee-cup.jpg', 480, 'fr.jpg'));
    await waitForPath(page, '/photo-preview');
    await page.getByRole('heading', { name: fill(t.preview.title, { count: 1 }) }).waitFor();
    await expectToast(page, fill(t.camera.added_one, { count: 1 }));
    await shot(page, 'fr-photo-added', { fullPage: false });
  });
});

describe('over the monthly limit (fr)', () => {
  const t = copy.fr.capture;
  let page: Page;

  beforeAll(async () => {
    page = await newPhonePage(cameraBrowser, server.url, 'fr-FR');
    await signUpAndSignIn(page, mail, { language: 'fr', label: 'limit', firstName: 'Camille' });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('sends the sixth analysis of a free month to /usage-limit-reached', async () => {
    const buffer = readFileSync(scaledPhoto(work, 'coffee-cup.jpg', 480, 'api.jpg'));
    // The free plan allows five a month: spend them through the API.
    for (let i = 0; i < 5; i++) {
      const res = await page.request.post('/api/analyze-complete', {
        multipart: {
          image: { name: 'coffee-cup.jpg', mimeType: 'image/jpeg', buffer },
          imageCount: '1',
          language: 'fr',
        },
      });
      expect(res.status()).toBe(200);
    }
    // Said before any photo is taken, with the way to more: on the dashboard's button and on the camera.
    const none = copy.fr.common.analysesLeft;
    await page.goto('/dashboard');
    await page.getByTestId('no-analysis-left').getByText(none.noneTitle).waitFor();
    await shot(page, 'fr-dashboard-no-analysis-left');
    await page.goto('/camera');
    await page.getByTestId('no-analysis-left').getByText(none.noneTitle).waitFor();
    await page.getByTestId('no-analysis-left').getByRole('link', { name: none.morePlans }).waitFor();
    await shot(page, 'fr-camera-no-analysis-left');
    await capturePhoto(page, 'fr', 1);
    // And on the photo review, before "Use Photos" is pressed.
    await page.getByTestId('no-analysis-left').getByText(none.noneTitle).waitFor();
    await shot(page, 'fr-photo-preview-no-analysis-left');
    await page.getByRole('button', { name: t.preview.usePhotos }).click();
    await waitForPath(page, '/usage-limit-reached');
  });
});
