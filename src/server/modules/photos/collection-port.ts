import { processImage } from '../../images/pipeline';
import { badRequest } from '../../errors';
import type { PhotoPort } from '../collection/photos-port';
import { photoUrl, thumbnailUrl, type PhotoService } from './service';

const DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,/i;

/** The collection's view of the photo store: one registry (table `photos`), one pipeline, one URL scheme. */
export function collectionPhotoPort(photos: PhotoService): PhotoPort {
  return {
    async ownsPhotos(userId, ids) {
      const wanted = new Set(ids.map((id) => id.toLowerCase()));
      if (wanted.size === 0) return true;
      const rows = await photos.listOwned(userId, [...wanted]);
      return rows.length === wanted.size;
    },

    async storeDataUrl(userId, dataUrl) {
      if (!DATA_URL.test(dataUrl)) throw badRequest('A photo must be a data:image/...;base64 URL');
      const data = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      // The same pipeline as uploads: judged by content, upright, metadata stripped, normalised.
      const [row] = await photos.store(userId, [await processImage(data)]);
      return { id: row.id, url: photoUrl(row.id), thumbnailUrl: thumbnailUrl(row.id) };
    },

    async deletePhotos(userId, ids) {
      if (ids.length === 0) return;
      await photos.remove(userId, await photos.listOwned(userId, ids));
    },

    thumbnailUrl,
  };
}
