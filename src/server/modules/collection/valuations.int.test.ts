import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALUE_HISTORY_DAILY_MAX } from '../../../contracts/valuations';
import { testDbKinds } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/harness';
import { analysisIdFor } from '../../test/analyses';
import { analysisOf, savedObject } from '../../test/objects';
import { type Client, clientFor } from '../../test/members';

const today = () => new Date().toISOString().slice(0, 10);
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(testDbKinds())('value history on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const fresh = () => clientFor(t, `val${++n}-${kind}@example.com`);

  const create = async (c: Client, overrides: Record<string, unknown> = {}) => {
    const res = await c.call('POST', '/api/objects', savedObject(overrides));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: number };
  };
  const history = async (c: Client, id: number) => {
    const res = await c.call('GET', `/api/objects/${id}/valuations`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.valuations as {
      id: number;
      source: string;
      low: number | null;
      high: number | null;
      confidence: number | null;
      note: string;
      valueKind: string;
      valuedOn: string;
    }[];
  };
  const record = (c: Client, id: number, body: Record<string, unknown>) =>
    c.call('POST', `/api/objects/${id}/valuations`, body);

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records the estimate an object is saved with: from its analysis, or typed by hand', async () => {
    const c = await fresh();
    const analysed = await create(c, { analysisId: await analysisIdFor(t, c.id, 'success', analysisOf()) });
    expect(await history(c, analysed.id)).toEqual([
      {
        id: expect.any(Number),
        source: 'analysis',
        low: 800,
        high: 1500,
        confidence: 72,
        note: '',
        valueKind: 'market',
        valuedOn: today(),
        createdAt: expect.any(String),
        // The person who saved it (decision 037), by name.
        recordedBy: c.email.split('@')[0],
      },
    ]);
    const typed = await create(c, { estimatedValueMin: 40, estimatedValueMax: null, confidenceScore: null });
    expect((await history(c, typed.id)).map((v) => [v.source, v.low, v.high, v.confidence])).toEqual([
      ['manual', 40, null, null],
    ]);
    const none = await create(c, { estimatedValueMin: null, estimatedValueMax: null });
    expect(await history(c, none.id)).toEqual([]);
  });

  it('records a re-analysis and a manual edit only when the range changes', async () => {
    const c = await fresh();
    const obj = await create(c, { analysisId: await analysisIdFor(t, c.id, 'success', analysisOf()) });
    const again = await analysisIdFor(
      t,
      c.id,
      'success',
      analysisOf({ estimatedValueMin: 900, estimatedValueMax: 1600, confidenceScore: 80 }),
    );
    const patch = (body: Record<string, unknown>) => c.call('PATCH', `/api/objects/${obj.id}`, body);

    expect(
      (
        await patch({
          analysisId: again,
          estimatedValueMin: 900,
          estimatedValueMax: 1600,
          confidenceScore: 80,
        })
      ).status,
    ).toBe(200);
    // The same range again (a re-analysis that agrees, a confidence or text edit): nothing new.
    expect(
      (
        await patch({
          analysisId: again,
          estimatedValueMin: 900,
          estimatedValueMax: 1600,
          confidenceScore: 85,
        })
      ).status,
    ).toBe(200);
    expect((await patch({ name: 'Pendule', notes: 'vue chez un antiquaire' })).status).toBe(200);
    expect((await patch({ estimatedValueMin: 1000 })).status).toBe(200);
    expect((await patch({ estimatedValueMin: null, estimatedValueMax: null })).status).toBe(200);

    expect((await history(c, obj.id)).map((v) => [v.source, v.low, v.high, v.confidence])).toEqual([
      ['analysis', 800, 1500, 72],
      ['reanalysis', 900, 1600, 80],
      ['manual', 1000, 1600, 85],
      ['manual', null, null, 85],
    ]);
  });

  it('refuses a re-analysis that is not the owner’s, and then writes nothing', async () => {
    const c = await fresh();
    const stranger = await fresh();
    const obj = await create(c);
    const theirs = await analysisIdFor(t, stranger.id);
    const res = await c.call('PATCH', `/api/objects/${obj.id}`, {
      analysisId: theirs,
      estimatedValueMin: 1,
      estimatedValueMax: 2,
    });
    expect(res.status).toBe(404);
    expect((await c.call('GET', `/api/objects/${obj.id}`)).body.estimatedValueMin).toBe(800);
    expect(await history(c, obj.id)).toHaveLength(1);
    expect((await c.call('PATCH', `/api/objects/${obj.id}`, { analysisId: 'not-a-uuid' })).status).toBe(400);
  });

  it('saves an object and its history entry together or not at all', async () => {
    const c = await fresh();
    const obj = await create(c);
    // A history write that fails (as a lost connection or a full disk would), for one amount only.
    await t.database.db.execute(sql`
      create function refuse_valuation() returns trigger language plpgsql as $$
      begin
        if new.low = 666.66 then raise exception 'history write failed'; end if;
        return new;
      end $$
    `);
    await t.database.db.execute(
      sql`create trigger refuse_valuation before insert on valuations for each row execute function refuse_valuation()`,
    );
    try {
      const before = (await c.call('GET', '/api/objects')).body.length;
      expect((await c.call('POST', '/api/objects', savedObject({ estimatedValueMin: 666.66 }))).status).toBe(
        500,
      );
      expect((await c.call('GET', '/api/objects')).body).toHaveLength(before);
      expect(
        (await c.call('PATCH', `/api/objects/${obj.id}`, { estimatedValueMin: 666.66, name: 'Autre' }))
          .status,
      ).toBe(500);
      const kept = (await c.call('GET', `/api/objects/${obj.id}`)).body;
      expect([kept.name, kept.estimatedValueMin]).toEqual(['Pendule Louis XVI', 800]);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_valuation on valuations`);
      await t.database.db.execute(sql`drop function refuse_valuation()`);
    }
    expect(await history(c, obj.id)).toHaveLength(1);
  });

  it('records sales and expert valuations, listed by the day they hold for', async () => {
    const c = await fresh();
    const obj = await create(c);
    const sale = await record(c, obj.id, {
      kind: 'sale',
      amount: '1250.505',
      date: '2021-06-01',
      note: ' Drouot ',
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    expect(sale.body).toMatchObject({
      source: 'sale',
      low: 1250.51,
      high: 1250.51,
      confidence: null,
      note: 'Drouot',
      valueKind: 'market',
      valuedOn: '2021-06-01',
    });
    const expert = await record(c, obj.id, { kind: 'expert', amount: 1400, date: '1999-12-31' });
    expect(expert.status).toBe(201);
    expect((await record(c, obj.id, { kind: 'expert', amount: 1, date: today() })).status).toBe(201);

    expect((await history(c, obj.id)).map((v) => [v.source, v.valuedOn])).toEqual([
      ['expert', '1999-12-31'],
      ['sale', '2021-06-01'],
      ['manual', today()],
      ['expert', today()],
    ]);
  });

  it('records whether an expert’s figure is a market or a replacement value, market unless said', async () => {
    const c = await fresh();
    const obj = await create(c);
    const market = await record(c, obj.id, { kind: 'expert', amount: 1800, date: '2024-02-02' });
    expect(market.status, JSON.stringify(market.body)).toBe(201);
    expect(market.body.valueKind).toBe('market');
    const body = { kind: 'expert', amount: 2600, date: '2024-03-03', valueKind: 'replacement' };
    const replacement = await record(c, obj.id, body);
    expect(replacement.status, JSON.stringify(replacement.body)).toBe(201);
    expect(replacement.body.valueKind).toBe('replacement');
    expect((await history(c, obj.id)).map((v) => [v.source, v.valueKind])).toEqual([
      ['expert', 'market'],
      ['expert', 'replacement'],
      ['manual', 'market'],
    ]);
    // The replacement value is the object's value by the precedence rule, as any expert's figure.
    const o = (await c.call('GET', `/api/objects/${obj.id}`)).body;
    expect([o.estimatedValueMin, o.estimatedValueMax]).toEqual([2600, 2600]);
    // Another user records nothing on it and reads nothing of it.
    const other = await fresh();
    expect((await record(other, obj.id, body)).status).toBe(404);
    expect((await other.call('GET', `/api/objects/${obj.id}/valuations`)).status).toBe(404);
  });

  it('answers 400 for a figure that cannot be right', async () => {
    const c = await fresh();
    const obj = await create(c);
    const base = { kind: 'sale', amount: 100, date: '2020-05-05' };
    for (const bad of [
      { ...base, date: daysFromNow(3) },
      { ...base, date: '1899-12-31' },
      { ...base, date: '2023-02-30' },
      { ...base, date: '05/05/2020' },
      { ...base, amount: -5 },
      { ...base, amount: 0 },
      { ...base, amount: 0.001 },
      { ...base, amount: 1e13 },
      { ...base, amount: 'beaucoup' },
      { ...base, kind: 'analysis' },
      { ...base, kind: 'manual' },
      { ...base, note: 'x'.repeat(501) },
      { kind: 'sale', amount: 100 },
      // A sale is what the object fetched: a market value.
      { ...base, valueKind: 'replacement' },
      { ...base, kind: 'expert', valueKind: 'new' },
    ]) {
      const res = await record(c, obj.id, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
    }
    expect(await history(c, obj.id)).toHaveLength(1);
  });

  it('deletes a recorded figure but never an estimate', async () => {
    const c = await fresh();
    const obj = await create(c);
    const other = await create(c);
    const [estimate] = await history(c, obj.id);
    const sale = (await record(c, obj.id, { kind: 'sale', amount: 900, date: '2022-01-01' })).body;

    const refused = await c.call('DELETE', `/api/objects/${obj.id}/valuations/${estimate.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('CONFLICT');
    // Through another of the owner's objects, the entry is not there.
    expect((await c.call('DELETE', `/api/objects/${other.id}/valuations/${sale.id}`)).status).toBe(404);
    expect((await c.call('DELETE', `/api/objects/${obj.id}/valuations/${sale.id}`)).status).toBe(200);
    expect((await c.call('DELETE', `/api/objects/${obj.id}/valuations/${sale.id}`)).status).toBe(404);
    expect((await history(c, obj.id)).map((v) => v.source)).toEqual(['manual']);
    expect((await c.call('DELETE', `/api/objects/${obj.id}/valuations/abc`)).status).toBe(400);
  });

  it('shows another user nothing: 404 everywhere, and not in their collection’s history', async () => {
    const alice = await fresh();
    const bob = await fresh();
    const obj = await create(alice);
    const sale = (await record(alice, obj.id, { kind: 'sale', amount: 900, date: '2022-01-01' })).body;
    const bobs = await create(bob, { estimatedValueMin: 5, estimatedValueMax: 5 });

    expect((await bob.call('GET', `/api/objects/${obj.id}/valuations`)).status).toBe(404);
    expect((await record(bob, obj.id, { kind: 'sale', amount: 1, date: '2022-01-01' })).status).toBe(404);
    expect((await bob.call('DELETE', `/api/objects/${obj.id}/valuations/${sale.id}`)).status).toBe(404);
    expect((await bob.call('DELETE', `/api/objects/${bobs.id}/valuations/${sale.id}`)).status).toBe(404);
    expect((await bob.call('GET', '/api/objects/999999/valuations')).status).toBe(404);
    expect(await history(alice, obj.id)).toHaveLength(2);
    expect((await bob.call('GET', '/api/dashboard/value-history')).body).toEqual({
      bucket: 'day',
      points: [{ date: today(), low: 5, high: 5 }],
    });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/dashboard/value-history' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('sums, for each day, the value of every object still in the collection by the precedence rule', async () => {
    const c = await fresh();
    const a = await create(c, { estimatedValueMin: 100, estimatedValueMax: 200 });
    const b = await create(c, { estimatedValueMin: 50, estimatedValueMax: 80 });
    // A lone bound counts for both ends, as in the stats.
    await create(c, { estimatedValueMin: 10, estimatedValueMax: null });
    await create(c, { estimatedValueMin: null, estimatedValueMax: null });
    await record(c, a.id, { kind: 'sale', amount: 150, date: '2020-01-10' });
    await record(c, a.id, { kind: 'expert', amount: 170, date: '2020-01-10' });
    await record(c, b.id, { kind: 'expert', amount: 60, date: '2020-03-05' });
    const gone = await create(c, { estimatedValueMin: 1, estimatedValueMax: 1 });
    await record(c, gone.id, { kind: 'expert', amount: 1000, date: '2020-02-01' });
    expect((await c.call('DELETE', `/api/objects/${gone.id}`)).status).toBe(200);

    const res = await c.call('GET', '/api/dashboard/value-history');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      bucket: 'day',
      points: [
        // A sale outranks an expert valuation of the same day.
        { date: '2020-01-10', low: 150, high: 150 },
        { date: '2020-03-05', low: 210, high: 210 },
        // The estimates written today are history: the recorded figures stay the values.
        { date: today(), low: 220, high: 220 },
      ],
    });
    // Today's point is the dashboard's total.
    const stats = (await c.call('GET', '/api/dashboard/stats')).body;
    expect([stats.totalValueMin, stats.totalValueMax]).toEqual([220, 220]);
  });

  it('keeps one point a month once there are many days', async () => {
    const c = await fresh();
    const obj = await create(c, { estimatedValueMin: 100, estimatedValueMax: 100 });
    const start = Date.UTC(2019, 0, 1);
    for (let i = 0; i <= VALUE_HISTORY_DAILY_MAX; i++) {
      const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
      expect((await record(c, obj.id, { kind: 'expert', amount: i + 1, date })).status).toBe(201);
    }
    const { body } = await c.call('GET', '/api/dashboard/value-history');
    expect(body.bucket).toBe('month');
    // 91 days from 1 January 2019 end on 1 April; then today's estimate.
    expect(body.points).toEqual([
      { date: '2019-01-31', low: 31, high: 31 },
      { date: '2019-02-28', low: 59, high: 59 },
      { date: '2019-03-31', low: 90, high: 90 },
      { date: '2019-04-01', low: 91, high: 91 },
      // Today's estimate does not outrank the latest expert valuation.
      { date: today(), low: 91, high: 91 },
    ]);
  });

  it('makes a recorded figure the object’s value everywhere: a sale, then an expert, then the estimate', async () => {
    const c = await fresh();
    const obj = await create(c, { estimatedValueMin: 100, estimatedValueMax: 200 });
    const value = async () => {
      const o = (await c.call('GET', `/api/objects/${obj.id}`)).body;
      const listed = (
        (await c.call('GET', '/api/objects')).body as { id: number; estimatedValueMin: number }[]
      ).find((x) => x.id === obj.id);
      const stats = (await c.call('GET', '/api/dashboard/stats')).body;
      // The object page, the list and the dashboard's totals agree.
      expect(listed?.estimatedValueMin).toBe(o.estimatedValueMin);
      expect([stats.totalValueMin, stats.totalValueMax]).toEqual([o.estimatedValueMin, o.estimatedValueMax]);
      return [o.estimatedValueMin, o.estimatedValueMax];
    };
    const expert = (await record(c, obj.id, { kind: 'expert', amount: 900, date: '2024-05-01' })).body;
    expect(await value()).toEqual([900, 900]);
    // An older sale outranks a newer expert valuation.
    const sale = (await record(c, obj.id, { kind: 'sale', amount: 1500, date: '2021-01-01' })).body;
    expect(await value()).toEqual([1500, 1500]);
    // The owner's new estimate is kept as history; the sale stays the value.
    expect(
      (await c.call('PATCH', `/api/objects/${obj.id}`, { estimatedValueMin: 300, estimatedValueMax: 400 }))
        .status,
    ).toBe(200);
    expect(await value()).toEqual([1500, 1500]);
    expect((await c.call('DELETE', `/api/objects/${obj.id}/valuations/${sale.id}`)).status).toBe(200);
    expect(await value()).toEqual([900, 900]);
    // With no recorded figure left, the latest estimate is the value again.
    expect((await c.call('DELETE', `/api/objects/${obj.id}/valuations/${expert.id}`)).status).toBe(200);
    expect(await value()).toEqual([300, 400]);
  });

  it('starts the history of imported objects with their estimate', async () => {
    const c = await fresh();
    await create(c, { estimatedValueMin: 300, estimatedValueMax: 400, createdAt: undefined });
    const file = (
      await t.app.inject({ method: 'GET', url: '/api/export', headers: { cookie: c.cookie } })
    ).json();
    file.objects[0].createdAt = '2018-04-02T10:00:00.000Z';
    const res = await c.call('POST', '/api/import', file);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const all = (await c.call('GET', '/api/objects')).body as { id: number }[];
    const copy = all.reduce((a, b) => (a.id > b.id ? a : b));
    expect((await history(c, copy.id)).map((v) => [v.source, v.low, v.high, v.valuedOn])).toEqual([
      ['manual', 300, 400, '2018-04-02'],
    ]);
  });
});
