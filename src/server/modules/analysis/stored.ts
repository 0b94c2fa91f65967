import type { AnalysisResult, Language } from '../../../contracts/analysis';
import {
  USAGE_LIMIT_MESSAGE,
  type AnalysisResponse,
  type FollowUpsLeft,
} from '../../../contracts/analysis-api';
import type { Analyzer } from '../../analysis/analyzer';
import { parseAnalysis } from '../../analysis/result-gate';
import { withoutTranslation } from '../../analysis/translation';
import { AppError, notFound } from '../../errors';
import type { SessionUser } from '../auth/guard';
import type { PhotoRow } from '../photos/repository';
import { toStoredPhoto } from '../photos/service';
import type { AnalysisServiceDeps } from './deps';
import type { AnalysisRow } from './repository';

/**
 * What the counted runs, the re-appraisals and the reads of an analysis share: the owner's stored analysis,
 * its answer through the one rule gate (analysis/result-gate.ts), its photos, and the response it makes.
 */

export const usageLimit = () => new AppError('USAGE_LIMIT', USAGE_LIMIT_MESSAGE);
export const unusable = () =>
  new AppError('PROVIDER_ERROR', 'The AI model gave no usable answer. Please try again.');
const unreadable = () =>
  new AppError('ANALYSIS_UNREADABLE', 'This analysis can no longer be read: analyse its photos again');

// The column is a uuid: anything else cannot be an analysis (and must not reach the database).
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The language asked for, else the one the analysis was made in. */
export function languageOf(row: { language: string | null }, asked?: Language): Language {
  return asked ?? (row.language === 'en' ? 'en' : 'fr');
}

export const rowsOf = (loaded: { row: PhotoRow }[]) => loaded.map((l) => l.row);

/** What the moderators read for a result that suspects regulated material; undefined when none. */
export function regulatedReason(result: AnalysisResult): string | undefined {
  return result.regulatedFlags.length ? result.regulatedFlags.join(', ') : undefined;
}

export function toResponse(
  id: string,
  result: AnalysisResult,
  photos: PhotoRow[],
  by: Pick<Analyzer, 'provider' | 'model'>,
  language: Language,
  followUpsLeft?: FollowUpsLeft,
): AnalysisResponse {
  const stored = photos.map(toStoredPhoto);
  return {
    // The translation stays on the server: the client asks for the language it reads (GET ?language=).
    ...withoutTranslation(result),
    analysisId: id,
    photos: stored,
    imageUrl: stored[0]?.url ?? null,
    additionalImages: stored.slice(1).map((p) => p.url),
    provider: by.provider,
    model: by.model,
    language,
    followUpsLeft,
  };
}

export function createStoredAnalyses({
  analyzer,
  repo,
  photos,
  log,
}: Pick<AnalysisServiceDeps, 'analyzer' | 'repo' | 'photos' | 'log'>) {
  /** One of the user's own successful analyses, its answer not read yet; undefined for anything else. */
  async function findSucceeded(userId: string, analysisId: string) {
    if (!uuidPattern.test(analysisId)) return undefined;
    const row = await repo.findOwned(userId, analysisId);
    return row && row.status === 'success' && row.result ? row : undefined;
  }

  /** The same, or 404 (another user's, a failed one, an unknown id). */
  async function storedRow(user: SessionUser, analysisId: string): Promise<AnalysisRow> {
    const row = await findSucceeded(user.id, analysisId);
    if (!row) throw notFound('Analysis not found');
    return row;
  }

  /**
   * The stored analysis and its answer as the rule gate passes it. A stored answer the gate refuses (a row
   * written by hand, or before a rule it now breaks) is never answered as stored: 409 ANALYSIS_UNREADABLE,
   * which names the way out (its photos can be analysed again, `reanalyze` reads only the row).
   */
  async function storedResult(user: SessionUser, analysisId: string) {
    const row = await storedRow(user, analysisId);
    const parsed = parseAnalysis(row.result);
    if (!parsed.success) {
      log.warn({ analysisId: row.id, err: parsed.error }, 'a stored analysis fails the rule gate');
      throw unreadable();
    }
    return { row, result: parsed.value };
  }

  /**
   * The stored answer of one of the user's own successful analyses and its language; undefined for anything
   * else (another user's, a failed one, an unknown id, one the rule gate refuses).
   */
  async function ownAnswer(
    userId: string,
    analysisId: string,
  ): Promise<{ result: AnalysisResult; language: Language } | undefined> {
    const row = await findSucceeded(userId, analysisId);
    const parsed = row && parseAnalysis(row.result);
    return row && parsed?.success ? { result: parsed.value, language: languageOf(row) } : undefined;
  }

  /** The stored photos of an analysis, to appraise again; 409 when none is left. */
  async function photosOf(user: SessionUser, photoIds: string[]) {
    const loaded = await photos.loadOwned(user.id, photoIds);
    if (!loaded.length)
      throw new AppError('CONFLICT', 'The photos are no longer available: add a photo first');
    return loaded;
  }

  /** The response of a follow-up, with what the analysis still includes. */
  const answered = async (
    user: SessionUser,
    id: string,
    result: AnalysisResult,
    rows: PhotoRow[],
    language: Language,
  ) => toResponse(id, result, rows, analyzer, language, await repo.followUpsLeft(user.id, id));

  return { storedRow, storedResult, ownAnswer, photosOf, answered };
}

export type StoredAnalyses = ReturnType<typeof createStoredAnalyses>;
