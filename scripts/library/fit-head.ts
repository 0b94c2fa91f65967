/**
 * Fits the learned head of the identifier (node --import tsx scripts/library/fit-head.ts [--lambda=x]): a
 * multinomial logistic regression from a photo's 1,280 pooled MobileNetV2 features to the object types of
 * the reference library (datasets/library, plus the committed reference photos of datasets/reference).
 * Features are standardised per dimension; each type's photos weigh as much in all as any other type's
 * (a type with 80 photos must not drown one with 20); L2 penalty lambda. Writes
 * src/server/analysis/knowledge/derived/library-head.json (weights as float16). How much the head weighs
 * against the ImageNet classes, and its temperature, are fitted on the dev set by knowledge:calibrate.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isRightObject, readSet } from '../../src/server/analysis/embedded/eval-labels';
import { readCalibration } from '../../src/server/analysis/embedded/calibration';
import { loadClassifier, observe } from '../../src/server/analysis/embedded/classifier';
import { defaultModelDir } from '../../src/server/analysis/embedded/model-dir';
import { toModelViews } from '../../src/server/analysis/embedded/preprocess';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalise, readReferences, toHalf } from '../../src/server/analysis/embedded/references';
import { categories } from '../../src/server/analysis/knowledge';
import { DIMS, manifestIds, readLibrarySource, root } from './manifest';

/** A type needs at least this many photos to have a place in the head: fewer teach its background, not it. */
export const MIN_PHOTOS = 20;

export interface Sample {
  type: string;
  vector: Float32Array;
  source: string;
}

export function librarySamples(): Sample[] {
  const samples: Sample[] = [];
  for (const id of manifestIds()) {
    let source;
    try {
      source = readLibrarySource(id);
    } catch (err) {
      // A source being embedded right now, or not embedded since its manifest changed: left out, and said.
      console.warn(`${id} left out: ${(err as Error).message}`);
      continue;
    }
    const { types, vectors } = source;
    types.forEach((type, k) => samples.push({ type, vector: vectors[k], source: id }));
  }
  const refs = readReferences();
  for (let k = 0; k < refs.types.length; k++)
    samples.push({
      type: categories[refs.types[k]].id,
      vector: refs.vectors.slice(k * DIMS, (k + 1) * DIMS),
      source: 'datasets/reference',
    });
  return samples;
}

export interface Head {
  types: string[];
  mean: Float32Array;
  scale: Float32Array;
  /** types.length × DIMS, row-major. */
  weights: Float32Array;
  bias: Float32Array;
}

