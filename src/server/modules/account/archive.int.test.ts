import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';
import { archiveManifestSchema, type ArchiveManifest } from '../../../contracts/archive';
import { comparables, houses, importLinks, objects, photos, rooms, valuations } from '../../db/schema';
import { testDbKinds } from '../../test/databases';
import { createTestApp, filesUnder, type TestApp } from '../../test/harness';
import { withS3TestApp } from '../../test/s3-app';
import { type Client, clientFor, setPlan } from '../../test/members';
import { imageFiles } from '../../test/photos';
import { jpegDataUrl } from '../../test/images';
import { savedObject } from '../../test/objects';

/** Every entry of a ZIP held in memory (tests only: the archives here are small). */
async function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(data, { lazyEntries: true }, (err, z) => (err ? reject(err) : resolve(z))),
  );
  const out = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (err, stream) => {
        if (err) return reject(err);
        const parts: Buffer[] = [];
        stream.on('data', (c: Buffer) => parts.push(c));
        stream.on('end', () => {
          out.set(entry.fileName, Buffer.concat(parts));
          zip.readEntry();
        });
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return out;
}

/** A ZIP of these entries (a string is deflated, a Buffer stored). */
function zipOf(entries: [string, Buffer | string][]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, data] of entries) {
    if (typeof data === 'string') zip.addBuffer(Buffer.from(data), name);
    else zip.addBuffer(data, name, { compress: name.endsWith('.bin') });
  }
  zip.end();
  const parts: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (c: Buffer) => parts.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(parts)));
    zip.outputStream.on('error', reject);
  });
}

/** The archive's content without what a new home changes: ids, timestamps, the origin. */
function comparable(m: ArchiveManifest) {
  const houseIndex = new Map(m.houses.map((h, i) => [String(h.id), i]));
  const roomIndex = new Map(m.rooms.map((r, i) => [String(r.id), i]));
  return {
    houses: m.houses.map(({ id: _id, ...h }) => h),
    rooms: m.rooms.map(({ id: _id, houseId, ...r }) => ({
      ...r,
      house: houseId === null ? null : houseIndex.get(String(houseId)),
    })),
    objects: m.objects.map(({ id: _id, createdAt: _c, roomId, valuations: v, comparables: c, ...o }) => ({
      ...o,
      room: roomId === null ? null : roomIndex.get(String(roomId)),
      valuations: v.map(({ id: _i, createdAt: _t, ...rest }) => rest),
      comparables: c.map(({ id: _i, ...rest }) => rest),
    })),
  };
}

