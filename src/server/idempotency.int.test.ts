import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { analyses, houses, idempotencyKeys, objects, rooms } from './db/schema';
import { createIdempotencyRepository } from './idempotency-repository';
import * as fx from './test/images';
import { photoForm } from './test/multipart';
import { withoutModel } from './test/analyses';
import { savedObject } from './test/objects';
import { testDbKinds } from './test/databases';
import { withTestApp, type TestApp } from './test/harness';
import { member, type Member, setPlan } from './test/members';

const TEN = Array.from({ length: 10 });

describe.each(testDbKinds())('idempotent writes on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  let keyCount = 0;
  const fresh = () => member(t, `idem${++n}-${kind}@example.com`);
  const newKey = () => `key-${kind}-${++keyCount}-${Date.now()}`;
  const db = () => t.database.db;

  withTestApp((app) => (t = app), kind, withoutModel);

  /** A POST as `who`, with `key` as its Idempotency-Key when given. */
  const post = (who: Member, url: string, payload: unknown, key?: string, extra: InjectOptions = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as InjectOptions['payload'],
      remoteAddress: who.ip,
      ...extra,
      headers: {
        cookie: who.cookie,
        ...(key === undefined ? {} : { 'idempotency-key': key }),
        ...extra.headers,
      },
    });
  const tenAtOnce = (who: Member, url: string, payload: unknown, key: string) =>
    Promise.all(TEN.map(() => post(who, url, payload, key)));
  const countOf = async (table: typeof rooms | typeof objects | typeof houses, userId: string) =>
    (await db().select({ id: table.id }).from(table).where(eq(table.userId, userId))).length;

  function expectAllEqual(answers: Awaited<ReturnType<typeof post>>[], status: number) {
    expect(answers.map((a) => a.statusCode)).toEqual(TEN.map(() => status));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    // Exactly one ran; the others got its answer.
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
  }

  it('10 identical room creations with one key make one room; all get the same answer', async () => {
    const m = await fresh();
    const key = newKey();
    const before = await countOf(rooms, m.id);
    const answers = await tenAtOnce(m, '/api/rooms', { name: 'Salon', type: 'living_room' }, key);
    expectAllEqual(answers, 201);
    expect(await countOf(rooms, m.id)).toBe(before + 1);

    // A repeat after completion: the stored answer, marked as replayed, and still one room.
    const later = await post(m, '/api/rooms', { name: 'Salon', type: 'living_room' }, key);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(later.headers['content-type']).toMatch(/^application\/json/);
    expect(later.body).toBe(answers[0].body);
    expect(await countOf(rooms, m.id)).toBe(before + 1);

    // Without a key, every request is its own.
    await post(m, '/api/rooms', { name: 'Salon', type: 'living_room' });
    await post(m, '/api/rooms', { name: 'Salon', type: 'living_room' });
    expect(await countOf(rooms, m.id)).toBe(before + 3);
  });

  it('10 identical object creations with one key make one object', async () => {
    const m = await fresh();
    const answers = await tenAtOnce(m, '/api/objects', savedObject(), newKey());
    expectAllEqual(answers, 201);
    expect(await countOf(objects, m.id)).toBe(1);
  });

  it('10 identical house creations with one key make one house', async () => {
    const m = await fresh();
    await setPlan(t, m.email, 'patrimoine-collection');
    // The main house is made on the first collection request; count from there.
    await t.app.inject({ url: '/api/houses', headers: { cookie: m.cookie } });
    const before = await countOf(houses, m.id);
    const answers = await tenAtOnce(m, '/api/houses', { name: 'Maison de campagne' }, newKey());
    expectAllEqual(answers, 201);
    expect(await countOf(houses, m.id)).toBe(before + 1);
  });

  it('an import sent twice with one key (at once, then again) imports once', async () => {
    const m = await fresh();
    await post(m, '/api/rooms', { name: 'Bibliothèque', type: 'custom' });
    const file = (await t.app.inject({ url: '/api/export', headers: { cookie: m.cookie } })).json();
    const before = await countOf(rooms, m.id);
    const key = newKey();
    const both = await Promise.all([post(m, '/api/import', file, key), post(m, '/api/import', file, key)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both[1].body).toBe(both[0].body);
    const later = await post(m, '/api/import', file, key);
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(await countOf(rooms, m.id)).toBe(before + both[0].json().rooms);
  });

  it('refuses the same key with another body or on another route, and keeps the first effect', async () => {
    const m = await fresh();
    const key = newKey();
    expect((await post(m, '/api/rooms', { name: 'Cuisine', type: 'kitchen' }, key)).statusCode).toBe(201);
    const before = await countOf(rooms, m.id);
    const otherBody = await post(m, '/api/rooms', { name: 'Cave', type: 'kitchen' }, key);
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const otherRoute = await post(m, '/api/objects', savedObject(), key);
    expect(otherRoute.statusCode).toBe(422);
    expect(otherRoute.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await countOf(rooms, m.id)).toBe(before);
    expect(await countOf(objects, m.id)).toBe(0);
  });

  it('another user with the same key gets an effect of their own, never the first user’s answer', async () => {
    const first = await fresh();
    const second = await fresh();
    const key = newKey();
    const body = { name: 'Bureau', type: 'office' };
    const mine = await post(first, '/api/rooms', body, key);
    const theirs = await post(second, '/api/rooms', body, key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().id).not.toBe(mine.json().id);
    const [room] = await db().select().from(rooms).where(eq(rooms.id, theirs.json().id));
    expect(room.userId).toBe(second.id);
    // And their repeat replays their own answer.
    const again = await post(second, '/api/rooms', body, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(theirs.json().id);
    const rows = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(rows.map((r) => r.userId).sort()).toEqual([first.id, second.id].sort());
  });

  it('does not keep a refused request: the key may be sent again with a corrected body', async () => {
    const m = await fresh();
    const key = newKey();
    // Another user's (or no) house: 404, nothing created, the key given back.
    const refused = await post(m, '/api/rooms', { name: 'Grenier', type: 'custom', houseId: 999_999 }, key);
    expect(refused.statusCode).toBe(404);
    expect(await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(0);
    const fixed = await post(m, '/api/rooms', { name: 'Grenier', type: 'custom' }, key);
    expect(fixed.statusCode).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
  });

  it('answers 400 to a key that is empty, too long or not printable ASCII, and 401 to the anonymous', async () => {
    const m = await fresh();
    const body = { name: 'Entrée', type: 'custom' };
    for (const bad of ['', 'x'.repeat(201), 'clé-accentuée']) {
      const res = await post(m, '/api/rooms', body, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect((await post(m, '/api/rooms', body, 'x'.repeat(200))).statusCode).toBe(201);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/rooms',
      payload: body,
      headers: { 'idempotency-key': newKey() },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('an analysis sent twice with one key (at once, then again) spends one analysis', async () => {
    const m = await fresh();
    const key = newKey();
    const photo = await fx.jpeg(400, 300);
    const send = () => {
      const form = photoForm([photo]);
      return post(m, '/api/analyze-complete', form.payload, key, { headers: form.headers });
    };
    const both = await Promise.all([send(), send()]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both[0].json().analysisId).toBe(both[1].json().analysisId);
    const later = await send();
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(later.json().analysisId).toBe(both[0].json().analysisId);
    const rows = await db().select().from(analyses).where(eq(analyses.userId, m.id));
    expect(rows).toHaveLength(1);
    const usage = await t.app.inject({ url: '/api/usage/stats', headers: { cookie: m.cookie } });
    expect(usage.json().completeAnalysis.used).toBe(1);
  });

  it('takes over a claim abandoned past its lease, and forgets keys after 24 hours', async () => {
    const m = await fresh();
    const key = newKey();
    const body = { name: 'Véranda', type: 'custom' };
    const first = await post(m, '/api/rooms', body, key);
    // As if the process had stopped before recording the answer, 11 minutes ago.
    const mine = and(eq(idempotencyKeys.userId, m.id), eq(idempotencyKeys.key, key));
    await db()
      .update(idempotencyKeys)
      .set({ state: 'in_progress', createdAt: sql`now() - interval '11 minutes'` })
      .where(mine);
    const retaken = await post(m, '/api/rooms', body, key);
    expect(retaken.statusCode).toBe(201);
    expect(retaken.headers['idempotent-replayed']).toBeUndefined();
    expect(retaken.json().id).not.toBe(first.json().id);

    await db()
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(mine);
    expect(await createIdempotencyRepository(db()).expire(24 * 60 * 60_000)).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(idempotencyKeys).where(mine)).toHaveLength(0);
    // The clean-up is one of the scheduled jobs.
    await expect(t.app.scheduler.runNow('expire-idempotency-keys')).resolves.toBeTypeOf('boolean');
  });
});
