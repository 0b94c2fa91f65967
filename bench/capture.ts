// Figures for the capture issue, in Chromium at phone size against the real server (embedded analyzer):
//   - bytes uploaded for three photos from a 12-megapixel camera (goal: <= 1.5 MB in all)
//   - time from tapping "Use Photos" to the results on screen (goal: <= 1.5 s), with where it went.
// Several rounds, median and best printed: a shared machine's load moves single runs a lot.
//   node --import tsx bench/capture.ts [rounds=5]
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signUpAndSignIn } from '../e2e/support/accounts';
import { launchBrowser, newPhonePage } from '../e2e/support/browser';
import { ensureBuilt } from '../e2e/support/build';
import { analysisBreakdown, analysisDuration, recordUploadSizes, uploadSizes } from '../e2e/support/capture';
import { copy } from '../e2e/support/copy';
import { twelveMegapixelPhoto } from '../e2e/support/media';
import { startMailCatcher } from '../e2e/support/smtp';
import { startServer } from '../e2e/support/server';

const rounds = Number(process.argv[2] ?? 5);
const t = copy.en.capture;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

ensureBuilt();
const work = mkdtempSync(path.join(tmpdir(), 'trouvaille-bench-capture-'));
const mail = await startMailCatcher();
const email = `bench.capture.${Date.now()}@example.com`;
// A super user has no monthly limit, so every round can analyse.
const server = await startServer({ SMTP_URL: mail.url, ADMIN_EMAILS: email });
const browser = await launchBrowser();
try {
  const photos = [0, 1, 2].map((i) => twelveMegapixelPhoto(work, i));
  const onDevice = photos.reduce((sum, p) => sum + statSync(p).size, 0);
  const page = await newPhonePage(browser, server.url, 'en-US');
  await recordUploadSizes(page);
  await signUpAndSignIn(page, mail, {
    email,
    password: 'capture-secret-1',
    firstName: 'Camille',
    language: 'en',
  });

  const bytes: number[] = [];
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    await page.goto('/estimate-another');
    await page.waitForURL('**/camera');
    await page.getByText(t.camera.unavailable.title).waitFor();
    await page.locator('input[type=file]').setInputFiles(photos);
    await page.waitForURL('**/photo-preview');
    await page.getByRole('button', { name: t.preview.usePhotos }).click();
    await page.getByRole('dialog', { name: t.complete.title }).waitFor({ timeout: 60_000 });
    const sizes = await uploadSizes(page);
    bytes.push(sizes.at(-1) ?? NaN);
    times.push((await analysisDuration(page)) ?? NaN);
    console.log(
      `round ${round + 1}: ${(bytes.at(-1)! / 1e6).toFixed(3)} MB, ${times.at(-1)!.toFixed(0)} ms (${await analysisBreakdown(page)})`,
    );
  }
  console.log(
    `three 12-MP photos: ${(onDevice / 1e6).toFixed(2)} MB on the device -> ${(median(bytes) / 1e6).toFixed(3)} MB uploaded (goal <= 1.5 MB)`,
  );
  console.log(
    `Use Photos -> results: median ${median(times).toFixed(0)} ms, best ${Math.min(...times).toFixed(0)} ms over ${rounds} rounds (goal <= 1500 ms)`,
  );
} finally {
  await browser.close();
  await server.stop();
  await mail.close();
  rmSync(work, { recursive: true, force: true });
}
