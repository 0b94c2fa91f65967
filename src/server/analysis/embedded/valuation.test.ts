import { describe, expect, it } from 'vitest';
import { categories } from '../knowledge';
import { estimate, roundDown, roundUp } from './valuation';

const violin = categories.find((c) => c.id === 'violins')!;

describe('valuation', () => {
  it('spans the fair and good ranges when the identification is sure', () => {
    const [, fairMin, , goodMax] = violin.value;
    expect(estimate(violin, 90)).toMatchObject({ min: fairMin, max: goodMax, widened: false });
  });

  it('widens the range as confidence falls, never narrowing it', () => {
    const sure = estimate(violin, 80);
    const unsure = estimate(violin, 35);
    const lost = estimate(violin, 5);
    expect(unsure.min).toBeLessThan(sure.min);
    expect(unsure.max).toBeGreaterThan(sure.max);
    expect(lost.min).toBeLessThanOrEqual(unsure.min);
    expect(lost.max).toBeGreaterThanOrEqual(unsure.max);
    expect(unsure.widened).toBe(true);
  });

  it('quotes round figures', () => {
    expect(roundUp(2873)).toBe(2900);
    expect(roundDown(73)).toBe(70);
    expect(roundDown(0.63)).toBe(0.6);
    expect(roundUp(13.2)).toBe(14);
  });

  it('keeps min ≤ max for every object type at every confidence', () => {
    for (const c of categories) {
      for (const confidence of [0, 20, 39, 40, 69, 70, 95]) {
        const e = estimate(c, confidence);
        expect(e.min, c.id).toBeLessThanOrEqual(e.max);
        expect(e.highEnd, c.id).toBeGreaterThan(0);
      }
    }
  });
});
