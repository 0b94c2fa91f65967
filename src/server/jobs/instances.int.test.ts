import { mkdirSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyses, scheduledJobs } from '../db/schema';
import { PENDING_TTL_MS } from '../modules/analysis/repository';
import { clientFor } from '../test/members';
import { sameDatabase, testDbKinds } from '../test/databases';
import { createTestApp, nextTestAddress, type TestApp } from '../test/harness';

/** Two instances of the app on one database, as behind a load balancer. */
describe.each(testDbKinds())('two instances on one %s database', (kind) => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp(kind);
    b = await createTestApp(kind, {}, { database: await sameDatabase(a.database) });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const freeLease = (name: string) =>
    a.database.db
      .update(scheduledJobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(scheduledJobs.name, name));

  it('share sessions, and each sees what the other wrote or deleted (cached lists included)', async () => {
    const user = await clientFor(a, `two-${kind}@example.com`);
    const onB = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      b.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });

    expect((await onB('GET', '/api/auth/user')).json().email).toBe(user.email);
    const room = await user.call('POST', '/api/rooms', { name: 'Bureau', type: 'office' });
    const made = await onB('POST', '/api/objects', { name: 'Lampe', roomId: room.body.id });
    expect(made.statusCode).toBe(201);

    // Both instances build and keep the whole list, then a delete through A must show through B at once.
    expect((await user.call('GET', '/api/objects')).body).toHaveLength(1);
    expect((await onB('GET', '/api/objects')).json()).toHaveLength(1);
    expect((await user.call('DELETE', `/api/objects/${made.json().id}`)).status).toBeLessThan(300);
    expect((await onB('GET', '/api/objects')).json()).toHaveLength(0);
    expect((await onB('GET', '/api/rooms')).json().map((r: { name: string }) => r.name)).toContain('Bureau');
  });

  it('count rate limits together: alternating instances does not double the allowance', async () => {
    const ip = nextTestAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const t = i % 2 ? b : a;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `nobody-${kind}@example.com`, password: 'wrong-password-1' },
        remoteAddress: ip,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });

  it('run a scheduled job on one instance only', async () => {
    let runs = 0;
    const job = { name: `count-${kind}`, everyMs: 60_000, run: async () => void runs++ };
    a.app.scheduler.add(job);
    b.app.scheduler.add(job);
    const claimed = await Promise.all([a.app.scheduler.runNow(job.name), b.app.scheduler.runNow(job.name)]);
    expect(claimed.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    // Within the period, neither runs it again.
    expect(await Promise.all([a.app.scheduler.runNow(job.name), b.app.scheduler.runNow(job.name)])).toEqual([
      false,
      false,
    ]);
    expect(runs).toBe(1);
  });

  it('fail analyses a crashed process left pending, not the ones in progress', async () => {
    const user = await clientFor(a, `pending-${kind}@example.com`);
    const old = new Date(Date.now() - PENDING_TTL_MS - 60_000);
    const base = {
      userId: user.id,
      kind: 'complete' as const,
      provider: 'embedded',
      model: 'm',
      language: 'fr' as const,
      status: 'pending' as const,
    };
    const [stale] = await a.database.db
      .insert(analyses)
      .values({ ...base, createdAt: old })
      .returning({ id: analyses.id });
    const [live] = await a.database.db.insert(analyses).values(base).returning({ id: analyses.id });
    await freeLease('fail-abandoned-analyses');
    expect(await b.app.scheduler.runNow('fail-abandoned-analyses')).toBe(true);
    const status = async (id: string) =>
      (await a.database.db.select({ s: analyses.status }).from(analyses).where(eq(analyses.id, id)))[0].s;
    expect(await status(stale.id)).toBe('failed');
    expect(await status(live.id)).toBe('pending');
  });

  it('sweep partial photo files a crash left, not recent ones or photos', async () => {
    const dir = path.join(a.dataDir, 'images', 'someone');
    mkdirSync(dir, { recursive: true });
    const oldTmp = path.join(dir, 'p.jpg.1a2b3c.tmp');
    const newTmp = path.join(dir, 'q.jpg.4d5e6f.tmp');
    const photo = path.join(dir, 'r.jpg');
    for (const f of [oldTmp, newTmp, photo]) writeFileSync(f, 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    utimesSync(oldTmp, twoHoursAgo, twoHoursAgo);
    utimesSync(photo, twoHoursAgo, twoHoursAgo);
    await freeLease('sweep-temporary-photos');
    expect(await a.app.scheduler.runNow('sweep-temporary-photos')).toBe(true);
    expect([existsSync(oldTmp), existsSync(newTmp), existsSync(photo)]).toEqual([false, true, true]);
  });
});
