import { createHash, randomUUID } from 'node:crypto';
import type { StoredPhoto } from '../../../contracts/analysis-api';
import { processImage, type ProcessedImage } from '../../images/pipeline';
import type { ImageStorage } from '../../images/storage';
import { yieldToEventLoop } from '../../event-loop';
import { AppError, badRequest, notFound } from '../../errors';
import { getPlan } from '../../../contracts/plans';
import type { SessionUser } from '../auth/guard';
import type { PhotoRepository, PhotoRow } from './repository';

export type PhotoVariant = 'full' | 'thumb';
export interface PhotoBytes {
  data: Buffer;
  contentType: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dataUrlPattern = /^data:image\/[a-z0-9.+-]+;base64,/i;
/** Ids per query: an import may name thousands of photos, far past a statement's parameter limit. */
const CHUNK = 1000;

export const photoUrl = (id: string) => `/api/photos/${id}`;
export const thumbnailUrl = (id: string) => `/api/photos/${id}?variant=thumb`;

/** The photo id inside a photo URL (what a saved object keeps as imageUrl), or null for anything else. */
export function photoIdFromUrl(url: string): string | null {
  const m = /^\/api\/photos\/([0-9a-f-]{36})(\?.*)?$/i.exec(url.trim());
  return m && uuidPattern.test(m[1]) ? m[1].toLowerCase() : null;
}

export function toStoredPhoto(row: PhotoRow): StoredPhoto {
  return {
    id: row.id,
    url: photoUrl(row.id),
    thumbnailUrl: thumbnailUrl(row.id),
    width: row.width,
    height: row.height,
  };
}

// Storage keys group a user's files (account deletion) and never carry characters a path could misuse.
function userSegment(userId: string): string {
  return /^[A-Za-z0-9_-]{1,100}$/.test(userId)
    ? userId
    : createHash('sha256').update(userId).digest('hex').slice(0, 40);
}

/** Bytes the user's plan may keep; none for super users (docs/product.md#limits). */
export function storageLimitOf(user: Pick<SessionUser, 'planId' | 'isSuperUser'>): number | undefined {
  return user.isSuperUser ? undefined : getPlan(user.planId).storageMb * 1024 * 1024;
}

export function createPhotoService(deps: { repo: PhotoRepository; storage: ImageStorage }) {
  const { repo, storage } = deps;

  /** Throws 403 STORAGE_LIMIT when these images would take the user past `limitBytes` (none: no limit). */
  async function ensureRoomFor(userId: string, images: ProcessedImage[], limitBytes?: number): Promise<void> {
    if (limitBytes === undefined) return;
    const adding = images.reduce((n, i) => n + i.image.length, 0);
    if ((await repo.bytesOwned(userId)) + adding > limitBytes) {
      throw new AppError(
        'STORAGE_LIMIT',
        `Your plan's storage (${Math.round(limitBytes / 1024 / 1024)} MB) is full: delete photos or choose a larger plan.`,
      );
    }
  }

  async function readRow(row: PhotoRow | undefined, variant: PhotoVariant): Promise<PhotoBytes> {
    if (!row) throw notFound('Photo not found');
    const data = await storage.get(variant === 'thumb' ? row.thumbnailKey : row.storageKey);
    if (!data) throw notFound('Photo not found');
    return { data, contentType: variant === 'thumb' ? 'image/webp' : 'image/jpeg' };
  }

  /** The ids among `ids` that are photos of this user (an import keeps those and drops the rest). */
  async function ownedPhotoIds(userId: string, ids: string[]): Promise<Set<string>> {
    // Only uuids can be photos (the id column is a uuid: anything else would be a database error).
    const wanted = [...new Set(ids.map((id) => id.toLowerCase()).filter((id) => uuidPattern.test(id)))];
    const owned = new Set<string>();
    for (let i = 0; i < wanted.length; i += CHUNK) {
      for (const row of await repo.findManyOwned(userId, wanted.slice(i, i + CHUNK))) owned.add(row.id);
    }
    return owned;
  }

  const service = {
    ensureRoomFor,
    ownedPhotoIds,

    /** True only when every id is a photo of this user (an empty list is trivially owned). */
    async ownsPhotos(userId: string, ids: string[]): Promise<boolean> {
      const wanted = new Set(ids.map((id) => id.toLowerCase()));
      if (wanted.size === 0) return true;
      return (await ownedPhotoIds(userId, [...wanted])).size === wanted.size;
    },

    /**
     * Stores an inline photo (data:image/...;base64,...) a saved object carries, within the user's plan.
     * Rejects with a 400 VALIDATION when the data is not a usable image (unreadable, too small or too
     * large, not a JPEG, PNG or WebP).
     */
    async storeDataUrl(user: SessionUser, dataUrl: string): Promise<{ id: string; url: string }> {
      if (!dataUrlPattern.test(dataUrl)) throw badRequest('A photo must be a data:image/...;base64 URL');
      const data = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      // The same pipeline as uploads: judged by content, upright, metadata stripped, normalised.
      const processed = await processImage(data).catch((err: unknown) => {
        // The collection's contract: an unreadable inline photo is a 400 VALIDATION, whatever the reason.
        if (err instanceof AppError && err.status < 500) throw badRequest(err.message);
        throw err;
      });
      const [row] = await service.store(user.id, [processed], storageLimitOf(user));
      return { id: row.id, url: photoUrl(row.id) };
    },

    /**
     * Writes the images and their rows. On any failure everything written so far is removed: a failed
     * request leaves no file behind.
     */
    async store(userId: string, images: ProcessedImage[], limitBytes?: number): Promise<PhotoRow[]> {
      await ensureRoomFor(userId, images, limitBytes);
      const written: string[] = [];
      const rows = images.map((img) => {
        const id = randomUUID();
        const base = `${userSegment(userId)}/${id}`;
        return {
          id,
          userId,
          storageKey: `${base}.jpg`,
          thumbnailKey: `${base}.thumb.webp`,
          width: img.width,
          height: img.height,
          bytes: img.image.length,
          createdAt: new Date(),
        };
      });
      try {
        await Promise.all(
          rows.flatMap((row, i) => [
            storage.put(row.storageKey, images[i].image).then(() => void written.push(row.storageKey)),
            storage
              .put(row.thumbnailKey, images[i].thumbnail)
              .then(() => void written.push(row.thumbnailKey)),
          ]),
        );
        await repo.insertMany(rows);
        return rows;
      } catch (err) {
        await Promise.allSettled(written.map((k) => storage.delete(k)));
        throw err;
      }
    },

    /** Removes photos (rows and files), e.g. when the analysis that uploaded them could not be saved. */
    async remove(userId: string, rows: PhotoRow[]): Promise<void> {
      await repo.deleteOwned(
        userId,
        rows.map((r) => r.id),
      );
      await Promise.allSettled(
        rows.flatMap((r) => [storage.delete(r.storageKey), storage.delete(r.thumbnailKey)]),
      );
    },

    /** Removes these photos of this user; ids that are not the user's or already gone are ignored. */
    async removeIds(userId: string, ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await service.remove(userId, await repo.findManyOwned(userId, ids));
    },

    /**
     * Account deletion: the rows (they would also go with the user by cascade), then the user's whole
     * folder, so no file outlives the account, not even one whose row a crash lost.
     */
    async removeAllOf(userId: string): Promise<void> {
      await repo.deleteAllOwned(userId);
      await storage.deleteAll(userSegment(userId));
    },

    /** The user's photos among `ids`, in order (rows only). */
    listOwned: (userId: string, ids: string[]) => repo.findManyOwned(userId, ids),

    /** The user's photos among `ids`, in order, with their normalised bytes; missing files are skipped. */
    async loadOwned(userId: string, ids: string[]): Promise<{ row: PhotoRow; data: Buffer }[]> {
      const rows = await repo.findManyOwned(userId, ids);
      const loaded = await Promise.all(
        rows.map(async (row) => ({ row, data: await storage.get(row.storageKey) })),
      );
      return loaded.flatMap((l) => (l.data ? [{ row: l.row, data: l.data }] : []));
    },

    /**
     * Many photos of this user read one at a time when asked (a dossier of thousands): their rows are
     * found at once, a thousand per query, so each read is the storage's alone. Not this user's: null.
     */
    async ownedReader(
      userId: string,
      ids: string[],
      variant: PhotoVariant,
    ): Promise<(id: string) => Promise<Buffer | null>> {
      const unique = [...new Set(ids)];
      const keys = new Map<string, string>();
      for (let i = 0; i < unique.length; i += CHUNK) {
        for (const row of await repo.findManyOwned(userId, unique.slice(i, i + CHUNK)))
          keys.set(row.id, variant === 'thumb' ? row.thumbnailKey : row.storageKey);
        await yieldToEventLoop();
      }
      return async (id) => {
        const key = keys.get(id);
        return key ? storage.get(key) : null;
      };
    },

    /** The normalised bytes of the photo an object's URL names, if it is this user's; null otherwise. */
    async bytesOf(userId: string, url: string | null): Promise<Buffer | null> {
      const id = url ? photoIdFromUrl(url) : null;
      if (!id) return null;
      const [loaded] = await service.loadOwned(userId, [id]);
      return loaded?.data ?? null;
    },

    /** Owner, or an administrator; anyone else gets the same 404 as for a photo that does not exist. */
    async read(viewer: SessionUser, id: string, variant: PhotoVariant): Promise<PhotoBytes> {
      if (!uuidPattern.test(id)) throw notFound('Photo not found');
      const row = viewer.isSuperUser ? await repo.findAnyForAdmin(id) : await repo.findOwned(viewer.id, id);
      return readRow(row, variant);
    },

    /** A photo of this owner, for a reader the caller already vouched for (a share link's visitor). */
    async readOwned(ownerId: string, id: string, variant: PhotoVariant): Promise<PhotoBytes> {
      if (!uuidPattern.test(id)) throw notFound('Photo not found');
      return readRow(await repo.findOwned(ownerId, id), variant);
    },
  };
  return service;
}

export type PhotoService = ReturnType<typeof createPhotoService>;
