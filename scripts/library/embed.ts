/**
 * Embeds the photos of one or more library sources (node --import tsx scripts/library/embed.ts [<id>…]; all
 * when none is named): each photo is read from the pinned snapshot of its repository (LIBRARY_MIRRORS, the
 * folder holding fetched snapshots as `<owner>+<name>`), prepared and classified exactly as the analyzer
 * prepares a user's photo (calibrated views, averaged), and its unit-length pooled features written as
 * float16 to datasets/library/vectors/<id>.f16, in manifest order. The manifest gets each embedded photo's
 * sha256; a photo is refused (no sha256, no vector) when it cannot be read or decoded, when it is already in
 * the library, or when it is an evaluation photo: same bytes, same source path, or features nearly identical
 * to an evaluation photo's (the evaluation sets hold re-encoded copies, whose bytes differ).
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCalibration } from '../../src/server/analysis/embedded/calibration';
import { loadClassifier, observe, type Classifier } from '../../src/server/analysis/embedded/classifier';
import { defaultModelDir } from '../../src/server/analysis/embedded/model-dir';
import { toModelViews } from '../../src/server/analysis/embedded/preprocess';
import { normalise, toHalf } from '../../src/server/analysis/embedded/references';
import { categories } from '../../src/server/analysis/knowledge';
import { evaluationPhotos, NEAR_DUPLICATE } from './evaluation-photos';
import { DIMS, manifestIds, manifestPath, readManifest, vectorsPath, type Manifest } from './manifest';

const mirrors = process.env.LIBRARY_MIRRORS ?? '/work/.mirror';

function gitDirOf(repo: string): string {
  const prefix = repo.replace('/', '+');
  const found = existsSync(mirrors) && readdirSync(mirrors).find((name) => name === prefix);
  if (!found) throw new Error(`no snapshot of ${repo} under ${mirrors} (fetch it first)`);
  const dir = join(mirrors, found, 'repo');
  return existsSync(join(dir, '.git')) ? join(dir, '.git') : dir;
}

async function featuresOf(classifier: Classifier, image: Buffer): Promise<Float32Array> {
  const calibration = readCalibration();
  const views = await toModelViews(image, classifier.inputSize, calibration.views);
  return normalise((await observe(classifier, views, calibration.mirror)).features);
}

const cosine = (a: Float32Array, b: Float32Array) => {
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i] * b[i];
  return dot;
};

const classifier = await loadClassifier(defaultModelDir());
const evaluation = await evaluationPhotos((image) => featuresOf(classifier, image));
const known = new Set(categories.map((c) => c.id));
const wanted = process.argv.slice(2);
const ids = wanted.length ? wanted : manifestIds();

// Photos already embedded by the other sources: the library holds each photo once.
const elsewhere = new Set(
  manifestIds()
    .filter((id) => !ids.includes(id))
    .flatMap((id) => readManifest(id).items.flatMap((i) => (i.sha256 ? [i.sha256] : []))),
);

for (const id of ids) {
  const manifest: Manifest = readManifest(id);
  const unknown = [...new Set(manifest.items.map((i) => i.type).filter((t) => !known.has(t)))];
  if (unknown.length) throw new Error(`${id}: unknown object types ${unknown.join(', ')}`);
  const gitDir = gitDirOf(manifest.repo);
  const refused: Record<string, number> = {};
  const refuse = (why: string) => (refused[why] = (refused[why] ?? 0) + 1);
  const vectors: Uint16Array[] = [];
  const seen = new Set(elsewhere);
  for (const item of manifest.items) {
    delete item.sha256;
    let bytes: Buffer;
    try {
      bytes = execFileSync('git', ['--git-dir', gitDir, 'show', `${manifest.commit}:${item.path}`], {
        maxBuffer: 1 << 28,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch {
      refuse('not in the snapshot');
      continue;
    }
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    if (seen.has(sha256)) {
      refuse('duplicate');
      continue;
    }
    if (evaluation.hashes.has(sha256) || evaluation.sources.has(`${manifest.repo}:${item.path}`)) {
      refuse('evaluation photo');
      continue;
    }
    let features: Float32Array;
    try {
      features = await featuresOf(classifier, bytes);
    } catch {
      refuse('undecodable');
      continue;
    }
    if (evaluation.features.some((f) => cosine(f, features) >= NEAR_DUPLICATE)) {
      refuse('evaluation photo (same picture)');
      continue;
    }
    seen.add(sha256);
    item.sha256 = sha256;
    vectors.push(Uint16Array.from(features, toHalf));
  }
  const out = new Uint16Array(vectors.length * DIMS);
  vectors.forEach((v, k) => out.set(v, k * DIMS));
  writeFileSync(vectorsPath(id), Buffer.from(out.buffer));
  writeFileSync(manifestPath(id), JSON.stringify(manifest, null, 1) + '\n');
  const perType = new Map<string, number>();
  for (const item of manifest.items)
    if (item.sha256) perType.set(item.type, (perType.get(item.type) ?? 0) + 1);
  console.log(
    `${id}: ${vectors.length} of ${manifest.items.length} photos embedded over ${perType.size} types` +
      (Object.keys(refused).length ? `; refused: ${JSON.stringify(refused)}` : ''),
  );
  console.log(
    '  ' +
      [...perType]
        .sort((a, b) => b[1] - a[1])
        .map(([t, n]) => `${t} ${n}`)
        .join(', '),
  );
}
