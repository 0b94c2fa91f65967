import type {
  CollectionObject,
  CreateObjectBody,
  ListObjectsQuery,
  PatchObjectBody,
} from '../../../contracts/collection';
import { badRequest, notFound } from '../../errors';
import type { SessionUser } from '../auth/guard';
import { decodeCursor, encodeCursor } from './cursor';
import { emptyKeyCharacteristics, emptyPossibleOrigin, toObject } from './objects-mapping';
import type { ListOptions, ObjectValues } from './objects-repository';
import { createListCache } from './list-cache';
import { resolvePhotos, type PhotoCleanup } from './photo-refs';
import type { AnalysisPort } from './analysis-port';
import type { PhotoPort } from './photos-port';
import { isForeignKeyViolation, type CollectionRepository } from './repository';

/** Bumped when the list item's shape changes (migration 0004's trigger): older tags then no longer match. */
const LIST_FORMAT = 'l1';
/** Memory for whole lists kept between requests: ~18 collections of 5,000 objects, hundreds of usual ones. */
const LIST_CACHE_BYTES = 64 * 1024 * 1024;

/** A list as JSON (UTF-8) and its tag; json is null when the caller's copy is current. */
export interface TaggedList {
  tag: string;
  json: Buffer | null;
}

const objectNotFound = () => notFound('Object not found');
const roomNotFound = () => notFound('Room not found');
const rangeError = () => badRequest('estimatedValueMin must not exceed estimatedValueMax');

