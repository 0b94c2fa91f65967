import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { objects, photos } from '../../db/schema';
import { testDbKinds } from '../../test/databases';
import { withTestApp, type TestApp } from '../../test/harness';
import { analysisIdFor } from '../../test/analyses';
import { analysisOf, savedObject, saveObject } from '../../test/objects';
import { clientFor } from '../../test/members';
import { imageFiles, photoExists, photoGone, readPhoto } from '../../test/photos';
import { jpegDataUrl } from '../../test/images';

const lightKeys = [
  'category',
  'confidenceScore',
  'createdAt',
  'currency',
  'estimatedValueMax',
  'estimatedValueMin',
  'id',
  'imageUrl',
  'name',
  'roomId',
  'thumbnailUrl',
];

describe.each(testDbKinds())('objects on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const fresh = async () => clientFor(t, `objects${++n}-${kind}@example.com`);
  const objectsOf = (userId: string) =>
    t.database.db.select().from(objects).where(eq(objects.userId, userId));
  const photoRowsOf = (userId: string) =>
    t.database.db.select().from(photos).where(eq(photos.userId, userId));
  const create = saveObject;

  withTestApp((app) => (t = app), kind);

  it('saves the capture flow’s object and gives back every field of the contract', async () => {
    const c = await fresh();
    const room = (await c.call('POST', '/api/rooms', { name: 'Salon', type: 'living_room' })).body;
    const analysisId = await analysisIdFor(t, c.id, 'success', analysisOf());
    const saved = await create(c, {
      roomId: room.id,
      analysisId,
      evidence: ['signature'],
    });
    const full = (await c.call('GET', `/api/objects/${saved.id}`)).body;
    expect(full).toMatchObject({
      id: saved.id,
      name: 'Pendule Louis XVI',
      category: 'Horlogerie',
      roomId: room.id,
      estimatedValueMin: 800,
      estimatedValueMax: 1500,
      currency: 'EUR',
      confidenceScore: 72,
      period: 'XVIIIe siècle',
      style: 'Louis XVI',
      origin: 'France',
      condition: 'good',
      notes: '',
      manufacturer: 'Lepaute',
      acquisitionPrice: null,
      acquisitionDate: null,
      imageUrl: null,
      thumbnailUrl: null,
      additionalImages: [],
      // Kept as sent.
      keyCharacteristics: savedObject().keyCharacteristics,
      possibleOrigin: savedObject().possibleOrigin,
      expertiseReport: { valuationDetails: { baseValue: 800, highEndValue: 1500 } },
      // The model's range at Drouot has no origin nor date: it is not kept (it would look like a price).
      marketData: { sources: [{ name: 'Drouot', priceRange: '' }] },
      analysisData: { steps: [{ step: 1, title: 'Identification' }] },
      searchTerms: ['pendule louis xvi', 'bronze doré'],
      analysisId,
    });
    expect(full).not.toHaveProperty('evidence');
    expect(Date.parse(full.createdAt)).not.toBeNaN();
    expect(Date.parse(full.updatedAt)).not.toBeNaN();
  });

  it('saves an object from its analysisId alone, as the capture flow sends it', async () => {
    const c = await fresh();
    const analysisId = await analysisIdFor(t, c.id, 'success', analysisOf());
    const res = await c.call('POST', '/api/objects', {
      analysisId,
      roomId: null,
      name: 'Pendule Louis XVI',
      imageUrl: null,
      additionalImages: [],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      description: 'Pendule en bronze doré, cadran émaillé.',
      category: 'Horlogerie',
      estimatedValueMin: 800,
      estimatedValueMax: 1500,
      confidenceScore: 72,
      period: 'XVIIIe siècle',
      manufacturer: 'Lepaute',
      keyCharacteristics: { materials: ['bronze', 'émail'] },
      possibleOrigin: { location: 'Paris' },
      marketData: { sources: [{ name: 'Drouot' }] },
      searchTerms: ['pendule louis xvi', 'bronze doré'],
      analysisId,
    });
  });

  it('takes what an analysis said from the stored analysis, not from the body', async () => {
    const c = await fresh();
    const analysisId = await analysisIdFor(t, c.id, 'success', analysisOf());
    const forged = await create(c, {
      analysisId,
      estimatedValueMin: 90000,
      estimatedValueMax: 95000,
      confidenceScore: 99,
      period: 'Antiquité',
    });
    expect(forged).toMatchObject({
      estimatedValueMin: 800,
      estimatedValueMax: 1500,
      confidenceScore: 72,
      period: 'XVIIIe siècle',
    });
    // An answer that named no price gives no estimate, whatever the body says.
    const unpriced = await create(c, {
      analysisId: await analysisIdFor(t, c.id),
      estimatedValueMin: 500,
      estimatedValueMax: 900,
    });
    expect(unpriced).toMatchObject({ estimatedValueMin: null, estimatedValueMax: null });
  });

  it('stores inline photos in the photo store, upright and without metadata, and lists only their URLs', async () => {
    const c = await fresh();
    const saved = await create(c, {
      imageUrl: await jpegDataUrl(60, 40, 6),
      additionalImages: [await jpegDataUrl(40, 40), await jpegDataUrl(44, 44)],
    });
    expect(saved.imageUrl).toMatch(/^\/api\/photos\/[0-9a-f-]{36}$/);
    expect(saved.thumbnailUrl).toBe(`${saved.imageUrl}?variant=thumb`);
    expect(saved.additionalImages).toHaveLength(2);
    for (const url of saved.additionalImages) expect(url).toMatch(/^\/api\/photos\/[0-9a-f-]{36}$/);
    const meta = await sharp((await readPhoto(t, c, saved.imageUrl))!).metadata();
    // Orientation 6 applied: the 60×40 photo stands 40×60, and no EXIF block is kept.
    expect([meta.width, meta.height]).toEqual([40, 60]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    const [row] = await objectsOf(c.id);
    expect(row.photoIds).toHaveLength(3);
    // One registry: the object's photos are the store's rows of this user.
    expect((await photoRowsOf(c.id)).map((p) => p.id).sort()).toEqual([...row.photoIds].sort());
    // Private: another user gets the same 404 as for a photo that does not exist.
    expect(await readPhoto(t, await fresh(), saved.imageUrl)).toBeNull();
    expect(JSON.stringify(row)).not.toContain('data:image');

    // A stored photo can be referenced again by its URL (a second save of the same analysis).
    const again = await create(c, {
      imageUrl: saved.imageUrl,
      additionalImages: [`${saved.additionalImages[0]}?variant=thumb`],
    });
    expect(again.imageUrl).toBe(saved.imageUrl);
    expect(again.additionalImages).toEqual([saved.additionalImages[0]]);
  });

  it('accepts a full-size phone photo inline (past the app-wide 2 MB body limit) and shrinks it', async () => {
    const c = await fresh();
    const noisy = await sharp({
      create: {
        width: 2600,
        height: 1950,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    const dataUrl = `data:image/jpeg;base64,${noisy.toString('base64')}`;
    expect(dataUrl.length).toBeGreaterThan(2 * 1024 * 1024);
    const saved = await create(c, { imageUrl: dataUrl });
    const meta = await sharp((await readPhoto(t, c, saved.imageUrl))!).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(2048);
  });

  it('keeps list items light: the listed fields only, well under 1 kB each', async () => {
    const c = await fresh();
    await create(c, { imageUrl: await jpegDataUrl(), description: 'd'.repeat(3000) });
    const res = await c.call('GET', '/api/objects');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(Object.keys(res.body[0]).sort()).toEqual(lightKeys);
    expect(res.bytes).toBeLessThan(1024);
  });

  it('lists items exactly as the object itself reads (same values, same formats)', async () => {
    const c = await fresh();
    const room = (await c.call('POST', '/api/rooms', { name: 'Salon', type: 'living_room' })).body;
    const made = [
      await create(c, {
        imageUrl: await jpegDataUrl(),
        estimatedValueMin: 50.5,
        estimatedValueMax: 80.25,
        roomId: room.id,
      }),
      await create(c, {
        name: 'Sans photo « ni valeur »',
        estimatedValueMin: null,
        estimatedValueMax: null,
        confidenceScore: null,
      }),
      await create(c, { name: 'Objet "cité" \\ ', estimatedValueMin: 0.1, estimatedValueMax: 1234567.89 }),
    ];
    const light = (o: any) => Object.fromEntries(lightKeys.map((k) => [k, o[k]]));
    const expected = made.map(light).reverse();
    expect((await c.call('GET', '/api/objects')).body).toEqual(expected);
    expect((await c.call('GET', '/api/objects?limit=2')).body.items).toEqual(expected.slice(0, 2));
    expect((await c.call('GET', `/api/objects/room/${room.id}`)).body).toEqual([light(made[0])]);
    expect((await c.call('GET', '/api/dashboard/stats')).body.recentObjects).toEqual(expected);

    // Items are stored with their rows (a trigger keeps them): edits and room moves show at once.
    await c.call('PATCH', `/api/objects/${made[2].id}`, {
      name: 'Renommé',
      estimatedValueMax: null,
      roomId: room.id,
    });
    const other = (await c.call('POST', '/api/rooms', { name: 'Cave', type: 'custom' })).body;
    expect((await c.call('DELETE', `/api/rooms/${room.id}`, { moveToRoomId: other.id })).status).toBe(200);
    const now = await Promise.all(
      made.map(async (o) => light((await c.call('GET', `/api/objects/${o.id}`)).body)),
    );
    expect(now.map((o) => [o.name, o.roomId, o.estimatedValueMax])).toEqual([
      [made[0].name, other.id, made[0].estimatedValueMax],
      [made[1].name, null, null],
      ['Renommé', other.id, null],
    ]);
    expect((await c.call('GET', '/api/objects')).body).toEqual(now.reverse());
  });

  it('refuses malformed payloads with 400 and saves nothing, not even a photo', async () => {
    const c = await fresh();
    const filesBefore = imageFiles(t).length;
    const bad = [
      { name: '' },
      { name: undefined },
      { estimatedValueMin: 2000, estimatedValueMax: 100 },
      { estimatedValueMin: -5 },
      { estimatedValueMax: 'cher' },
      { confidenceScore: 140 },
      { currency: 'USD' },
      { imageUrl: 'https://example.com/photo.jpg' },
      { imageUrl: '/api/photos/../../etc/passwd' },
      { additionalImages: ['javascript:alert(1)'] },
      // A JPEG cut short: an image, but an unusable one.
      { imageUrl: (await jpegDataUrl(200, 200)).slice(0, 400) },
      { roomId: 'salon' },
      { acquisitionDate: '31/12/2020' },
      { acquisitionPrice: -1 },
      { marketData: { sources: [{ name: 'x', url: 'not a url' }] } },
    ];
    for (const extra of bad) {
      const res = await c.call('POST', '/api/objects', savedObject(extra));
      expect(res.status, JSON.stringify(extra).slice(0, 80)).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
    }
    // Not an image at all, judged by content whatever the data URL claims: a 400 on the saved object.
    for (const extra of [
      { imageUrl: 'data:image/jpeg;base64,bm90IGFuIGltYWdl' },
      // The first photo is stored before the second is refused: it must be removed again.
      { imageUrl: await jpegDataUrl(), additionalImages: ['data:image/png;base64,AAAA'] },
    ]) {
      const res = await c.call('POST', '/api/objects', savedObject(extra));
      expect(res.status, JSON.stringify(extra).slice(0, 80)).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
    }
    expect(await objectsOf(c.id)).toHaveLength(0);
    expect(await photoRowsOf(c.id)).toHaveLength(0);
    expect(imageFiles(t)).toHaveLength(filesBefore);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/objects',
      headers: { cookie: c.cookie, 'content-type': 'application/json' },
      payload: '{"name": "Vase",',
    });
    expect(broken.statusCode).toBe(400);
    expect(await objectsOf(c.id)).toHaveLength(0);
  });

  it('refuses photos that are not the user’s with 404, saving nothing', async () => {
    const owner = await fresh();
    const mine = await create(owner, { imageUrl: await jpegDataUrl() });
    const other = await fresh();
    const stolen = await other.call('POST', '/api/objects', savedObject({ imageUrl: mine.imageUrl }));
    expect(stolen.status).toBe(404);
    const invented = await other.call(
      'POST',
      '/api/objects',
      savedObject({
        imageUrl: await jpegDataUrl(),
        additionalImages: ['/api/photos/00000000-0000-4000-8000-000000000000'],
      }),
    );
    expect(invented.status).toBe(404);
    expect(await objectsOf(other.id)).toHaveLength(0);
    // The inline photo stored before the foreign reference was refused is gone again.
    expect(await photoRowsOf(other.id)).toHaveLength(0);
    expect(await photoExists(t, owner, mine.imageUrl)).toBe(true);
    const own = (await other.call('GET', '/api/objects')).body;
    expect(own).toEqual([]);
    expect((await other.call('PATCH', `/api/objects/${mine.id}`, { name: 'x' })).status).toBe(404);
  });

  it('edits any field, normalising lists, prices and dates as the forms send them', async () => {
    const c = await fresh();
    const room = (await c.call('POST', '/api/rooms', { name: 'Bureau', type: 'office' })).body;
    const obj = await create(c, { roomId: room.id });
    const edit = await c.call('PATCH', `/api/objects/${obj.id}`, {
      name: ' Pendule de cheminée ',
      notes: 'Achetée à Drouot',
      acquisitionPrice: '1234.5',
      acquisitionDate: '2021-03-14',
      roomId: null,
      estimatedValueMin: '900',
    });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({
      name: 'Pendule de cheminée',
      notes: 'Achetée à Drouot',
      acquisitionPrice: 1234.5,
      acquisitionDate: '2021-03-14',
      roomId: null,
      estimatedValueMin: 900,
      estimatedValueMax: 1500,
    });

    const kc = await c.call('PATCH', `/api/objects/${obj.id}`, {
      keyCharacteristics: {
        materials: ' bronze, , marbre ,bronze',
        decorativeStyle: [' rocaille ', ''],
        specificFeatures: [],
        dimensions: ' 40 cm ',
      },
    });
    expect(kc.body.keyCharacteristics).toEqual({
      materials: ['bronze', 'marbre'],
      decorativeStyle: ['rocaille'],
      specificFeatures: [],
      dimensions: '40 cm',
    });
    expect(kc.body.name).toBe('Pendule de cheminée');

    const origin = await c.call('PATCH', `/api/objects/${obj.id}`, {
      possibleOrigin: { manufacturer: 'Lepaute', location: 'Paris' },
    });
    expect(origin.body.possibleOrigin).toEqual({
      manufacturer: 'Lepaute',
      period: '',
      location: 'Paris',
      productionContext: '',
    });

    const cleared = await c.call('PATCH', `/api/objects/${obj.id}`, {
      acquisitionPrice: '',
      acquisitionDate: '',
    });
    expect(cleared.body).toMatchObject({ acquisitionPrice: null, acquisitionDate: null });
  });

  it('refuses a bad edit with 400 (or 404 for another user’s room) and leaves the object as it was', async () => {
    const c = await fresh();
    const obj = await create(c);
    const other = await fresh();
    const otherRoom = (await other.call('POST', '/api/rooms', { name: 'Ailleurs', type: 'custom' })).body;
    const [before] = await objectsOf(c.id);
    for (const body of [
      { estimatedValueMin: 5000 },
      { estimatedValueMax: 10 },
      { acquisitionPrice: -0.01 },
      { acquisitionDate: 'hier' },
      { name: '  ' },
      { confidenceScore: -1 },
    ]) {
      expect((await c.call('PATCH', `/api/objects/${obj.id}`, body)).status, JSON.stringify(body)).toBe(400);
    }
    const notImage = await c.call('PATCH', `/api/objects/${obj.id}`, {
      imageUrl: 'data:image/jpeg;base64,AAAA',
    });
    expect(notImage.status).toBe(400);
    expect(
      (await c.call('PATCH', `/api/objects/${obj.id}`, { roomId: otherRoom.id, name: 'Déplacé' })).status,
    ).toBe(404);
    expect((await c.call('PATCH', `/api/objects/999999`, { name: 'x' })).status).toBe(404);
    const [after] = await objectsOf(c.id);
    expect(after).toEqual(before);
  });

  it('deletes photos an edit drops, and the object’s photos when it is deleted', async () => {
    const c = await fresh();
    const obj = await create(c, {
      imageUrl: await jpegDataUrl(),
      additionalImages: [await jpegDataUrl(40, 40)],
    });
    const dropped = obj.additionalImages[0];
    const added = await c.call('PATCH', `/api/objects/${obj.id}`, {
      additionalImages: [await jpegDataUrl(48, 48)],
    });
    expect(added.status).toBe(200);
    expect(added.body.imageUrl).toBe(obj.imageUrl);
    expect(added.body.additionalImages).toHaveLength(1);
    expect(await photoGone(t, dropped)).toBe(true);
    expect(await photoExists(t, c, added.body.additionalImages[0])).toBe(true);

    const other = await fresh();
    expect((await other.call('DELETE', `/api/objects/${obj.id}`)).status).toBe(404);
    expect((await other.call('GET', `/api/objects/${obj.id}`)).status).toBe(404);
    expect(await objectsOf(c.id)).toHaveLength(1);

    expect((await c.call('DELETE', `/api/objects/${obj.id}`)).body).toEqual({ ok: true });
    expect((await c.call('GET', `/api/objects/${obj.id}`)).status).toBe(404);
    expect((await c.call('DELETE', `/api/objects/${obj.id}`)).status).toBe(404);
    expect(await photoRowsOf(c.id)).toHaveLength(0);
    for (const url of [obj.imageUrl, added.body.additionalImages[0]])
      expect(await photoGone(t, url)).toBe(true);
  });

  it('pages through every object exactly once, in every sort order', async () => {
    const c = await fresh();
    const room = (await c.call('POST', '/api/rooms', { name: 'Vitrine', type: 'custom' })).body;
    const names = ['b', 'A', 'c', 'a', 'B'];
    for (let i = 0; i < 23; i++) {
      const value = (i * 37) % 11; // repeated values: ties must not lose or repeat anything
      await create(c, {
        name: `${names[i % names.length]} objet`,
        estimatedValueMin: value * 10,
        estimatedValueMax: value * 10 + 5,
        roomId: i % 2 ? room.id : null,
      });
    }
    // Same creation instant for several rows, as a bulk import would give.
    await t.database.db
      .update(objects)
      .set({ createdAt: new Date('2024-05-01T10:00:00.123Z') })
      .where(eq(objects.userId, c.id));
    const all = (await c.call('GET', '/api/objects')).body as any[];
    expect(all).toHaveLength(23);

    for (const sort of ['newest', 'name', 'value_asc', 'value_desc']) {
      const seen: number[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const url: string = `/api/objects?limit=5&sort=${sort}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const page = await c.call('GET', url);
        expect(page.status, `${url} ${JSON.stringify(page.body)}`).toBe(200);
        expect(page.body.items.length).toBeLessThanOrEqual(5);
        seen.push(...page.body.items.map((o: any) => o.id));
        cursor = page.body.nextCursor;
        pages++;
      } while (cursor && pages < 10);
      expect(pages).toBe(5);
      expect(seen.slice().sort((a, b) => a - b)).toEqual(all.map((o) => o.id).sort((a, b) => a - b));
      // And in the same order as the full list with that sort.
      const whole = (await c.call('GET', `/api/objects?sort=${sort}`)).body.map((o: any) => o.id);
      expect(seen).toEqual(whole);
    }
    const byValue = (await c.call('GET', '/api/objects?sort=value_desc')).body as any[];
    const mids = byValue.map((o) => (o.estimatedValueMin + o.estimatedValueMax) / 2);
    expect(mids).toEqual([...mids].sort((a, b) => b - a));
    const byName = (await c.call('GET', '/api/objects?sort=name')).body.map((o: any) => o.name.toLowerCase());
    expect(byName).toEqual([...byName].sort());

    const inRoom = await c.call('GET', `/api/objects?roomId=${room.id}&limit=100`);
    expect(inRoom.body.items).toHaveLength(11);
    expect(inRoom.body.nextCursor).toBeNull();
  });

  it('filters by search text and creation date, and refuses broken queries with 400', async () => {
    const c = await fresh();
    await create(c, { name: 'Vase Gallé', category: 'Verrerie' });
    await create(c, { name: 'Commode', category: 'Mobilier' });
    const old = await create(c, { name: 'Vase 100% cristal', category: 'Verrerie' });
    await t.database.db
      .update(objects)
      .set({ createdAt: new Date('2020-01-15T00:00:00Z') })
      .where(eq(objects.id, old.id));

    const names = async (query: string) =>
      (await c.call('GET', `/api/objects?${query}`)).body.map((o: any) => o.name).sort();
    expect(await names('q=vase')).toEqual(['Vase 100% cristal', 'Vase Gallé']);
    expect(await names('q=MOBILIER')).toEqual(['Commode']);
    expect(await names(`q=${encodeURIComponent('100%')}`)).toEqual(['Vase 100% cristal']);
    expect(await names(`q=${encodeURIComponent('%')}`)).toEqual(['Vase 100% cristal']);
    expect(await names('since=2024-01-01')).toEqual(['Commode', 'Vase Gallé']);
    expect(await names(`since=${encodeURIComponent('2019-12-31T23:00:00+01:00')}`)).toHaveLength(3);

    for (const query of [
      'limit=0',
      'limit=1000',
      'sort=price',
      'since=last-month',
      'cursor=garbage',
      'roomId=abc',
      `sort=name&cursor=${Buffer.from(JSON.stringify({ s: 'newest', k: '2024-01-01 00:00:00+00', i: 1 })).toString('base64url')}`,
      `cursor=${Buffer.from(JSON.stringify({ s: 'newest', k: "'; drop table objects; --", i: 1 })).toString('base64url')}`,
    ]) {
      const res = await c.call('GET', `/api/objects?${query}`);
      expect(res.status, query).toBe(400);
    }
  });

  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/objects'],
      ['POST', '/api/objects'],
      ['GET', '/api/rooms'],
      ['GET', '/api/houses'],
      ['GET', '/api/dashboard/stats'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
