import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { objects } from '../src/server/db/schema';
import { createTestApp } from '../src/server/test/harness';
import { clientFor } from '../src/server/modules/collection/test-kit';

/**
 * Collection speed (issue 6): GET /api/objects for a user with 5,000 objects (the spec's full array and
 * pages of 50), bytes per listed object, and GET /api/dashboard/stats. Goals: objects p95 ≤ 30 ms and
 * ≤ 1 kB per object; stats p95 ≤ 20 ms. Times are app.inject round trips (routing, hooks, session,
 * query, serialisation), without the network.
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
  const base = Date.now() - OBJECTS * 60_000;
  for (let from = 0; from < OBJECTS; from += 500) {
    const rows = Array.from({ length: Math.min(500, OBJECTS - from) }, (_, k) => {
      const i = from + k;
      return {
        userId: c.id,
        roomId: roomIds[i % roomIds.length],
        name: `Objet de collection n°${i} — pendule en bronze doré`,
        description: 'Pendule de cheminée en bronze doré et marbre blanc, cadran émaillé signé. '.repeat(5),
        category: ['Horlogerie', 'Mobilier', 'Verrerie', 'Tableaux'][i % 4],
        estimatedValueMin: 100 + (i % 97) * 10,
        estimatedValueMax: 300 + (i % 97) * 20,
        confidenceScore: 50 + (i % 50),
        imageUrl: `/api/photos/${crypto.randomUUID()}`,
        additionalImages: [`/api/photos/${crypto.randomUUID()}`, `/api/photos/${crypto.randomUUID()}`],
        keyCharacteristics: {
          materials: ['bronze', 'marbre'],
          decorativeStyle: ['Louis XVI'],
          specificFeatures: ['cadran signé'],
          dimensions: '45 × 30 cm',
        },
        expertiseReport: {
          furtherResearch: {
            recommendations: Array(10).fill('Comparer avec les ventes Drouot récentes'),
            verificationSteps: [],
          },
        },
        marketData: {
          sources: Array.from({ length: 5 }, (_, s) => ({
            name: `Source ${s}`,
            priceRange: '100 € – 300 €',
            description: 'x'.repeat(200),
          })),
        },
        analysisData: {
          steps: Array.from({ length: 5 }, (_, s) => ({
            step: s + 1,
            title: 'Étape',
            description: 'y'.repeat(300),
          })),
        },
        searchTerms: ['pendule bronze', 'louis xvi'],
        createdAt: new Date(base + i * 60_000),
      };
    });
    await t.database.db.insert(objects).values(rows);
  }
  const seeded = performance.now() - started;

  async function measure(label: string, url: () => string) {
    for (let i = 0; i < WARMUP; i++) await t.app.inject({ url: url(), headers: { cookie: c.cookie } });
    const times: number[] = [];
    let bytes = 0;
    let count = 0;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const res = await t.app.inject({ url: url(), headers: { cookie: c.cookie } });
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
      bytes = res.rawPayload.length;
      const body = res.json();
      count = Array.isArray(body) ? body.length : Array.isArray(body.items) ? body.items.length : 0;
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
  await measure('GET /api/objects (full array)', () => '/api/objects');
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
} finally {
  await t.close();
}
