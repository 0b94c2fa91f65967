import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { analyses, user } from '../../db/schema';
import { openTestDatabase, testDbKinds } from '../../test/databases';
import { createAnalysisRepository, monthStart, PENDING_TTL_MS } from './repository';
import { analysisUsage } from './usage';

const reservation = {
  kind: 'complete' as const,
  provider: 'embedded',
  model: 'none',
  language: 'fr',
  photoIds: [],
};

describe.each(testDbKinds())('analysis reservations on %s', (kind) => {
  let database: Database;
  let repo: ReturnType<typeof createAnalysisRepository>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    repo = createAnalysisRepository(database.db);
    await database.db.insert(user).values([
      { id: 'u1', email: 'u1@example.com' },
      { id: 'u2', email: 'u2@example.com' },
      { id: 'u3', email: 'u3@example.com' },
    ]);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('gives out at most `limit` reservations to concurrent requests', async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, () => repo.reserve('u1', 3, reservation)));
    expect(ids.filter(Boolean)).toHaveLength(3);
    expect(await repo.countUsed('u1')).toBe(3);
  });

  it('counts successes and live reservations, not failures, stale reservations or other users', async () => {
    const a = (await repo.reserve('u2', null, reservation))!;
    const b = (await repo.reserve('u2', null, reservation))!;
    const c = (await repo.reserve('u2', null, reservation))!;
    await repo.fail('u2', a, { error: 'provider down', durationMs: 5 });
    await repo.succeed('u2', c, { result: null as never, durationMs: 1, photoIds: [] });
    await repo.succeed('u1', b, { result: null as never, durationMs: 1, photoIds: [] }); // not u1's: no effect
    // b (running) and c (success); a failed
    expect(await repo.countUsed('u2')).toBe(2);
    // A reservation left by a dead request stops counting; the success stays.
    const later = new Date(Date.now() + PENDING_TTL_MS + 60_000);
    expect(await repo.countUsed('u2', later)).toBe(1);
    await repo.failAbandoned(later);
    const rows = await database.db.select().from(analyses);
    expect(rows.find((r) => r.id === b)).toMatchObject({ status: 'failed', error: 'interrupted' });
    expect(await repo.countUsed('u3')).toBe(0);
  });

  it('answers the usage port from successful analyses only', async () => {
    await database.db.insert(user).values({ id: 'u4', email: 'u4@example.com' });
    const usage = analysisUsage(repo);
    const ok = (await repo.reserve('u4', null, reservation))!;
    await repo.succeed('u4', ok, { result: { name: 'Vase Gallé' } as never, durationMs: 3, photoIds: [] });
    const failed = (await repo.reserve('u4', null, reservation))!;
    await repo.fail('u4', failed, { error: 'x', durationMs: 1 });
    await repo.reserve('u4', null, reservation); // still running: not a success
    expect(await usage.analysesThisMonth('u4')).toBe(1);
    expect(await usage.analysisCounts(['u4', 'u3'])).toEqual({ u4: 1 });
    const total = await usage.totalAnalyses();
    expect(total).toBeGreaterThanOrEqual(1);
    expect(await usage.totalAnalyses(new Date(Date.now() + 60_000))).toBe(0);
    const [recent] = await usage.recentAnalyses(1);
    expect(recent).toMatchObject({ id: ok, userId: 'u4', objectName: 'Vase Gallé' });
  });

  it('starts the month at midnight UTC on the 1st', () => {
    expect(monthStart(new Date('2026-03-31T23:30:00-05:00')).toISOString()).toBe('2026-04-01T00:00:00.000Z');
    expect(monthStart(new Date('2026-01-15T12:00:00Z')).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
});
