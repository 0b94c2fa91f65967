import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp } from '../src/server/test/harness';
import { clientFor, setPlan } from '../src/server/test/members';
import { savedObject } from '../src/server/test/objects';
import { percentile } from './support/stats';

/**
 * One user's heavy request against everyone else's: a collection of OBJECTS objects (default 20,000, each
 * with a real photo) asks for its whole insurance dossier while a second user reads their collection and a
 * probe asks /api/health/live, both at a steady pace, over real HTTP. Prints the others' p50/p95/max, first
 * with nothing heavy running (the anchor, same run, same machine), then while the dossier is built, and the
 * dossier's own time and size. `OBJECTS=2000 npm run bench -- heavy-work` for a quick look.
 */
const OBJECTS = Number(process.env.OBJECTS ?? 20_000);
const root = fileURLToPath(new URL('..', import.meta.url));
const photoDir = path.join(root, 'datasets/eval/dev');

if (!process.env.TEST_DATABASE_URL && process.env.DATABASE_URL)
  process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const t = await createTestApp(kind);

try {
  const heavy = await clientFor(t, `bench-heavy-${Date.now()}@example.com`);
  const other = await clientFor(t, `bench-other-${Date.now()}@example.com`);
  await setPlan(t, heavy.email, 'expert-commissaire');
  const rooms: number[] = [];
  for (let i = 0; i < 20; i++)
    rooms.push((await heavy.call('POST', '/api/rooms', { name: `Pièce ${i + 1}`, type: 'custom' })).body.id);
  // A few objects saved the real way give real photos and analysis data; the rest copy them in bulk.
  const files = readdirSync(photoDir)
    .filter((f) => f.endsWith('.jpg'))
    .slice(0, 8);
  for (const [i, f] of files.entries()) {
    const jpeg = await sharp(readFileSync(path.join(photoDir, f)))
      .resize(2048, 1536, { fit: 'cover' })
      .jpeg({ quality: 90 })
      .toBuffer();
    const res = await heavy.call(
      'POST',
      '/api/objects',
      savedObject({
        name: `Objet ${f}`,
        roomId: rooms[i % rooms.length],
        imageUrl: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
        notes: 'Hérité de ma grand-mère ; facture conservée.',
      }),
    );
    if (res.status !== 201) throw new Error(`seed object: ${res.status} ${JSON.stringify(res.body)}`);
  }
  const seeded = OBJECTS - files.length;
  await t.database.db.execute(sql`
    insert into objects (user_id, room_id, name, description, category, estimated_value_min,
      estimated_value_max, confidence_score, period, style, condition, notes, manufacturer, image_url,
      analysis_data)
    select o.user_id, ${sql.raw(`(array[${rooms.join(',')}])`)}[1 + g % ${rooms.length}],
      o.name || ' #' || g, o.description, o.category, o.estimated_value_min, o.estimated_value_max,
      o.confidence_score, o.period, o.style, o.condition, o.notes, o.manufacturer, o.image_url, o.analysis_data
    from generate_series(1, ${seeded}) g
    join lateral (select * from objects where user_id = ${heavy.id} order by id
      offset (g % ${files.length}) limit 1) o on true`);
  for (let i = 0; i < 30; i++)
    await other.call('POST', '/api/objects', savedObject({ name: `Autre ${i}`, roomId: null }));
  console.log(`${kind}: ${OBJECTS} objects in ${rooms.length} rooms for one user; another user with 30`);

  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const get = async (url: string, cookie?: string) => {
    const started = performance.now();
    const res = await fetch(base + url, { headers: cookie ? { cookie } : {} });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    return performance.now() - started;
  };

  /** Others' requests at a steady pace (every 50 ms each) until `until` settles. */
  async function probe(until: Promise<unknown>) {
    const live: number[] = [];
    const reads: number[] = [];
    let done = false;
    void until.finally(() => (done = true)).catch(() => undefined);
    const loop = async (into: number[], url: string, cookie?: string) => {
      while (!done) {
        const tick = performance.now();
        into.push(await get(url, cookie));
        await new Promise((r) => setTimeout(r, Math.max(0, 50 - (performance.now() - tick))));
      }
    };
    await Promise.all([
      loop(live, '/api/health/live'),
      loop(reads, '/api/objects?limit=20', other.cookie),
      until,
    ]);
    return { live, reads };
  }
  const line = (label: string, ms: number[]) =>
    console.log(
      `${label.padEnd(44)} n=${String(ms.length).padStart(4)}  p50 ${percentile(ms, 50).toFixed(1).padStart(7)} ms  p95 ${percentile(ms, 95).toFixed(1).padStart(7)} ms  max ${Math.max(
        ...ms,
      )
        .toFixed(1)
        .padStart(7)} ms`,
    );

  const quiet = await probe(new Promise((r) => setTimeout(r, 8000)));
  line('anchor: liveness, nothing heavy', quiet.live);
  line("anchor: other user's list, nothing heavy", quiet.reads);

  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  let size = 0;
  const dossier = (async () => {
    const res = await fetch(`${base}/api/reports/insurance.pdf?lang=fr&values=1`, {
      headers: { cookie: heavy.cookie },
    });
    size = (await res.arrayBuffer()).byteLength;
    if (!res.ok) throw new Error(`dossier: ${res.status}`);
  })();
  const busy = await probe(dossier);
  const seconds = (performance.now() - started) / 1000;
  line('liveness while the dossier is built', busy.live);
  line("other user's list while the dossier is built", busy.reads);
  console.log(
    `dossier of ${OBJECTS} objects: ${seconds.toFixed(1)} s, ${(size / 1e6).toFixed(1)} MB; ` +
      `RSS +${((process.memoryUsage().rss - rssBefore) / 1e6).toFixed(0)} MB`,
  );
  console.log(
    `ratio to anchor (p95): liveness ×${(percentile(busy.live, 95) / percentile(quiet.live, 95)).toFixed(1)}, ` +
      `list ×${(percentile(busy.reads, 95) / percentile(quiet.reads, 95)).toFixed(1)}`,
  );
} finally {
  await t.close();
}
