import type { AnalysisResult } from '../../contracts/analysis';
import { unidentifiedResult } from '../analysis/embedded/unidentified';
import type { Db } from '../db/client';
import { analyses } from '../db/schema';

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
