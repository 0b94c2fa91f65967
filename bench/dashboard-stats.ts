import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { analyses, objects } from '../src/server/db/schema';
import { createStatsRepository } from '../src/server/modules/collection/stats-repository';
import { createTestApp } from '../src/server/test/harness';
import { clientFor } from '../src/server/test/members';
import { seedObjects } from './support/seed-collection';
import { percentile } from './support/stats';

/**
 * GET /api/dashboard/stats for a user with 5,000 objects (issue 31; goal p95 ≤ 20 ms), beside
 * GET /api/health/live measured in the same run: the ratio holds on a busy machine where the milliseconds
 * do not. Stats are measured unchanged (the usual visit), after an object edit made by another request
 * just before each call, and after a room added just before each call. HTTP round trips on loopback.
 * TEST_DATABASE_URL (or DATABASE_URL) set: a throw-away database on that PostgreSQL server; else PGlite.
 */
const OBJECTS = 5000;
const RUNS = 200;
const WARMUP = 20;

if (!process.env.TEST_DATABASE_URL && process.env.DATABASE_URL)
  process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const t = await createTestApp(kind);

try {
  const c = await clientFor(t, 'stats-bench@example.com');
  // Another collection of the same size in the same tables: every query must find only its owner's rows.
  const other = await clientFor(t, 'stats-bench-other@example.com');
  const roomsOf = async (who: typeof c) => {
    const ids: number[] = [];
    for (let i = 0; i < 10; i++)
      ids.push((await who.call('POST', '/api/rooms', { name: `Pièce ${i}`, type: 'custom' })).body.id);
    return ids;
  };
  const roomIds = await roomsOf(c);
  const started = performance.now();
  await seedObjects(t, c, roomIds, OBJECTS);
  await seedObjects(t, other, await roomsOf(other), OBJECTS);
  // A month of steady use: analyses, most of them this month.
  await t.database.db.insert(analyses).values(
    Array.from({ length: 300 }, (_, i) => ({
      userId: c.id,
      kind: 'complete' as const,
      provider: 'embedded',
      model: 'bench',
      language: 'fr',
      status: i % 10 === 0 ? ('error' as const) : ('success' as const),
      createdAt: new Date(Date.now() - i * 3 * 60 * 60 * 1000),
    })),
  );
  const seeded = performance.now() - started;

  const origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (path: string) =>
    new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
      http
        .get(`${origin}${path}`, { agent, headers: { cookie: c.cookie } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
          res.on('error', reject);
        })
        .on('error', reject);
    });

  /** p50 and p95 of `path`; `before` runs untimed ahead of each request (a change to the collection). */
  async function measure(label: string, path: string, before?: () => Promise<unknown>) {
    for (let i = 0; i < WARMUP; i++) {
      await before?.();
      await get(path);
    }
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await before?.();
      const t0 = performance.now();
      const res = await get(path);
      times.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`${label}: ${res.status} ${res.body}`);
    }
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    console.log(
      `${label.padEnd(40)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms`,
    );
    return p95;
  }

  console.log(
    `database: ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite (in memory)'}; ${OBJECTS} objects for each of 2 users seeded in ${seeded.toFixed(0)} ms; ${RUNS} runs each`,
  );
  const anchor = await measure('GET /api/health/live (anchor)', '/api/health/live');
  await measure('GET /api/auth/user (session only)', '/api/auth/user');
  const unchanged = await measure('GET /api/dashboard/stats', '/api/dashboard/stats');
  const [someObject] = await t.database.db.select({ id: objects.id }).from(objects).limit(1);
  let edits = 0;
  const edited = await measure('GET /api/dashboard/stats (after an edit)', '/api/dashboard/stats', () =>
    c.call('PATCH', `/api/objects/${someObject.id}`, { notes: `note ${++edits}` }),
  );
  let added = 0;
  const afterRoom = await measure('GET /api/dashboard/stats (after a room)', '/api/dashboard/stats', () =>
    c.call('POST', '/api/rooms', { name: `Ajoutée ${++added}`, type: 'custom' }),
  );
  // The query alone, in the same run: the totals kept by triggers against the sum over every object that
  // the dashboard ran before (migration 0015), so the gain reads as a ratio on a busy machine too.
  const time = async (label: string, run: () => Promise<unknown>) => {
    for (let i = 0; i < WARMUP; i++) await run();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await run();
      times.push(performance.now() - t0);
    }
    const [p50, p95] = [percentile(times, 50), percentile(times, 95)];
    console.log(
      `${label.padEnd(40)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms`,
    );
    return p95;
  };
  const stats = createStatsRepository(t.database.db);
  const kept = await time('query: totals kept (collection_totals)', () => stats.totals(c.id));
  const summed = await time('query: sum over 5,000 objects (before)', () =>
    t.database.db
      .select({
        n: sql`count(*)`,
        low: sql`sum(coalesce(${objects.estimatedValueMin}, 0))`,
        high: sql`sum(coalesce(${objects.estimatedValueMax}, ${objects.estimatedValueMin}, 0))`,
      })
      .from(objects)
      .where(eq(objects.userId, c.id)),
  );
  console.log(`totals query p95: sum / kept = ${(summed / kept).toFixed(1)}`);
  const ratio = (p95: number) => (p95 / anchor).toFixed(1);
  console.log(
    `stats p95 / anchor p95: ${ratio(unchanged)} unchanged, ${ratio(edited)} after an edit, ${ratio(afterRoom)} after a room`,
  );
  console.log('goal: stats p95 ≤ 20 ms at 5,000 objects');
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${cpus().length} cores`,
  );
  agent.destroy();
} finally {
  await t.close();
}
