import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { objects, user } from '../../db/schema';
import { testDbKinds } from '../../test/databases';
import { withTestApp, type TestApp } from '../../test/harness';
import { type Client, clientFor } from '../../test/members';
import { saveObject } from '../../test/objects';

/** Lists are tagged by the collection version and whole lists are kept in memory against it. */
describe.each(testDbKinds())('object lists, tagged and kept, on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const fresh = async () => clientFor(t, `lists${++n}-${kind}@example.com`);
  const get = (c: Client, url: string, ifNoneMatch?: string) =>
    t.app.inject({
      url,
      headers: { cookie: c.cookie, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
    });
  const create = saveObject;
  const versionOf = async (userId: string) =>
    (await t.database.db.select({ v: user.collectionVersion }).from(user).where(eq(user.id, userId)))[0].v;

  withTestApp((app) => (t = app), kind);

  it('answers 304 while nothing changed, and the new list once anything did', async () => {
    const c = await fresh();
    const room = (await c.call('POST', '/api/rooms', { name: 'Salon', type: 'living_room' })).body;
    const first = await create(c, { name: 'Vase', roomId: room.id });

    for (const url of [
      '/api/objects',
      '/api/objects?sort=name',
      '/api/objects?limit=1',
      `/api/objects/room/${room.id}`,
    ]) {
      const res = await get(c, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      const tag = res.headers.etag as string;
      expect(tag).toMatch(/^W\/".+"$/);
      const again = await get(c, url, tag);
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      // Several tags, as a browser may send.
      expect((await get(c, url, `W/"other", ${tag}`)).statusCode).toBe(304);
    }

    const tag = (await get(c, '/api/objects')).headers.etag as string;
    await c.call('PATCH', `/api/objects/${first.id}`, { name: 'Vase de Gallé' });
    const changed = await get(c, '/api/objects', tag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    expect(changed.json().map((o: any) => o.name)).toEqual(['Vase de Gallé']);

    const second = await create(c, { name: 'Pendule' });
    expect(
      (await get(c, '/api/objects', changed.headers.etag as string)).json().map((o: any) => o.id),
    ).toEqual([second.id, first.id]);
    const before = (await get(c, '/api/objects')).headers.etag as string;
    await c.call('DELETE', `/api/objects/${second.id}`);
    const afterDelete = await get(c, '/api/objects', before);
    expect(afterDelete.statusCode).toBe(200);
    expect(afterDelete.json().map((o: any) => o.id)).toEqual([first.id]);
  });

  it('never answers 304 nor another user’s list to a second user holding the first one’s tag', async () => {
    const a = await fresh();
    const b = await fresh();
    await create(a, { name: 'Commode' });
    const tagA = (await get(a, '/api/objects')).headers.etag as string;
    // Same version number on both sides: the tag still tells the owners apart.
    expect(await versionOf(b.id)).toBe(0);
    await t.database.db
      .update(user)
      .set({ collectionVersion: await versionOf(a.id) })
      .where(eq(user.id, b.id));
    const res = await get(b, '/api/objects', tagA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers.etag).not.toBe(tagA);
  });

  it('follows changes made outside this process (straight in the database), and bumps once per statement', async () => {
    const c = await fresh();
    const made = [await create(c, { name: 'Un' }), await create(c, { name: 'Deux' })];
    expect((await get(c, '/api/objects')).json().map((o: any) => o.name)).toEqual(['Deux', 'Un']);

    const version = await versionOf(c.id);
    await t.database.db.update(objects).set({ name: 'Changé ailleurs' }).where(eq(objects.userId, c.id));
    expect(await versionOf(c.id)).toBe(version + 1);
    const res = await get(c, '/api/objects');
    expect(res.json().map((o: any) => o.name)).toEqual(['Changé ailleurs', 'Changé ailleurs']);

    await t.database.db.delete(objects).where(eq(objects.id, made[0].id));
    expect((await get(c, '/api/objects')).json().map((o: any) => o.id)).toEqual([made[1].id]);
    expect(await versionOf(c.id)).toBe(version + 2);
  });

  it('moves objects out of a deleted room and shows them moved in the cached lists', async () => {
    const c = await fresh();
    const from = (await c.call('POST', '/api/rooms', { name: 'Grenier', type: 'custom' })).body;
    const to = (await c.call('POST', '/api/rooms', { name: 'Cave', type: 'custom' })).body;
    await create(c, { name: 'Malle', roomId: from.id });
    expect((await get(c, '/api/objects')).json()[0].roomId).toBe(from.id);
    expect((await c.call('DELETE', `/api/rooms/${from.id}`, { moveToRoomId: to.id })).status).toBe(200);
    expect((await get(c, '/api/objects')).json()[0].roomId).toBe(to.id);
    expect((await get(c, `/api/objects/room/${to.id}`)).json()).toHaveLength(1);
    // A deleted room answers 404 even to a tag it once had.
    expect((await get(c, `/api/objects/room/${from.id}`)).statusCode).toBe(404);
  });
});
