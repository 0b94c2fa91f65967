import type { SessionUser } from '../auth/guard';
/**
 * What the collection needs from the photo store (the photos module implements it: table `photos`, the
 * image pipeline, /api/photos/{id}). Photos are addressed as /api/photos/{id}; the store owns the bytes,
 * the thumbnails and who may read them.
 */
export interface PhotoPort {
  /** True only when every id is a photo of this user (an empty list is trivially owned). */
  ownsPhotos(userId: string, ids: string[]): Promise<boolean>;
  /** The ids among `ids` that are photos of this user (an import keeps those and drops the rest). */
  ownedPhotoIds(userId: string, ids: string[]): Promise<Set<string>>;
  /**
   * Stores an inline photo (data:image/...;base64,...) for this user: upright, metadata stripped,
   * normalised, with a thumbnail, within their plan's storage. Rejects with a VALIDATION AppError (400) when
   * the data is not a usable image (unreadable, too small or too large, not a JPEG, PNG or WebP).
   */
  storeDataUrl(
    user: SessionUser,
    dataUrl: string,
  ): Promise<{ id: string; url: string; thumbnailUrl: string }>;
  /** Removes these photos of this user; ids that are not the user's or already gone are ignored. */
  deletePhotos(userId: string, ids: string[]): Promise<void>;
  thumbnailUrl(id: string): string;
}
