import type { CollectionObject } from '../../../../contracts/collection';

type Estimate = Pick<CollectionObject, 'estimatedValueMin' | 'estimatedValueMax' | 'expertiseReport'>;

/**
 * The analysis's "most likely" and "best case" prices, only while they still belong to the object's estimate.
 * Once the owner typed another range, or comparables moved it, they would contradict it: none is shown.
 */
export function estimatePoints(object: Estimate): { base: number | null; best: number | null } {
  const v = object.expertiseReport.valuationDetails;
  const { estimatedValueMin: min, estimatedValueMax: max } = object;
  const within = (x: number | null | undefined): x is number =>
    typeof x === 'number' && min !== null && max !== null && x >= min && x <= max;
  if (!v || !within(v.baseValue)) return { base: null, best: null };
  return { base: v.baseValue, best: within(v.highEndValue) ? v.highEndValue : null };
}
