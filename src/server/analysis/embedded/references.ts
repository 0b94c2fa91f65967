import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { categories, knowledgeFolder, type Category } from '../knowledge';

/** Length of the pooled feature vector of MobileNetV2. */
export const FEATURES = 1280;

// The learned heads' shapes are declared here, beside the reference set that carries them; head.ts reads
// the heads and uses this file's vectors, so this file must not import head.ts back (no cycle, issue 32).

/**
 * A logistic regression over a photo's standardised pooled features: `weights` is outputs × FEATURES.
 * `outputs` gives each output's index in `categories` (the type head) or in `familyIds` (the family head).
 */
export interface LinearHead {
  outputs: Int32Array;
  mean: Float32Array;
  scale: Float32Array;
  weights: Float32Array;
  bias: Float32Array;
}

/**
 * The learned heads, fitted on the reference library by scripts/library/fit-head.ts: one over the object
 * types with enough library photos (it names what ImageNet has no class for: coins, rings, stamps,
 * figurines...), one over the families (every library photo counts for its family, so it has the most data
 * per class and decides the family of an answer too unsure to name its object).
 */
export interface LibraryHead {
  types: LinearHead;
  families?: LinearHead;
}

export interface ReferenceSet {
  /** Unit-length feature vectors, one after another. */
  vectors: Float32Array;
  /** Per vector: index of its object type in `categories`. */
  types: Int32Array;
  /** The head fitted on the whole reference library (head.ts), when there is one. */
  head?: LibraryHead;
}

const fileSchema = z.strictObject({
  generatedBy: z.string(),
  model: z.string(),
  dims: z.literal(FEATURES),
  /** Per photo: its object type, its file under datasets/reference, and the float16 vector in base64. */
  items: z.array(z.strictObject({ type: z.string(), file: z.string(), vector: z.string() })),
});

/** Reads knowledge/derived/reference-embeddings.json (written by scripts/knowledge/embed-references.ts). */
export function readReferences(): ReferenceSet {
  const file = path.join(knowledgeFolder, 'derived', 'reference-embeddings.json');
  const data = fileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const vectors = new Float32Array(data.items.length * FEATURES);
  const types = new Int32Array(data.items.length);
  data.items.forEach((item, k) => {
    const index = categories.findIndex((c) => c.id === item.type);
    if (index < 0)
      throw new Error(`reference-embeddings.json: ${item.file} names an unknown type ${item.type}`);
    types[k] = index;
    const half = new Uint16Array(Uint8Array.from(Buffer.from(item.vector, 'base64')).buffer);
    if (half.length !== FEATURES)
      throw new Error(`reference-embeddings.json: ${item.file} is not ${FEATURES} values`);
    vectors.set(normalise(Float32Array.from(half, fromHalf)), k * FEATURES);
  });
  return { vectors, types };
}

/** Per object type with reference photos, the best cosine similarity to these features, best first. */
export function nearestTypes(
  refs: ReferenceSet,
  features: Float32Array,
): { index: number; category: Category; similarity: number }[] {
  const f = normalise(features);
  const best = new Map<number, number>();
  for (let k = 0; k < refs.types.length; k++) {
    let dot = 0;
    const offset = k * FEATURES;
    for (let i = 0; i < FEATURES; i++) dot += f[i] * refs.vectors[offset + i];
    const t = refs.types[k];
    if (dot > (best.get(t) ?? -Infinity)) best.set(t, dot);
  }
  return [...best]
    .map(([index, similarity]) => ({ index, category: categories[index], similarity }))
    .sort((a, b) => b.similarity - a.similarity);
}

export function normalise(v: Float32Array): Float32Array {
  let sum = 0;
  for (const x of v) sum += x * x;
  const norm = Math.sqrt(sum) || 1;
  return Float32Array.from(v, (x) => x / norm);
}

/** IEEE 754 half precision to a number (the vectors are stored as float16 to halve the data). */
export function fromHalf(h: number): number {
  const sign = h & 0x8000 ? -1 : 1;
  const exponent = (h >> 10) & 0x1f;
  const fraction = h & 0x3ff;
  if (exponent === 0) return sign * 2 ** -14 * (fraction / 1024);
  if (exponent === 31) return fraction ? NaN : sign * Infinity;
  return sign * 2 ** (exponent - 15) * (1 + fraction / 1024);
}

export function toHalf(value: number): number {
  const f = new Float32Array([value]);
  const x = new Uint32Array(f.buffer)[0];
  const sign = (x >> 16) & 0x8000;
  const exponent = ((x >> 23) & 0xff) - 127 + 15;
  const mantissa = x & 0x7fffff;
  if (exponent <= 0) return sign; // too small for a half: zero (features are ≥ 0 and not that small)
  if (exponent >= 31) return sign | 0x7c00;
  // Adding (not or-ing) lets a rounded-up mantissa carry into the exponent, as it should.
  return (sign | (exponent << 10)) + Math.round(mantissa / 8192);
}
