import type { Language } from '../../../contracts/analysis';
import {
  FOLLOW_UPS_INCLUDED,
  type AnalysisResponse,
  type ReanalyzeBody,
  type UsageStats,
} from '../../../contracts/analysis-api';
import { getPlan } from '../../../contracts/plans';
import { parseAnalysis } from '../../analysis/result-gate';
import { processImage, type ProcessedImage } from '../../images/pipeline';
import { AppError, notFound } from '../../errors';
import type { SessionUser } from '../auth/guard';
import type { PhotoRow } from '../photos/repository';
import { storageLimitOf } from '../photos/service';
import type { AnalysisServiceDeps } from './deps';
import { rowsOf, regulatedReason, toResponse, unusable, usageLimit, type StoredAnalyses } from './stored';
import { enforceAnalyzerRate } from './rate-limits';
import type { AnalysisKind } from './repository';
import type { Upload } from './upload';

/** The runs that use one of the month's analyses: a new analysis, and one made again on stored photos. */

/** null = unlimited. Super users are not held to a plan (docs/product.md#limits). */
export function monthlyLimit(user: SessionUser): number | null {
  return user.isSuperUser ? null : getPlan(user.planId).analysesPerMonth;
}

/** The photos, each checked and normalised; the first refusal names the photo at fault. */
export async function processAll(files: Upload['files']): Promise<ProcessedImage[]> {
  return Promise.all(
    files.map(async (f, i) => {
      try {
        return await processImage(f.data);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        const which = files.length > 1 ? `Photo ${i + 1} (${f.field}): ` : '';
        throw new AppError(err.code, `${which}${err.message}`, { field: f.field });
      }
    }),
  );
}

export function createAnalysisRuns(deps: AnalysisServiceDeps, stored: StoredAnalyses) {
  const { analyzer, repo, photos, log, references } = deps;

  async function checkNotOverLimit(user: SessionUser) {
    const limit = monthlyLimit(user);
    if (limit !== null && (await repo.countUsed(user.id)) >= limit) throw usageLimit();
  }

  /** Reserves one of the month's analyses, runs the model; a failure is recorded and not counted. */
  async function runCounted(
    user: SessionUser,
    kind: AnalysisKind,
    language: Language,
    images: Buffer[],
    photoIds: string[],
  ) {
    const id = await repo.reserve(user.id, monthlyLimit(user), {
      kind,
      provider: analyzer.provider,
      model: analyzer.model,
      language,
      photoIds,
    });
    if (!id) throw usageLimit();
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    try {
      const raw = await analyzer.analyze({
        images: images.map((data) => ({ data, mimeType: 'image/jpeg' as const })),
        language,
        learned: await references?.learnedFor(user.id),
      });
      // Every analyzer's answer meets the same contract, the embedded one included.
      const parsed = parseAnalysis(raw);
      if (!parsed.success) throw unusable();
      return { id, result: parsed.value, durationMs: elapsed() };
    } catch (err) {
      log.warn(
        { err: (err as Error).cause ?? err, provider: analyzer.provider, model: analyzer.model },
        'analysis failed',
      );
      await repo.fail(user.id, id, { error: (err as Error).message ?? String(err), durationMs: elapsed() });
      throw err;
    }
  }

  return {
    /** POST /api/analyze-complete: new photos in, a stored appraisal out. */
    async analyzeComplete(
      user: SessionUser,
      upload: Upload,
      timing?: { modelMs: number },
    ): Promise<AnalysisResponse> {
      const language = upload.language ?? user.language;
      // Before the image work: an exhausted plan costs no CPU.
      await checkNotOverLimit(user);
      const images = await processAll(upload.files);
      // Refused before the model runs: a full storage must not cost an analysis.
      await photos.ensureRoomFor(user.id, images, storageLimitOf(user));
      const run = await runCounted(
        user,
        'complete',
        language,
        images.map((i) => i.image),
        [],
      );
      if (timing) timing.modelMs = run.durationMs;
      let kept: PhotoRow[] = [];
      try {
        // Photos are kept only with a successful analysis: a failed request leaves nothing behind.
        kept = await photos.store(user.id, images, storageLimitOf(user));
        await repo.succeed(user.id, run.id, {
          result: run.result,
          durationMs: run.durationMs,
          photoIds: kept.map((p) => p.id),
          flag: regulatedReason(run.result),
        });
      } catch (err) {
        await photos.remove(user.id, kept);
        await repo
          .fail(user.id, run.id, { error: 'storage failed', durationMs: run.durationMs })
          .catch(() => undefined);
        throw err;
      }
      // A new analysis: every follow-up it includes is left.
      return toResponse(run.id, run.result, kept, analyzer, language, { ...FOLLOW_UPS_INCLUDED });
    },

    /**
     * POST /api/reanalyze: the same analysis on photos already stored (an object's, or an analysis's). Only
     * the analysis's photos are read, not its answer: one the rule gate refuses can still be made again.
     */
    async reanalyze(user: SessionUser, body: ReanalyzeBody): Promise<AnalysisResponse> {
      const language = body.language ?? user.language;
      let photoIds: string[];
      if (body.objectId !== undefined) {
        const object = await deps.objectSource.find(user.id, body.objectId);
        if (!object) throw notFound('Object not found');
        photoIds = object.photoIds;
      } else {
        photoIds = (await stored.storedRow(user, body.analysisId!)).photoIds;
      }
      const loaded = await stored.photosOf(user, photoIds);
      await checkNotOverLimit(user);
      await enforceAnalyzerRate(deps.hit, user.id);
      const rows = rowsOf(loaded);
      const run = await runCounted(
        user,
        'reanalyze',
        language,
        loaded.map((l) => l.data),
        rows.map((r) => r.id),
      );
      await repo.succeed(user.id, run.id, {
        result: run.result,
        durationMs: run.durationMs,
        photoIds: rows.map((r) => r.id),
        flag: regulatedReason(run.result),
      });
      return stored.answered(user, run.id, run.result, rows, language);
    },

    async usage(user: SessionUser): Promise<UsageStats> {
      return { completeAnalysis: { used: await repo.countUsed(user.id), limit: monthlyLimit(user) } };
    },
  };
}
