import { describe, expect, it } from 'vitest';
import { categories, familyIds } from '../knowledge';
import type { PhotoScores } from './identify';
import { learnedSet, withLearned } from './learned';
import { FEATURES } from './references';

const unit = (...axes: number[]) => {
  const v = new Float32Array(FEATURES);
  for (const i of axes) v[i] = 1 / Math.sqrt(axes.length);
  return v;
};

/** A photo the classifier is sure shows the first type. */
function sure(): PhotoScores {
  const scores = new Float64Array(categories.length);
  scores[0] = 0.9;
  return {
    categories: scores,
    families: new Float64Array(familyIds.length),
    rest: 0.1,
    topLabels: [],
    nearest: [],
    referenceWeight: 0,
  };
}

const best = (p: PhotoScores) => p.categories.indexOf(Math.max(...p.categories));
const other = categories[5].id;

describe('photos the owner confirmed', () => {
  it('keep only known types', () => {
    const set = learnedSet({
      vectors: new Float32Array([...unit(1), ...unit(2)]),
      types: ['no-such-type', other],
    });
    expect(Array.from(set!.types)).toEqual([5]);
    expect(learnedSet({ vectors: new Float32Array(0), types: [] })).toBeUndefined();
    expect(() => learnedSet({ vectors: new Float32Array(3), types: [other] })).toThrow();
  });

  it('name their type for the same photo, even against a sure classifier', () => {
    const set = learnedSet({ vectors: unit(1), types: [other] })!;
    const moved = withLearned(sure(), unit(1), set);
    expect(best(moved)).toBe(5);
    expect(moved.rest).toBeLessThan(0.1);
  });

  it('leave a photo that resembles none of them as it was', () => {
    const set = learnedSet({ vectors: unit(1), types: [other] })!;
    const photo = sure();
    expect(withLearned(photo, unit(2), set)).toBe(photo);
    // Half alike (cosine 0.5): still below the threshold.
    expect(withLearned(photo, unit(1, 2, 3, 4), set)).toBe(photo);
  });
});
