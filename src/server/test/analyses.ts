import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import type { AnalysisResult } from '../../contracts/analysis';
import { unidentifiedResult } from '../analysis/embedded/unidentified';
import type { Db } from '../db/client';
import { analyses, photos } from '../db/schema';
import type { TestApp } from './harness';
import { photoForm, type Part } from './multipart';

/**
 * The embedded analyzer without a classifier: its honest "unidentified" answer, fast and the same on every
 * machine whether or not a model is installed (the model has its own tests).
 */
export const withoutModel = { MODEL_DIR: path.join(tmpdir(), 'trouvaille-no-model') };

/** POST /api/analyze-complete (or `url`) with the capture's form of `images`, as the signed-in `cookie`. */
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

/** How many photos and analyses the database holds, all users together. */
export async function rowCounts(db: Db) {
  const [p] = await db.select({ n: count() }).from(photos);
  const [a] = await db.select({ n: count() }).from(analyses);
  return { photos: Number(p.n), analyses: Number(a.n) };
}

/**
 * An analysis row as the analysis module writes it, dated as the test needs: a real run through
 * POST /api/analyze-complete is always "now", and figures over months need older ones.
 */
export async function recordAnalysis(
  db: Db,
  userId: string,
  opts: { status?: 'success' | 'failed'; name?: string; at?: Date; result?: AnalysisResult } = {},
) {
  const status = opts.status ?? 'success';
  const result = opts.result ?? { ...unidentifiedResult('fr'), ...(opts.name ? { name: opts.name } : {}) };
  await db.insert(analyses).values({
    userId,
    kind: 'complete',
    provider: 'embedded',
    model: 'none',
    language: 'fr',
    status,
    result: status === 'success' ? result : null,
    error: status === 'failed' ? 'the model gave no usable answer' : null,
    createdAt: opts.at ?? new Date(),
  });
}

/**
 * The id of an analysis recorded for the user (the capture flow's `analysisId`), successful or failed;
 * its answer is `result` (by default an unidentified one, which names no price).
 */
export async function analysisIdFor(
  t: TestApp,
  userId: string,
  status: 'success' | 'failed' = 'success',
  result?: AnalysisResult,
): Promise<string> {
  const at = new Date(Date.now() - Math.floor(Math.random() * 1e6));
  await recordAnalysis(t.database.db, userId, { status, at, result });
  const [row] = await t.database.db
    .select({ id: analyses.id })
    .from(analyses)
    .where(and(eq(analyses.userId, userId), eq(analyses.createdAt, at)));
  return row.id;
}
