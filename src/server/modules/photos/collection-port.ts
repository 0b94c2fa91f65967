import { processImage } from '../../images/pipeline';
import { AppError, badRequest } from '../../errors';
import type { PhotoPort } from '../collection/photos-port';
import { photoUrl, storageLimitOf, thumbnailUrl, type PhotoService } from './service';

const DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids per query: an import may name thousands of photos, far past a statement's parameter limit. */
const CHUNK = 1000;

/** The collection's view of the photo store: one registry (table `photos`), one pipeline, one URL scheme. */
export function collectionPhotoPort(photos: PhotoService): PhotoPort {
  async function ownedPhotoIds(userId: string, ids: string[]): Promise<Set<string>> {
    // Only uuids can be photos (the id column is a uuid: anything else would be a database error).
    const wanted = [...new Set(ids.map((id) => id.toLowerCase()).filter((id) => UUID.test(id)))];
    const owned = new Set<string>();
    for (let i = 0; i < wanted.length; i += CHUNK) {
      for (const row of await photos.listOwned(userId, wanted.slice(i, i + CHUNK))) owned.add(row.id);
    }
    return owned;
  }

  return {
    ownedPhotoIds,

    async ownsPhotos(userId, ids) {
      const wanted = new Set(ids.map((id) => id.toLowerCase()));
      if (wanted.size === 0) return true;
      return (await ownedPhotoIds(userId, [...wanted])).size === wanted.size;
    },

    async storeDataUrl(user, dataUrl) {
      if (!DATA_URL.test(dataUrl)) throw badRequest('A photo must be a data:image/...;base64 URL');
      const data = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      // The same pipeline as uploads: judged by content, upright, metadata stripped, normalised.
      const processed = await processImage(data).catch((err: unknown) => {
        // The collection's contract: an unreadable inline photo is a 400 VALIDATION, whatever the reason.
        if (err instanceof AppError && err.status < 500) throw badRequest(err.message);
        throw err;
      });
      const [row] = await photos.store(user.id, [processed], storageLimitOf(user));
      return { id: row.id, url: photoUrl(row.id), thumbnailUrl: thumbnailUrl(row.id) };
    },

    async deletePhotos(userId, ids) {
      if (ids.length === 0) return;
      await photos.remove(userId, await photos.listOwned(userId, ids));
    },

    thumbnailUrl,
  };
}
