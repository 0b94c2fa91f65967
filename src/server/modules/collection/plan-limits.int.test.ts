import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COLLECTION_EXPORT_VERSION } from '../../../contracts/account';
import { getPlan } from '../../../contracts/plans';
import { houses, objects, rooms } from '../../db/schema';
import { testDbKinds } from '../../test/databases';
import { withTestApp, type TestApp } from '../../test/harness';
import { analysisIdFor } from '../../test/analyses';
import { analysisOf, savedObject } from '../../test/objects';
import { type Client, clientFor, setPlan } from '../../test/members';

const free = getPlan('patrimoine-gratuit');
const connaisseur = getPlan('patrimoine-collection');

describe.each(testDbKinds())('plan limits on houses, rooms and objects on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const fresh = async (prefix = 'limits') => clientFor(t, `${prefix}${++n}-${kind}@example.com`);

  withTestApp((app) => (t = app), kind, { ADMIN_EMAILS: `boss-${kind}@example.com` });

  const db = () => t.database.db;
  const count = async (userId: string) => ({
    houses: (await db().select({ id: houses.id }).from(houses).where(eq(houses.userId, userId))).length,
    rooms: (await db().select({ id: rooms.id }).from(rooms).where(eq(rooms.userId, userId))).length,
    objects: (await db().select({ id: objects.id }).from(objects).where(eq(objects.userId, userId))).length,
  });
  /** Rows written straight into the database, in one statement each: a collection of any size, quickly. */
  const seedObjects = (userId: string, n: number) =>
    db().execute(
      sql`insert into objects (user_id, name) select ${userId}, 'Objet ' || g from generate_series(1, ${n}) g`,
    );
  const seedHouses = (userId: string, n: number) =>
    db().execute(
      sql`insert into houses (user_id, name, is_main) select ${userId}, 'Maison ' || g, false from generate_series(1, ${n}) g`,
    );
  const seedRooms = async (c: Client, n: number) => {
    const [main] = (await c.call('GET', '/api/houses')).body;
    await db().execute(
      sql`insert into rooms (user_id, house_id, name, type) select ${c.id}, ${main.id}, 'Pièce ' || g, 'custom' from generate_series(1, ${n}) g`,
    );
  };
  const expectLimit = (res: { status: number; body: any }, message: string) => {
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(res.body.code).toBe('PLAN_LIMIT');
    expect(res.body.error).toBe(message);
    expect(res.body.details).toMatchObject({ limit: expect.any(String), allowed: expect.any(Number) });
  };
  const importFile = (content: { houses?: unknown[]; rooms?: unknown[]; objects?: unknown[] }) => ({
    version: COLLECTION_EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    houses: [],
    rooms: [],
    objects: [],
    ...content,
  });
  const fileObjects = (n: number, roomId: string | null = null) =>
    Array.from({ length: n }, (_, i) => ({ id: `o${i}`, name: `Objet importé ${i}`, roomId }));

  it('refuses the object past the limit, by hand and from an analysis, naming the limit', async () => {
    const c = await fresh();
    await seedObjects(c.id, free.maxObjects - 1);
    const last = await c.call('POST', '/api/objects', savedObject());
    expect(last.status, JSON.stringify(last.body)).toBe(201);

    expectLimit(
      await c.call('POST', '/api/objects', savedObject()),
      'Your plan allows 200 objects; this would make 201',
    );
    const analysisId = await analysisIdFor(t, c.id, 'success', analysisOf());
    expectLimit(
      await c.call('POST', '/api/objects', savedObject({ analysisId })),
      'Your plan allows 200 objects; this would make 201',
    );
    expect((await count(c.id)).objects).toBe(200);
  });

  it('refuses the room past the limit, naming it', async () => {
    const c = await fresh();
    await seedRooms(c, free.maxRooms - 1);
    expect((await c.call('POST', '/api/rooms', { name: 'Grenier', type: 'custom' })).status).toBe(201);
    expectLimit(
      await c.call('POST', '/api/rooms', { name: 'Cave', type: 'custom' }),
      'Your plan allows 20 rooms; this would make 21',
    );
    expect((await count(c.id)).rooms).toBe(20);
  });

  it('refuses the house past the limit (the main house counts), naming it', async () => {
    const c = await fresh();
    await setPlan(t, c.email, 'patrimoine-collection');
    await c.call('GET', '/api/houses');
    await seedHouses(c.id, connaisseur.maxHouses - 2);
    expect((await c.call('POST', '/api/houses', { name: 'Chalet' })).status).toBe(201);
    expectLimit(
      await c.call('POST', '/api/houses', { name: 'Villa' }),
      'Your plan allows 5 houses; this would make 6',
    );
    expect((await count(c.id)).houses).toBe(5);
  });

  it('refuses an import past a limit as a whole: 403 and nothing written', async () => {
    const c = await fresh();
    await seedObjects(c.id, 150);
    const before = await count(c.id);
    const res = await c.call(
      'POST',
      '/api/import',
      importFile({
        rooms: [{ id: 'r1', name: 'Salon', type: 'living_room' }],
        objects: fileObjects(51, 'r1'),
      }),
    );
    expectLimit(res, 'Your plan allows 200 objects; this would make 201');
    expect(await count(c.id)).toEqual(before);

    // Rooms are counted too, before any object.
    const manyRooms = Array.from({ length: free.maxRooms + 1 }, (_, i) => ({
      id: `r${i}`,
      name: `Pièce ${i}`,
      type: 'custom',
    }));
    expectLimit(
      await c.call('POST', '/api/import', importFile({ rooms: manyRooms, objects: fileObjects(1) })),
      'Your plan allows 20 rooms; this would make 21',
    );
    expect(await count(c.id)).toEqual(before);

    // Up to the limit it comes in.
    const fits = await c.call('POST', '/api/import', importFile({ objects: fileObjects(50) }));
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
    expect((await count(c.id)).objects).toBe(200);
  });

  it('a free account cannot import 20,000 objects', async () => {
    const c = await fresh();
    const res = await c.call('POST', '/api/import', importFile({ objects: fileObjects(20_000) }));
    expectLimit(res, 'Your plan allows 200 objects; this would make 20,000');
    expect((await count(c.id)).objects).toBe(0);
  });

  it('lets exactly one of several creates at limit − 1 through', async () => {
    const c = await fresh();
    await seedObjects(c.id, free.maxObjects - 1);
    const objectsAnswers = await Promise.all(
      Array.from({ length: 4 }, () => c.call('POST', '/api/objects', savedObject())),
    );
    expect(objectsAnswers.map((a) => a.status).sort()).toEqual([201, 403, 403, 403]);

    await seedRooms(c, free.maxRooms - 1);
    const roomAnswers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        c.call('POST', '/api/rooms', { name: `Pièce ${i}`, type: 'custom' }),
      ),
    );
    expect(roomAnswers.map((a) => a.status).sort()).toEqual([201, 403, 403, 403]);

    // An import racing a create: one of them, not both.
    const d = await fresh();
    await seedObjects(d.id, free.maxObjects - 1);
    const raced = await Promise.all([
      d.call('POST', '/api/objects', savedObject()),
      d.call('POST', '/api/import', importFile({ objects: fileObjects(1) })),
    ]);
    expect(raced.filter((a) => a.status === 403)).toHaveLength(1);
    expect(await count(c.id)).toMatchObject({ rooms: 20, objects: 200 });
    expect((await count(d.id)).objects).toBe(200);
  });

  it("holds each user to their own limit: another user's collection does not count", async () => {
    const full = await fresh();
    await seedObjects(full.id, free.maxObjects);
    expect((await full.call('POST', '/api/objects', savedObject())).status).toBe(403);
    const other = await fresh();
    expect((await other.call('POST', '/api/objects', savedObject())).status).toBe(201);
    expect((await other.call('POST', '/api/rooms', { name: 'Salon', type: 'living_room' })).status).toBe(201);
  });

  it('raises the limit with the plan, at once', async () => {
    const c = await fresh();
    await seedObjects(c.id, free.maxObjects);
    expect((await c.call('POST', '/api/objects', savedObject())).status).toBe(403);
    // However the plan changes (an administrator, a Stripe webhook: decision 035), the next request has it.
    await setPlan(t, c.email, 'patrimoine-explorer');
    expect((await c.call('POST', '/api/objects', savedObject())).status).toBe(201);
  });

  it('keeps everything of a collection above its limit: read, edit, move, delete, export; only adding is refused', async () => {
    const c = await fresh();
    await setPlan(t, c.email, 'patrimoine-collection');
    const house = (await c.call('POST', '/api/houses', { name: 'Chalet' })).body;
    const room = (await c.call('POST', '/api/rooms', { name: 'Salon', type: 'living_room' })).body;
    const other = (await c.call('POST', '/api/rooms', { name: 'Bureau', type: 'study' })).body;
    const obj = (await c.call('POST', '/api/objects', savedObject({ roomId: room.id }))).body;
    await seedObjects(c.id, free.maxObjects + 10);
    await setPlan(t, c.email, 'patrimoine-gratuit'); // a downgrade: 2 houses, 211 objects on a free plan

    expect((await c.call('GET', '/api/objects')).body).toHaveLength(211);
    expect((await c.call('PATCH', `/api/objects/${obj.id}`, { name: 'Pendule' })).status).toBe(200);
    expect((await c.call('PATCH', `/api/objects/${obj.id}`, { roomId: other.id })).status).toBe(200);
    expect((await c.call('PATCH', `/api/rooms/${room.id}`, { houseId: house.id })).status).toBe(200);
    expect((await c.call('GET', '/api/export')).status).toBe(200);
    expect((await c.call('DELETE', `/api/objects/${obj.id}`)).status).toBe(200);
    expectLimit(
      await c.call('POST', '/api/objects', savedObject()),
      'Your plan allows 200 objects; this would make 211',
    );
  });

  it('does not limit a super user', async () => {
    const boss = await clientFor(t, `boss-${kind}@example.com`);
    await seedObjects(boss.id, free.maxObjects);
    expect((await boss.call('POST', '/api/objects', savedObject())).status).toBe(201);
  });

  it("answers an object whose stored lists pass the requests' maxima: its page and the export", async () => {
    const c = await fresh();
    const obj = (await c.call('POST', '/api/objects', savedObject())).body;
    const steps = Array.from({ length: 25 }, (_, i) => ({
      step: (i % 20) + 1,
      title: `Étape ${i}`,
      description: '',
    }));
    const sources = Array.from({ length: 25 }, (_, i) => ({
      name: `Source ${i}`,
      priceRange: '',
      description: '',
    }));
    const terms = Array.from({ length: 40 }, (_, i) => `terme ${i}`);
    const images = Array.from({ length: 60 }, (_, i) => `https://example.com/photo-${i}.jpg`);
    await db()
      .update(objects)
      .set({
        analysisData: { steps },
        marketData: { sources },
        searchTerms: terms,
        additionalImages: images,
      } as any)
      .where(eq(objects.id, obj.id));
    const page = await c.call('GET', `/api/objects/${obj.id}`);
    expect(page.status, JSON.stringify(page.body).slice(0, 300)).toBe(200);
    expect(page.body.analysisData.steps).toHaveLength(25);
    expect(page.body.marketData.sources).toHaveLength(25);
    const file = await c.call('GET', '/api/export');
    expect(file.status).toBe(200);
    expect(file.body.objects[0].additionalImages).toHaveLength(60);
  });

  it('exports a collection far past the old file maxima: JSON and CSV answer 200', async () => {
    const c = await fresh();
    await setPlan(t, c.email, 'expert-commissaire');
    await c.call('GET', '/api/houses');
    await seedHouses(c.id, 100); // 101 with the main house
    await seedObjects(c.id, 20_001);
    const json = await t.app.inject({ method: 'GET', url: '/api/export', headers: { cookie: c.cookie } });
    expect(json.statusCode, json.body.slice(0, 500)).toBe(200);
    const file = json.json();
    expect(file.houses).toHaveLength(101);
    expect(file.objects).toHaveLength(20_001);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/export?format=csv',
      headers: { cookie: c.cookie },
    });
    expect(csv.statusCode, csv.body.slice(0, 500)).toBe(200);
    expect(csv.body.trim().split('\n').length).toBeGreaterThan(20_001);
  }, 120_000);
});
