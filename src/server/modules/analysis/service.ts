import type { FastifyBaseLogger } from 'fastify';
import { expertiseReportSchema, type AnalysisResult, type Language } from '../../../contracts/analysis';
import {
  FOLLOW_UPS_INCLUDED,
  MAX_PHOTOS,
  USAGE_LIMIT_MESSAGE,
  type AnalysisHistory,
  type AnalysisResponse,
  type ChooseCandidateBody,
  type FollowUpKind,
  type FollowUpsLeft,
  type NameObjectBody,
  type ObjectTypesQuery,
  type ObjectTypesResponse,
  type ReanalyzeBody,
  type RefineBody,
  type StoredAnalysis,
  type SearchMarketplaceBody,
  type UsageStats,
} from '../../../contracts/analysis-api';
import { getPlan, hasPremiumEntitlements } from '../../../contracts/plans';
import type { Analyzer, MarketData } from '../../analysis/analyzer';
import { coherentAppraisal } from '../../analysis/appraisal-rules';
import { categories, families, type FamilyId } from '../../analysis/knowledge';
import { searchTypes } from '../../analysis/knowledge/type-search';
import { ownerNamedResult, withOwnerChosenStep, type OwnerNamed } from '../../analysis/owner-named';
import { pick } from '../../analysis/refinement';
import { parseAnalysis } from '../../analysis/result-gate';
import { inEachLanguage, resultIn, withoutTranslation } from '../../analysis/translation';
import { processImage, type ProcessedImage } from '../../images/pipeline';
import { AppError, badRequest, notFound } from '../../errors';
import type { SessionUser } from '../auth/guard';
import type { PhotoRow } from '../photos/repository';
import { storageLimitOf, thumbnailUrl, toStoredPhoto, type PhotoService } from '../photos/service';
import type { ObjectSource } from './object-source';
import { enforceAnalyzerRate, type Hit } from './rate-limits';
import { typeNamed, type OwnerReferences } from './owner-references';
import type { AnalysisKind, AnalysisRepository } from './repository';
import type { Upload } from './upload';

export interface AnalysisServiceDeps {
  analyzer: Analyzer;
  repo: AnalysisRepository;
  photos: PhotoService;
  /** The collection's saved objects, for reanalyze and search-marketplace by objectId. */
  objectSource: ObjectSource;
  /** The owner's confirmed photos: learnt from corrections, searched by every analysis of that owner. */
  references?: OwnerReferences;
  /** The shared fixed-window counter (`AuthRepository.hit`) behind the analyzer's per-user rate limit. */
  hit: Hit;
  log: FastifyBaseLogger;
}