describe.each(testDbKinds())('collection archive (ZIP) export and import on %s', (kind) => {
  let t: TestApp;
  let alice: Client;
  let n = 0;
  const fresh = async (plan = 'patrimoine-collection') => {
    const c = await clientFor(t, `archive${++n}-${kind}@example.com`);
    await setPlan(t, c.email, plan);
    return c;
  };

  const download = async (c: Client) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/export?format=zip',
      headers: { cookie: c.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="trouvaille-.*\.zip"/);
    return res.rawPayload;
  };
  const upload = async (c: Client, data: Buffer, contentType = 'application/zip') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/import',
      headers: { cookie: c.cookie, 'content-type': contentType },
      payload: data,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const manifestOf = async (archive: Buffer) => {
    const entries = await unzip(archive);
    return {
      entries,
      manifest: archiveManifestSchema.parse(JSON.parse(entries.get('collection.json')!.toString())),
    };
  };
  /** Every row the user owns in the tables an import writes, and their photo files. */
  const holdings = async (userId: string) => {
    const count = async (
      table:
        | typeof houses
        | typeof rooms
        | typeof objects
        | typeof valuations
        | typeof comparables
        | typeof photos,
    ) => (await t.database.db.select().from(table).where(eq(table.userId, userId))).length;
    return {
      houses: await count(houses),
      rooms: await count(rooms),
      objects: await count(objects),
      valuations: await count(valuations),
      comparables: await count(comparables),
      photos: await count(photos),
      links: (await t.database.db.select().from(importLinks).where(eq(importLinks.userId, userId))).length,
      files: imageFiles(t).filter((f) => f.includes(userId)).length,
    };
  };

  let archive: Buffer;

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await fresh();
    const house = await alice.call('POST', '/api/houses', {
      name: 'Maison de Lyon',
      address: '1 rue X',
      postalCode: '69001',
      type: 'secondary',
    });
    expect(house.status).toBe(201);
    const salon = await alice.call('POST', '/api/rooms', { name: 'Salon', type: 'living_room' });
    const bureau = await alice.call('POST', '/api/rooms', {
      name: 'Bureau',
      type: 'study',
      houseId: house.body.id,
    });
    const vase = await alice.call(
      'POST',
      '/api/objects',
      savedObject({
        name: 'Vase Gallé',
        roomId: bureau.body.id,
        imageUrl: await jpegDataUrl(120, 90),
        additionalImages: [await jpegDataUrl(80, 60), await jpegDataUrl(60, 80)],
        acquisitionDate: '2019-06-01',
        acquisitionPrice: 450,
        condition: 'fair',
        dimensions: 'H 25 cm',
        materials: 'Verre multicouche',
        serialNumber: 'G-1902',
        marks: 'Gallé (signature gravée)',
        receipts: [await jpegDataUrl(50, 70)],
      }),
    );
    expect(vase.status, JSON.stringify(vase.body)).toBe(201);
    const clock = await alice.call(
      'POST',
      '/api/objects',
      savedObject({ name: 'Pendule', roomId: salon.body.id, imageUrl: await jpegDataUrl(70, 70) }),
    );
    expect(clock.status).toBe(201);
    await alice.call(
      'POST',
      '/api/objects',
      savedObject({ name: 'Sans pièce', estimatedValueMin: null, estimatedValueMax: null }),
    );
    const sale = await alice.call('POST', `/api/objects/${vase.body.id}/valuations`, {
      kind: 'expert',
      amount: 1650,
      date: '2024-03-02',
      note: 'Expertise Drouot',
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    for (const c of [
      { title: 'Vase Gallé vendu', price: 1400, currency: 'EUR', date: '2024-01-10', kind: 'sold' },
      { title: 'Gallé vase', price: 1500, currency: 'USD', date: '2024-02-10', kind: 'asking', note: 'eBay' },
    ]) {
      const res = await alice.call('POST', `/api/objects/${vase.body.id}/comparables`, c);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    archive = await download(alice);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('holds collection.json with every kind of row and the photos as stored', async () => {
    const { entries, manifest } = await manifestOf(archive);
    expect(manifest.houses).toHaveLength(2);
    expect(manifest.houses[0].main).toBe(true);
    expect(manifest.rooms.map((r) => r.name).sort()).toEqual(['Bureau', 'Salon']);
    expect(manifest.objects).toHaveLength(3);
    const vase = manifest.objects.find((o) => o.name === 'Vase Gallé')!;
    expect(vase.photos).toHaveLength(3);
    // The receipt is a file of its own, named apart from the object's photos.
    expect(vase.receipts).toHaveLength(1);
    expect(vase.photos).not.toContain(vase.receipts[0]);
    expect(vase).toMatchObject({
      condition: 'fair',
      dimensions: 'H 25 cm',
      materials: 'Verre multicouche',
      serialNumber: 'G-1902',
      marks: 'Gallé (signature gravée)',
    });
    expect(vase.comparables).toHaveLength(2);
    expect(vase.valuations.map((v) => v.source)).toEqual(expect.arrayContaining(['expert', 'comparables']));
    const photoEntries = [...entries.keys()].filter((k) => k.startsWith('photos/'));
    expect(photoEntries).toHaveLength(5);
    // The stored image itself (a JPEG), not a re-encoding: equal to what the photo URL serves.
    const [photoRow] = await t.database.db.select().from(photos).where(eq(photos.userId, alice.id)).limit(1);
    const served = await t.app.inject({
      method: 'GET',
      url: `/api/photos/${photoRow.id}`,
      headers: { cookie: alice.cookie },
    });
    expect(photoEntries.some((name) => entries.get(name)!.equals(served.rawPayload))).toBe(true);
  });

  it('restores everything into a new account; its export is the same content and the same photo bytes', async () => {
    const carol = await fresh();
    const res = await upload(carol, archive);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      added: { houses: 2, rooms: 2, objects: 3, comparables: 2 },
      skipped: { houses: 0, rooms: 0, objects: 0, valuations: 0, comparables: 0 },
      photosRestored: 5,
    });
    const again = await manifestOf(await download(carol));
    const first = await manifestOf(archive);
    expect(comparable(again.manifest)).toEqual(comparable(first.manifest));
    expect(again.manifest.origin).not.toBe(first.manifest.origin);
    for (const [name, data] of first.entries) {
      if (name.startsWith('photos/')) expect(again.entries.get(name)?.equals(data), name).toBe(true);
    }

    // The same archive again: nothing added, everything recognised.
    const before = await holdings(carol.id);
    const twice = await upload(carol, archive);
    expect(twice.status).toBe(200);
    expect(twice.body.added).toEqual({ houses: 0, rooms: 0, objects: 0, valuations: 0, comparables: 0 });
    expect(twice.body.skipped).toMatchObject({ houses: 2, rooms: 2, objects: 3, comparables: 2 });
    expect(twice.body.photosRestored).toBe(0);
    expect(await holdings(carol.id)).toEqual(before);

    // A deleted object comes back on the next import, alone.
    const [clock] = await t.database.db.select().from(objects).where(eq(objects.name, 'Pendule'));
    const mine = await t.database.db.select().from(objects).where(eq(objects.userId, carol.id));
    const carolClock = mine.find((o) => o.name === 'Pendule')!;
    expect(clock).toBeDefined();
    expect((await carol.call('DELETE', `/api/objects/${carolClock.id}`)).status).toBe(200);
    const third = await upload(carol, archive);
    expect(third.body.added).toMatchObject({ houses: 0, rooms: 0, objects: 1 });
    expect(third.body.photosRestored).toBe(1);
  });

  it('adds nothing when the owner imports their own archive over their collection', async () => {
    const before = await holdings(alice.id);
    const res = await upload(alice, archive);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.added).toEqual({ houses: 0, rooms: 0, objects: 0, valuations: 0, comparables: 0 });
    expect(await holdings(alice.id)).toMatchObject({ ...before, links: expect.any(Number) });
  });

  it('gives another user their own copy: their photos, never the exporter’s', async () => {
    const dave = await fresh();
    const aliceBefore = await holdings(alice.id);
    const res = await upload(dave, archive);
    expect(res.status).toBe(200);
    const daveObjects = await t.database.db.select().from(objects).where(eq(objects.userId, dave.id));
    const daveUrls = [
      ...(daveObjects.flatMap((o) => [o.imageUrl, ...o.additionalImages]).filter(Boolean) as string[]),
      ...daveObjects.flatMap((o) => o.receiptPhotoIds.map((id) => `/api/photos/${id}`)),
    ];
    expect(daveUrls).toHaveLength(5);
    for (const url of daveUrls) {
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie: dave.cookie } })).statusCode).toBe(
        200,
      );
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie: alice.cookie } })).statusCode).toBe(
        404,
      );
    }
    const alicePhotoIds = (await t.database.db.select().from(photos).where(eq(photos.userId, alice.id))).map(
      (p) => p.id,
    );
    expect(
      daveObjects
        .flatMap((o) => [...o.photoIds, ...o.receiptPhotoIds])
        .some((id) => alicePhotoIds.includes(id)),
    ).toBe(false);
    // The archive's names are no way in to anyone's photos.
    for (const name of ['1.jpg', 'photos/1.jpg', '1']) {
      const r = await t.app.inject({
        method: 'GET',
        url: `/api/photos/${name}`,
        headers: { cookie: dave.cookie },
      });
      expect(r.statusCode).toBe(404);
    }
    expect(await holdings(alice.id)).toEqual(aliceBefore);
  });

  it('refuses broken, hostile or foreign archives with a 4xx and stores nothing', async () => {
    const erin = await fresh();
    // Any collection request gives an account its main house: not something an import left behind.
    await erin.call('GET', '/api/houses');
    const before = await holdings(erin.id);
    const { entries, manifest } = await manifestOf(archive);
    const photosOf = [...entries].filter(([k]) => k.startsWith('photos/')) as [string, Buffer][];
    const json = (m: unknown) => JSON.stringify(m);
    const cases: [string, Buffer, number][] = [
      ['garbage bytes', Buffer.from('this is not a zip at all, only text'), 400],
      ['no manifest', await zipOf(photosOf), 400],
      ['manifest not JSON', await zipOf([['collection.json', '{"format":'], ...photosOf]), 400],
      [
        'manifest nested ten thousand deep',
        await zipOf([['collection.json', `{"x":${'['.repeat(10_000)}${']'.repeat(10_000)}}`], ...photosOf]),
        400,
      ],
      [
        'wrong format',
        await zipOf([['collection.json', json({ ...manifest, format: 'other' })], ...photosOf]),
        400,
      ],
      [
        'wrong version',
        await zipOf([['collection.json', json({ ...manifest, version: 9 })], ...photosOf]),
        400,
      ],
      [
        'dangling room',
        await zipOf([
          ['collection.json', json({ ...manifest, objects: [{ ...manifest.objects[0], roomId: 999999 }] })],
          ...photosOf,
        ]),
        400,
      ],
      // The manifest is fine but a photo is not one: the photos stored before it go again.
      [
        'a photo that is not an image',
        await zipOf([
          ['collection.json', json(manifest)],
          ...photosOf.map(([k, v], i): [string, Buffer] => [
            k,
            i === photosOf.length - 1 ? Buffer.from('nope') : v,
          ]),
        ]),
        400,
      ],
      [
        'a named photo missing',
        await zipOf([['collection.json', json(manifest)], ...photosOf.slice(1)]),
        400,
      ],
      // 40 MB of zeros deflate to a few kB: refused from its declared size, before inflating.
      [
        'zip bomb entry',
        await zipOf([
          ['collection.json', json(manifest)],
          ...photosOf.map(([k, v], i): [string, Buffer | string] => [
            k,
            i === 0 ? '\0'.repeat(40 * 1024 * 1024) : v,
          ]),
        ]),
        413,
      ],
    ];
    // A name that climbs out of the archive ("../"): written under a harmless name of the same length.
    const traversal = await zipOf([
      ['collection.json', json(manifest)],
      ['zz/zz/evil.jpg', photosOf[0][1]],
    ]);
    cases.push([
      'path traversal',
      Buffer.from(traversal.toString('latin1').replaceAll('zz/zz/evil.jpg', '../../evil.jpg'), 'latin1'),
      400,
    ]);
    const absolute = await zipOf([
      ['collection.json', json(manifest)],
      ['xtmp/evil.jpg', photosOf[0][1]],
    ]);
    cases.push([
      'absolute path',
      Buffer.from(absolute.toString('latin1').replaceAll('xtmp/evil.jpg', '/tmp/evil.jpg'), 'latin1'),
      400,
    ]);

    for (const [what, data, status] of cases) {
      const res = await upload(erin, data);
      expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(status);
      expect(res.body.code, what).toMatch(/^(VALIDATION|PAYLOAD_TOO_LARGE)$/);
      expect(await holdings(erin.id), what).toEqual(before);
    }
    // Every upload was written to a temporary file, and every one is gone with its answer.
    await expect.poll(() => filesUnder(path.join(t.dataDir, 'tmp', 'imports'))).toEqual([]);
  }, 120_000);

  it('replays the answer to a repeated Idempotency-Key, the archive read once', async () => {
    const gina = await fresh();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/import',
        headers: { cookie: gina.cookie, 'content-type': 'application/zip', 'idempotency-key': 'archive-1' },
        payload: archive,
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    const after = await holdings(gina.id);
    const second = await send();
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await holdings(gina.id)).toEqual(after);
  });

  it('refuses an archive past the plan or the storage, and a stranger’s download', async () => {
    // The free plan holds one house: two houses need the entitlement (nothing written).
    const frank = await fresh('patrimoine-gratuit');
    await frank.call('GET', '/api/houses');
    const before = await holdings(frank.id);
    const res = await upload(frank, archive);
    expect(res.status).toBe(403);
    expect(['ENTITLEMENT_REQUIRED', 'PLAN_LIMIT', 'STORAGE_LIMIT']).toContain(res.body.code);
    expect(await holdings(frank.id)).toEqual(before);

    // One house, but more objects than the free plan holds: PLAN_LIMIT, nothing written.
    const many = await zipOf([
      [
        'collection.json',
        JSON.stringify({
          format: 'trouvaille-collection',
          version: 1,
          exportedAt: new Date().toISOString(),
          origin: 'another-collection-1',
          houses: [{ id: 1, name: 'Maison', main: true }],
          rooms: [{ id: 1, name: 'Grenier', type: 'custom', houseId: 1 }],
          objects: Array.from({ length: 201 }, (_, i) => ({ id: i + 1, name: `Objet ${i}`, roomId: 1 })),
        }),
      ],
    ]);
    const limited = await upload(frank, many);
    expect(limited.status, JSON.stringify(limited.body)).toBe(403);
    expect(limited.body.code).toBe('PLAN_LIMIT');
    expect(await holdings(frank.id)).toEqual(before);

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/export?format=zip' });
    expect(anonymous.statusCode).toBe(401);
    const anonymousImport = await t.app.inject({
      method: 'POST',
      url: '/api/import',
      headers: { 'content-type': 'application/zip' },
      payload: archive,
    });
    expect(anonymousImport.statusCode).toBe(401);
  });
});

