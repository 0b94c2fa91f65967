import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { USAGE_LIMIT_MESSAGE } from '../../../contracts/analysis-api';
import { analyses, user } from '../../db/schema';
import * as fx from '../../test/images';
import { testDbKinds } from '../../test/databases';
import { filesUnder, signedInUser, type TestApp, withTestApp } from '../../test/harness';
import { analyze, rowCounts, withoutModel } from '../../test/analyses';
import { get } from '../../test/members';
import { imagesDir } from '../../test/photos';

describe.each(testDbKinds())('monthly analyses on %s', (kind) => {
  let t: TestApp;
  let photo: Buffer;

  withTestApp(
    async (app) => {
      t = app;
      photo = await fx.jpeg(400, 300);
    },
    kind,
    { ...withoutModel, ADMIN_EMAILS: 'boss@example.com' },
  );

  const usage = async (cookie: string) => (await get(t, cookie, '/api/usage/stats')).json().completeAnalysis;

  it('answers 429 exactly at the plan limit, storing nothing, and counts again next month', async () => {
    const cookie = await signedInUser(t, 'free@example.com');
    expect(await usage(cookie)).toEqual({ used: 0, limit: 5 });
    for (let i = 1; i <= 5; i++) {
      expect((await analyze(t, cookie, [photo])).statusCode).toBe(200);
      expect(await usage(cookie)).toEqual({ used: i, limit: 5 });
    }
    const files = filesUnder(imagesDir(t)).length;
    const rows = await rowCounts(t.database.db);
    const refused = await analyze(t, cookie, [photo]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: USAGE_LIMIT_MESSAGE, code: 'USAGE_LIMIT' });
    expect(filesUnder(imagesDir(t))).toHaveLength(files);
    expect(await rowCounts(t.database.db)).toEqual(rows);
    // The re-run of a stored analysis is an analysis too.
    const [{ id }] = await t.database.db.select({ id: analyses.id }).from(analyses).limit(1);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/reanalyze',
          payload: { analysisId: id },
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(429);

    const me = (await get(t, cookie, '/api/auth/user')).json();
    expect(me.analysisCount).toBe(5);

    // Last month's analyses no longer count (calendar month, UTC).
    const [{ id: userId }] = await t.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'free@example.com'));
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 60_000);
    await t.database.db.update(analyses).set({ createdAt: lastMonth }).where(eq(analyses.userId, userId));
    expect(await usage(cookie)).toEqual({ used: 0, limit: 5 });
    expect((await analyze(t, cookie, [photo])).statusCode).toBe(200);
  });

  it('shows one monthly count on every screen: the user, usage stats, dashboard and subscription', async () => {
    const cookie = await signedInUser(t, 'counted@example.com');
    const other = await signedInUser(t, 'uncounted@example.com');
    const counts = async (c: string) => ({
      user: (await get(t, c, '/api/auth/user')).json().analysisCount,
      usage: (await usage(c)).used,
      dashboard: (await get(t, c, '/api/dashboard/stats')).json().analysesThisMonth,
      subscription: (await get(t, c, '/api/subscription/current')).json().analysesThisMonth,
    });
    const all = (n: number) => ({ user: n, usage: n, dashboard: n, subscription: n });
    expect(await counts(cookie)).toEqual(all(0));

    expect((await analyze(t, cookie, [photo])).statusCode).toBe(200);
    expect((await analyze(t, cookie, [photo, await fx.png()])).statusCode).toBe(200);
    // A refused photo is no analysis.
    expect((await analyze(t, cookie, [Buffer.from('not a photo')])).statusCode).toBe(400);
    expect(await counts(cookie)).toEqual(all(2));
    expect(await counts(other)).toEqual(all(0));

    const [{ id: userId }] = await t.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'counted@example.com'));
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 60_000);
    await t.database.db.update(analyses).set({ createdAt: lastMonth }).where(eq(analyses.userId, userId));
    expect(await counts(cookie)).toEqual(all(0));
  });

  it('lets at most the limit through when requests race at the limit', async () => {
    const cookie = await signedInUser(t, 'racer@example.com');
    for (let i = 0; i < 4; i++) expect((await analyze(t, cookie, [photo])).statusCode).toBe(200);
    const results = await Promise.all([1, 2, 3, 4].map(() => analyze(t, cookie, [photo])));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 429, 429, 429]);
    expect(await usage(cookie)).toEqual({ used: 5, limit: 5 });
  });

  it('holds each plan to its own figure and super users to none', async () => {
    const cookie = await signedInUser(t, 'collector@example.com');
    await t.database.db
      .update(user)
      .set({ planId: 'patrimoine-collection' })
      .where(eq(user.email, 'collector@example.com'));
    expect(await usage(cookie)).toEqual({ used: 0, limit: 100 });
    await t.database.db
      .update(user)
      .set({ planId: 'expert-commissaire' })
      .where(eq(user.email, 'collector@example.com'));
    expect(await usage(cookie)).toEqual({ used: 0, limit: null });
    const boss = await signedInUser(t, 'boss@example.com');
    expect(await usage(boss)).toEqual({ used: 0, limit: null });
  });
});
