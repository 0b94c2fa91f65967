import {
  isFutureDate,
  type CollectionObject,
  type CreateObjectBody,
  type ListObjectsQuery,
  type PatchObjectBody,
} from '../../../contracts/collection';
import { AppError, badRequest, notFound } from '../../errors';
import type { SessionUser } from '../auth/guard';
import { decodeCursor } from './cursor';
import {
  analysisDataOf,
  emptyKeyCharacteristics,
  emptyPossibleOrigin,
  fromAnalysis,
  toObject,
  withoutBasis,
} from './objects-mapping';
import type { ListOptions, ObjectRow, ObjectValues } from './objects-repository';
import { analyzerTextsOf, objectTextsFor, storedTexts } from './object-texts';
import type { Language } from '../../../contracts/analysis';
import { createObjectLists, type TaggedList } from './object-lists';
import { resolvePhotos, type PhotoCleanup } from './photo-refs';
import type { PlanLimits } from './plan-limits';
import type { ObjectChangesResponse } from '../../../contracts/collections';
import type { AnalysisService } from '../analysis/service';
import { thumbnailUrl as thumb, type PhotoService } from '../photos/service';
import { isForeignKeyViolation, type CollectionRepository } from './repository';
import { estimateEntry, hasEstimate, rangeChanged, settleValue } from './valuations-service';
import { amountFields, objectChanges } from './object-changes';
import { displayName } from '../../../contracts/people';

const objectNotFound = () => notFound('Object not found');
const roomNotFound = () => notFound('Room not found');
const rangeError = () => badRequest('estimatedValueMin must not exceed estimatedValueMax');
const analysisNotFound = () => notFound('Analysis not found');
const dateInFuture = () =>
  new AppError('DATE_IN_FUTURE', 'The acquisition date is in the future', { field: 'acquisitionDate' });

