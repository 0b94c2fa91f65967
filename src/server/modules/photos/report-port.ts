import type { ReportPhotoPort } from '../reports/photos-port';
import { photoIdFromUrl, type PhotoService } from './service';

/** The reports' view of the photo store: an object's photo, read through the owner's registry. */
export function reportPhotoPort(photos: PhotoService): ReportPhotoPort {
  return {
    async photoOf(userId, url) {
      const id = url ? photoIdFromUrl(url) : null;
      if (!id) return null;
      const [loaded] = await photos.loadOwned(userId, [id]);
      return loaded?.data ?? null;
    },
  };
}
