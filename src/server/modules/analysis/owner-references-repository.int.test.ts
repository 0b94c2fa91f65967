import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { photos, user } from '../../db/schema';
import { openTestDatabase, testDbKinds } from '../../test/databases';
import { FEATURES } from '../../analysis/embedded/references';
import { createOwnerReferenceRepository } from './owner-references-repository';

/** A unit vector along one axis, with a little on the next so that float16 has something to round. */
const vector = (axis: number) => {
  const v = new Float32Array(FEATURES);
  v[axis] = 0.8;
  v[axis + 1] = 0.6;
  return v;
};

describe.each(testDbKinds())('owner references on %s', (kind) => {
  let database: Database;
  let repo: ReturnType<typeof createOwnerReferenceRepository>;
  const photoOf = async (userId: string) => {
    const id = randomUUID();
    await database.db
      .insert(photos)
      .values({ id, userId, storageKey: id, thumbnailKey: id, width: 1, height: 1, bytes: 1 });
    return id;
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    repo = createOwnerReferenceRepository(database.db);
    await database.db.insert(user).values([
      { id: 'u1', email: 'u1@example.com' },
      { id: 'u2', email: 'u2@example.com' },
    ]);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('keeps the vector and type, one per photo, for its owner only', async () => {
    const photo = await photoOf('u1');
    await repo.save('u1', [{ typeId: 'mantel-clock', vector: vector(3), photoId: photo }]);
    await repo.save('u1', [{ typeId: 'barometer', vector: vector(7), photoId: photo }]);
    const [ref, ...more] = await repo.listOwned('u1');
    expect(more).toEqual([]);
    expect(ref.typeId).toBe('barometer');
    expect(ref.vector[7]).toBeCloseTo(0.8, 3);
    expect(ref.vector[8]).toBeCloseTo(0.6, 3);
    expect(ref.vector[3]).toBe(0);
    expect(await repo.listOwned('u2')).toEqual([]);
    expect(await repo.countOwned('u2')).toBe(0);
  });

  it('drops the oldest past the cap', async () => {
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await photoOf('u2'));
    for (const [i, photoId] of ids.entries())
      await repo.save('u2', [{ typeId: `type-${i}`, vector: vector(i), photoId }], 3);
    expect((await repo.listOwned('u2')).map((r) => r.typeId)).toEqual(['type-3', 'type-2', 'type-1']);
    // Another owner's are never dropped for it.
    expect(await repo.countOwned('u1')).toBe(1);
    expect((await repo.listPooled(10)).length).toBe(4);
  });
});
