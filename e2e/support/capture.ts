import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { copy, type Lang } from './copy';

export const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots-capture';
mkdirSync(SHOTS_DIR, { recursive: true });

/** The whole page; `{ fullPage: false }` for what the phone's screen shows (a dialog, a toast). */
export async function shot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage });
}

/** `{{name}}` placeholders filled the way the app's translations do. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));
}

/**
 * Test instrumentation (not app code): the exact request-body size of every upload, from the browser's own
 * XHR upload progress `total`, kept in window.__uploadBytes.
 */
export async function recordUploadSizes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __uploadBytes: number[] };
    w.__uploadBytes = [];
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (
      this: XMLHttpRequest,
      body?: Document | XMLHttpRequestBodyInit | null,
    ) {
      let total = 0;
      this.upload.addEventListener('progress', (e) => (total = Math.max(total, e.total)));
      this.addEventListener('loadend', () => w.__uploadBytes.push(total));
      return send.call(this, body);
    };
  });
}

export function uploadSizes(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __uploadBytes: number[] }).__uploadBytes);
}

/** The app's own User Timing measure from "Use Photos" to the results on screen. */
export function analysisDuration(page: Page): Promise<number | null> {
  return page.evaluate(
    () => performance.getEntriesByName('trouvaille:use-photos-to-results').at(-1)?.duration ?? null,
  );
}

/** Where that time went, from the app's marks: photos prepared, answer received, results shown. */
export async function analysisBreakdown(page: Page): Promise<string> {
  // Only plain expressions run in the page: tsx names inner functions with a helper the page lacks.
  const names = [
    'trouvaille:use-photos',
    'trouvaille:photos-prepared',
    'trouvaille:answer-received',
    'trouvaille:results-shown',
  ];
  const [start, prepared, answered, shown] = await page.evaluate(
    (list) => list.map((name) => performance.getEntriesByName(name, 'mark').at(-1)?.startTime ?? NaN),
    names,
  );
  const ms = (n: number) => `${Math.round(n)} ms`;
  return `route + prepare ${ms(prepared - start)}, upload + server ${ms(answered - prepared)}, render ${ms(shown - answered)}`;
}

/** Records the Server-Timing header of the next analysis answer (our time vs the model's). */
export function serverTiming(page: Page): Promise<string> {
  return page
    .waitForResponse((r) => r.url().endsWith('/api/analyze-complete'), { timeout: 60_000 })
    .then((r) => r.headers()['server-timing'] ?? 'none');
}

export async function waitForCameraReady(page: Page, lang: Lang): Promise<void> {
  await page.waitForFunction(() => (document.querySelector('video')?.videoWidth ?? 0) > 0);
  await page.getByText(copy[lang].capture.camera.starting).waitFor({ state: 'hidden' });
}

export async function capturePhoto(page: Page, lang: Lang, expectedCount: number): Promise<void> {
  const t = copy[lang].capture;
  await waitForCameraReady(page, lang);
  await page.getByRole('button', { name: t.camera.capture, exact: true }).click();
  await page.waitForURL('**/photo-preview');
  await page.getByRole('heading', { name: fill(t.preview.title, { count: expectedCount }) }).waitFor();
  // The success toast of the capture, shown on the preview it leads to.
  await page.getByText(t.camera.captured, { exact: true }).first().waitFor();
}

/** From the review screen's "Use Photos" to the results, whose completion modal opens on top. */
export async function analyse(page: Page, lang: Lang): Promise<void> {
  const t = copy[lang].capture;
  await page.getByRole('button', { name: t.preview.usePhotos }).click();
  await page.waitForURL('**/analysis');
  await page.getByRole('dialog', { name: t.complete.title }).waitFor({ timeout: 60_000 });
}

export async function closeCompletionModal(page: Page, lang: Lang): Promise<void> {
  const t = copy[lang].capture;
  await page.getByRole('button', { name: t.complete.continue }).click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  await page.getByRole('heading', { level: 1, name: t.results.title }).waitFor();
}

/** An answer as the add-photo endpoint returns it: only what the journeys check. */
export interface AddedPhotoAnswer {
  textRead?: string;
  analysisData: { steps: { title: string; description: string }[] };
}

/**
 * Adds `file` as a close-up from the result's "Add a close-up" panel and returns the server's answer once
 * it is in. A journey checks the answer first: a close-up whose text went unread then fails at once with
 * the appraisal's own steps (which say why), not after a long wait for a panel that cannot come.
 */
export async function addCloseUp(page: Page, lang: Lang, file: string): Promise<AddedPhotoAnswer> {
  const closeUp = page.locator('section[aria-labelledby="close-up-title"]');
  await closeUp.getByRole('heading', { name: copy[lang].capture.results.closeUp.title }).waitFor();
  const answered = page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' && /\/api\/analyses\/[^/]+\/photos$/.test(new URL(r.url()).pathname),
    { timeout: 60_000 },
  );
  await closeUp.locator('input[type=file]').setInputFiles(file);
  const res = await answered;
  if (!res.ok()) throw new Error(`adding the close-up: ${res.status()} ${await res.text()}`);
  return (await res.json()) as AddedPhotoAnswer;
}

/** An answer's steps in one line each, for a failure message. */
export function stepsOf(answer: AddedPhotoAnswer): string {
  return answer.analysisData.steps.map((s) => `${s.title}: ${s.description}`).join('\n');
}
