import path from 'node:path';
import { eq } from 'drizzle-orm';
import { photos } from '../db/schema';
import { filesUnder, type TestApp } from './harness';

/** Where the file storage of a test app keeps photos and thumbnails. */
export const imagesDir = (t: TestApp) => path.join(t.dataDir, 'images');

/** Every file under the image store (photos, thumbnails, any temporary file a failed write left). */
export function imageFiles(t: TestApp): string[] {
  return filesUnder(imagesDir(t));
}

/** A photo as its owner reads it, through GET /api/photos/{id}; null when the store does not serve it. */
export async function readPhoto(t: TestApp, c: { cookie: string }, photoUrl: string): Promise<Buffer | null> {
  const res = await t.app.inject({
    method: 'GET',
    url: photoUrl.split('?')[0],
    headers: { cookie: c.cookie },
  });
  return res.statusCode === 200 ? res.rawPayload : null;
}

export const photoExists = async (t: TestApp, c: { cookie: string }, photoUrl: string) =>
  (await readPhoto(t, c, photoUrl)) !== null;

/** Neither a row nor a file of this photo is left in the store. */
export async function photoGone(t: TestApp, photoUrl: string): Promise<boolean> {
  const id = photoUrl.split('/').pop()!.split('?')[0];
  const rows = await t.database.db.select({ id: photos.id }).from(photos).where(eq(photos.id, id));
  return rows.length === 0 && !imageFiles(t).some((f) => path.basename(f).startsWith(id));
}
