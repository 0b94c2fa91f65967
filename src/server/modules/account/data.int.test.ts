import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionExportSchema } from '../../../contracts/account';
import { testDbKinds } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/harness';
import { as, member, type Member } from '../../test/members';
import { testCollection } from '../../test/ports';

describe.each(testDbKinds())('export and import on %s', (kind) => {
  let t: TestApp;
  const collection = testCollection();
  let alice: Member;
  let bob: Member;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { collection: collection.port });
    await collection.install(t.database.db);
    alice = await member(t, `alice-${kind}@example.com`);
    bob = await member(t, `bob-${kind}@example.com`);
    const house = await collection.add(alice.id, 'houses', { name: 'Maison de Lyon', address: '1 rue X', postalCode: '69001', type: 'primary' });
    const room = await collection.add(alice.id, 'rooms', { name: 'Salon', type: 'living_room', houseId: house });
    await collection.add(alice.id, 'objects', {
      name: '=Vase, "Gallé"',
      category: 'Verrerie',
      estimatedValueMin: 1200,
      estimatedValueMax: 1800.5,
      roomId: room,
      imageUrl: `/api/photos/${alice.id}/vase.jpg`,
      additionalImages: [`/api/photos/${alice.id}/vase-2.jpg`, 'data:image/jpeg;base64,AAAA'],
      keyCharacteristics: { materials: ['verre'], decorativeStyle: ['Art nouveau'], specificFeatures: [], dimensions: '30 cm' },
    });
    await collection.add(bob.id, 'objects', { name: 'Bob’s clock', roomId: null });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to the anonymous', async () => {
    expect((await as(t, null).get('/api/export')).statusCode).toBe(401);
    expect((await as(t, null).post('/api/import', { version: 1, exportedAt: 'x' })).statusCode).toBe(401);
  });

  it('downloads the whole collection as JSON, photo URLs only, nothing of another user', async () => {
    const res = await as(t, alice).get('/api/export?format=json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="trouvaille-\d{4}-\d{2}-\d{2}\.json"$/);
    const file = collectionExportSchema.parse(res.json());
    expect(file.version).toBe(1);
    expect(file.houses).toHaveLength(1);
    expect(file.rooms[0]).toMatchObject({ name: 'Salon', houseId: file.houses[0].id });
    expect(file.objects).toHaveLength(1);
    expect(file.objects[0]).toMatchObject({ roomId: file.rooms[0].id, imageUrl: `http://localhost:3000/api/photos/${alice.id}/vase.jpg` });
    expect(file.objects[0].additionalImages).toEqual([`http://localhost:3000/api/photos/${alice.id}/vase-2.jpg`]);
    expect(res.body).not.toContain('data:image');
    expect(res.body).not.toContain('Bob’s clock');
    expect(res.body).not.toContain(bob.id);

    const bobs = collectionExportSchema.parse((await as(t, bob).get('/api/export')).json());
    expect(bobs.objects.map((o) => o.name)).toEqual(['Bob’s clock']);
    expect(bobs.houses).toHaveLength(0);
  });

  it('downloads a CSV for Excel: BOM, one row per object, escaped cells, euros', async () => {
    const res = await as(t, alice).get('/api/export?format=csv&delimiter=semicolon');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/filename="trouvaille-.*\.csv"/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`;"'=Vase, ""Gallé""";Verrerie;`);
    expect(lines[1]).toContain(';Maison de Lyon;Salon;1200;1800,5;');
    expect(res.body).not.toContain('Bob’s clock');
    expect((await as(t, alice).get('/api/export?format=xml')).statusCode).toBe(400);
  });

  it('imports a file as new rows of the importer, dropping photos that are not theirs', async () => {
    const file = (await as(t, alice).get('/api/export')).json();
    const res = await as(t, bob).post('/api/import', file);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ houses: 1, rooms: 1, objects: 1, imagesSkipped: 2 });
    const bobs = collectionExportSchema.parse((await as(t, bob).get('/api/export')).json());
    expect(bobs.objects.map((o) => o.name).sort()).toEqual(['=Vase, "Gallé"', 'Bob’s clock']);
    const imported = bobs.objects.find((o) => o.name.startsWith('='))!;
    expect(imported.imageUrl).toBeNull();
    expect(imported.roomId).toBe(bobs.rooms[0].id);
    expect(bobs.rooms[0].houseId).toBe(bobs.houses[0].id);
    // Alice's collection is untouched.
    const alices = collectionExportSchema.parse((await as(t, alice).get('/api/export')).json());
    expect(alices.objects).toHaveLength(1);
  });

  it('keeps the importer’s own photos when they re-import their file', async () => {
    const file = (await as(t, alice).get('/api/export')).json();
    const res = await as(t, alice).post('/api/import', file);
    expect(res.json()).toEqual({ houses: 1, rooms: 1, objects: 1, imagesSkipped: 0 });
    const again = collectionExportSchema.parse((await as(t, alice).get('/api/export')).json());
    expect(again.objects.map((o) => o.imageUrl)).toEqual([file.objects[0].imageUrl, file.objects[0].imageUrl]);
  });

  it('refuses a bad file with 400 and imports nothing', async () => {
    const count = async () =>
      Number(((await t.database.db.execute(sql`select count(*)::int as n from test_collection`)) as unknown as { rows: { n: number }[] }).rows[0].n);
    const before = await count();
    const good = { version: 1, exportedAt: new Date().toISOString(), houses: [], rooms: [{ id: 1, name: 'Bureau', type: 'study' }] };
    const bad = [
      { ...good, version: 2 },
      { ...good, objects: [{ id: 1, name: 'Lamp', roomId: 99 }] },
      { ...good, objects: [{ id: 1, name: '' }] },
      { ...good, objects: [{ id: 1, name: 'Lamp', imageUrl: 'data:image/png;base64,AAAA' }] },
      { ...good, rooms: [{ id: 1, name: 'A', houseId: 5 }] },
      { ...good, rooms: [good.rooms[0], good.rooms[0]] },
      { ...good, objects: [{ id: 1, name: 'Lamp', estimatedValueMin: -3 }] },
    ];
    for (const body of bad) {
      const res = await as(t, bob).post('/api/import', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/import',
      headers: { cookie: bob.cookie, 'content-type': 'application/json' },
      payload: '{"version": 1, "houses": [',
    });
    expect(broken.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('export on the default app', () => {
  // The collection module is the port by default now (export-port.ts); before it was wired this answered 503.
  it('answers the real collection of the user, empty for a new account', async () => {
    const t = await createTestApp('pglite');
    try {
      const m = await member(t, 'lonely@example.com');
      const res = await as(t, m).get('/api/export');
      expect(res.statusCode).toBe(200);
      expect(collectionExportSchema.parse(res.json()).objects).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
