import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { houses } from '../../db/schema';
import { testDbKinds } from '../../test/databases';
import { withTestApp, type TestApp } from '../../test/harness';
import { type Client, clientFor, setLanguage, setPlan } from '../../test/members';
import { savedObject } from '../../test/objects';

describe.each(testDbKinds())('houses on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const fresh = async (prefix = 'user') => clientFor(t, `${prefix}${++n}-${kind}@example.com`);
  const housesOf = (userId: string) => t.database.db.select().from(houses).where(eq(houses.userId, userId));
  const premium = async () => {
    const c = await fresh('connaisseur');
    await setPlan(t, c.email, 'patrimoine-collection');
    return c;
  };

  withTestApp((app) => (t = app), kind, { ADMIN_EMAILS: `boss-${kind}@example.com` });

  it('gives every user one main house, named in their language, on first use', async () => {
    const fr = await fresh();
    const list = await fr.call('GET', '/api/houses');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      name: 'Maison principale',
      type: 'primary',
      isMain: true,
      roomCount: 0,
      objectCount: 0,
    });

    const en = await fresh();
    await setLanguage(t, en.email, 'en');
    expect((await en.call('GET', '/api/rooms')).status).toBe(200);
    expect((await housesOf(en.id)).map((h) => h.name)).toEqual(['Main House']);
  });

  it('creates the main house once when the first requests arrive together', async () => {
    const c = await fresh();
    const urls = ['/api/houses', '/api/rooms', '/api/objects', '/api/dashboard/stats'];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => c.call('GET', urls[i % urls.length])),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    expect(await housesOf(c.id)).toHaveLength(1);
  });

  it('refuses a second house to a free user (403 ENTITLEMENT_REQUIRED) and saves nothing', async () => {
    const free = await fresh();
    const res = await free.call('POST', '/api/houses', { name: 'Chalet' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ENTITLEMENT_REQUIRED');
    expect(await housesOf(free.id)).toHaveLength(1);
    const [main] = (await free.call('GET', '/api/houses')).body;
    const del = await free.call('DELETE', `/api/houses/${main.id}`);
    expect(del.status).toBe(403);
    expect(del.body.code).toBe('ENTITLEMENT_REQUIRED');
  });

  it('lets a free user edit their main house with either dialog’s payload', async () => {
    const free = await fresh();
    const [main] = (await free.call('GET', '/api/houses')).body;
    const inventory = await free.call('PUT', `/api/houses/${main.id}`, {
      name: '  Maison de famille ',
      address: '3 rue des Lilas',
      postalCode: '69003',
      surfaceArea: '',
      acquisitionPrice: '250000.5',
      acquisitionDate: '',
    });
    expect(inventory.status).toBe(200);
    expect(inventory.body).toMatchObject({
      name: 'Maison de famille',
      address: '3 rue des Lilas',
      postalCode: '69003',
      surfaceArea: null,
      acquisitionPrice: 250000.5,
      acquisitionDate: null,
      isMain: true,
    });
    const screen = await free.call('PUT', `/api/houses/${main.id}`, {
      name: 'Maison de famille',
      address: '',
      type: 'inherited',
      description: 'Héritée en 2019',
    });
    expect(screen.status).toBe(200);
    // Fields left out keep their value; an emptied one becomes null.
    expect(screen.body).toMatchObject({
      address: null,
      postalCode: '69003',
      acquisitionPrice: 250000.5,
      type: 'inherited',
      description: 'Héritée en 2019',
    });
  });

  it('refuses malformed houses with 400 and changes nothing', async () => {
    const c = await premium();
    const [main] = (await c.call('GET', '/api/houses')).body;
    for (const body of [{ name: '   ' }, { name: 'x'.repeat(121) }, { name: 'Villa', type: 'castle' }, {}]) {
      expect((await c.call('POST', '/api/houses', body)).status).toBe(400);
    }
    for (const body of [
      { name: '' },
      { name: 'A', acquisitionDate: 'yesterday' },
      { name: 'A', acquisitionPrice: -1 },
      { name: 'A', surfaceArea: 'big' },
    ]) {
      expect((await c.call('PUT', `/api/houses/${main.id}`, body)).status).toBe(400);
    }
    const rows = await housesOf(c.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].name).toBe(main.name);
  });

  it('lets a Connaisseur add, edit and delete houses; rooms of a deleted house move, the last house stays', async () => {
    const c = await premium();
    const [main] = (await c.call('GET', '/api/houses')).body;
    const created = await c.call('POST', '/api/houses', {
      name: 'Chalet',
      address: 'Chamonix',
      type: 'secondary',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Chalet', type: 'secondary', isMain: false, roomCount: 0 });
    const chalet = created.body.id;

    const room = (
      await c.call('POST', '/api/rooms', { name: 'Séjour', type: 'living_room', houseId: chalet })
    ).body;
    await c.call(
      'POST',
      '/api/objects',
      savedObject({ roomId: room.id, estimatedValueMin: 100, estimatedValueMax: 300 }),
    );
    await c.call(
      'POST',
      '/api/objects',
      savedObject({ roomId: room.id, estimatedValueMin: 50, estimatedValueMax: null }),
    );
    const listed = (await c.call('GET', '/api/houses')).body;
    expect(listed.map((h: any) => h.id)).toEqual([main.id, chalet]);
    expect(listed[1]).toMatchObject({ roomCount: 1, objectCount: 2, totalValueMin: 150, totalValueMax: 350 });
    expect(listed[0]).toMatchObject({ roomCount: 0, objectCount: 0 });

    expect(
      (await c.call('PUT', `/api/houses/${chalet}`, { name: 'Le Chalet', type: 'rental' })).body,
    ).toMatchObject({
      name: 'Le Chalet',
      type: 'rental',
      roomCount: 1,
    });

    const del = await c.call('DELETE', `/api/houses/${chalet}`);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ ok: true, movedRooms: 1, movedToHouseId: main.id });
    const rooms = (await c.call('GET', '/api/rooms')).body;
    expect(rooms).toEqual([expect.objectContaining({ id: room.id, houseId: main.id, objectCount: 2 })]);

    const last = await c.call('DELETE', `/api/houses/${main.id}`);
    expect(last.status).toBe(409);
    expect(last.body.code).toBe('CONFLICT');
    expect(await housesOf(c.id)).toHaveLength(1);
  });

  it('hands the main role to the next house when the main house is deleted', async () => {
    const c = await premium();
    const [main] = (await c.call('GET', '/api/houses')).body;
    const other = (await c.call('POST', '/api/houses', { name: 'Appartement' })).body;
    const room = (await c.call('POST', '/api/rooms', { name: 'Bureau', type: 'office' })).body;
    expect(room.houseId).toBe(main.id);

    expect((await c.call('DELETE', `/api/houses/${main.id}`)).body).toMatchObject({
      movedRooms: 1,
      movedToHouseId: other.id,
    });
    const after = (await c.call('GET', '/api/houses')).body;
    expect(after).toEqual([expect.objectContaining({ id: other.id, isMain: true, roomCount: 1 })]);
    // New rooms now default to the new main house.
    expect((await c.call('POST', '/api/rooms', { name: 'Cave', type: 'custom' })).body.houseId).toBe(
      other.id,
    );
  });

  it('keeps a downgraded user’s extra houses readable but locked; the main house stays editable', async () => {
    const c = await premium();
    const [main] = (await c.call('GET', '/api/houses')).body;
    const extra = (await c.call('POST', '/api/houses', { name: 'Chalet' })).body;
    await setPlan(t, c.email, 'patrimoine-explorer');
    expect((await c.call('GET', '/api/houses')).body).toHaveLength(2);
    const locked = await c.call('PUT', `/api/houses/${extra.id}`, { name: 'Chalet 2' });
    expect(locked.status).toBe(403);
    expect(locked.body.code).toBe('ENTITLEMENT_REQUIRED');
    expect((await c.call('DELETE', `/api/houses/${extra.id}`)).status).toBe(403);
    expect((await c.call('PUT', `/api/houses/${main.id}`, { name: 'Ma maison' })).status).toBe(200);
    expect((await housesOf(c.id)).map((h) => h.name).sort()).toEqual(['Chalet', 'Ma maison']);
  });

  it('gives houses to a super user whatever the plan', async () => {
    const boss = await clientFor(t, `boss-${kind}@example.com`);
    expect((await boss.call('POST', '/api/houses', { name: 'Manoir' })).status).toBe(201);
    expect((await boss.call('GET', '/api/houses')).body).toHaveLength(2);
  });

  it('shows a second user nothing of the first user’s houses', async () => {
    const owner = await premium();
    const extra = (await owner.call('POST', '/api/houses', { name: 'Secrète' })).body;
    const [ownerMain] = (await owner.call('GET', '/api/houses')).body;
    const other: Client = await premium();

    const list = (await other.call('GET', '/api/houses')).body;
    expect(list).toHaveLength(1);
    expect(list[0].id).not.toBe(ownerMain.id);
    for (const h of [extra, ownerMain]) {
      expect((await other.call('PUT', `/api/houses/${h.id}`, { name: 'pris' })).status).toBe(404);
      expect((await other.call('DELETE', `/api/houses/${h.id}`)).status).toBe(404);
      expect(
        (await other.call('POST', '/api/rooms', { name: 'Intrus', type: 'custom', houseId: h.id })).status,
      ).toBe(404);
    }
    expect((await owner.call('GET', '/api/houses')).body.map((h: any) => h.name)).toEqual([
      ownerMain.name,
      'Secrète',
    ]);
    expect((await owner.call('GET', '/api/rooms')).body).toEqual([]);
  });
});
