import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createS3Storage, s3ClientFromEnv } from '../../images/s3-storage';
import type { ImageStorage } from '../../images/storage';
import { testDbKinds } from '../../test/databases';
import type { TestApp } from '../../test/harness';
import { withS3TestApp } from '../../test/s3-app';
import { clientFor } from '../../test/members';
import { jpegDataUrl } from '../../test/images';
import { readPhoto } from '../../test/photos';
import { savedObject } from '../../test/objects';

const keys = async (storage: ImageStorage) => {
  const out: string[] = [];
  for await (const k of storage.list()) out.push(k);
  return out;
};

describe.each(testDbKinds())('photos in an S3-compatible bucket on %s', (kind) => {
  let t: TestApp;
  let bucket: ImageStorage;

  withS3TestApp(kind, (app, s3) => {
    t = app;
    bucket = createS3Storage({ bucket: s3.bucket, prefix: 'trouvaille' }, s3ClientFromEnv(s3.env));
  });

  it('stores photos in the bucket, serves them to their owner only, and writes nothing to DATA_DIR', async () => {
    const owner = await clientFor(t, `s3-owner-${kind}@example.com`);
    const other = await clientFor(t, `s3-other-${kind}@example.com`);
    const room = await owner.call('POST', '/api/rooms', { name: 'Salon', type: 'living_room' });
    const created = await owner.call(
      'POST',
      '/api/objects',
      savedObject({ roomId: room.body.id, imageUrl: await jpegDataUrl(80, 60) }),
    );
    expect(created.status).toBe(201);
    const url: string = created.body.imageUrl;

    const stored = await keys(bucket);
    expect(stored.some((k) => k.startsWith(`${owner.id}/`) && k.endsWith('.jpg'))).toBe(true);
    expect(stored.some((k) => k.endsWith('.thumb.webp'))).toBe(true);

    const bytes = await readPhoto(t, owner, url);
    expect(bytes?.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(await readPhoto(t, other, url)).toBeNull();
    expect((await t.app.inject({ url: url.split('?')[0] })).statusCode).toBe(401);

    expect(existsSync(path.join(t.dataDir, 'images'))).toBe(false);
  });

  it('empties the user prefix in the bucket when the account is deleted', async () => {
    const gone = await clientFor(t, `s3-gone-${kind}@example.com`);
    const room = await gone.call('POST', '/api/rooms', { name: 'Cave', type: 'custom' });
    await gone.call(
      'POST',
      '/api/objects',
      savedObject({ roomId: room.body.id, imageUrl: await jpegDataUrl() }),
    );
    expect((await keys(bucket)).some((k) => k.startsWith(`${gone.id}/`))).toBe(true);
    const res = await gone.call('DELETE', '/api/auth/user', { password: 'correct-horse-1' });
    expect(res.status).toBeLessThan(300);
    expect((await keys(bucket)).some((k) => k.startsWith(`${gone.id}/`))).toBe(false);
  });
});
