import { categories, familyIds } from '../knowledge';
import type { LearnedReferences } from '../analyzer';
import type { PhotoScores } from './identify';
import { FEATURES, nearestTypes, type ReferenceSet } from './references';

/**
 * How much a photo an owner confirmed counts. Unlike the shipped reference photos, the owner said what it
 * is, so its weight does not shrink when the classifier is sure of something else. Below `low` a confirmed
 * photo counts for nothing: a photo that resembles none of them is judged as before. From `low` to `high`
 * the weight grows to `maxWeight` (another object of the same type: MobileNetV2's pooled features put it
 * only a little nearer than an object of another type, medians 0.68 against 0.67); from `high` to `same` it
 * grows on to `sameWeight` (the same object photographed again, or the same photo: cosine near 1), which
 * names the confirmed type even against a sure classifier. Fitted 2026-11-27 on datasets/eval/dev, leave
 * one out, the owner confirming up to 1, 3, 5 other photos per type: object top-1 42/84 without, 42, 48, 48
 * with (bench/owner-corrections.ts prints the locked set's figures).
 */
export const LEARNED = {
  low: 0.65,
  high: 0.85,
  maxWeight: 0.5,
  same: 0.97,
  sameWeight: 0.95,
  temperature: 0.03,
} as const;

/** The confirmed references as a search set over the knowledge's types; unknown type ids are dropped. */
export function learnedSet(learned: LearnedReferences | undefined): ReferenceSet | undefined {
  if (!learned?.types.length) return undefined;
  if (learned.vectors.length !== learned.types.length * FEATURES)
    throw new Error(`Learned references are not ${FEATURES} values each`);
  const index = new Map(categories.map((c, i) => [c.id, i]));
  const keep = learned.types.flatMap((t, k) => (index.has(t) ? [k] : []));
  if (!keep.length) return undefined;
  // Every type known (the usual case): the vectors are searched where they are, not copied.
  if (keep.length === learned.types.length)
    return { vectors: learned.vectors, types: Int32Array.from(learned.types, (t) => index.get(t)!) };
  const vectors = new Float32Array(keep.length * FEATURES);
  keep.forEach((k, j) =>
    vectors.set(learned.vectors.subarray(k * FEATURES, (k + 1) * FEATURES), j * FEATURES),
  );
  return { vectors, types: Int32Array.from(keep, (k) => index.get(learned.types[k])!) };
}

/**
 * One photo's scores moved towards the types of the confirmed photos it resembles: a share `weight` of the
 * evidence, growing from nothing at LEARNED.low to its most at LEARNED.same, goes to those types (a softmax
 * over their best similarities), the rest stays as the classifier and the reference photos gave it.
 * O(number of confirmed photos × 1,280).
 */
export function withLearned(photo: PhotoScores, features: Float32Array, learned: ReferenceSet): PhotoScores {
  const near = nearestTypes(learned, features);
  const best = near[0]?.similarity ?? 0;
  const { low, high, maxWeight, same, sameWeight, temperature } = LEARNED;
  const ramp = (from: number, to: number) => Math.min(1, Math.max(0, (best - from) / (to - from)));
  const weight = maxWeight * ramp(low, high) + (sameWeight - maxWeight) * ramp(high, same);
  if (weight <= 0) return photo;
  const scores = photo.categories.map((s) => s * (1 - weight));
  const families = photo.families.map((s) => s * (1 - weight));
  const exp = near.map((n) => Math.exp((n.similarity - best) / temperature));
  const total = exp.reduce((a, b) => a + b, 0);
  near.forEach((n, k) => {
    const q = (weight * exp[k]) / total;
    scores[n.index] += q;
    families[familyIds.indexOf(n.category.family)] += q;
  });
  return {
    ...photo,
    categories: scores,
    families,
    rest: photo.rest * (1 - weight),
    topRest: photo.topRest && { ...photo.topRest, probability: photo.topRest.probability * (1 - weight) },
  };
}