export function createObjectsService(deps: {
  repo: CollectionRepository;
  photos: PhotoService;
  analyses: Pick<AnalysisService, 'ownAnswer' | 'learnFromObject'>;
  cleanup: PhotoCleanup;
  limits: Pick<PlanLimits, 'check'>;
}) {
  const { repo, photos, analyses, cleanup, limits } = deps;
  const lists = createObjectLists(repo.objects);

  async function assertRoom(userId: string, roomId: number | null | undefined) {
    if (roomId != null && !(await repo.rooms.roomExists(userId, roomId))) throw roomNotFound();
  }

  /** Runs a write that needed freshly stored photos; if it fails they are removed again. */
  async function keepingPhotosOnlyIfSaved<T>(
    userId: string,
    stored: string[],
    write: () => Promise<T>,
  ): Promise<T> {
    try {
      return await write();
    } catch (err) {
      await cleanup(userId, stored);
      // The room was deleted between the check and the write.
      if (isForeignKeyViolation(err)) throw roomNotFound();
      throw err;
    }
  }

  /**
   * Receipt photos through the same checks and storage as the object's own (owner's URLs, data URLs stored
   * within the plan); photos stored already by this request are removed if this step fails.
   */
  async function resolveReceipts(user: SessionUser, refs: string[], storedBefore: string[]) {
    try {
      const resolved = await resolvePhotos(photos, user, refs);
      return { ids: resolved.photoIds, stored: resolved.stored };
    } catch (err) {
      await cleanup(user.id, storedBefore);
      throw err;
    }
  }

  /** An object as a reader of `language` sees it (object-texts.ts). */
  const shown = (row: ObjectRow, language: Language) =>
    objectTextsFor(toObject(row, thumb), row.analyzerTexts, language);

  return {
    /**
     * The plain answer (the full array) without `limit`; a page `{ items, nextCursor }` with it. JSON built
     * by the database (the route sends it as is), or null when `ifNoneMatch` holds the current tag.
     */
    async list(
      user: SessionUser,
      query: ListObjectsQuery,
      ifNoneMatch?: string,
      language: Language = user.language,
    ): Promise<TaggedList> {
      await assertRoom(user.id, query.roomId);
      const options: ListOptions = {
        language,
        sort: query.sort,
        roomId: query.roomId,
        q: query.q || undefined,
        since: query.since ? new Date(query.since) : undefined,
        limit: query.limit,
        after: query.cursor ? decodeCursor(query.sort, query.cursor) : undefined,
      };
      return lists.tagged(user.id, options, ifNoneMatch);
    },

    /** GET /api/objects/room/{roomId}: the room's objects, newest first. */
    async listInRoom(
      user: SessionUser,
      roomId: number,
      ifNoneMatch?: string,
      language: Language = user.language,
    ): Promise<TaggedList> {
      await assertRoom(user.id, roomId);
      return lists.tagged(user.id, { sort: 'newest', roomId, language }, ifNoneMatch);
    },

    /** The object for a reader of `language`: the analyzer's words in it, the owner's as typed. */
    async get(user: SessionUser, id: number, language: Language = user.language): Promise<CollectionObject> {
      const row = await repo.objects.findObject(user.id, id);
      if (!row) throw objectNotFound();
      return shown(row, language);
    },

    async create(
      user: SessionUser,
      body: CreateObjectBody,
      language: Language = user.language,
    ): Promise<CollectionObject> {
      await assertRoom(user.id, body.roomId);
      // Another user's analysis (or one that failed) is not a source: the same 404 as an unknown one.
      const answer = body.analysisId ? await analyses.ownAnswer(user.id, body.analysisId) : undefined;
      const analysis = answer?.result;
      if (body.analysisId && !analysis) throw analysisNotFound();
      const texts = answer ? analyzerTextsOf(answer.result, answer.language) : null;
      // Refused before any photo of the body is stored; counted again, locked, in the transaction below.
      await limits.check(user.id, { objects: 1 });
      if (isFutureDate(body.acquisitionDate)) throw dateInFuture();
      const resolved = await resolvePhotos(photos, user, [body.imageUrl, ...body.additionalImages]);
      const receipts = await resolveReceipts(user, body.receipts, resolved.stored);
      const { analysisId, imageUrl: _i, additionalImages: _a, currency: _c, receipts: _r, ...fields } = body;
      const given = analysis ? fromAnalysis(analysis) : undefined;
      const values: ObjectValues = {
        ...storedTexts(fields, texts),
        // What the analysis said is copied from the stored answer, not taken from the body: an object
        // "from an analysis" cannot carry a price or an identification the analysis never gave.
        ...given,
        // The owner's own findings, when sent, stand over the analysis's reading.
        condition: fields.condition || given?.condition || '',
        marks: fields.marks || given?.marks || '',
        receiptPhotoIds: receipts.ids,
        // The analysis result carries these twice; the detail screen reads the top-level ones.
        keyCharacteristics:
          analysis?.keyCharacteristics ??
          body.keyCharacteristics ??
          body.expertiseReport?.keyCharacteristics ??
          emptyKeyCharacteristics(),
        possibleOrigin:
          analysis?.possibleOrigin ??
          body.possibleOrigin ??
          body.expertiseReport?.possibleOrigin ??
          emptyPossibleOrigin(),
        expertiseReport: analysis?.expertiseReport ?? body.expertiseReport ?? {},
        marketData: analysis?.marketData ?? body.marketData ?? { sources: [] },
        analysisData: analysis ? analysisDataOf(analysis) : withoutBasis(body.analysisData),
        analysisId: analysisId ?? null,
        analyzerTexts: texts,
        imageUrl: resolved.imageUrl,
        additionalImages: resolved.additionalImages,
        photoIds: resolved.photoIds,
      };
      // Read from the stored analysis, not from the body: a client cannot leave a suspicion out.
      const regulated = analysis?.regulatedFlags ?? [];
      const row = await keepingPhotosOnlyIfSaved(user.id, [...resolved.stored, ...receipts.stored], () =>
        repo.transaction(async (tx) => {
          await limits.check(user.id, { objects: 1 }, tx);
          const inserted = await tx.objects.insertObject(user.id, { ...values, addedBy: user.actorId });
          if (hasEstimate(inserted)) {
            const source = analysisId ? 'analysis' : 'manual';
            await tx.valuations.insertValuation(user.id, {
              ...estimateEntry(inserted, source, inserted.createdAt),
              recordedBy: user.actorId,
            });
          }
          if (regulated.length > 0) {
            // The analysis is flagged already; the object is what stays in a collection to be reviewed.
            await tx.flagForReview({
              userId: user.id,
              kind: 'object',
              refId: String(inserted.id),
              reason: regulated.join(', '),
            });
          }
          return inserted;
        }),
      );
      return shown(row, language);
    },

    /** Any editable fields; photos dropped by the edit are deleted once no object of the owner shows them. */
    async update(
      user: SessionUser,
      id: number,
      body: PatchObjectBody,
      language: Language = user.language,
    ): Promise<CollectionObject> {
      const current = await repo.objects.findObject(user.id, id);
      if (!current) throw objectNotFound();
      const min = body.estimatedValueMin !== undefined ? body.estimatedValueMin : current.estimatedValueMin;
      const max = body.estimatedValueMax !== undefined ? body.estimatedValueMax : current.estimatedValueMax;
      if (min != null && max != null && min > max) throw rangeError();
      if (isFutureDate(body.acquisitionDate)) throw dateInFuture();
      await assertRoom(user.id, body.roomId);
      const answer = body.analysisId ? await analyses.ownAnswer(user.id, body.analysisId) : undefined;
      const analysis = answer?.result;
      if (body.analysisId && !analysis) throw analysisNotFound();
      // A new answer's words become the analyzer's (decision 030); the fields sent back as shown to the
      // reader are stored in the language those words were saved in.
      const texts = answer ? analyzerTextsOf(answer.result, answer.language) : current.analyzerTexts;

      // The object keeps the analysis it was saved from (its regulated-material flags were read from that
      // one); a re-analysis only names where a new estimate came from.
      const { imageUrl, additionalImages, receipts, analysisId: _analysisId, ...sent } = body;
      const fields = storedTexts(sent, texts);
      const values: Partial<ObjectValues> = { ...fields, ...(answer ? { analyzerTexts: texts } : {}) };
      // The basis follows the range: the analysis's when the range is the one it gave, kept while the range
      // stays, gone once the range is the owner's. A client's own basis is never taken.
      const range = { estimatedValueMin: min ?? null, estimatedValueMax: max ?? null };
      const kept = current.analysisData?.valuationBasis;
      const basis =
        analysis && !rangeChanged(range, fromAnalysis(analysis))
          ? analysisDataOf(analysis).valuationBasis
          : rangeChanged(current, range)
            ? undefined
            : kept;
      if (fields.analysisData !== undefined || basis !== kept) {
        const steps = withoutBasis(fields.analysisData ?? current.analysisData ?? undefined);
        values.analysisData = basis ? { ...steps, valuationBasis: basis } : steps;
      }
      let stored: string[] = [];
      if (imageUrl !== undefined || additionalImages !== undefined) {
        const resolved = await resolvePhotos(photos, user, [
          imageUrl !== undefined ? imageUrl : current.imageUrl,
          ...(additionalImages ?? current.additionalImages),
        ]);
        Object.assign(values, {
          imageUrl: resolved.imageUrl,
          additionalImages: resolved.additionalImages,
          photoIds: resolved.photoIds,
        });
        stored = resolved.stored;
      }
      if (receipts !== undefined) {
        const resolved = await resolveReceipts(user, receipts, stored);
        values.receiptPhotoIds = resolved.ids;
        stored = [...stored, ...resolved.stored];
      }

      const { row, freed } = await keepingPhotosOnlyIfSaved(user.id, stored, () =>
        repo.transaction(async (tx) => {
          let updated = await tx.objects.updateObject(user.id, id, values);
          if (!updated) throw objectNotFound();
          if (rangeChanged(current, updated)) {
            // Labelled a re-analysis only when the range is the one that analysis gave.
            const source =
              analysis && !rangeChanged(updated, fromAnalysis(analysis)) ? 'reanalysis' : 'manual';
            await tx.valuations.insertValuation(user.id, {
              ...estimateEntry(updated, source, updated.updatedAt),
              recordedBy: user.actorId,
            });
            // A recorded sale or expert valuation stays the value: the new estimate is kept as history.
            updated = (await settleValue(tx, user.id, id, updated)) ?? updated;
          }
          await tx.objects.recordChanges(user.id, id, user.actorId, objectChanges(current, updated));
          const kept = new Set([...updated.photoIds, ...updated.receiptPhotoIds]);
          const dropped = [...current.photoIds, ...current.receiptPhotoIds].filter((p) => !kept.has(p));
          const inUse = await tx.objects.photoIdsInUse(user.id, dropped);
          return { row: updated, freed: dropped.filter((p) => !inUse.has(p)) };
        }),
      );
      await cleanup(user.id, freed);
      // The owner corrected what the object is: its photos teach that type, if the words name one.
      const said = [
        body.category !== undefined && body.category !== current.category ? body.category : undefined,
        body.name !== undefined && body.name !== current.name ? body.name : undefined,
      ];
      if (said.some(Boolean)) await analyses.learnFromObject(user.id, row, said);
      return shown(row, language);
    },

    /** Who added the object and its last changes (decision 037); amounts left out for a viewer kept from them. */
    async changes(user: SessionUser, id: number): Promise<ObjectChangesResponse> {
      const added = await repo.objects.addedBy(user.id, id);
      if (!added) throw objectNotFound();
      const rows = await repo.objects.changesOf(user.id, id);
      return {
        addedBy: added.by ? displayName(added.by) : null,
        addedAt: added.createdAt.toISOString(),
        changes: rows
          .filter((c) => !(user.collection.amountsHidden && amountFields.has(c.field)))
          .map((c) => ({
            id: c.id,
            field: c.field,
            oldValue: c.oldValue,
            newValue: c.newValue,
            by: c.by ? displayName(c.by) : '',
            at: c.at.toISOString(),
          })),
      };
    },

    async remove(user: SessionUser, id: number): Promise<{ ok: true }> {
      const freed = await repo.transaction(async (tx) => {
        const photoIds = await tx.objects.deleteObject(user.id, id);
        if (!photoIds) throw objectNotFound();
        const inUse = await tx.objects.photoIdsInUse(user.id, photoIds);
        return photoIds.filter((p) => !inUse.has(p));
      });
      await cleanup(user.id, freed);
      return { ok: true };
    },
  };
}

export type ObjectsService = ReturnType<typeof createObjectsService>;