describe.each(testDbKinds())('collection archive with photos in an S3-compatible bucket on %s', (kind) => {
  let t: TestApp;
  withS3TestApp(kind, (app) => (t = app));

  it('exports photos from the bucket and imports them into it for another account', async () => {
    const owner = await clientFor(t, `archive-s3-owner-${kind}@example.com`);
    const heir = await clientFor(t, `archive-s3-heir-${kind}@example.com`);
    const created = await owner.call(
      'POST',
      '/api/objects',
      savedObject({
        name: 'Miroir',
        imageUrl: await jpegDataUrl(90, 70),
        additionalImages: [await jpegDataUrl(50, 40)],
      }),
    );
    expect(created.status).toBe(201);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/export?format=zip',
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    const entries = await unzip(res.rawPayload);
    const original = await t.app.inject({
      method: 'GET',
      url: created.body.imageUrl,
      headers: { cookie: owner.cookie },
    });
    expect(entries.get('photos/1.jpg')?.equals(original.rawPayload)).toBe(true);

    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/import',
      headers: { cookie: heir.cookie, 'content-type': 'application/zip' },
      payload: res.rawPayload,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().photosRestored).toBe(2);
    const [copy] = await t.database.db.select().from(objects).where(eq(objects.userId, heir.id));
    const served = await t.app.inject({
      method: 'GET',
      url: copy.imageUrl!,
      headers: { cookie: heir.cookie },
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(original.rawPayload)).toBe(true);
  });
});
