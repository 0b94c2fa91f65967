import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { categories, familyIds, knowledgeFolder } from '../knowledge';
import { FEATURES, fromHalf, normalise, type LibraryHead, type LinearHead } from './references';

const linearSchema = z.object({
  labels: z.array(z.string()),
  mean: z.string(),
  scale: z.string(),
  weights: z.string(),
  bias: z.array(z.number()),
});

const fileSchema = z.object({
  generatedBy: z.string(),
  trainedOn: z.object({ photos: z.number(), types: z.number(), sources: z.array(z.string()) }).passthrough(),
  dims: z.literal(FEATURES),
  types: linearSchema,
  families: linearSchema.optional(),
});

const halves = (base64: string) => {
  const bytes = Buffer.from(base64, 'base64');
  return Float32Array.from(new Uint16Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 2), fromHalf);
};

function linear(data: z.infer<typeof linearSchema>, ids: readonly string[], what: string): LinearHead {
  const outputs = Int32Array.from(data.labels, (id) => {
    const index = ids.indexOf(id);
    if (index < 0) throw new Error(`library-head.json names an unknown ${what} ${id}`);
    return index;
  });
  const head = {
    outputs,
    mean: halves(data.mean),
    scale: halves(data.scale),
    weights: halves(data.weights),
    bias: Float32Array.from(data.bias),
  };
  if (
    head.mean.length !== FEATURES ||
    head.scale.length !== FEATURES ||
    head.bias.length !== outputs.length ||
    head.weights.length !== outputs.length * FEATURES
  )
    throw new Error(`library-head.json: the ${what} head's sizes do not match`);
  return head;
}

export const headFile = path.join(knowledgeFolder, 'derived', 'library-head.json');

/** knowledge/derived/library-head.json; none (undefined) when the file is absent. */
export function readHead(file = headFile): LibraryHead | undefined {
  if (!existsSync(file)) return undefined;
  const data = fileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  return {
    types: linear(
      data.types,
      categories.map((c) => c.id),
      'type',
    ),
    families: data.families && linear(data.families, familyIds, 'family'),
  };
}

// Logits per head and feature vector: calibration scores the same photo's features under hundreds of
// settings, and only the temperature changes between them. Weak keys: a request's arrays go with it.
const logitsOf = new WeakMap<LinearHead, WeakMap<Float32Array, Float64Array>>();

function logits(head: LinearHead, features: Float32Array): Float64Array {
  let known = logitsOf.get(head);
  if (!known) logitsOf.set(head, (known = new WeakMap()));
  const cached = known.get(features);
  if (cached) return cached;
  const unit = normalise(features);
  const x = new Float32Array(FEATURES);
  for (let d = 0; d < FEATURES; d++) x[d] = (unit[d] - head.mean[d]) * head.scale[d];
  const K = head.outputs.length;
  const z = new Float64Array(K);
  for (let k = 0; k < K; k++) {
    let s = head.bias[k];
    const row = k * FEATURES;
    for (let d = 0; d < FEATURES; d++) s += head.weights[row + d] * x[d];
    z[k] = s;
  }
  known.set(features, z);
  return z;
}

/**
 * A head's probabilities for a photo's pooled features at a softmax temperature, spread over `size` slots
 * (the types or the families, in their order); 0 for what the head does not know.
 */
export function headProbabilities(
  head: LinearHead,
  features: Float32Array,
  temperature: number,
  size: number,
): Float64Array {
  const z = logits(head, features);
  const max = Math.max(...z);
  const p = z.map((v) => Math.exp((v - max) / temperature));
  const total = p.reduce((a, b) => a + b, 0);
  const out = new Float64Array(size);
  head.outputs.forEach((slot, k) => (out[slot] = p[k] / total));
  return out;
}
