/**
 * The previous engine's answers, kept as a baseline after Darknet-Tiny and the TypeScript catalogue were
 * removed (docs/decisions/007-offline-identifier.md). Run it in a checkout of commit 7801468 (the last one
 * with Darknet), from that checkout's root, with the set folders of this repository:
 *
 *   git worktree add --detach /tmp/old 7801468 && cd /tmp/old && npm ci --ignore-scripts
 *   cp <this repo>/scripts/knowledge/darknet-baseline.ts scripts/
 *   node --import tsx scripts/darknet-baseline.ts <this repo>/datasets/eval/dev ... > baseline.json
 *
 * and commit the output as bench/results/darknet-baseline.json. Its object-type ids are those of the
 * knowledge data (the catalogue was converted one to one), so eval:analyzer scores both engines alike.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
// Paths of the old checkout: these modules exist at commit 7801468 only.
// @ts-expect-error -- the old engine, not in this tree
import { createEmbeddedEngine } from '../src/server/analysis/embedded';

const engine = createEmbeddedEngine({ modelDir: 'models/darknet-tiny-imagenet' });
const out: Record<string, unknown[]> = {};
for (const dir of process.argv.slice(2)) {
  const labels = JSON.parse(readFileSync(path.join(dir, 'labels.json'), 'utf8')) as { file: string }[];
  const set = path.basename(dir);
  out[set] = [];
  for (const { file } of Array.isArray(labels) ? labels : (labels as { photos: { file: string }[] }).photos) {
    const data = await sharp(readFileSync(path.join(dir, file)))
      .rotate()
      .resize(2048, 2048, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
    const started = performance.now();
    const { identification: id } = await engine.identify([{ data, mimeType: 'image/jpeg' }]);
    out[set].push({
      file,
      ms: Math.round(performance.now() - started),
      confidence: id.confidence,
      notAppraisable: id.notAppraisable,
      ranked: id.ranked.slice(0, 3).map((r: { category: { id: string } }) => r.category.id),
      family: id.notAppraisable ? null : (id.ranked[0]?.category.family ?? null),
    });
  }
}
console.log(
  JSON.stringify({ engine: 'Darknet-Tiny + TypeScript catalogue (commit 7801468)', sets: out }, null, 1),
);
