// Shared by the analysis integration tests: what is on disk and in the database after a request.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { analyses, photos, user } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { photoForm, type Part } from '../../test/multipart';

/**
 * The embedded analyzer without a classifier: its honest "unidentified" answer, fast and the same on every
 * machine whether or not a model is installed (the model has its own tests).
 */
export const withoutModel = { MODEL_DIR: path.join(tmpdir(), 'trouvaille-no-model') };

export { filesUnder } from '../../test/harness';

/** The settings that send the app's analyses to a local fake of an OpenAI-compatible provider. */
export const openAiAt = (fake: { baseURL: string }) => ({
  AI_PROVIDER: 'openai',
  AI_MODEL: 'test-model',
  AI_BASE_URL: fake.baseURL,
});

export const imagesDir = (t: TestApp) => path.join(t.dataDir, 'images');

export async function rowCounts(db: Db) {
  const [p] = await db.select({ n: count() }).from(photos);
  const [a] = await db.select({ n: count() }).from(analyses);
  return { photos: Number(p.n), analyses: Number(a.n) };
}

export async function setPlan(t: TestApp, email: string, planId: string) {
  await t.database.db.update(user).set({ planId }).where(eq(user.email, email));
}

export function analyze(
  t: TestApp,
  cookie: string,
  images: Buffer[],
  extra: Part[] = [],
  url = '/api/analyze-complete',
) {
  const form = photoForm(images, extra);
  return t.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, cookie },
  });
}

export function postJson(t: TestApp, cookie: string, url: string, payload: object) {
  return t.app.inject({ method: 'POST', url, payload, headers: { cookie } });
}

export function get(t: TestApp, cookie: string, url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });
}
