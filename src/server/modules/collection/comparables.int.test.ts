import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPARABLES_PER_OBJECT_MAX } from '../../../contracts/comparables';
import { referenceRates } from '../../../contracts/currency';
import { comparables } from '../../db/schema';
import { testDbKinds } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/harness';
import { type Client, clientFor } from '../../test/members';
import { savedObject } from '../../test/objects';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe.each(testDbKinds())('comparables on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const fresh = () => clientFor(t, `cmp${++n}-${kind}@example.com`);

  const create = async (c: Client, overrides: Record<string, unknown> = {}) => {
    const res = await c.call('POST', '/api/objects', savedObject(overrides));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: number };
  };
  const add = (c: Client, id: number, body: Record<string, unknown>) =>
    c.call('POST', `/api/objects/${id}/comparables`, body);
  const list = async (c: Client, id: number) => {
    const res = await c.call('GET', `/api/objects/${id}/comparables`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const object = async (c: Client, id: number) => (await c.call('GET', `/api/objects/${id}`)).body;
  const sources = async (c: Client, id: number) =>
    ((await c.call('GET', `/api/objects/${id}/valuations`)).body.valuations as { source: string }[]).map(
      (v) => v.source,
    );
  const sale = (price: number, overrides: Record<string, unknown> = {}) => ({
    title: 'Pendule Lepaute, Drouot',
    price,
    date: daysAgo(30),
    kind: 'sold',
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records comparables and makes the object’s estimate from them, in the value history', async () => {
    const c = await fresh();
    const obj = await create(c);
    expect(await list(c, obj.id)).toEqual({
      comparables: [],
      estimate: null,
      applied: false,
      recentSales: 0,
    });

    const first = await add(c, obj.id, {
      ...sale(1000),
      url: ' https://www.drouot.com/lot/1 ',
      note: ' cadran restauré ',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      title: 'Pendule Lepaute, Drouot',
      price: 1000,
      currency: 'EUR',
      priceEur: 1000,
      date: daysAgo(30),
      url: 'https://www.drouot.com/lot/1',
      kind: 'sold',
      note: 'cadran restauré',
      createdAt: expect.any(String),
    });
    for (const price of [1100, 900]) expect((await add(c, obj.id, sale(price))).status).toBe(201);
    // An offer in pounds: converted at the reference rate, then discounted as an asking price.
    const offer = await add(c, obj.id, {
      title: 'Lepaute clock, London dealer',
      price: '950',
      currency: 'GBP',
      date: daysAgo(3),
      kind: 'asking',
    });
    expect(offer.status).toBe(201);
    expect(offer.body.priceEur).toBe(Math.round((950 / referenceRates.perEuro.GBP) * 100) / 100);

    const body = await list(c, obj.id);
    expect(body.comparables.map((x: { date: string }) => x.date)).toEqual([
      daysAgo(3),
      daysAgo(30),
      daysAgo(30),
      daysAgo(30),
    ]);
    expect(body).toMatchObject({ applied: true, recentSales: 3 });
    expect(body.estimate).toMatchObject({ count: 4, basis: 'comparables' });
    const { min, max, base } = body.estimate;
    expect(min).toBeLessThanOrEqual(base);
    expect(base).toBeLessThanOrEqual(max);
    expect(max).toBeLessThanOrEqual(4 * min);
    expect(base).toBeGreaterThan(900);
    expect(base).toBeLessThan(1100);

    const o = await object(c, obj.id);
    expect([o.estimatedValueMin, o.estimatedValueMax]).toEqual([min, max]);
    // Every comparable changed the range: one history entry each, without a confidence of their own.
    const history = (await c.call('GET', `/api/objects/${obj.id}/valuations`)).body.valuations;
    expect(history.at(-1)).toMatchObject({ source: 'comparables', low: min, high: max, confidence: null });
    expect(history.filter((v: { source: string }) => v.source === 'comparables').length).toBeGreaterThan(1);
    // An estimate is history: it cannot be deleted.
    expect((await c.call('DELETE', `/api/objects/${obj.id}/valuations/${history.at(-1).id}`)).status).toBe(
      409,
    );
  });

  it('edits one, and on deleting them all keeps the last estimate without the label', async () => {
    const c = await fresh();
    const obj = await create(c);
    const a = (await add(c, obj.id, sale(400, { date: '2019-05-01' }))).body;
    const b = (await add(c, obj.id, sale(500))).body;
    expect((await list(c, obj.id)).recentSales).toBe(1);

    const patched = await c.call('PATCH', `/api/objects/${obj.id}/comparables/${a.id}`, {
      price: 450,
      currency: 'USD',
      url: '',
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body).toMatchObject({ price: 450, currency: 'USD', url: null, date: '2019-05-01' });
    expect(patched.body.priceEur).toBe(Math.round((450 / referenceRates.perEuro.USD) * 100) / 100);
    expect((await c.call('PATCH', `/api/objects/${obj.id}/comparables/${a.id}`, {})).status).toBe(400);
    const estimate = (await list(c, obj.id)).estimate;
    expect((await object(c, obj.id)).estimatedValueMin).toBe(estimate.min);

    expect((await c.call('DELETE', `/api/objects/${obj.id}/comparables/${a.id}`)).status).toBe(200);
    expect((await c.call('DELETE', `/api/objects/${obj.id}/comparables/${a.id}`)).status).toBe(404);
    const single = (await list(c, obj.id)).estimate;
    expect(single).toMatchObject({ count: 1, base: 500 });
    expect((await c.call('DELETE', `/api/objects/${obj.id}/comparables/${b.id}`)).status).toBe(200);

    expect(await list(c, obj.id)).toEqual({
      comparables: [],
      estimate: null,
      applied: false,
      recentSales: 0,
    });
    const o = await object(c, obj.id);
    expect([o.estimatedValueMin, o.estimatedValueMax]).toEqual([single.min, single.max]);
  });

  it('drops the label once the owner sets another estimate, and takes over again on the next comparable', async () => {
    const c = await fresh();
    const obj = await create(c);
    await add(c, obj.id, sale(300));
    expect((await list(c, obj.id)).applied).toBe(true);
    expect((await c.call('PATCH', `/api/objects/${obj.id}`, { estimatedValueMin: 10 })).status).toBe(200);
    expect((await list(c, obj.id)).applied).toBe(false);
    await add(c, obj.id, sale(300, { kind: 'asking' }));
    expect((await list(c, obj.id)).applied).toBe(true);
    expect(await sources(c, obj.id)).toEqual(['manual', 'comparables', 'manual', 'comparables']);
  });

  it('answers 400 with the app’s error shape for hostile or absurd bodies, and stores nothing', async () => {
    const c = await fresh();
    const obj = await create(c);
    const good = sale(100);
    for (const bad of [
      { ...good, title: 'Pendule\u0000' },
      { ...good, note: 'a\u0000b' },
      { ...good, url: 'https://example.com/\u0000' },
      { ...good, title: '\ud800' },
      { ...good, title: '   ' },
      { ...good, title: 'x'.repeat(201) },
      { ...good, note: 'x'.repeat(501) },
      { ...good, price: 0 },
      { ...good, price: -3 },
      { ...good, price: 0.001 },
      { ...good, price: 1e10 },
      { ...good, price: 1e300 },
      { ...good, price: 'NaN' },
      { ...good, price: '1e5' },
      { ...good, price: null },
      { ...good, currency: 'JPY' },
      { ...good, currency: 'eur' },
      { ...good, date: '2999-01-01' },
      { ...good, date: daysAgo(-3) },
      { ...good, date: '1899-12-31' },
      { ...good, date: '2023-02-30' },
      { ...good, date: '12/03/2024' },
      { ...good, kind: 'sale' },
      { ...good, kind: 'comparables' },
      { ...good, url: 'javascript:alert(1)' },
      { ...good, url: 'data:text/html,<script>alert(1)</script>' },
      { ...good, url: '//evil.example/x' },
      { ...good, url: 'ftp://example.com/x' },
      { ...good, url: `https://example.com/${'x'.repeat(2000)}` },
      { ...good, url: 42 },
      { title: 'Sans prix', date: daysAgo(1), kind: 'sold' },
      [good],
    ]) {
      const res = await add(c, obj.id, bad as Record<string, unknown>);
      expect(res.status, JSON.stringify(bad).slice(0, 200)).toBe(400);
      expect(['VALIDATION', 'INVALID_TEXT']).toContain(res.body.code);
      expect(typeof res.body.error).toBe('string');
    }
    const raw = await t.app.inject({
      method: 'POST',
      url: `/api/objects/${obj.id}/comparables`,
      headers: { cookie: c.cookie, 'content-type': 'application/json' },
      payload: '{"title": "x", "price": ',
    });
    expect(raw.statusCode).toBe(400);
    expect((await c.call('POST', `/api/objects/${obj.id}/comparables/abc`, good)).status).toBe(404);
    expect((await c.call('DELETE', `/api/objects/${obj.id}/comparables/abc`)).status).toBe(400);
    expect((await c.call('DELETE', `/api/objects/${obj.id}/comparables/99999999999`)).status).toBe(400);
    expect((await c.call('GET', `/api/objects/0/comparables`)).status).toBe(400);
    expect((await list(c, obj.id)).comparables).toEqual([]);
    expect((await object(c, obj.id)).estimatedValueMin).toBe(800);
  });

  it(`holds at most ${COMPARABLES_PER_OBJECT_MAX} comparables per object`, async () => {
    const c = await fresh();
    const obj = await create(c);
    const [{ id: userId }] = [c];
    await t.database.db.insert(comparables).values(
      Array.from({ length: COMPARABLES_PER_OBJECT_MAX }, (_, i) => ({
        userId,
        objectId: obj.id,
        title: `Lot ${i}`,
        price: 100 + i,
        priceEur: 100 + i,
        soldOn: daysAgo(i),
        kind: 'sold',
      })),
    );
    const res = await add(c, obj.id, sale(100));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('CONFLICT');
    expect((await list(c, obj.id)).comparables).toHaveLength(COMPARABLES_PER_OBJECT_MAX);
  });

  it('shows another user nothing: 404 on every route, and their writes change nothing', async () => {
    const alice = await fresh();
    const bob = await fresh();
    const obj = await create(alice);
    const mine = (await add(alice, obj.id, sale(1000))).body;
    const bobs = await create(bob);
    const before = await object(alice, obj.id);

    const tries = [
      await bob.call('GET', `/api/objects/${obj.id}/comparables`),
      await add(bob, obj.id, sale(5)),
      await bob.call('PATCH', `/api/objects/${obj.id}/comparables/${mine.id}`, { price: 1 }),
      await bob.call('DELETE', `/api/objects/${obj.id}/comparables/${mine.id}`),
      // Through his own object, her comparable is not there either.
      await bob.call('PATCH', `/api/objects/${bobs.id}/comparables/${mine.id}`, { price: 1 }),
      await bob.call('DELETE', `/api/objects/${bobs.id}/comparables/${mine.id}`),
      await bob.call('GET', '/api/objects/999999/comparables'),
    ];
    for (const res of tries) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    expect((await list(alice, obj.id)).comparables).toEqual([mine]);
    expect(await object(alice, obj.id)).toEqual(before);
    expect((await list(bob, bobs.id)).comparables).toEqual([]);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/objects/${obj.id}/comparables` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('goes with its object', async () => {
    const c = await fresh();
    const obj = await create(c);
    await add(c, obj.id, sale(100));
    expect((await c.call('DELETE', `/api/objects/${obj.id}`)).status).toBe(200);
    expect((await c.call('GET', `/api/objects/${obj.id}/comparables`)).status).toBe(404);
    expect((await add(c, obj.id, sale(100))).status).toBe(404);
  });
});