const usageLimit = () => new AppError('USAGE_LIMIT', USAGE_LIMIT_MESSAGE);
const unusable = () =>
  new AppError('PROVIDER_ERROR', 'The AI model gave no usable answer. Please try again.');
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** null = unlimited. Super users are not held to a plan (docs/product.md#limits). */
export function monthlyLimit(user: SessionUser): number | null {
  return user.isSuperUser ? null : getPlan(user.planId).analysesPerMonth;
}

function toResponse(
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

/** The photos, each checked and normalised; the first refusal names the photo at fault. */
async function processAll(files: Upload['files']): Promise<ProcessedImage[]> {
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

/** The language asked for, else the one the analysis was made in. */
const rowsOf = (loaded: { row: PhotoRow }[]) => loaded.map((l) => l.row);

function languageOf(row: { language: string | null }, asked?: Language): Language {
  return asked ?? (row.language === 'en' ? 'en' : 'fr');
}

/** What the moderators read for a result that suspects regulated material; undefined when none. */
function regulatedReason(result: AnalysisResult): string | undefined {
  return result.regulatedFlags.length ? result.regulatedFlags.join(', ') : undefined;
}

/** What a naming asks for: an object type, or the owner's own words in a family. */
type Naming = { chosen: { id: string; name: string } } | { named: OwnerNamed };

/** True when the answer already says what the naming says (a second click changes nothing). */
function isNamedAs(result: AnalysisResult, naming: Naming): boolean {
  const r = result.refinement;
  if ('chosen' in naming) return r?.chosen === naming.chosen.id && !r.named;
  return r?.named?.text === naming.named.text && r.named.familyId === naming.named.familyId;
}

/** An answer that offers no candidates any more (the owner said what it is), in both its languages. */
const noCandidates = (result: AnalysisResult, language: Language) =>
  inEachLanguage(result, language, (r) => ({ ...r, candidates: [] }));

function splitTerms(terms: SearchMarketplaceBody['searchTerms']): string[] {
  const list = typeof terms === 'string' ? terms.split(/[,;\n]/) : (terms ?? []);
  return list.map((t) => t.trim()).filter(Boolean);
}

export function createAnalysisService(deps: AnalysisServiceDeps) {
  const { analyzer, repo, photos, log, references } = deps;
  const learnedFor = async (user: SessionUser) => references?.learnedFor(user.id);
  const rateLimited = (user: SessionUser) => enforceAnalyzerRate(deps.hit, user.id);

  /**
   * A follow-up of a stored analysis (decision 021): rate-limited, then one of the follow-ups the analysis
   * includes or, beyond them, one of the month's analyses, taken before the analyzer runs (429 when none
   * is left, so a paid model is never called beyond the plan) and given back when the analyzer fails.
   * What is saved afterwards is not its concern: a run that was paid for keeps its place.
   */
  async function followUp<T>(
    user: SessionUser,
    analysisId: string,
    kind: FollowUpKind,
    run: () => Promise<T>,
  ): Promise<T> {
    await rateLimited(user);
    const place = await repo.reserveFollowUp(user.id, analysisId, kind, monthlyLimit(user));
    if (!place) throw usageLimit();
    let out: T;
    try {
      out = await run();
    } catch (err) {
      await repo.finishFollowUp(user.id, place.id, 'failed').catch(() => undefined);
      throw err;
    }
    await repo.finishFollowUp(user.id, place.id, 'success');
    return out;
  }

  /** The response of a follow-up, with what the analysis still includes. */
  const answered = async (
    user: SessionUser,
    id: string,
    result: AnalysisResult,
    rows: PhotoRow[],
    language: Language,
  ) => toResponse(id, result, rows, analyzer, language, await repo.followUpsLeft(user.id, id));

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
        learned: await learnedFor(user),
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

  async function storedResult(user: SessionUser, analysisId: string) {
    const row = uuidPattern.test(analysisId) ? await repo.findOwned(user.id, analysisId) : undefined;
    if (!row || row.status !== 'success' || !row.result) throw notFound('Analysis not found');
    const parsed = parseAnalysis(row.result);
    return { row, result: parsed.success ? parsed.value : row.result };
  }

  /**
   * The appraisal run again on an analysis already paid for (a choice, answers, one more photo), inside a
   * `followUp` that holds it to the plan (only the offline analyzer's rewrite in the reader's language runs
   * outside one: it calls no paid model); the owner's earlier choice and answers are kept unless replaced.
   */
  async function reappraise(
    user: SessionUser,
    what: string,
    images: Buffer[],
    language: Language,
    previous: AnalysisResult,
    change: {
      chosen?: { id: string; name: string };
      answers?: Record<string, string>;
      named?: OwnerNamed;
      /** The last photo was just added as a close-up: its text is awaited (AnalyzeInput.closeUp). */
      closeUp?: boolean;
    } = {},
  ): Promise<AnalysisResult> {
    const kept = previous.refinement;
    // The owner's last word wins: a type named replaces their own words, and their own words a type.
    const named = change.chosen ? undefined : (change.named ?? kept?.named);
    const chosen =
      change.chosen ?? (!named && kept?.chosen ? { id: kept.chosen, name: previous.name } : undefined);
    const answers = {
      ...Object.fromEntries((kept?.questions ?? []).flatMap((q) => (q.answer ? [[q.id, q.answer]] : []))),
      ...change.answers,
    };
    try {
      const parsed = parseAnalysis(
        await analyzer.analyze({
          images: images.map((data) => ({ data, mimeType: 'image/jpeg' as const })),
          language,
          chosen,
          answers,
          // The owner's confirmed photos, as in the first answer: a refinement must not forget them.
          learned: await learnedFor(user),
          closeUp: change.closeUp,
        }),
      );
      if (!parsed.success) throw unusable();
      const family = named && families.get(named.familyId as FamilyId);
      // The answer and its translation (decision 030) each take the owner's word in their own language.
      if (family)
        return inEachLanguage(parsed.value, language, (r, l) =>
          coherentAppraisal(ownerNamedResult(r, named, family, l, answers)),
        );
      // The type's name in the reader's language (a translation rewrites it), else the one stored.
      const known = chosen && categories.find((c) => c.id === chosen.id);
      return chosen
        ? inEachLanguage(parsed.value, language, (r, l) =>
            withOwnerChosenStep(r, known ? pick(known.name, l) : chosen.name, l),
          )
        : parsed.value;
    } catch (err) {
      log.warn({ err: (err as Error).cause ?? err, provider: analyzer.provider }, `${what} failed`);
      throw err instanceof AppError ? err : unusable();
    }
  }

  /** The stored photos of an analysis, to appraise again; 409 when none is left. */
  async function photosOf(user: SessionUser, photoIds: string[]) {
    const loaded = await photos.loadOwned(user.id, photoIds);
    if (!loaded.length)
      throw new AppError('CONFLICT', 'The photos are no longer available: add a photo first');
    return loaded;
  }

  /**
   * The stored answer of one of the user's own successful analyses and its language; undefined for anything
   * else (another user's, a failed one, an unknown id).
   */
  async function ownAnswer(
    userId: string,
    analysisId: string,
  ): Promise<{ result: AnalysisResult; language: Language } | undefined> {
    // The column is a uuid: anything else cannot be an analysis (and must not reach the database).
    if (!uuidPattern.test(analysisId)) return undefined;
    const row = await repo.findOwned(userId, analysisId);
    if (!row || row.status !== 'success' || !row.result) return undefined;
    const parsed = parseAnalysis(row.result);
    return parsed.success ? { result: parsed.value, language: languageOf(row) } : undefined;
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
      let stored: PhotoRow[] = [];
      try {
        // Photos are kept only with a successful analysis: a failed request leaves nothing behind.
        stored = await photos.store(user.id, images, storageLimitOf(user));
        await repo.succeed(user.id, run.id, {
          result: run.result,
          durationMs: run.durationMs,
          photoIds: stored.map((p) => p.id),
          flag: regulatedReason(run.result),
        });
      } catch (err) {
        await photos.remove(user.id, stored);
        await repo
          .fail(user.id, run.id, { error: 'storage failed', durationMs: run.durationMs })
          .catch(() => undefined);
        throw err;
      }
      // A new analysis: every follow-up it includes is left.
      return toResponse(run.id, run.result, stored, analyzer, language, { ...FOLLOW_UPS_INCLUDED });
    },

    /** POST /api/reanalyze: the same analysis on photos already stored (an object's, or an analysis's). */
    async reanalyze(user: SessionUser, body: ReanalyzeBody): Promise<AnalysisResponse> {
      const language = body.language ?? user.language;
      let photoIds: string[];
      if (body.objectId !== undefined) {
        const object = await deps.objectSource.find(user.id, body.objectId);
        if (!object) throw notFound('Object not found');
        photoIds = object.photoIds;
      } else {
        photoIds = (await storedResult(user, body.analysisId!)).row.photoIds;
      }
      const loaded = await photos.loadOwned(user.id, photoIds);
      if (!loaded.length)
        throw new AppError('CONFLICT', 'The photos are no longer available: add a photo first');
      await checkNotOverLimit(user);
      await rateLimited(user);
      const rows = loaded.map((l) => l.row);
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
      return answered(user, run.id, run.result, rows, language);
    },

    /**
     * POST /api/analyses/{id}/choose: the owner names the object among the candidates of an unsure answer;
     * the appraisal is run again for that type on the same photos. One of the analysis's included namings
     * (decision 021), and possible once: the new answer offers no candidates.
     */
    async choose(
      user: SessionUser,
      analysisId: string,
      body: ChooseCandidateBody,
    ): Promise<AnalysisResponse> {
      const { row, result } = await storedResult(user, analysisId);
      const candidate = result.candidates.find((c) => c.id === body.candidateId);
      if (!candidate) throw badRequest('This identification is not one of the answer’s candidates');
      const language = languageOf(row, body.language);
      const loaded = await photosOf(user, row.photoIds);
      const chosen = noCandidates(
        await followUp(user, row.id, 'identify', () =>
          reappraise(
            user,
            'choose',
            loaded.map((l) => l.data),
            language,
            result,
            { chosen: { id: candidate.id, name: candidate.name } },
          ),
        ),
        language,
      );
      if (
        !(await repo.saveChosen(user.id, row.id, candidate.id, {
          result: chosen,
          language,
          flag: regulatedReason(chosen),
        }))
      )
        throw new AppError('CONFLICT', 'This analysis was already refined');
      await references?.learnFromCorrection(user.id, {
        typeId: candidate.id,
        photos: loaded.map((l) => ({ id: l.row.id, data: l.data })),
        analysisId: row.id,
      });
      return answered(user, row.id, chosen, rowsOf(loaded), language);
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
     * POST /api/analyses/{id}/name: the owner says what the object is when no candidate fits, on an unsure
     * answer or a confident one (they know it better), after a choice too: their last word wins. An object
     * type is appraised as if picked among the candidates; their own words in a family get no price. One of
     * the analysis's included namings (decision 021), no photo stored. A second identical call changes
     * nothing and uses nothing: it answers what the first saved.
     */
    async name(user: SessionUser, analysisId: string, body: NameObjectBody): Promise<AnalysisResponse> {
      const { row, result } = await storedResult(user, analysisId);
      const language = languageOf(row, body.language);
      let naming: Naming;
      if ('typeId' in body) {
        const category = categories.find((c) => c.id === body.typeId);
        if (!category) throw badRequest('Unknown object type');
        naming = { chosen: { id: category.id, name: pick(category.name, language) } };
      } else {
        if (!families.has(body.familyId as FamilyId)) throw badRequest('Unknown family');
        naming = { named: { text: body.text, familyId: body.familyId } };
      }
      if (isNamedAs(result, naming) && languageOf(row) === language)
        return answered(user, row.id, result, await photos.listOwned(user.id, row.photoIds), language);
      const loaded = await photosOf(user, row.photoIds);
      const named = noCandidates(
        await followUp(user, row.id, 'identify', () =>
          reappraise(
            user,
            'name',
            loaded.map((l) => l.data),
            language,
            result,
            naming,
          ),
        ),
        language,
      );
      const saved = await repo.saveNamed(user.id, row.id, row.result, {
        result: named,
        language,
        flag: regulatedReason(named),
      });
      if (!saved) {
        // Of two identical calls at once (a double click) the other saved first: answer what it saved.
        const now = await storedResult(user, analysisId);
        if (!isNamedAs(now.result, naming))
          throw new AppError('CONFLICT', 'The analysis changed meanwhile: please try again');
        return answered(user, row.id, now.result, rowsOf(loaded), languageOf(now.row));
      }
      // A type the owner named teaches, as a pick among the candidates does; their own words name no type.
      if ('chosen' in naming)
        await references?.learnFromCorrection(user.id, {
          typeId: naming.chosen.id,
          photos: loaded.map((l) => ({ id: l.row.id, data: l.data })),
          analysisId: row.id,
        });
      return answered(user, row.id, named, rowsOf(loaded), language);
    },

    /**
     * POST /api/analyses/{id}/refine: the owner's answers to the questions of an answer narrow its range.
     * The appraisal is run again on the same photos with every answer given so far (and the type the owner
     * chose, if they did); one of the analysis's included answers (decision 021).
     */
    async refine(user: SessionUser, analysisId: string, body: RefineBody): Promise<AnalysisResponse> {
      const { row, result } = await storedResult(user, analysisId);
      const questions = result.refinement?.questions ?? [];
      if (!questions.length) throw badRequest('This answer has no questions to answer');
      for (const [question, answer] of Object.entries(body.answers)) {
        const q = questions.find((x) => x.id === question);
        if (!q || !q.answers.some((a) => a.id === answer))
          throw badRequest('This answer is not one of the question’s answers');
      }
      const language = languageOf(row, body.language);
      const loaded = await photosOf(user, row.photoIds);
      const refined = await followUp(user, row.id, 'refine', () =>
        reappraise(
          user,
          'refine',
          loaded.map((l) => l.data),
          language,
          result,
          { answers: body.answers },
        ),
      );
      if (!(await repo.saveRefined(user.id, row.id, refined, language))) throw notFound('Analysis not found');
      return answered(user, row.id, refined, rowsOf(loaded), language);
    },

    /**
     * POST /api/analyses/{id}/photos: one more photo of the same object (the mark underneath, a signature,
     * a label) and the appraisal is run again on all of them, keeping the owner's choice and answers. One of
     * the analysis's included close-ups (decision 021); the photo is stored only with the new answer.
     */
    async addPhoto(user: SessionUser, analysisId: string, upload: Upload): Promise<AnalysisResponse> {
      const { row, result } = await storedResult(user, analysisId);
      if (upload.files.length !== 1) throw badRequest('Send one photo in the field "image"');
      if (row.photoIds.length >= MAX_PHOTOS)
        throw badRequest(`Too many photos: at most ${MAX_PHOTOS} per analysis`);
      const [image] = await processAll(upload.files);
      await photos.ensureRoomFor(user.id, [image], storageLimitOf(user));
      const language = languageOf(row, upload.language);
      const loaded = await photosOf(user, row.photoIds);
      const next = await followUp(user, row.id, 'photo', () =>
        reappraise(user, 'add photo', [...loaded.map((l) => l.data), image.image], language, result, {
          closeUp: true,
        }),
      );
      let stored: PhotoRow[] = [];
      try {
        stored = await photos.store(user.id, [image], storageLimitOf(user));
        const rows = [...loaded.map((l) => l.row), ...stored];
        // Only over the photos read: of two photos added at once, one is refused rather than lost.
        const saved = await repo.saveWithPhotos(user.id, row.id, row.photoIds, {
          result: next,
          language,
          photoIds: rows.map((r) => r.id),
          flag: regulatedReason(next),
        });
        if (!saved) throw new AppError('CONFLICT', 'The analysis changed meanwhile: please try again');
        return await answered(user, row.id, next, rows, language);
      } catch (err) {
        await photos.remove(user.id, stored);
        throw err;
      }
    },

    /**
     * POST /api/analyze/{id}/enhance: a deeper expertise report, saved into the stored analysis; the
     * analysis's included report, then one of the month's analyses each (decision 021).
     */
    async enhance(
      user: SessionUser,
      analysisId: string,
      explicitLanguage?: Language,
    ): Promise<AnalysisResponse> {
      const { row, result } = await storedResult(user, analysisId);
      const language = languageOf(row, explicitLanguage);
      const loaded = await photos.loadOwned(user.id, row.photoIds);
      const report = await followUp(user, row.id, 'enhance', async () => {
        try {
          return expertiseReportSchema.parse(
            await analyzer.enhance({
              result,
              images: loaded.map((l) => ({ data: l.data, mimeType: 'image/jpeg' as const })),
              language,
            }),
          );
        } catch (err) {
          log.warn({ err: (err as Error).cause ?? err, provider: analyzer.provider }, 'enhance failed');
          throw err instanceof AppError ? err : unusable();
        }
      });
      const enhanced = coherentAppraisal({ ...result, expertiseReport: report });
      await repo.saveEnhanced(user.id, row.id, enhanced);
      return answered(user, row.id, enhanced, rowsOf(loaded), language);
    },

    /** POST /api/search-marketplace: market data for an object (collection, pro and expert plans). */
    async searchMarketplace(
      user: SessionUser,
      body: SearchMarketplaceBody,
    ): Promise<{ marketData: MarketData }> {
      if (!hasPremiumEntitlements(user.tier, user.isSuperUser)) {
        throw new AppError(
          'ENTITLEMENT_REQUIRED',
          'Market analysis is part of the Collection, Pro and Expert plans',
        );
      }
      let name = body.name ?? '';
      let category = body.category ?? '';
      let searchTerms = splitTerms(body.searchTerms);
      // The object must be the user's, and fills what the body lacks.
      if (body.objectId !== undefined) {
        const object = await deps.objectSource.find(user.id, body.objectId);
        if (!object) throw notFound('Object not found');
        name ||= object.name;
        category ||= object.category;
        if (!searchTerms.length) searchTerms = object.searchTerms;
      }
      if (!name && !searchTerms.length) throw badRequest('name or searchTerms is required');
      await rateLimited(user);
      try {
        const marketData = await analyzer.searchMarket({
          name,
          category,
          searchTerms,
          language: body.language ?? user.language,
        });
        return { marketData };
      } catch (err) {
        log.warn({ err: (err as Error).cause ?? err, provider: analyzer.provider }, 'market search failed');
        throw err;
      }
    },

    /** GET /api/analyses/{id} */
    async get(user: SessionUser, analysisId: string, asked?: Language): Promise<StoredAnalysis> {
      let { row, result } = await storedResult(user, analysisId);
      let stored = await photos.listOwned(user.id, row.photoIds);
      // The reader's language: an offline answer carries its translation (decision 030), swapped in and
      // kept. One stored before it existed is written again in that language from the same photos, choice
      // and answers (a few tenths of a second, not counted). A vision model's answer stays as written:
      // asking it again would cost and could answer differently.
      const translated = asked && resultIn(result, languageOf(row), asked);
      if (asked && translated && asked !== languageOf(row)) {
        if (await repo.saveRefined(user.id, row.id, translated, asked)) {
          result = translated;
          row = { ...row, language: asked };
        }
      } else if (
        asked &&
        asked !== languageOf(row) &&
        row.provider === 'embedded' &&
        analyzer.provider === 'embedded'
      ) {
        const loaded = await photos.loadOwned(user.id, row.photoIds);
        if (loaded.length) {
          const rewritten = await reappraise(
            user,
            'translate',
            loaded.map((l) => l.data),
            asked,
            result,
          );
          if (await repo.saveRefined(user.id, row.id, rewritten, asked)) {
            result = rewritten;
            row = { ...row, language: asked };
            stored = rowsOf(loaded);
          }
        }
      }
      const language = languageOf(row);
      return {
        ...toResponse(
          row.id,
          result,
          stored,
          { provider: row.provider, model: row.model },
          language,
          await repo.followUpsLeft(user.id, row.id),
        ),
        kind: row.kind === 'reanalyze' ? 'reanalyze' : 'complete',
        createdAt: row.createdAt.toISOString(),
        enhanced: row.enhancedAt !== null,
      };
    },

    /** GET /api/analyses */
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

    async usage(user: SessionUser): Promise<UsageStats> {
      return { completeAnalysis: { used: await repo.countUsed(user.id), limit: monthlyLimit(user) } };
    },

    /**
     * A saved object's name or category changed by its owner: when the new words name an object type, the
     * object's photos teach that type (owner-references.ts). Never fails the owner's edit.
     */
    async learnFromObject(
      userId: string,
      object: { photoIds: string[]; analysisId: string | null },
      said: (string | undefined)[],
    ): Promise<void> {
      const typeId = said.map(typeNamed).find(Boolean);
      if (!references || !typeId || !object.photoIds.length) return;
      try {
        const loaded = await photos.loadOwned(userId, object.photoIds);
        await references.learnFromCorrection(userId, {
          typeId,
          photos: loaded.map((l) => ({ id: l.row.id, data: l.data })),
          analysisId: object.analysisId,
        });
      } catch (err) {
        log.warn({ err }, 'learning from an object edit failed');
      }
    },

    /**
     * The stored answer of one of the user's own successful analyses, for an object saved from it;
     * undefined for anything else (another user's, a failed one, an unknown id).
     */
    async ownResult(userId: string, analysisId: string): Promise<AnalysisResult | undefined> {
      return (await ownAnswer(userId, analysisId))?.result;
    },

    /** ownResult with the language it is stored in (its translation, if any, is in the other). */
    ownAnswer,
  };
}

export type AnalysisService = ReturnType<typeof createAnalysisService>;