/** Softmax regression by Adam on mini-batches. */
export function fitHead(samples: Sample[], lambda: number, epochs = 40, seed = 1): Head {
  const counts = new Map<string, number>();
  for (const s of samples) counts.set(s.type, (counts.get(s.type) ?? 0) + 1);
  const types = [...counts]
    .filter(([, n]) => n >= MIN_PHOTOS)
    .map(([t]) => t)
    .sort();
  const index = new Map(types.map((t, k) => [t, k]));
  const used = samples.filter((s) => index.has(s.type));
  const N = used.length;
  const K = types.length;

  const mean = new Float32Array(DIMS);
  const scale = new Float32Array(DIMS);
  for (const s of used) for (let d = 0; d < DIMS; d++) mean[d] += s.vector[d] / N;
  for (const s of used) for (let d = 0; d < DIMS; d++) scale[d] += (s.vector[d] - mean[d]) ** 2 / N;
  for (let d = 0; d < DIMS; d++) scale[d] = 1 / Math.sqrt(scale[d] + 1e-6);
  const X = new Float32Array(N * DIMS);
  used.forEach((s, i) => {
    for (let d = 0; d < DIMS; d++) X[i * DIMS + d] = (s.vector[d] - mean[d]) * scale[d];
  });
  const y = Int32Array.from(used, (s) => index.get(s.type)!);
  // Each type weighs as much as any other in all: weight N / (K · n_type).
  const w = Float32Array.from(used, (s) => N / (K * counts.get(s.type)!));

  const W = new Float32Array(K * DIMS);
  const b = new Float32Array(K);
  const mW = new Float32Array(K * DIMS);
  const vW = new Float32Array(K * DIMS);
  const mb = new Float32Array(K);
  const vb = new Float32Array(K);
  const gW = new Float32Array(K * DIMS);
  const gb = new Float32Array(K);
  const logits = new Float64Array(K);
  const order = Int32Array.from({ length: N }, (_, i) => i);
  let random = seed;
  const rand = () => (random = (random * 1103515245 + 12345) % 2147483648) / 2147483648;
  const batch = 64;
  const rate = 0.002;
  let step = 0;
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = N - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    let loss = 0;
    for (let start = 0; start < N; start += batch) {
      gW.fill(0);
      gb.fill(0);
      const end = Math.min(N, start + batch);
      for (let o = start; o < end; o++) {
        const i = order[o];
        const x = X.subarray(i * DIMS, (i + 1) * DIMS);
        let max = -Infinity;
        for (let k = 0; k < K; k++) {
          let z = b[k];
          const row = k * DIMS;
          for (let d = 0; d < DIMS; d++) z += W[row + d] * x[d];
          logits[k] = z;
          if (z > max) max = z;
        }
        let total = 0;
        for (let k = 0; k < K; k++) total += logits[k] = Math.exp(logits[k] - max);
        loss -= w[i] * Math.log(logits[y[i]] / total);
        for (let k = 0; k < K; k++) {
          const g = (w[i] * (logits[k] / total - (k === y[i] ? 1 : 0))) / (end - start);
          if (g === 0) continue;
          gb[k] += g;
          const row = k * DIMS;
          for (let d = 0; d < DIMS; d++) gW[row + d] += g * x[d];
        }
      }
      step++;
      const c1 = 1 - 0.9 ** step;
      const c2 = 1 - 0.999 ** step;
      for (let j = 0; j < K * DIMS; j++) {
        const g = gW[j] + lambda * W[j];
        mW[j] = 0.9 * mW[j] + 0.1 * g;
        vW[j] = 0.999 * vW[j] + 0.001 * g * g;
        W[j] -= (rate * (mW[j] / c1)) / (Math.sqrt(vW[j] / c2) + 1e-8);
      }
      for (let k = 0; k < K; k++) {
        mb[k] = 0.9 * mb[k] + 0.1 * gb[k];
        vb[k] = 0.999 * vb[k] + 0.001 * gb[k] * gb[k];
        b[k] -= (rate * (mb[k] / c1)) / (Math.sqrt(vb[k] / c2) + 1e-8);
      }
    }
    if (process.env.VERBOSE) console.log(`epoch ${epoch + 1}: loss ${(loss / N).toFixed(4)}`);
  }
  return { types, mean, scale, weights: W, bias: b };
}

const half = (v: Float32Array) => Buffer.from(Uint16Array.from(v, toHalf).buffer).toString('base64');

const linear = (head: Head) => ({
  labels: head.types,
  mean: half(head.mean),
  scale: half(head.scale),
  weights: half(head.weights),
  bias: Array.from(head.bias, (x) => Number(x.toFixed(4))),
});

export function writeHead(types: Head, families: Head, lambda: number, samples: Sample[]) {
  const sources = [...new Set(samples.map((s) => s.source))].sort();
  const data = {
    generatedBy: 'scripts/library/fit-head.ts from datasets/library and datasets/reference',
    trainedOn: {
      photos: samples.length,
      types: types.types.length,
      sources,
      lambda,
    },
    dims: DIMS,
    types: linear(types),
    families: linear(families),
  };
  const file = join(root, 'src/server/analysis/knowledge/derived/library-head.json');
  writeFileSync(file, JSON.stringify(data) + '\n');
  return file;
}

/**
 * The dev photos (the object set's and the value evaluation's, never a locked half) as features with the
 * ids of the types that name them: what the penalty is chosen on.
 */