export function createObjectsService(deps: {
  repo: CollectionRepository;
  photos: PhotoPort;
  analyses: AnalysisPort;
  cleanup: PhotoCleanup;
}) {
  const { repo, photos, analyses, cleanup } = deps;
  const thumb = (id: string) => photos.thumbnailUrl(id);
  const lists = createListCache(LIST_CACHE_BYTES);

  /**
   * A list's tag for HTTP revalidation: the owner (a browser caches by URL, whoever signs in next) and their
   * collection version; LIST_FORMAT changes with the item's shape.
   */
  const tagOf = (userId: string, version: number) => `W/"${LIST_FORMAT}-${userId}-${version}"`;
  const matches = (tag: string, ifNoneMatch: string | undefined) =>
    !!ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === tag);

  /**
   * Any list of the user's objects, tagged. The version is read before the list, so a list is never
   * labelled newer than it is; `null` when the caller already holds the current one. Whole lists (no page
   * size) are kept in memory against that version: an unchanged collection costs one key lookup.
   */
  async function tagged(
    userId: string,
    options: ListOptions,
    ifNoneMatch: string | undefined,
  ): Promise<TaggedList> {
    const version = await repo.objects.collectionVersion(userId);
    const tag = tagOf(userId, version);
    if (matches(tag, ifNoneMatch)) return { tag, json: null };
    if (options.limit !== undefined) return { tag, json: Buffer.from(await page(userId, { ...options, limit: options.limit })) };
    const key = [userId, options.sort, options.roomId, options.q, options.since?.toISOString()].join('\n');
    let json = lists.get(key, version);
    if (json === undefined) {
      json = await repo.objects.listAllJson(userId, options);
      lists.set(key, version, json);
    }
    return { tag, json };
  }

  async function page(userId: string, options: ListOptions & { limit: number }) {
    const listed = await repo.objects.listPageJson(userId, options);
    const nextCursor = listed.hasMore && listed.last ? encodeCursor(options.sort, listed.last) : null;
    return `{"items":${listed.items},"nextCursor":${JSON.stringify(nextCursor)}}`;
  }

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

  return {
    /**
     * The spec's answer (the full array) without `limit`; a page `{ items, nextCursor }` with it. JSON built
     * by the database (the route sends it as is), or null when `ifNoneMatch` holds the current tag.
     */
    async list(user: SessionUser, query: ListObjectsQuery, ifNoneMatch?: string): Promise<TaggedList> {
      await assertRoom(user.id, query.roomId);
      const options: ListOptions = {
        sort: query.sort,
        roomId: query.roomId,
        q: query.q || undefined,
        since: query.since ? new Date(query.since) : undefined,
        limit: query.limit,
        after: query.cursor ? decodeCursor(query.sort, query.cursor) : undefined,
      };
      return tagged(user.id, options, ifNoneMatch);
    },

    /** GET /api/objects/room/{roomId}: the room's objects, newest first. */
    async listInRoom(user: SessionUser, roomId: number, ifNoneMatch?: string): Promise<TaggedList> {
      await assertRoom(user.id, roomId);
      return tagged(user.id, { sort: 'newest', roomId }, ifNoneMatch);
    },

    async get(user: SessionUser, id: number): Promise<CollectionObject> {
      const row = await repo.objects.findObject(user.id, id);
      if (!row) throw objectNotFound();
      return toObject(row, thumb);
    },

    async create(user: SessionUser, body: CreateObjectBody): Promise<CollectionObject> {
      await assertRoom(user.id, body.roomId);
      const resolved = await resolvePhotos(photos, user.id, [body.imageUrl, ...body.additionalImages]);
      const { analysisId, imageUrl: _i, additionalImages: _a, currency: _c, ...fields } = body;
      const values: ObjectValues = {
        ...fields,
        // The analysis result carries these twice; the detail screen reads the top-level ones.
        keyCharacteristics:
          body.keyCharacteristics ?? body.expertiseReport?.keyCharacteristics ?? emptyKeyCharacteristics(),
        possibleOrigin: body.possibleOrigin ?? body.expertiseReport?.possibleOrigin ?? emptyPossibleOrigin(),
        expertiseReport: body.expertiseReport ?? {},
        marketData: body.marketData ?? { sources: [] },
        analysisData: body.analysisData ?? { steps: [] },
        analysisId: analysisId ?? null,
        imageUrl: resolved.imageUrl,
        additionalImages: resolved.additionalImages,
        photoIds: resolved.photoIds,
      };
      // Read from the stored analysis, not from the body: a client cannot leave a suspicion out.
      const regulated = analysisId ? await analyses.regulatedFlags(user.id, analysisId) : [];
      const row = await keepingPhotosOnlyIfSaved(user.id, resolved.stored, () =>
        regulated.length === 0
          ? repo.objects.insertObject(user.id, values)
          : repo.transaction(async (tx) => {
              const inserted = await tx.objects.insertObject(user.id, values);
              // The analysis is flagged already; the object is what stays in a collection to be reviewed.
              await tx.flagForReview({
                userId: user.id,
                kind: 'object',
                refId: String(inserted.id),
                reason: regulated.join(', '),
              });
              return inserted;
            }),
      );
      return toObject(row, thumb);
    },

    /** Any editable fields; photos dropped by the edit are deleted once no object of the owner shows them. */
    async update(user: SessionUser, id: number, body: PatchObjectBody): Promise<CollectionObject> {
      const current = await repo.objects.findObject(user.id, id);
      if (!current) throw objectNotFound();
      const min = body.estimatedValueMin !== undefined ? body.estimatedValueMin : current.estimatedValueMin;
      const max = body.estimatedValueMax !== undefined ? body.estimatedValueMax : current.estimatedValueMax;
      if (min != null && max != null && min > max) throw rangeError();
      await assertRoom(user.id, body.roomId);

      const { imageUrl, additionalImages, ...fields } = body;
      const values: Partial<ObjectValues> = { ...fields };
      let stored: string[] = [];
      if (imageUrl !== undefined || additionalImages !== undefined) {
        const resolved = await resolvePhotos(photos, user.id, [
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

      const { row, freed } = await keepingPhotosOnlyIfSaved(user.id, stored, () =>
        repo.transaction(async (tx) => {
          const updated = await tx.objects.updateObject(user.id, id, values);
          if (!updated) throw objectNotFound();
          const dropped = current.photoIds.filter((p) => !updated.photoIds.includes(p));
          const inUse = await tx.objects.photoIdsInUse(user.id, dropped);
          return { row: updated, freed: dropped.filter((p) => !inUse.has(p)) };
        }),
      );
      await cleanup(user.id, freed);
      return toObject(row, thumb);
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
