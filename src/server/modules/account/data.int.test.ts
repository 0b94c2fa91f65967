import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionExportSchema, type CollectionExport } from '../../../contracts/account';
import { houses, objects, rooms } from '../../db/schema';
import { testDbKinds } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/harness';
import { type Client, clientFor, setPlan } from '../../test/members';
import { jpegDataUrl } from '../../test/images';
import { photoExists } from '../../test/photos';
import { savedObject } from '../../test/objects';

describe.each(testDbKinds())('export and import on %s', (kind) => {
  let t: TestApp;
  let alice: Client;
  let bob: Client;
  let aliceObject: { id: number; imageUrl: string; additionalImages: string[] };
  let n = 0;
  const fresh = () => clientFor(t, `data${++n}-${kind}@example.com`);

  const download = async (c: Client, query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/export${query}`,
      headers: { cookie: c.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const exported = async (c: Client): Promise<CollectionExport> =>
    collectionExportSchema.parse((await download(c)).json());
  /** Every row of the user in the collection's tables: what an import may add to, and nothing else. */
  const rowCounts = async (userId: string) => ({
    houses: (await t.database.db.select().from(houses).where(eq(houses.userId, userId))).length,
    rooms: (await t.database.db.select().from(rooms).where(eq(rooms.userId, userId))).length,
    objects: (await t.database.db.select().from(objects).where(eq(objects.userId, userId))).length,
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await fresh();
    bob = await fresh();
    // Alice's plan includes several houses: her collection spans two.
    await setPlan(t, alice.email, 'patrimoine-collection');
    const house = await alice.call('POST', '/api/houses', {
      name: 'Maison de Lyon',
      address: '1 rue X',
      postalCode: '69001',
    });
    const room = await alice.call('POST', '/api/rooms', {
      name: 'Salon',
      type: 'living_room',
      houseId: house.body.id,
    });
    const saved = await alice.call(
      'POST',
      '/api/objects',
      savedObject({
        name: '=Vase, "Gallé"',
        category: 'Verrerie',
        estimatedValueMin: 1200,
        estimatedValueMax: 1800.5,
        acquisitionDate: '2019-06-01',
        roomId: room.body.id,
        imageUrl: await jpegDataUrl(),
        additionalImages: [await jpegDataUrl(80, 60)],
        keyCharacteristics: {
          materials: ['verre'],
          decorativeStyle: ['Art nouveau'],
          specificFeatures: [],
          dimensions: '30 cm',
        },
      }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    aliceObject = saved.body;
    await bob.call('POST', '/api/objects', savedObject({ name: 'Bob’s clock' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to the anonymous', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/export' })).statusCode).toBe(401);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/import',
      payload: { version: 1, exportedAt: 'x' },
    });
    expect(anon.statusCode).toBe(401);
  });

  it('downloads the whole collection as JSON, photo URLs only, nothing of another user', async () => {
    const res = await download(alice, '?format=json');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="trouvaille-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = collectionExportSchema.parse(res.json());
    expect(file.version).toBe(1);
    // The main house (created on first use) and Lyon.
    expect(file.houses.map((h) => h.name)).toEqual(['Maison principale', 'Maison de Lyon']);
    expect(file.houses[1]).toMatchObject({ address: '1 rue X', postalCode: '69001', type: 'primary' });
    expect(file.rooms).toEqual([
      { id: expect.any(Number), name: 'Salon', type: 'living_room', houseId: file.houses[1].id },
    ]);
    expect(file.objects).toHaveLength(1);
    expect(file.objects[0]).toMatchObject({
      name: '=Vase, "Gallé"',
      roomId: file.rooms[0].id,
      estimatedValueMin: 1200,
      estimatedValueMax: 1800.5,
      currency: 'EUR',
      acquisitionDate: '2019-06-01',
      imageUrl: `http://localhost:3000${aliceObject.imageUrl}`,
      additionalImages: [`http://localhost:3000${aliceObject.additionalImages[0]}`],
      keyCharacteristics: {
        materials: ['verre'],
        decorativeStyle: ['Art nouveau'],
        specificFeatures: [],
        dimensions: '30 cm',
      },
    });
    expect(res.body).not.toContain('data:image');
    expect(res.body).not.toContain('Bob’s clock');
    expect(res.body).not.toContain(bob.id);

    const bobs = await exported(bob);
    expect(bobs.objects.map((o) => o.name)).toEqual(['Bob’s clock']);
    expect(bobs.houses.map((h) => h.name)).toEqual(['Maison principale']);
    expect(JSON.stringify(bobs)).not.toContain('Gallé');
  });

  it('downloads a CSV for Excel: BOM, one row per object, escaped cells, euros', async () => {
    const res = await download(alice, '?format=csv&delimiter=semicolon');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/filename="trouvaille-.*\.csv"/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`;"'=Vase, ""Gallé""";Verrerie;`);
    expect(lines[1]).toContain(';Maison de Lyon;Salon;1200;1800,5;');
    expect(res.body).not.toContain('Bob’s clock');
    const xml = await t.app.inject({
      method: 'GET',
      url: '/api/export?format=xml',
      headers: { cookie: alice.cookie },
    });
    expect(xml.statusCode).toBe(400);
  });

  it('round-trips an export: new rows, rooms remapped into the new houses, the user’s own photos kept', async () => {
    const c = await fresh();
    await setPlan(t, c.email, 'pro-debutant');
    const house = await c.call('POST', '/api/houses', { name: 'Chalet', type: 'secondary' });
    const room = await c.call('POST', '/api/rooms', {
      name: 'Bureau',
      type: 'study',
      houseId: house.body.id,
    });
    const loose = await c.call('POST', '/api/rooms', { name: 'Cave', type: 'custom' });
    const obj = (
      await c.call(
        'POST',
        '/api/objects',
        savedObject({
          roomId: room.body.id,
          imageUrl: await jpegDataUrl(),
          acquisitionPrice: 250,
          condition: 'excellent',
          dimensions: 'H 30 × Ø 12 cm',
          materials: 'Verre soufflé',
          serialNumber: 'SN-0042',
          marks: 'Signé Gallé',
          receipts: [await jpegDataUrl(70, 50)],
        }),
      )
    ).body;
    expect(obj.receiptPhotoIds).toHaveLength(1);
    await c.call('POST', '/api/objects', savedObject({ name: 'Sans pièce', roomId: null }));
    await c.call('POST', '/api/objects', savedObject({ name: 'En cave', roomId: loose.body.id }));
    for (const comparable of [
      { title: 'Vente Drouot', price: 900, date: '2024-03-01', kind: 'sold', url: 'https://drouot.com/l/1' },
      {
        title: 'Dealer',
        price: 1100,
        currency: 'GBP',
        date: '2025-01-10',
        kind: 'asking',
        note: 'état moyen',
      },
    ]) {
      expect((await c.call('POST', `/api/objects/${obj.id}/comparables`, comparable)).status).toBe(201);
    }
    const before = await exported(c);
    expect(before.objects.find((o) => o.id === obj.id)!.comparables).toEqual([
      {
        title: 'Vente Drouot',
        price: 900,
        currency: 'EUR',
        date: '2024-03-01',
        url: 'https://drouot.com/l/1',
        kind: 'sold',
        note: '',
      },
      {
        title: 'Dealer',
        price: 1100,
        currency: 'GBP',
        date: '2025-01-10',
        url: null,
        kind: 'asking',
        note: 'état moyen',
      },
    ]);

    const res = await c.call('POST', '/api/import', (await download(c)).json());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ houses: 2, rooms: 2, objects: 3, imagesSkipped: 0 });

    const after = await exported(c);
    expect(after.houses).toHaveLength(4);
    expect(after.rooms).toHaveLength(4);
    expect(after.objects).toHaveLength(6);
    const newHouses = after.houses.slice(2);
    expect(newHouses.map((h) => h.name)).toEqual(['Maison principale', 'Chalet']);
    expect(newHouses[1].type).toBe('secondary');
    const newRooms = after.rooms.filter((r) => !before.rooms.some((b) => b.id === r.id));
    expect(newRooms.map((r) => [r.name, r.houseId])).toEqual([
      ['Bureau', newHouses[1].id],
      ['Cave', newHouses[0].id],
    ]);
    // Every field comes back; only ids and the rooms they point to are new.
    const strip = ({ id: _id, roomId: _roomId, ...rest }: (typeof after.objects)[number]) => rest;
    const copies = after.objects.filter((o) => !before.objects.some((b) => b.id === o.id));
    expect(copies.map(strip)).toEqual(before.objects.map(strip));
    const copy = copies.find((o) => o.acquisitionPrice === 250)!;
    expect(copy.roomId).toBe(newRooms[0].id);
    expect(copy.imageUrl).toBe(`http://localhost:3000${obj.imageUrl}`);
    const receiptUrl = `/api/photos/${obj.receiptPhotoIds[0]}`;
    expect(copy).toMatchObject({
      condition: 'excellent',
      dimensions: 'H 30 × Ø 12 cm',
      materials: 'Verre soufflé',
      serialNumber: 'SN-0042',
      marks: 'Signé Gallé',
      receiptImages: [`http://localhost:3000${receiptUrl}`],
    });
    expect(copies.find((o) => o.name === 'Sans pièce')!.roomId).toBeNull();
    expect(copies.find((o) => o.name === 'En cave')!.roomId).toBe(newRooms[1].id);

    // The copy shares the photo: deleting the original keeps it for the copy.
    expect((await c.call('DELETE', `/api/objects/${obj.id}`)).status).toBe(200);
    expect(await photoExists(t, c, obj.imageUrl)).toBe(true);
    expect(await photoExists(t, c, receiptUrl)).toBe(true);
  });

  it('reads a file’s free-text condition as a level, keeping a text that names none in the notes', async () => {
    const c = await fresh();
    const file = {
      version: 1,
      exportedAt: new Date().toISOString(),
      objects: [
        { id: 1, name: 'Commode', condition: 'Très bon état' },
        { id: 2, name: 'Fauteuil', condition: 'Restauré en 1990', notes: 'Acheté à Lyon' },
        { id: 3, name: 'Miroir', condition: 'Inconnu' },
        { id: 4, name: 'Lampe', condition: 'Worn, visible flaws' },
      ],
    };
    const res = await c.call('POST', '/api/import', file);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const byName = new Map((await exported(c)).objects.map((o) => [o.name, o]));
    expect(byName.get('Commode')).toMatchObject({ condition: 'good' });
    expect(byName.get('Fauteuil')).toMatchObject({
      condition: null,
      notes: 'Acheté à Lyon\n\nÉtat\u00a0: Restauré en 1990',
    });
    expect(byName.get('Miroir')).toMatchObject({ condition: null, notes: null });
    expect(byName.get('Lampe')).toMatchObject({ condition: 'fair' });
    const csv = (await download(c, '?format=csv')).body;
    expect(csv).toContain('Dimensions,Matériaux,Numéro de série,Marques et inscriptions');
    expect(csv).toContain('Commode');
    expect(csv.split('\r\n').find((l) => l.includes('Commode'))).toContain(',Bon,');
  });

  it('drops photo URLs that are not the importer’s, and counts them', async () => {
    const c = await fresh();
    await setPlan(t, c.email, 'patrimoine-collection');
    const mine = (await c.call('POST', '/api/objects', savedObject({ imageUrl: await jpegDataUrl() }))).body;
    const file = (await download(alice)).json();
    file.objects[0].additionalImages.push(
      'https://example.com/elsewhere.jpg',
      `${mine.imageUrl}?variant=thumb`,
      '/api/photos/00000000-0000-4000-8000-000000000000',
    );
    const res = await c.call('POST', '/api/import', file);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Alice's two photos, another site's, and a photo that does not exist.
    expect(res.body).toEqual({ houses: 2, rooms: 1, objects: 1, imagesSkipped: 4 });
    const imported = (await exported(c)).objects.find((o) => o.name.startsWith('='))!;
    expect(imported.imageUrl).toBe(`http://localhost:3000${mine.imageUrl}`);
    expect(imported.additionalImages).toEqual([]);
    // Alice's collection is untouched and her photos stay hers.
    expect((await exported(alice)).objects).toHaveLength(1);
    expect(await photoExists(t, c, aliceObject.imageUrl)).toBe(false);
  });

  it('imports a one-house file into the main house of a user without the houses entitlement', async () => {
    const c = await fresh();
    const file = (await download(alice)).json();
    file.houses = [file.houses[1]];
    const res = await c.call('POST', '/api/import', file);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ houses: 0, rooms: 1, objects: 1, imagesSkipped: 2 });
    const mine = await exported(c);
    expect(mine.houses.map((h) => h.name)).toEqual(['Maison principale']);
    expect(mine.rooms[0]).toMatchObject({ name: 'Salon', houseId: mine.houses[0].id });
  });

  it('refuses two houses to a user without the entitlement, writing nothing', async () => {
    const before = await rowCounts(bob.id);
    const res = await bob.call('POST', '/api/import', (await download(alice)).json());
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ENTITLEMENT_REQUIRED');
    expect(await rowCounts(bob.id)).toEqual(before);
  });

  it('refuses a bad file with 400 and imports nothing', async () => {
    const before = await rowCounts(bob.id);
    const good = {
      version: 1,
      exportedAt: new Date().toISOString(),
      houses: [],
      rooms: [{ id: 1, name: 'Bureau', type: 'study' }],
    };
    const lamp = (extra: object) => ({ ...good, objects: [{ id: 1, name: 'Lamp', roomId: 1, ...extra }] });
    const bad = [
      { ...good, version: 2 },
      lamp({ roomId: 99 }),
      lamp({ name: '' }),
      lamp({ imageUrl: 'data:image/png;base64,AAAA' }),
      lamp({ estimatedValueMin: -3 }),
      lamp({ estimatedValueMin: 1e12 }),
      lamp({ acquisitionDate: '2023-02-30' }),
      lamp({ acquisitionDate: '0000-01-01' }),
      { ...good, houses: [{ id: 1, name: 'Maison', surfaceArea: 1e13 }] },
      // Valid on its own, refused as a whole: the rows before it must not stay.
      {
        ...good,
        objects: [
          { id: 1, name: 'Lamp' },
          { id: 2, name: 'Vase', estimatedValueMin: 90, estimatedValueMax: 30 },
        ],
      },
      { ...good, rooms: [{ id: 1, name: 'A', houseId: 5 }] },
      { ...good, rooms: [good.rooms[0], good.rooms[0]] },
    ];
    for (const body of bad) {
      const res = await bob.call('POST', '/api/import', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/import',
      headers: { cookie: bob.cookie, 'content-type': 'application/json' },
      payload: '{"version": 1, "houses": [',
    });
    expect(broken.statusCode).toBe(400);
    expect(await rowCounts(bob.id)).toEqual(before);
  });
});
