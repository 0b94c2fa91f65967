/**
 * Corrections teach (npm run bench owner-corrections): a simulated owner confirms k = 1, 3, 5 photos per
 * object type of datasets/eval/dev (the label's first type is what the owner says), and the embedded
 * engine then identifies the photos of datasets/eval/locked with that owner's confirmed photos, exactly as
 * the analyzer does (learned.ts). Printed: object top-1 on the locked photos of the taught types, on the
 * locked photos of the other types (what a confirmed photo must not spoil), and for another owner, whose
 * analyses get no one else's photos while pooling is off. Figures only; the locked set is counted, never
 * looked at photo by photo.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { LearnedReferences } from '../src/server/analysis/analyzer';
import { createEmbeddedEngine } from '../src/server/analysis/embedded';
import { learnedSet, LEARNED } from '../src/server/analysis/embedded/learned';
import { FEATURES, nearestTypes } from '../src/server/analysis/embedded/references';
import { isRightObject, readSet, type LabelledPhoto } from '../src/server/analysis/embedded/eval-labels';

const root = fileURLToPath(new URL('..', import.meta.url));
const dev = readSet(path.join(root, 'datasets/eval/dev')) ?? [];
const locked = readSet(path.join(root, 'datasets/eval/locked')) ?? [];
const KS = [1, 3, 5];

/** What the capture pipeline hands the analyzer: upright, at most 2048 px, re-encoded as JPEG. */
async function normalise(file: string): Promise<Buffer> {
  return sharp(await readFile(file))
    .rotate()
    .resize(2048, 2048, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const typesOf = (l: LabelledPhoto) => [...(l.types ?? []), ...(l.type ? [l.type] : [])];
const pct = (a: number, n: number) => (n ? `${((100 * a) / n).toFixed(1)} % (${a}/${n})` : '—');

const engine = createEmbeddedEngine();
if (!engine.available) {
  console.log('No classifier model: nothing to measure.');
  process.exit(0);
}

// The owner's confirmations: per type, the dev photos labelled with it first, in the set's order.
const byType = new Map<string, LabelledPhoto[]>();
for (const l of dev) {
  const t = typesOf(l)[0];
  if (t) byType.set(t, [...(byType.get(t) ?? []), l]);
}
const devDir = path.join(root, 'datasets/eval/dev');
const features = new Map<string, Float32Array>();
for (const l of [...byType.values()].flat()) {
  const [f] = await engine.features([
    { data: await normalise(path.join(devDir, l.file)), mimeType: 'image/jpeg' },
  ]);
  features.set(l.file, f);
}

function confirmed(k: number): LearnedReferences {
  const picked = [...byType].flatMap(([type, photos]) => photos.slice(0, k).map((l) => ({ type, l })));
  const vectors = new Float32Array(picked.length * FEATURES);
  picked.forEach((p, i) => vectors.set(features.get(p.l.file)!, i * FEATURES));
  return { vectors, types: picked.map((p) => p.type) };
}

const lockedDir = path.join(root, 'datasets/eval/locked');
const taught = new Set(byType.keys());
const lockedPhotos = await Promise.all(
  locked
    .filter((l) => typesOf(l).length)
    .map(async (l) => ({ label: l, image: await normalise(path.join(lockedDir, l.file)) })),
);
const isTaught = (l: LabelledPhoto) => typesOf(l).some((t) => taught.has(t));

/** Object top-1 on the locked photos, split into taught types and the rest; and the milliseconds per photo. */
async function evaluate(learned?: LearnedReferences) {
  const score = { taught: 0, taughtN: 0, other: 0, otherN: 0, ms: [] as number[] };
  for (const { label, image } of lockedPhotos) {
    const started = performance.now();
    const { identification: id } = await engine.identify(
      [{ data: image, mimeType: 'image/jpeg' }],
      undefined,
      learnedSet(learned),
    );
    score.ms.push(performance.now() - started);
    const right = !id.notAppraisable && !!id.ranked[0] && isRightObject(label, id.ranked[0].category);
    if (isTaught(label)) {
      score.taughtN++;
      score.taught += +right;
    } else {
      score.otherN++;
      score.other += +right;
    }
  }
  return score;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

console.log(
  `dev: ${dev.length} photos, ${byType.size} types confirmed; locked: ${lockedPhotos.length} typed photos, ` +
    `${lockedPhotos.filter((p) => isTaught(p.label)).length} of a taught type`,
);
for (const k of KS) {
  const short = [...byType.values()].filter((p) => p.length < k).length;
  if (short)
    console.log(`  k = ${k}: ${short} of ${byType.size} types have fewer dev photos; all theirs are used`);
}
console.log(
  `weights (learned.ts): cosine ${LEARNED.low} → ${LEARNED.high} up to ${LEARNED.maxWeight}, ` +
    `→ ${LEARNED.same} up to ${LEARNED.sameWeight}`,
);

const base = await evaluate();
console.log('\n                               taught types          other types           ms/photo (median)');
const row = (name: string, s: Awaited<ReturnType<typeof evaluate>>) =>
  console.log(
    `  ${name.padEnd(29)}${pct(s.taught, s.taughtN).padEnd(22)}${pct(s.other, s.otherN).padEnd(22)}${median(s.ms).toFixed(0)}`,
  );
row('no confirmed photos', base);
for (const k of KS) {
  const learned = confirmed(k);
  row(`owner, k = ${k} (${learned.types.length} photos)`, await evaluate(learned));
}
// Another owner's analyses search only their own confirmed photos (none here) while pooling is off: the
// service never hands them the first owner's (owner-references.int.test.ts checks it end to end).
row('another owner (pooling off)', await evaluate(undefined));

// How alike the locked photos are to the confirmed photos (k = 5) of their own type and of other types:
// what the thresholds rest on. Medians of each photo's best cosine similarity.
const five = learnedSet(confirmed(5))!;
const same: number[] = [];
const other: number[] = [];
for (const { label, image } of lockedPhotos.filter((p) => isTaught(p.label))) {
  const [f] = await engine.features([{ data: image, mimeType: 'image/jpeg' }]);
  const near = nearestTypes(five, f);
  const mine = new Set(typesOf(label));
  const s = near.find((n) => mine.has(n.category.id));
  const o = near.find((n) => !mine.has(n.category.id));
  if (s) same.push(s.similarity);
  if (o) other.push(o.similarity);
}
const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor(p * (xs.length - 1))] ?? 0;
console.log(
  `\nbest cosine to a confirmed photo (k = 5), locked photos of taught types: own type median ${q(same, 0.5).toFixed(2)} ` +
    `(p90 ${q(same, 0.9).toFixed(2)}), another type median ${q(other, 0.5).toFixed(2)} (p90 ${q(other, 0.9).toFixed(2)})`,
);
console.log(
  `  own type above ${LEARNED.low}: ${same.filter((s) => s > LEARNED.low).length}/${same.length}; ` +
    `another type above ${LEARNED.low}: ${other.filter((s) => s > LEARNED.low).length}/${other.length}`,
);

// The cost at the caps: an owner's 2,000 confirmed photos read back from the database (PGlite, in memory)
// and 2,000 + 5,000 pooled searched for one photo.
{
  const { openDatabase } = await import('../src/server/db/client');
  const { photos, user } = await import('../src/server/db/schema');
  const { createOwnerReferenceRepository, OWNER_REFERENCE_CAP } =
    await import('../src/server/modules/analysis/owner-references-repository');
  const database = await openDatabase({});
  await database.db.insert(user).values({ id: 'bench', email: 'bench@example.com' });
  const repo = createOwnerReferenceRepository(database.db);
  const some = [...features.values()];
  const refs = [];
  for (let i = 0; i < OWNER_REFERENCE_CAP; i++) {
    const id = crypto.randomUUID();
    await database.db
      .insert(photos)
      .values({ id, userId: 'bench', storageKey: id, thumbnailKey: id, width: 1, height: 1, bytes: 1 });
    refs.push({ typeId: [...taught][i % taught.size], vector: some[i % some.length], photoId: id });
  }
  await repo.save('bench', refs);
  // The first read warms the database's caches; the figure is the second.
  await repo.listOwned('bench');
  const t0 = performance.now();
  const own = await repo.listOwned('bench');
  const t1 = performance.now();
  const all = [...own, ...own, ...own, ...own.slice(0, 1000)];
  const learned = learnedSet({
    vectors: Float32Array.from(all.flatMap((r) => Array.from(r.vector))),
    types: all.map((r) => r.typeId),
  })!;
  const t2 = performance.now();
  nearestTypes(learned, some[0]);
  const t3 = performance.now();
  console.log(
    `\nat the caps: ${own.length} confirmed photos read in ${(t1 - t0).toFixed(0)} ms; ` +
      `${all.length} (own + pooled) searched for one photo in ${(t3 - t2).toFixed(0)} ms`,
  );
  await database.close();
}
