import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionExportSchema } from '../../../contracts/account';
import { testDbKinds } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/harness';
import { clientFor, jpegDataUrl, savedObject, setPlan, type Client } from './test-kit';

// The real ExportPort behind GET /api/export and POST /api/import (the account tests use an in-test port).
describe.each(testDbKinds())('collection export and import on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const fresh = async (prefix = 'user') => clientFor(t, `${prefix}${++n}-export-${kind}@example.com`);
  let alice: Client;
  let file: any;

  const exportOf = async (c: Client, format = 'json') =>
    t.app.inject({ method: 'GET', url: `/api/export?format=${format}`, headers: { cookie: c.cookie } });

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await fresh('alice');
    await setPlan(t, alice.id, 'patrimoine-collection');
    const house = await alice.call('POST', '/api/houses', { name: 'Maison de Lyon', address: '1 rue X', type: 'secondary' });
    expect(house.status).toBe(201);
    const room = await alice.call('POST', '/api/rooms', { name: 'Salon', type: 'living_room', houseId: house.body.id });
    expect(room.status).toBe(201);
    const saved = await alice.call('POST', '/api/objects', savedObject({ roomId: room.body.id, imageUrl: await jpegDataUrl() }));
    expect(saved.status).toBe(201);
    await alice.call('POST', '/api/objects', savedObject({ name: 'Sans pièce', roomId: null }));
    const res = await exportOf(alice);
    expect(res.statusCode).toBe(200);
    file = res.json();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('exports every house, room and object of the owner as the contract says, photos as absolute URLs', () => {
    const parsed = collectionExportSchema.parse(file);
    expect(parsed.houses.map((h) => h.name).sort()).toEqual(['Maison de Lyon', 'Maison principale']);
    expect(parsed.rooms).toEqual([expect.objectContaining({ name: 'Salon', type: 'living_room' })]);
    const clock = parsed.objects.find((o) => o.roomId !== null)!;
    expect(clock).toMatchObject({ name: 'Pendule Louis XVI', estimatedValueMin: 800, currency: 'EUR', period: 'XVIIIe siècle' });
    expect(clock.imageUrl).toMatch(/^http:\/\/localhost:3000\/api\/photos\/[0-9a-f-]{36}$/);
    expect(clock.keyCharacteristics?.materials).toEqual(['bronze', 'émail']);
    expect(parsed.objects.find((o) => o.name === 'Sans pièce')?.roomId).toBeNull();
  });

  it('exports CSV with one line per object', async () => {
    const res = await exportOf(alice, 'csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toContain('Pendule Louis XVI');
    expect(res.body).toContain('Sans pièce');
  });

  it('imports into another account: new rows, photos of someone else left out, rooms in the main house without the entitlement', async () => {
    const bob = await fresh('bob');
    const res = await bob.call('POST', '/api/import', file);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ houses: 0, rooms: 1, objects: 2, imagesSkipped: 1 });
    const houses = await bob.call('GET', '/api/houses');
    expect(houses.body).toHaveLength(1);
    const rooms = await bob.call('GET', '/api/rooms');
    expect(rooms.body).toEqual([expect.objectContaining({ name: 'Salon', houseId: houses.body[0].id })]);
    const objects = (await bob.call('GET', '/api/objects')).body;
    const list = Array.isArray(objects) ? objects : objects.items;
    expect(list.map((o: any) => o.name).sort()).toEqual(['Pendule Louis XVI', 'Sans pièce']);
    expect(list.every((o: any) => o.imageUrl === null)).toBe(true);
  });

  it('gives an entitled account its houses back and keeps its own photos', async () => {
    const res = await alice.call('POST', '/api/import', file);
    expect(res.body).toEqual({ houses: 2, rooms: 1, objects: 2, imagesSkipped: 0 });
    const again = collectionExportSchema.parse((await exportOf(alice)).json());
    expect(again.houses).toHaveLength(4);
    expect(again.objects.filter((o) => o.imageUrl !== null)).toHaveLength(2);
  });

  it('keeps exports apart between accounts', async () => {
    const carol = await fresh('carol');
    const parsed = collectionExportSchema.parse((await exportOf(carol)).json());
    expect(parsed.objects).toEqual([]);
    expect(parsed.rooms).toEqual([]);
  });
});
