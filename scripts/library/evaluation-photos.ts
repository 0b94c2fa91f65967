/**
 * What the library must never hold: the photos of every evaluation set (datasets/eval/*, the value
 * evaluation's photos rebuilt under data/value-eval/, EVAL_DIR if set) and the test photos. Known by their
 * bytes, by their source (repository and path, from each set's labels.json) and, since the evaluation sets
 * hold resized re-encodings of their originals, by their features.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './manifest';

/** Cosine similarity of features at or above which two photos are taken to be the same picture. */
export const NEAR_DUPLICATE = 0.97;

const photo = /\.(jpe?g|png|webp)$/i;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** The folders of evaluation and test photos. */
export function evaluationFolders(): string[] {
  return [
    join(root, 'datasets/eval'),
    join(root, 'datasets/value-eval'),
    join(root, 'data/value-eval'),
    join(root, 'datasets/test-photos'),
    ...(process.env.EVAL_DIR ? [process.env.EVAL_DIR] : []),
  ];
}

/** `owner/name:path` of every source a labels.json of those folders names (`github:owner/name@commit:path`). */
export function evaluationSources(): Set<string> {
  const sources = new Set<string>();
  for (const file of evaluationFolders().flatMap(filesUnder)) {
    if (!file.endsWith('labels.json')) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(/github:([\w.-]+\/[\w.-]+)@[0-9a-f]+:([^\s"]+)/g))
      sources.add(`${m[1]}:${m[2]}`);
  }
  return sources;
}

export function evaluationHashes(): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const file of evaluationFolders().flatMap(filesUnder))
    if (photo.test(file)) hashes.set(createHash('sha256').update(readFileSync(file)).digest('hex'), file);
  return hashes;
}

export async function evaluationPhotos(featuresOf: (image: Buffer) => Promise<Float32Array>) {
  const files = evaluationFolders()
    .flatMap(filesUnder)
    .filter((f) => photo.test(f));
  const features: Float32Array[] = [];
  for (const file of files) features.push(await featuresOf(readFileSync(file)));
  return { hashes: new Set(evaluationHashes().keys()), sources: evaluationSources(), features };
}
