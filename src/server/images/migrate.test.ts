import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../test/s3-server';
import { migratePhotos } from './migrate';
import { createS3Storage, s3ClientFromEnv } from './s3-storage';
import { createFileStorage } from './storage';

describe('moving local photos to a bucket', () => {
  let s3: TestS3;
  let root: string;
  beforeAll(async () => {
    s3 = await startTestS3();
    root = await mkdtemp(path.join(tmpdir(), 'trouvaille-migrate-'));
  });
  afterAll(async () => {
    await s3.close();
    await rm(root, { recursive: true, force: true });
  });

  it('copies and verifies every file, can run again, and removes local files only when asked', async () => {
    const local = createFileStorage(root);
    const bucket = createS3Storage({ bucket: s3.bucket, prefix: 'app' }, s3ClientFromEnv(s3.env));
    await local.put('u1/a.jpg', Buffer.from('photo a'));
    await local.put('u1/a.thumb.webp', Buffer.from('thumb a'));
    await local.put('u2/b.jpg', Buffer.from('photo b'));

    expect(await migratePhotos(local, bucket)).toEqual({ copied: 3, alreadyThere: 0, deletedLocal: 0 });
    expect((await bucket.get('u2/b.jpg'))?.toString()).toBe('photo b');
    expect(await local.exists('u1/a.jpg')).toBe(true);

    await local.put('u2/c.jpg', Buffer.from('photo c'));
    expect(await migratePhotos(local, bucket, { deleteLocal: true })).toEqual({
      copied: 1,
      alreadyThere: 3,
      deletedLocal: 4,
    });
    expect((await bucket.get('u2/c.jpg'))?.toString()).toBe('photo c');
    const left = (await readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
    expect(left).toEqual([]);
  });

  it('refuses to start when the bucket cannot be reached, deleting nothing', async () => {
    const local = createFileStorage(root);
    await local.put('u3/d.jpg', Buffer.from('d'));
    const missing = createS3Storage({ bucket: 'no-such-bucket', prefix: '' }, s3ClientFromEnv(s3.env));
    await expect(migratePhotos(local, missing, { deleteLocal: true })).rejects.toThrow();
    expect(await local.exists('u3/d.jpg')).toBe(true);
  });
});
