import type { AnalysisResult, Language } from '../../../contracts/analysis';
import type {
  AnalysisHistory,
  ObjectTypesQuery,
  ObjectTypesResponse,
  StoredAnalysis,
} from '../../../contracts/analysis-api';
import { families, type FamilyId } from '../../analysis/knowledge';
import { searchTypes } from '../../analysis/knowledge/type-search';
import { pick } from '../../analysis/refinement';
import { parseAnalysis } from '../../analysis/result-gate';
import { resultIn } from '../../analysis/translation';
import type { SessionUser } from '../auth/guard';
import type { PhotoRow } from '../photos/repository';
import { thumbnailUrl } from '../photos/service';
import type { AnalysisServiceDeps } from './deps';
import type { Reappraise } from './reappraisal';
import { languageOf, rowsOf, toResponse, type StoredAnalyses } from './stored';

/**
 * The reads of the analyses: one, the list, the object types to name one with. A read never writes to the
 * database (docs/decisions/034-analysis-reads-never-write.md): what it answers is made from what is stored.
 */
export function createAnalysisReads(
  deps: Pick<AnalysisServiceDeps, 'analyzer' | 'repo' | 'photos'>,
  stored: StoredAnalyses,
  reappraise: Reappraise,
) {
  const { analyzer, repo, photos } = deps;

  /**
   * The answer in the reader's language (decision 030), and the photos it was made from when it had to be
   * written again. An offline answer carries its translation, swapped in. One stored before translations
   * existed is written again in that language from the same photos, choice and answers (a few tenths of a
   * second, not counted), for this read only. A vision model's answer stays as written: asking it again
   * would cost and could answer differently.
   */
  async function inLanguage(
    user: SessionUser,
    row: { id: string; provider: string; photoIds: string[]; language: string | null },
    result: AnalysisResult,
    asked: Language | undefined,
  ): Promise<{ result: AnalysisResult; language: Language; photos?: PhotoRow[] }> {
    const storedIn = languageOf(row);
    if (!asked) return { result, language: storedIn };
    const translated = resultIn(result, storedIn, asked);
    if (translated) return { result: translated, language: asked };
    if (row.provider !== 'embedded' || analyzer.provider !== 'embedded')
      return { result, language: storedIn };
    const loaded = await photos.loadOwned(user.id, row.photoIds);
    if (!loaded.length) return { result, language: storedIn };
    const rewritten = await reappraise(
      user,
      'translate',
      loaded.map((l) => l.data),
      asked,
      result,
    );
    return { result: rewritten, language: asked, photos: rowsOf(loaded) };
  }

  return {
    /** GET /api/analyses/{id} */
    async get(user: SessionUser, analysisId: string, asked?: Language): Promise<StoredAnalysis> {
      const { row, result } = await stored.storedResult(user, analysisId);
      const shown = await inLanguage(user, row, result, asked);
      return {
        ...toResponse(
          row.id,
          shown.result,
          shown.photos ?? (await photos.listOwned(user.id, row.photoIds)),
          { provider: row.provider, model: row.model },
          shown.language,
          await repo.followUpsLeft(user.id, row.id),
        ),
        kind: row.kind === 'reanalyze' ? 'reanalyze' : 'complete',
        createdAt: row.createdAt.toISOString(),
        enhanced: row.enhancedAt !== null,
      };
    },

    /** GET /api/analyses: an answer the rule gate refuses is left out of the list. */
    async history(user: SessionUser, limit: number): Promise<AnalysisHistory> {
      const rows = await repo.listOwned(user.id, limit);
      return {
        analyses: rows.flatMap((row) => {
          const parsed = parseAnalysis(row.result);
          if (!parsed.success) return [];
          const r = parsed.value;
          return [
            {
              analysisId: row.id,
              kind: row.kind === 'reanalyze' ? ('reanalyze' as const) : ('complete' as const),
              name: r.name,
              category: r.category,
              confidenceScore: r.confidenceScore,
              estimatedValueMin: r.estimatedValueMin,
              estimatedValueMax: r.estimatedValueMax,
              thumbnailUrl: row.photoIds[0] ? thumbnailUrl(row.photoIds[0]) : null,
              createdAt: row.createdAt.toISOString(),
            },
          ];
        }),
      };
    },

    /**
     * GET /api/object-types: the object types what the owner typed names (at most 8, best first) and every
     * family, in the reader's language, for saying what an object is when no candidate fits.
     */
    objectTypes(user: SessionUser, query: ObjectTypesQuery): ObjectTypesResponse {
      const language = query.language ?? user.language;
      const familyName = (id: FamilyId) => pick(families.get(id)!.name, language);
      return {
        matches: searchTypes(query.q, language, { limit: 8 }).map(({ category, score }) => ({
          id: category.id,
          name: pick(category.name, language),
          familyId: category.family,
          familyName: familyName(category.family),
          score,
        })),
        families: [...families.values()]
          .map((f) => ({ id: f.id, name: pick(f.name, language) }))
          .sort((a, b) => a.name.localeCompare(b.name, language)),
      };
    },

    /**
     * The stored answer of one of the user's own successful analyses, for an object saved from it;
     * undefined for anything else (another user's, a failed one, an unknown id).
     */
    async ownResult(userId: string, analysisId: string): Promise<AnalysisResult | undefined> {
      return (await stored.ownAnswer(userId, analysisId))?.result;
    },

    /** ownResult with the language it is stored in (its translation, if any, is in the other). */
    ownAnswer: stored.ownAnswer,
  };
}
