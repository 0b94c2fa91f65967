import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { categories, knowledgeFolder } from '../knowledge';
import { FEATURES, fromHalf, normalise } from './references';

/**
 * The learned head: a logistic regression from a photo's pooled features to the object types of the
 * reference library, fitted by scripts/library/fit-head.ts. It names the types ImageNet has no class for
 * (coins, rings, stamps, figurines...) from thousands of labelled public photos, where the classifier's
 * classes can only be summed.
 */
export interface LibraryHead {
  /** Index in `categories` of each of the head's outputs. */
  types: Int32Array;
  mean: Float32Array;
  scale: Float32Array;
  weights: Float32Array;
  bias: Float32Array;
}

const fileSchema = z.object({
  generatedBy: z.string(),
  trainedOn: z.object({ photos: z.number(), types: z.number(), sources: z.array(z.string()) }).passthrough(),
  dims: z.literal(FEATURES),
  types: z.array(z.string()),
  mean: z.string(),
  scale: z.string(),
  weights: z.string(),
  bias: z.array(z.number()),
});

const halves = (base64: string) => {
  const bytes = Buffer.from(base64, 'base64');
  return Float32Array.from(new Uint16Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 2), fromHalf);
};

export const headFile = path.join(knowledgeFolder, 'derived', 'library-head.json');

/** knowledge/derived/library-head.json; none (undefined) when the file is absent. */
export function readHead(file = headFile): LibraryHead | undefined {
  if (!existsSync(file)) return undefined;
  const data = fileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const types = Int32Array.from(data.types, (id) => {
    const index = categories.findIndex((c) => c.id === id);
    if (index < 0) throw new Error(`library-head.json names an unknown type ${id}`);
    return index;
  });
  const head = {
    types,
    mean: halves(data.mean),
    scale: halves(data.scale),
    weights: halves(data.weights),
    bias: Float32Array.from(data.bias),
  };
  if (
    head.mean.length !== FEATURES ||
    head.scale.length !== FEATURES ||
    head.bias.length !== types.length ||
    head.weights.length !== types.length * FEATURES
  )
    throw new Error('library-head.json: sizes do not match');
  return head;
}

// The head's logits per feature vector: calibration scores the same photo's features under hundreds of
// settings, and only the temperature changes between them. Weak keys: a request's arrays are let go with it.
const logitsOf = new WeakMap<Float32Array, Float64Array>();

function headLogits(head: LibraryHead, features: Float32Array): Float64Array {
  const known = logitsOf.get(features);
  if (known) return known;
  const unit = normalise(features);
  const x = new Float32Array(FEATURES);
  for (let d = 0; d < FEATURES; d++) x[d] = (unit[d] - head.mean[d]) * head.scale[d];
  const K = head.types.length;
  const z = new Float64Array(K);
  for (let k = 0; k < K; k++) {
    let s = head.bias[k];
    const row = k * FEATURES;
    for (let d = 0; d < FEATURES; d++) s += head.weights[row + d] * x[d];
    z[k] = s;
  }
  logitsOf.set(features, z);
  return z;
}

/**
 * The head's probability per object type (in `categories` order; 0 for types it does not know) for a photo's
 * pooled features, at a softmax temperature.
 */
export function headProbabilities(
  head: LibraryHead,
  features: Float32Array,
  temperature: number,
): Float64Array {
  const logits = headLogits(head, features);
  const max = Math.max(...logits);
  const p = logits.map((z) => Math.exp((z - max) / temperature));
  const total = p.reduce((a, b) => a + b, 0);
  const out = new Float64Array(categories.length);
  head.types.forEach((type, k) => (out[type] = p[k] / total));
  return out;
}
