import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { houses, objects, rooms, user } from '../../db/schema';
import { testDbKinds } from '../../test/databases';
import { withTestApp, type TestApp } from '../../test/harness';
import { type Client, clientFor } from '../../test/members';
import { jpegDataUrl } from '../../test/images';
import { photoExists, photoGone } from '../../test/photos';
import { savedObject, saveObject } from '../../test/objects';

describe.each(testDbKinds())('rooms on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const fresh = async () => clientFor(t, `rooms${++n}-${kind}@example.com`);
  const roomsOf = (userId: string) => t.database.db.select().from(rooms).where(eq(rooms.userId, userId));
  const objectsOf = (userId: string) =>
    t.database.db.select().from(objects).where(eq(objects.userId, userId));
  const addRoom = async (c: Client, name: string, type = 'custom') =>
    (await c.call('POST', '/api/rooms', { name, type })).body;
  const addObject = (c: Client, roomId: number | null, extra: Record<string, unknown> = {}) =>
    saveObject(c, { roomId, ...extra });

  withTestApp((app) => (t = app), kind);

  it('creates rooms in the main house with a trimmed name and lists them with their object counts', async () => {
    const c = await fresh();
    const created = await c.call('POST', '/api/rooms', { name: '  Salon bleu  ', type: 'living_room' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Salon bleu', type: 'living_room', objectCount: 0 });
    const [main] = (await c.call('GET', '/api/houses')).body;
    expect(created.body.houseId).toBe(main.id);
    expect(Number.isInteger(created.body.id)).toBe(true);

    const kitchen = await addRoom(c, 'Cuisine', 'kitchen');
    await addObject(c, kitchen.id);
    await addObject(c, kitchen.id);
    await addObject(c, null);
    const list = (await c.call('GET', '/api/rooms')).body;
    expect(list.map((r: any) => [r.name, r.objectCount])).toEqual([
      ['Salon bleu', 0],
      ['Cuisine', 2],
    ]);
    expect((await c.call('GET', `/api/objects/room/${kitchen.id}`)).body).toHaveLength(2);
  });

  it('has no room limit', async () => {
    const c = await fresh();
    for (let i = 0; i < 12; i++)
      expect((await c.call('POST', '/api/rooms', { name: `Pièce ${i}`, type: 'custom' })).status).toBe(201);
    expect((await c.call('GET', '/api/rooms')).body).toHaveLength(12);
  });

  it('refuses invalid names and types with 400 and saves nothing', async () => {
    const c = await fresh();
    const bad = [
      { name: '', type: 'bedroom' },
      { name: '    ', type: 'bedroom' },
      { name: 'x'.repeat(81), type: 'bedroom' },
      { name: 42, type: 'bedroom' },
      { type: 'bedroom' },
      { name: 'Garage', type: 'garage' },
      { name: 'Garage' },
      { name: 'Garage', type: 'custom', houseId: 'main' },
    ];
    for (const body of bad) {
      const res = await c.call('POST', '/api/rooms', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
    }
    expect(await roomsOf(c.id)).toHaveLength(0);
    const room = await addRoom(c, 'Chambre', 'bedroom');
    expect((await c.call('PATCH', `/api/rooms/${room.id}`, { name: ' ' })).status).toBe(400);
    expect((await c.call('PUT', `/api/rooms/${room.id}`, { name: 'Chambre' })).status).toBe(400);
    expect((await c.call('PATCH', `/api/rooms/abc`, { name: 'x' })).status).toBe(400);
    expect((await roomsOf(c.id)).map((r) => r.name)).toEqual(['Chambre']);
  });

  it('reads an unknown stored type back as custom', async () => {
    const c = await fresh();
    const room = await addRoom(c, 'Véranda', 'custom');
    await t.database.db.update(rooms).set({ type: 'veranda' }).where(eq(rooms.id, room.id));
    expect((await c.call('GET', '/api/rooms')).body[0].type).toBe('custom');
  });

  it('updates a room with PATCH (any field) and PUT (name and type)', async () => {
    const c = await fresh();
    const room = await addRoom(c, 'Bureau', 'office');
    const patched = await c.call('PATCH', `/api/rooms/${room.id}`, { type: 'study' });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: 'Bureau', type: 'study' });
    const put = await c.call('PUT', `/api/rooms/${room.id}`, { name: ' Atelier ', type: 'custom' });
    expect(put.body).toMatchObject({ id: room.id, name: 'Atelier', type: 'custom', houseId: room.houseId });
  });

  it('deletes an empty room without a body', async () => {
    const c = await fresh();
    const room = await addRoom(c, 'Grenier');
    const res = await c.call('DELETE', `/api/rooms/${room.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, movedObjects: 0, deletedObjects: 0 });
    expect(await roomsOf(c.id)).toHaveLength(0);
    // The same with the JSON content type many clients always send.
    const other = await addRoom(c, 'Cellier');
    const typed = await t.app.inject({
      method: 'DELETE',
      url: `/api/rooms/${other.id}`,
      headers: { cookie: c.cookie, 'content-type': 'application/json' },
    });
    expect(typed.statusCode).toBe(200);
    expect(await roomsOf(c.id)).toHaveLength(0);
    // An empty JSON body is no body: a create still needs one.
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/rooms',
      headers: { cookie: c.cookie, 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/rooms',
      headers: { cookie: c.cookie, 'content-type': 'application/json' },
      payload: '{"name":"x","type":"custom","__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
    expect(await roomsOf(c.id)).toHaveLength(0);
  });

  it('moves every object to the chosen room when deleting (the default mode), and refuses a bad destination', async () => {
    const c = await fresh();
    const from = await addRoom(c, 'Salon');
    const to = await addRoom(c, 'Chambre');
    for (let i = 0; i < 4; i++) await addObject(c, from.id, { name: `Objet ${i}` });
    await addObject(c, to.id, { name: 'Déjà là' });
    const before = await objectsOf(c.id);

    const noDestination = await c.call('DELETE', `/api/rooms/${from.id}`, {});
    expect(noDestination.status).toBe(400);
    expect((await c.call('DELETE', `/api/rooms/${from.id}`, { moveToRoomId: from.id })).status).toBe(400);
    expect((await c.call('DELETE', `/api/rooms/${from.id}`, { moveToRoomId: 999999 })).status).toBe(400);
    expect((await c.call('DELETE', `/api/rooms/${from.id}`, { moveToRoomId: '2' })).status).toBe(400);
    expect(await roomsOf(c.id)).toHaveLength(2);
    expect((await objectsOf(c.id)).filter((o) => o.roomId === from.id)).toHaveLength(4);

    const res = await c.call('DELETE', `/api/rooms/${from.id}`, { moveToRoomId: to.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, movedObjects: 4, deletedObjects: 0 });
    const after = await objectsOf(c.id);
    expect(after).toHaveLength(before.length);
    expect(after.every((o) => o.roomId === to.id)).toBe(true);
    expect((await c.call('GET', '/api/rooms')).body).toEqual([
      expect.objectContaining({ id: to.id, objectCount: 5 }),
    ]);
  });

  it('deletes the objects and their photos in delete mode, keeping photos another object still shows', async () => {
    const c = await fresh();
    const room = await addRoom(c, 'Débarras');
    const keep = await addRoom(c, 'Salon');
    const a = await addObject(c, room.id, {
      imageUrl: await jpegDataUrl(),
      additionalImages: [await jpegDataUrl(36, 36)],
    });
    const shared = await addObject(c, room.id, { imageUrl: await jpegDataUrl(40, 40) });
    // The same photo saved twice (the capture flow can post one analysis twice).
    const twin = await addObject(c, keep.id, { imageUrl: shared.imageUrl });
    expect(await photoExists(t, c, a.imageUrl)).toBe(true);

    const res = await c.call('DELETE', `/api/rooms/${room.id}`, { deleteObjects: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, movedObjects: 0, deletedObjects: 2 });
    expect(await photoGone(t, a.imageUrl)).toBe(true);
    expect(await photoGone(t, a.additionalImages[0])).toBe(true);
    expect(await photoExists(t, c, shared.imageUrl)).toBe(true);
    expect((await objectsOf(c.id)).map((o) => o.id)).toEqual([twin.id]);
    expect((await roomsOf(c.id)).map((r) => r.id)).toEqual([keep.id]);
  });

  it('keeps a second user out of the first user’s rooms', async () => {
    const owner = await fresh();
    const room = await addRoom(owner, 'Coffre');
    const obj = await addObject(owner, room.id);
    const [ownerHouse] = (await owner.call('GET', '/api/houses')).body;
    const other = await fresh();
    const otherRoom = await addRoom(other, 'À moi');

    expect((await other.call('GET', '/api/rooms')).body.map((r: any) => r.id)).toEqual([otherRoom.id]);
    expect((await other.call('GET', `/api/objects/room/${room.id}`)).status).toBe(404);
    expect((await other.call('GET', `/api/objects?roomId=${room.id}`)).status).toBe(404);
    expect((await other.call('PATCH', `/api/rooms/${room.id}`, { name: 'Pris' })).status).toBe(404);
    expect((await other.call('PUT', `/api/rooms/${room.id}`, { name: 'Pris', type: 'custom' })).status).toBe(
      404,
    );
    expect((await other.call('DELETE', `/api/rooms/${room.id}`, { deleteObjects: true })).status).toBe(404);
    expect((await other.call('PATCH', `/api/rooms/${otherRoom.id}`, { houseId: ownerHouse.id })).status).toBe(
      404,
    );
    // Moving one's own objects into someone else's room is refused like a room that does not exist.
    await addObject(other, otherRoom.id);
    expect((await other.call('DELETE', `/api/rooms/${otherRoom.id}`, { moveToRoomId: room.id })).status).toBe(
      400,
    );

    const intruder = await other.call(
      'POST',
      '/api/objects',
      savedObject({ roomId: room.id, name: 'Intrus' }),
    );
    expect(intruder.status).toBe(404);
    expect(await objectsOf(other.id)).toHaveLength(1);
    expect((await owner.call('GET', `/api/objects/room/${room.id}`)).body.map((o: any) => o.id)).toEqual([
      obj.id,
    ]);
    expect((await owner.call('GET', '/api/rooms')).body).toEqual([
      expect.objectContaining({ name: 'Coffre', objectCount: 1 }),
    ]);
  });

  it('removes houses, rooms and objects with the account', async () => {
    const c = await fresh();
    const room = await addRoom(c, 'Salon');
    await addObject(c, room.id);
    await t.database.db.delete(user).where(eq(user.id, c.id));
    expect(await roomsOf(c.id)).toHaveLength(0);
    expect(await objectsOf(c.id)).toHaveLength(0);
    expect(await t.database.db.select().from(houses).where(eq(houses.userId, c.id))).toHaveLength(0);
  });
});
