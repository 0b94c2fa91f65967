import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPlan } from '../../../contracts/plans';
import { photos } from '../../db/schema';
import { jpeg, jpegDataUrl } from '../../test/images';
import { photoForm } from '../../test/multipart';
import { type Client, clientFor } from '../../test/members';
import { imageFiles } from '../../test/photos';
import { savedObject } from '../../test/objects';
import { createTestApp, type TestApp } from '../../test/harness';

describe("the plan's photo storage", () => {
  let t: TestApp;
  let full: Client;
  let room: number;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    full = await clientFor(t, 'full-storage@example.com');
    room = (await full.call('POST', '/api/rooms', { name: 'Grenier', type: 'custom' })).body.id;
    // Photos already kept up to the free plan's limit, less a few bytes.
    const limit = getPlan('patrimoine-gratuit').storageMb * 1024 * 1024;
    await t.database.db.insert(photos).values({
      id: randomUUID(),
      userId: full.id,
      storageKey: 'x/a.jpg',
      thumbnailKey: 'x/a.thumb.webp',
      width: 1,
      height: 1,
      bytes: limit - 10,
    });
  });
  afterAll(() => t.close());

  const count = async () =>
    (await t.database.db.select().from(photos).where(eq(photos.userId, full.id))).length;

  it('refuses a new photo past the limit with a clear 403, storing nothing', async () => {
    const before = { rows: await count(), files: imageFiles(t).length };
    const saved = await full.call(
      'POST',
      '/api/objects',
      savedObject({ roomId: room, imageUrl: await jpegDataUrl() }),
    );
    expect(saved.status).toBe(403);
    expect(saved.body.code).toBe('STORAGE_LIMIT');

    const form = photoForm([await jpeg()]);
    const analysed = await t.app.inject({
      method: 'POST',
      url: '/api/analyze-complete',
      payload: form.payload,
      headers: { ...form.headers, cookie: full.cookie },
    });
    expect(analysed.statusCode).toBe(403);
    expect(analysed.json().code).toBe('STORAGE_LIMIT');
    // Refused before the model ran: no analysis spent.
    expect((await full.call('GET', '/api/auth/user')).body.analysisCount).toBe(0);

    expect({ rows: await count(), files: imageFiles(t).length }).toEqual(before);
    expect((await full.call('GET', '/api/objects')).body).toEqual([]);
    // Saving without a photo still works.
    expect((await full.call('POST', '/api/objects', savedObject({ roomId: room }))).status).toBe(201);
  });
});
