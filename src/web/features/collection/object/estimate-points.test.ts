import { describe, expect, it } from 'vitest';
import type { CollectionObject } from '../../../../contracts/collection';
import { estimatePoints } from './estimate-points';

const object = (
  min: number | null,
  max: number | null,
  baseValue: number | null,
  highEndValue: number | null,
) =>
  ({
    estimatedValueMin: min,
    estimatedValueMax: max,
    expertiseReport: {
      valuationDetails: { baseValue, highEndValue, marketConditions: '', factorsInfluencingPrice: [] },
    },
  }) as unknown as CollectionObject;

describe('the most likely and best-case prices of an object', () => {
  it('are shown while they lie within the estimate', () => {
    expect(estimatePoints(object(100, 400, 200, 350))).toEqual({ base: 200, best: 350 });
    expect(estimatePoints(object(100, 400, 200, null))).toEqual({ base: 200, best: null });
  });

  it('go once the estimate moved away from them (typed by the owner, or from comparables)', () => {
    expect(estimatePoints(object(800, 1500, 200, 350))).toEqual({ base: null, best: null });
    expect(estimatePoints(object(150, 300, 200, 350))).toEqual({ base: 200, best: null });
    expect(estimatePoints(object(null, null, 200, 350))).toEqual({ base: null, best: null });
  });

  it('are none when the report has no valuation', () => {
    expect(estimatePoints({ ...object(1, 2, null, null), expertiseReport: {} } as CollectionObject)).toEqual({
      base: null,
      best: null,
    });
  });
});
