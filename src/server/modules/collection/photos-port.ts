import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { badRequest } from '../../errors';

/**
 * What the collection needs from the photo store. Photos are addressed as /api/photos/{id}; the store
 * owns the bytes, the thumbnails and who may read them.
 */
export interface PhotoPort {
  /** True only when every id is a photo of this user (an empty list is trivially owned). */
  ownsPhotos(userId: string, ids: string[]): Promise<boolean>;
  /**
   * Stores an inline photo (data:image/...;base64,...) for this user: upright, metadata stripped,
   * normalised, with a thumbnail. Rejects with a 400 AppError when the data is not a readable image.
   */
  storeDataUrl(userId: string, dataUrl: string): Promise<{ id: string; url: string; thumbnailUrl: string }>;
  /** Removes these photos of this user; ids that are not the user's or already gone are ignored. */
  deletePhotos(userId: string, ids: string[]): Promise<void>;
  thumbnailUrl(id: string): string;
}

export const photoUrl = (id: string) => `/api/photos/${id}`;
export const photoThumbnailUrl = (id: string) => `/api/photos/${id}?variant=thumb`;

const IMAGE_MAX_EDGE = 2048;
const THUMB_EDGE = 320;
const safeSegment = /^[A-Za-z0-9_-]{1,128}$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * TEMPORARY ADAPTER, to be replaced at merge by the analysis module's photo store (table `photos`, the
 * /api/photos/{id} route and its image pipeline). It keeps no table of its own so there are never two
 * photo registries: a photo is owned by the user whose folder holds it,
 * `root/{userId}/{id}.jpg` (≤ 2048 px JPEG) and `{id}.thumb.webp` (320 px). Until the merge nothing
 * serves these files over HTTP.
 */
export function createFilePhotoPort(root: string): PhotoPort {
  const base = path.resolve(root);
  const folderOf = (userId: string) => {
    // User ids come from the session, never from a request; the check still keeps paths inside root.
    if (!safeSegment.test(userId)) throw new Error('Unexpected user id for photo storage');
    return path.join(base, userId);
  };
  const filesOf = (userId: string, id: string) => ({
    image: path.join(folderOf(userId), `${id.toLowerCase()}.jpg`),
    thumb: path.join(folderOf(userId), `${id.toLowerCase()}.thumb.webp`),
  });

  async function writeAtomically(file: string, data: Buffer) {
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(tmp, data, { flag: 'wx', mode: 0o600 });
      await rename(tmp, file);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  return {
    async ownsPhotos(userId, ids) {
      for (const id of ids) {
        if (!uuidPattern.test(id)) return false;
        try {
          if (!(await stat(filesOf(userId, id).image)).isFile()) return false;
        } catch {
          return false;
        }
      }
      return true;
    },

    async storeDataUrl(userId, dataUrl) {
      const comma = dataUrl.indexOf(',');
      if (!/^data:image\/[a-z0-9.+-]+;base64$/i.test(dataUrl.slice(0, comma))) {
        throw badRequest('A photo must be a data:image/...;base64 URL');
      }
      const input = Buffer.from(dataUrl.slice(comma + 1), 'base64');
      let image: Buffer;
      let thumb: Buffer;
      try {
        // rotate() applies the EXIF orientation; sharp drops every metadata block (GPS!) unless asked to keep it.
        const upright = sharp(input, { limitInputPixels: 80_000_000 }).rotate();
        image = await upright
          .clone()
          .resize(IMAGE_MAX_EDGE, IMAGE_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality: 85, mozjpeg: true })
          .toBuffer();
        thumb = await upright
          .clone()
          .resize(THUMB_EDGE, THUMB_EDGE, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 75 })
          .toBuffer();
      } catch {
        throw badRequest('The photo could not be read as an image');
      }
      const id = randomUUID();
      const files = filesOf(userId, id);
      await mkdir(path.dirname(files.image), { recursive: true });
      await writeAtomically(files.thumb, thumb);
      await writeAtomically(files.image, image);
      return { id, url: photoUrl(id), thumbnailUrl: photoThumbnailUrl(id) };
    },

    async deletePhotos(userId, ids) {
      for (const id of ids) {
        if (!uuidPattern.test(id)) continue;
        const files = filesOf(userId, id);
        await rm(files.image, { force: true });
        await rm(files.thumb, { force: true });
      }
    },

    thumbnailUrl: photoThumbnailUrl,
  };
}
