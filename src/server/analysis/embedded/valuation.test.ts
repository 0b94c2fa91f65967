import { describe, expect, it } from 'vitest';
import { categories } from '../knowledge';
import { estimate, roundDown, roundUp } from './valuation';

const violin = categories.find((c) => c.id === 'violins')!;

describe('valuation', () => {
  it("quotes the typical band around the type's middle value, ×4 wide, ×3 once sure", () => {
    const typical = violin.value[2];
    const named = estimate(violin, 60);
    const sure = estimate(violin, 90);
    for (const e of [named, sure]) {
      expect(e.min).toBeLessThanOrEqual(typical);
      expect(e.max).toBeGreaterThanOrEqual(typical);
    }
    expect(named.max / named.min).toBeLessThanOrEqual(4);
    expect(sure.max / sure.min).toBeLessThanOrEqual(3);
    expect(sure.max - sure.min).toBeLessThan(named.max - named.min);
  });

  it('quotes round figures', () => {
    expect(roundUp(2873)).toBe(2900);
    expect(roundDown(73)).toBe(70);
    expect(roundDown(0.63)).toBe(0.6);
    expect(roundUp(13.2)).toBe(14);
  });

  it('keeps min ≤ best case ≤ max within the width for every object type at every priced confidence', () => {
    for (const c of categories) {
      for (const confidence of [40, 69, 70, 79, 80, 95]) {
        const e = estimate(c, confidence);
        expect(e.min, c.id).toBeLessThanOrEqual(e.max);
        expect(e.highEnd, c.id).toBeLessThanOrEqual(e.max);
        if (e.min > 0) expect(e.max / e.min, c.id).toBeLessThanOrEqual(e.width);
      }
    }
  });
});
