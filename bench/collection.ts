import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { objects } from '../src/server/db/schema';
import { createTestApp } from '../src/server/test/harness';
import { clientFor } from '../src/server/test/members';
import { seedObjects } from './support/seed-collection';

/**
 * Collection speed (issue 6): GET /api/objects for a user with 5,000 objects (the full array and
 * pages of 50), bytes per listed object, and GET /api/dashboard/stats. Goals: objects p95 ≤ 30 ms and
 * ≤ 1 kB per object; stats p95 ≤ 20 ms. Times are HTTP round trips on loopback (routing, hooks, session,
 * query, serialisation, sending). Whole lists are measured unchanged (kept in memory), rebuilt
 * after an edit, and revalidated (304).
 */
const OBJECTS = 5000;
const RUNS = 100;
const WARMUP = 10;

// A throw-away database on the PostgreSQL server when one is configured; never the application's own.
if (!process.env.TEST_DATABASE_URL && process.env.DATABASE_URL)
  process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const t = await createTestApp(kind);

try {
  const c = await clientFor(t, 'bench@example.com');
  await c.call('GET', '/api/houses');
  const roomIds: number[] = [];
  for (let i = 0; i < 10; i++)
    roomIds.push((await c.call('POST', '/api/rooms', { name: `Pièce ${i}`, type: 'custom' })).body.id);

  // Realistic rows: long text and the big JSON an analysis leaves, which the list must not carry.
  const started = performance.now();
  await seedObjects(t, c, roomIds, OBJECTS);
  const seeded = performance.now() - started;

  // Over HTTP on loopback, one kept-alive connection: what a client waits for, body bytes not decoded.
  const origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
      http
        .get(`${origin}${path}`, { agent, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
          res.on('error', reject);
        })
        .on('error', reject);
    });

  /** `before` runs untimed ahead of each request (a change to the collection); `headers` adds to the cookie. */
  async function measure(
    label: string,
    url: () => string,
    opts: { before?: () => Promise<unknown>; headers?: Record<string, string>; status?: number } = {},
  ) {
    const request = () => get(url(), { cookie: c.cookie, ...opts.headers });
    for (let i = 0; i < WARMUP; i++) {
      await opts.before?.();
      await request();
    }
    const times: number[] = [];
    let bytes = 0;
    let count = 0;
    for (let i = 0; i < RUNS; i++) {
      await opts.before?.();
      const t0 = performance.now();
      const res = await request();
      times.push(performance.now() - t0);
      if (res.status !== (opts.status ?? 200)) throw new Error(`${label}: ${res.status} ${res.body}`);
      bytes = res.body.length;
      const body = res.body.length ? JSON.parse(res.body.toString()) : null;
      count = Array.isArray(body) ? body.length : Array.isArray(body?.items) ? body.items.length : 0;
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
    const perObject = count ? ` | ${count} objects, ${(bytes / count).toFixed(0)} B/object` : '';
    console.log(
      `${label.padEnd(38)} p50 ${p(0.5).padStart(6)} ms  p95 ${p(0.95).padStart(6)} ms  (${(bytes / 1024).toFixed(0)} kB${perObject})`,
    );
  }

  // Pages from everywhere in the list, each from a real cursor.
  const cursors: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await c.call('GET', `/api/objects?limit=50${cursor ? `&cursor=${cursor}` : ''}`);
    cursor = res.body.nextCursor;
    if (cursor) cursors.push(encodeURIComponent(cursor));
  } while (cursor);
  let page = 0;

  console.log(
    `database: ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite (in memory)'}; ${OBJECTS} objects seeded in ${seeded.toFixed(0)} ms; ${RUNS} runs each`,
  );
  // Floors: the app without a session, then a session resolved (every signed-in call pays it).
  await measure('GET /api/health (no session)', () => '/api/health');
  await measure('GET /api/auth/user (session only)', () => '/api/auth/user');
  // The whole list is kept in memory against the collection version: unchanged, changed just before (an
  // edit elsewhere: the list is rebuilt), and revalidated by a browser holding the current copy (304).
  await measure('GET /api/objects (full array)', () => '/api/objects');
  let edits = 0;
  const [someObject] = await t.database.db.select({ id: objects.id }).from(objects).limit(1);
  await measure('GET /api/objects (full, after an edit)', () => '/api/objects', {
    before: () => c.call('PATCH', `/api/objects/${someObject.id}`, { notes: `note ${++edits}` }),
  });
  const etag = (await t.app.inject({ url: '/api/objects', headers: { cookie: c.cookie } })).headers
    .etag as string;
  await measure('GET /api/objects (revalidated, 304)', () => '/api/objects', {
    headers: { 'if-none-match': etag },
    status: 304,
  });
  await measure(
    'GET /api/objects?limit=50',
    () => `/api/objects?limit=50&cursor=${cursors[page++ % cursors.length]}`,
  );
  await measure('GET /api/objects?limit=50&sort=value', () => '/api/objects?limit=50&sort=value_desc');
  await measure(`GET /api/objects/room/{id}`, () => `/api/objects/room/${roomIds[3]}`);
  await measure('GET /api/dashboard/stats', () => '/api/dashboard/stats');
  await measure('GET /api/rooms', () => '/api/rooms');
  await measure('GET /api/houses', () => '/api/houses');
  console.log('goals: objects p95 ≤ 30 ms and ≤ 1 kB/object; stats p95 ≤ 20 ms');
  // Shared machines skew timings; the load says how much to trust them.
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${cpus().length} cores`,
  );
  agent.destroy();
} finally {
  await t.close();
}
