import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { analyses, objects } from '../../db/schema';
import { testDbKinds } from '../../test/databases';
import { withTestApp, type TestApp } from '../../test/harness';
import { clientFor, savedObject, type Client } from './test-kit';

/** Analyses as the analysis module records them: rows in `analyses`, counted when successful. */
async function recordAnalysis(t: TestApp, userId: string, at = new Date()) {
  await t.database.db.insert(analyses).values({
    userId,
    kind: 'complete',
    provider: 'embedded',
    model: 'test',
    language: 'fr',
    status: 'success',
    createdAt: at,
  });
}

describe.each(testDbKinds())('dashboard stats on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const fresh = async () => clientFor(t, `dash${++n}-${kind}@example.com`);
  const stats = async (c: Client) => {
    const res = await c.call('GET', '/api/dashboard/stats');
    expect(res.status).toBe(200);
    return res.body;
  };

  withTestApp((app) => (t = app), kind);

  it('starts a new user at zero, with their main house', async () => {
    const c = await fresh();
    expect(await stats(c)).toEqual({
      objectCount: 0,
      roomCount: 0,
      houseCount: 1,
      totalValueMin: 0,
      totalValueMax: 0,
      analysesThisMonth: 0,
      recentObjects: [],
    });
  });

  it('follows creates and deletes, and counts only this month’s analyses of this user', async () => {
    const c = await fresh();
    const other = await fresh();
    const room = (await c.call('POST', '/api/rooms', { name: 'Salon', type: 'living_room' })).body;
    await c.call('POST', '/api/rooms', { name: 'Cuisine', type: 'kitchen' });
    const ids: number[] = [];
    for (const [min, max] of [
      [100, 200],
      [50.5, 80.25],
      [10, null],
      [1000, 3000],
    ]) {
      const res = await c.call(
        'POST',
        '/api/objects',
        savedObject({ roomId: room.id, estimatedValueMin: min, estimatedValueMax: max }),
      );
      ids.push(res.body.id);
    }
    await other.call(
      'POST',
      '/api/objects',
      savedObject({ estimatedValueMin: 99999, estimatedValueMax: 99999 }),
    );
    await recordAnalysis(t, c.id);
    await recordAnalysis(t, c.id);
    await recordAnalysis(t, c.id, new Date(Date.UTC(2020, 0, 15)));
    await recordAnalysis(t, other.id);

    let s = await stats(c);
    expect(s).toMatchObject({
      objectCount: 4,
      roomCount: 2,
      houseCount: 1,
      totalValueMin: 1160.5,
      // An object with only a minimum counts it in the maximum too: the range never inverts.
      totalValueMax: 3290.25,
      analysesThisMonth: 2,
    });
    expect(s.recentObjects.map((o: any) => o.id)).toEqual([ids[3], ids[2], ids[1]]);
    expect(Object.keys(s.recentObjects[0])).not.toContain('description');

    await c.call('DELETE', `/api/objects/${ids[3]}`);
    await c.call('DELETE', `/api/rooms/${room.id}`, { deleteObjects: true });
    s = await stats(c);
    expect(s).toMatchObject({
      objectCount: 0,
      roomCount: 1,
      totalValueMin: 0,
      totalValueMax: 0,
      recentObjects: [],
    });
    expect((await stats(other)).objectCount).toBe(1);
  });

  it('lists as last week’s finds only objects of the last 7 days, 3 at most, newest first', async () => {
    const c = await fresh();
    const made: number[] = [];
    for (let i = 0; i < 5; i++)
      made.push((await c.call('POST', '/api/objects', savedObject({ name: `Objet ${i}` }))).body.id);
    const daysAgo = (d: number) => new Date(Date.now() - d * 24 * 3600 * 1000);
    await t.database.db
      .update(objects)
      .set({ createdAt: daysAgo(8) })
      .where(eq(objects.id, made[4]));
    await t.database.db
      .update(objects)
      .set({ createdAt: daysAgo(6) })
      .where(eq(objects.id, made[3]));
    await t.database.db
      .update(objects)
      .set({ createdAt: daysAgo(1) })
      .where(eq(objects.id, made[0]));
    const recent = (await stats(c)).recentObjects.map((o: any) => o.id);
    expect(recent).toEqual([made[2], made[1], made[0]]);
    await t.database.db
      .update(objects)
      .set({ createdAt: daysAgo(9) })
      .where(eq(objects.id, made[2]));
    await t.database.db
      .update(objects)
      .set({ createdAt: daysAgo(9) })
      .where(eq(objects.id, made[1]));
    expect((await stats(c)).recentObjects.map((o: any) => o.id)).toEqual([made[0], made[3]]);
  });
});
