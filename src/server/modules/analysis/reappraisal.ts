import { expertiseReportSchema, type AnalysisResult, type Language } from '../../../contracts/analysis';
import {
  MAX_PHOTOS,
  type AnalysisResponse,
  type ChooseCandidateBody,
  type FollowUpKind,
  type NameObjectBody,
  type RefineBody,
} from '../../../contracts/analysis-api';
import { coherentAppraisal } from '../../analysis/appraisal-rules';
import { categories, families, type FamilyId } from '../../analysis/knowledge';
import { ownerNamedResult, withOwnerChosenStep, type OwnerNamed } from '../../analysis/owner-named';
import { pick } from '../../analysis/refinement';
import { parseAnalysis } from '../../analysis/result-gate';
import { inEachLanguage } from '../../analysis/translation';
import { AppError, badRequest, notFound } from '../../errors';
import type { SessionUser } from '../auth/guard';
import type { PhotoRow } from '../photos/repository';
import { storageLimitOf } from '../photos/service';
import type { AnalysisServiceDeps } from './deps';
import { typeNamed } from './owner-references';
import { enforceAnalyzerRate } from './rate-limits';
import { monthlyLimit, processAll } from './runs';
import { languageOf, regulatedReason, rowsOf, unusable, usageLimit, type StoredAnalyses } from './stored';
import type { Upload } from './upload';

/**
 * The appraisal run again on an analysis already made: the owner's choice among the candidates, their own
 * naming, their answers to its questions, one more photo, the deeper report. Each is one of the follow-ups
 * the analysis includes, then one of the month's analyses (decision 021).
 */

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

export function createReappraisal(deps: AnalysisServiceDeps, stored: StoredAnalyses) {
  const { analyzer, repo, photos, log, references } = deps;
  const { storedResult, photosOf, answered } = stored;

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
    await enforceAnalyzerRate(deps.hit, user.id);
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
          learned: await references?.learnedFor(user.id),
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

  const routes = {
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
      let kept: PhotoRow[] = [];
      try {
        kept = await photos.store(user.id, [image], storageLimitOf(user));
        const rows = [...rowsOf(loaded), ...kept];
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
        await photos.remove(user.id, kept);
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
  };

  return { reappraise, routes };
}

export type Reappraise = ReturnType<typeof createReappraisal>['reappraise'];