async function devPhotos(): Promise<{ vector: Float32Array; right: string[] }[]> {
  const classifier = await loadClassifier(defaultModelDir());
  const calibration = readCalibration();
  const sets = [
    { photos: join(root, 'datasets/eval/dev'), labels: join(root, 'datasets/eval/dev') },
    { photos: join(root, 'data/value-eval/dev'), labels: join(root, 'datasets/value-eval/dev') },
  ];
  const out = [];
  for (const set of sets) {
    if (!existsSync(set.photos)) continue;
    for (const label of readSet(set.labels) ?? []) {
      const right = categories.filter((c) => isRightObject(label, c)).map((c) => c.id);
      if (!right.length) continue;
      const image = readFileSync(join(set.photos, label.file));
      const views = await toModelViews(image, classifier.inputSize, calibration.views);
      out.push({ vector: normalise((await observe(classifier, views, calibration.mirror)).features), right });
    }
  }
  return out;
}

/** Mean −log of the head's probability of the right types, at its best temperature, over the dev photos it can name. */
function devLoss(head: Head, dev: { vector: Float32Array; right: string[] }[]) {
  const known = dev.filter((d) => d.right.some((t) => head.types.includes(t)));
  const logits = known.map((d) => {
    const x = Float32Array.from(d.vector, (v, i) => (v - head.mean[i]) * head.scale[i]);
    return head.types.map((_, k) => {
      let z = head.bias[k];
      for (let i = 0; i < DIMS; i++) z += head.weights[k * DIMS + i] * x[i];
      return z;
    });
  });
  let best = { loss: Infinity, temperature: 1, right: 0 };
  for (const temperature of [0.5, 1, 1.5, 2, 3, 4, 6, 8]) {
    let loss = 0;
    let right = 0;
    known.forEach((d, j) => {
      const z = logits[j].map((v) => v / temperature);
      const max = Math.max(...z);
      const total = z.reduce((a, v) => a + Math.exp(v - max), 0);
      const p = head.types.reduce(
        (a, t, k) => a + (d.right.includes(t) ? Math.exp(z[k] - max) / total : 0),
        0,
      );
      loss -= Math.log(Math.max(1e-4, p));
      right += +d.right.includes(head.types[z.indexOf(max)]);
    });
    if (loss / known.length < best.loss) best = { loss: loss / known.length, temperature, right };
  }
  return { ...best, n: known.length };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const given = process.argv.find((a) => a.startsWith('--lambda='))?.slice(9);
  const samples = librarySamples();
  const started = performance.now();
  let lambda = Number(given ?? 0);
  let head: Head | undefined;
  if (given === undefined) {
    // The penalty is chosen by the dev photos: library photos are product and museum shots, an owner's are
    // not, and the penalty that generalises best to the owners' kind of photo is the one to keep.
    const dev = await devPhotos();
    let bestLoss = Infinity;
    for (const candidate of [1e-3, 1e-2, 3e-2, 1e-1]) {
      const fitted = fitHead(samples, candidate);
      const score = devLoss(fitted, dev);
      console.log(
        `lambda ${candidate}: dev loss ${score.loss.toFixed(3)} at temperature ${score.temperature}, ` +
          `top-1 ${score.right}/${score.n} of the dev photos whose type the head knows`,
      );
      if (score.loss < bestLoss) [bestLoss, lambda, head] = [score.loss, candidate, fitted];
    }
  }
  head ??= fitHead(samples, lambda);
  // The family head learns from every library photo, whatever its type's count.
  const familyOf = new Map(categories.map((c) => [c.id, c.family as string]));
  const families = fitHead(
    samples.map((s) => ({ ...s, type: familyOf.get(s.type)! })),
    lambda,
  );
  const file = writeHead(head, families, lambda, samples);
  console.log(
    `${file}: ${head.types.length} types from ${samples.length} photos, lambda ${lambda}, ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}
