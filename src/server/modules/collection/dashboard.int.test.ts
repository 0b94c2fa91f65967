import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { COLLECTION_EXPORT_VERSION } from '../../../contracts/account';
import { objects } from '../../db/schema';
import { recordAnalysis } from '../../test/analyses';
import { sameDatabase, testDbKinds } from '../../test/databases';
import { createTestApp, withTestApp, type TestApp } from '../../test/harness';
import { type Client, clientFor } from '../../test/members';
import { savedObject } from '../../test/objects';

/** The owner's totals counted from their objects as they are now, the way the dashboard defines them. */
async function recount(t: TestApp, userId: string) {
  const [row] = await t.database.db
    .select({
      objectCount: sql<number>`count(*)::int`,
      totalValueMin: sql<string>`coalesce(sum(coalesce(${objects.estimatedValueMin}, 0)), 0)::text`,
      totalValueMax: sql<string>`coalesce(sum(coalesce(${objects.estimatedValueMax}, ${objects.estimatedValueMin}, 0)), 0)::text`,
    })
    .from(objects)
    .where(eq(objects.userId, userId));
  return {
    objectCount: row.objectCount,
    totalValueMin: Number(row.totalValueMin),
    totalValueMax: Number(row.totalValueMax),
  };
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
    await recordAnalysis(t.database.db, c.id);
    await recordAnalysis(t.database.db, c.id);
    await recordAnalysis(t.database.db, c.id, { at: new Date(Date.UTC(2020, 0, 15)) });
    await recordAnalysis(t.database.db, other.id);

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

  it('keeps its totals right after every kind of write, made through any instance', async () => {
    const c = await fresh();
    const other = await fresh();
    // A second process on the same database: what one writes, the other's dashboard shows at once.
    const b = await createTestApp(kind, {}, { database: await sameDatabase(t.database) });
    try {
      const viaB = (method: 'PATCH' | 'DELETE' | 'POST', url: string, payload?: object) =>
        b.app.inject({ method, url, headers: { cookie: c.cookie }, ...(payload ? { payload } : {}) });
      const totals = async (who: Client) => {
        const { objectCount, totalValueMin, totalValueMax } = await stats(who);
        return { objectCount, totalValueMin, totalValueMax };
      };
      const expectRight = async (step: string) => {
        expect(await totals(c), step).toEqual(await recount(t, c.id));
        expect(await totals(other), step).toEqual(await recount(t, other.id));
      };

      const room = (await c.call('POST', '/api/rooms', { name: 'Salon', type: 'living_room' })).body;
      const made: number[] = [];
      for (const [min, max] of [
        [100, 200],
        [0.5, null],
        [null, null],
        [1000.25, 3000.75],
      ])
        made.push(
          (
            await c.call(
              'POST',
              '/api/objects',
              savedObject({ roomId: room.id, estimatedValueMin: min, estimatedValueMax: max }),
            )
          ).body.id,
        );
      await other.call('POST', '/api/objects', savedObject({ estimatedValueMin: 7, estimatedValueMax: 9 }));
      await expectRight('created');
      expect(await totals(c)).toEqual({ objectCount: 4, totalValueMin: 1100.75, totalValueMax: 3201.25 });

      // Edits through the other instance: a new range, a maximum removed, a range given, a text only.
      expect(
        (await viaB('PATCH', `/api/objects/${made[0]}`, { estimatedValueMin: 150, estimatedValueMax: 400 }))
          .statusCode,
      ).toBe(200);
      expect((await viaB('PATCH', `/api/objects/${made[3]}`, { estimatedValueMax: null })).statusCode).toBe(
        200,
      );
      expect(
        (await viaB('PATCH', `/api/objects/${made[2]}`, { estimatedValueMin: 20, estimatedValueMax: 30 }))
          .statusCode,
      ).toBe(200);
      expect((await viaB('PATCH', `/api/objects/${made[1]}`, { notes: 'rien ne change' })).statusCode).toBe(
        200,
      );
      await expectRight('edited through the other instance');

      // An import: many rows in one statement.
      const imported = await c.call('POST', '/api/import', {
        version: COLLECTION_EXPORT_VERSION,
        exportedAt: new Date().toISOString(),
        houses: [],
        rooms: [],
        objects: Array.from({ length: 30 }, (_, i) => ({
          id: `o${i}`,
          name: `Objet importé ${i}`,
          roomId: null,
          estimatedValueMin: i % 3 === 0 ? null : i * 10,
          estimatedValueMax: i % 2 === 0 ? null : i * 20,
        })),
      });
      expect(imported.status, JSON.stringify(imported.body)).toBeLessThan(300);
      await expectRight('imported');

      // One statement over both owners' rows at once (as a migration or an admin fix would).
      const ids = (
        await t.database.db
          .select({ id: objects.id })
          .from(objects)
          .where(inArray(objects.userId, [c.id, other.id]))
      ).map((r) => r.id);
      await t.database.db
        .update(objects)
        .set({ estimatedValueMin: sql`coalesce(${objects.estimatedValueMin}, 0) + 1` })
        .where(inArray(objects.id, ids));
      await expectRight('updated for two owners in one statement');

      // Deletes: one object through the other instance, then a room with its objects.
      await c.call('POST', '/api/objects', savedObject({ roomId: room.id, estimatedValueMin: 5 }));
      expect((await viaB('DELETE', `/api/objects/${made[1]}`)).statusCode).toBe(200);
      await expectRight('deleted through the other instance');
      await c.call('DELETE', `/api/rooms/${room.id}`, { deleteObjects: true });
      await expectRight('room deleted with its objects');
      expect((await totals(c)).objectCount).toBe(30);
      await t.database.db.delete(objects).where(eq(objects.userId, c.id));
      expect(await totals(c)).toEqual({ objectCount: 0, totalValueMin: 0, totalValueMax: 0 });
      expect((await totals(other)).objectCount).toBe(1);
    } finally {
      await b.close();
    }
  });
});
