import type { SessionUser } from '../auth/guard';
import type { FastifyBaseLogger } from 'fastify';
import { dataUrlPattern, photoUrlPattern } from '../../../contracts/collection';
import { notFound } from '../../errors';
import type { PhotoService } from '../photos/service';

/** Deletes photos after the database change that freed them has committed. */
export type PhotoCleanup = (userId: string, ids: string[]) => Promise<void>;

export function createPhotoCleanup(photos: PhotoService, log: FastifyBaseLogger): PhotoCleanup {
  return async (userId, ids) => {
    if (ids.length === 0) return;
    try {
      await photos.removeIds(userId, ids);
    } catch (err) {
      // The rows are gone already; a failed file delete must not turn the user's success into an error.
      log.error({ err, userId, photoIds: ids }, 'photo cleanup failed; files left behind');
    }
  };
}

export const photoIdOf = (url: string | null | undefined): string | null =>
  url ? (photoUrlPattern.exec(url)?.[1]?.toLowerCase() ?? null) : null;

export interface ResolvedPhotos {
  imageUrl: string | null;
  additionalImages: string[];
  photoIds: string[];
  /** Photos stored by this call, to remove again if the save that needed them fails. */
  stored: string[];
}

/**
 * Turns the photo references of a request into stored photos: /api/photos/{id} URLs must be the user's
 * (404 otherwise, as for any id of someone else), data URLs are stored through the photo service. The first
 * photo is the image; duplicates are dropped.
 */
export async function resolvePhotos(
  photos: PhotoService,
  user: SessionUser,
  refs: Array<string | null | undefined>,
): Promise<ResolvedPhotos> {
  const userId = user.id;
  const given = refs.filter((r): r is string => Boolean(r));
  const referenced = [...new Set(given.map(photoIdOf).filter((id): id is string => id !== null))];
  if (!(await photos.ownsPhotos(userId, referenced))) throw notFound('Photo not found');

  const stored: string[] = [];
  const urls: string[] = [];
  try {
    // One at a time: a phone's photos decoded together would spike memory for no gain.
    for (const ref of given) {
      if (dataUrlPattern.test(ref)) {
        const photo = await photos.storeDataUrl(user, ref);
        stored.push(photo.id);
        urls.push(photo.url);
      } else {
        urls.push(ref);
      }
    }
  } catch (err) {
    await photos.removeIds(userId, stored);
    throw err;
  }
  const unique = [...new Set(urls)];
  return {
    imageUrl: unique[0] ?? null,
    additionalImages: unique.slice(1),
    photoIds: [...new Set(unique.map(photoIdOf).filter((id): id is string => id !== null))],
    stored,
  };
}
