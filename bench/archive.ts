import http from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { objects, valuations } from '../src/server/db/schema';
import { createTestApp } from '../src/server/test/harness';
import { clientFor, setPlan } from '../src/server/test/members';

/**
 * The collection archive (docs/export-format.md): GET /api/export?format=zip of 20,000 objects (each with
 * a value history entry, 50 of them with a real photo), streamed over loopback HTTP, then POST /api/import
 * of that archive into a new account. Prints time, size, the process's peak RSS growth and the longest
 * event-loop stall during each (a stall is how long every other request would have waited).
 */
const OBJECTS = 20_000;
const PHOTOS = Number(process.env.BENCH_ARCHIVE_PHOTOS ?? 50);

if (!process.env.TEST_DATABASE_URL && process.env.DATABASE_URL)
  process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const t = await createTestApp(kind);

/** Runs `work` while sampling the event loop's delay and the RSS. */
async function measured<T>(work: () => Promise<T>) {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const rss0 = process.memoryUsage().rss;
  const heap0 = process.memoryUsage().heapUsed;
  let peak = rss0;
  let heapPeak = heap0;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss);
    heapPeak = Math.max(heapPeak, m.heapUsed);
  }, 20);
  loop.enable();
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  loop.disable();
  clearInterval(sampler);
  return {
    result,
    ms,
    stallMs: loop.max / 1e6,
    rssMb: (peak - rss0) / 1024 / 1024,
    heapMb: (heapPeak - heap0) / 1024 / 1024,
  };
}

try {
  const owner = await clientFor(t, 'archive-bench@example.com');
  await setPlan(t, owner.email, 'pro-expert');
  await owner.call('GET', '/api/houses');
  const room = (await owner.call('POST', '/api/rooms', { name: 'Réserve', type: 'custom' })).body
    .id as number;
  const photoUrls: string[] = [];
  for (let i = 0; i < PHOTOS; i++) {
    const jpeg = await sharp({
      create: {
        width: 1600,
        height: 1200,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 85 })
      .toBuffer();
    const saved = await owner.call('POST', '/api/objects', {
      name: `Photo ${i}`,
      roomId: room,
      imageUrl: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
    });
    photoUrls.push(saved.body.imageUrl);
  }
  for (let from = PHOTOS; from < OBJECTS; from += 500) {
    const rows = Array.from({ length: Math.min(500, OBJECTS - from) }, (_, k) => ({
      userId: owner.id,
      roomId: room,
      name: `Objet n°${from + k} — pendule en bronze doré`,
      description: 'Pendule de cheminée en bronze doré et marbre blanc, cadran émaillé signé. '.repeat(4),
      category: 'Horlogerie',
      estimatedValueMin: 100 + k,
      estimatedValueMax: 300 + k,
      confidenceScore: 70,
      searchTerms: ['pendule bronze', 'louis xvi'],
    }));
    const ids = await t.database.db.insert(objects).values(rows).returning({ id: objects.id });
    await t.database.db.insert(valuations).values(
      ids.map(({ id }, k) => ({
        userId: owner.id,
        objectId: id,
        source: 'manual',
        low: 100 + k,
        high: 300 + k,
        confidence: 70,
        valuedOn: '2025-01-01',
      })),
    );
  }

  // The seeding's writes flushed and its dead rows (the collection-version trigger rewrites the user's row
  // on every insert) vacuumed, as autovacuum would on PostgreSQL: they are not the export's cost.
  await t.database.db.execute(sql`checkpoint`);
  await t.database.db.execute(sql`vacuum analyze`);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  // One request first: what the first request after start costs (lazy set-up) is not the export's.
  await fetch(`http://127.0.0.1:${port}/api/houses`, { headers: { cookie: owner.cookie } }).then((r) =>
    r.text(),
  );
  const exported = await measured(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        http
          .get({ port, path: '/api/export?format=zip', headers: { cookie: owner.cookie } }, (res) => {
            const parts: Buffer[] = [];
            res.on('data', (c: Buffer) => parts.push(c));
            res.on('end', () => resolve(Buffer.concat(parts)));
          })
          .on('error', reject);
      }),
  );
  const archive = exported.result;
  console.log(
    `export ${OBJECTS} objects, ${PHOTOS} photos (${kind}): ${(exported.ms / 1000).toFixed(1)} s, ` +
      `${(archive.length / 1024 / 1024).toFixed(1)} MB, longest event-loop stall ${exported.stallMs.toFixed(0)} ms, ` +
      `JS heap +${exported.heapMb.toFixed(0)} MB, RSS +${exported.rssMb.toFixed(0)} MB (PGlite's memory grows ` +
      `as it reads; the client here keeps the ${(archive.length / 1024 / 1024).toFixed(0)} MB archive in memory)`,
  );

  const heir = await clientFor(t, 'archive-bench-heir@example.com');
  await setPlan(t, heir.email, 'pro-expert');
  const imported = await measured(() =>
    t.app.inject({
      method: 'POST',
      url: '/api/import',
      headers: { cookie: heir.cookie, 'content-type': 'application/zip' },
      payload: archive,
    }),
  );
  const summary = imported.result.json();
  console.log(
    `import into a new account: ${imported.result.statusCode}, ${(imported.ms / 1000).toFixed(1)} s, ` +
      `${summary.added?.objects} objects, ${summary.added?.valuations} values, ${summary.photosRestored} photos; ` +
      `longest event-loop stall ${imported.stallMs.toFixed(0)} ms, JS heap +${imported.heapMb.toFixed(0)} MB, ` +
      `RSS +${imported.rssMb.toFixed(0)} MB`,
  );
  const again = await measured(() =>
    t.app.inject({
      method: 'POST',
      url: '/api/import',
      headers: { cookie: heir.cookie, 'content-type': 'application/zip' },
      payload: archive,
    }),
  );
  console.log(
    `same archive again: ${again.result.statusCode}, ${(again.ms / 1000).toFixed(1)} s, ` +
      `added ${again.result.json().added?.objects} objects, skipped ${again.result.json().skipped?.objects}`,
  );
} finally {
  await t.close();
}
