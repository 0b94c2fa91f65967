import { describe, expect, it } from 'vitest';
import { categories } from '../knowledge';
import { roundDown, roundUp } from '../../../contracts/currency';
import { estimate, valueAt } from './valuation';

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

describe('refined valuation', () => {
  const chest = categories.find((c) => c.id === 'chests-of-drawers')!;

  it("moves along the type's own breakpoints: a good example sits in the good band", () => {
    const [, , c, d] = chest.value;
    const good = estimate(chest, 85, [0.5]);
    const centre = Math.sqrt(good.min * good.max);
    expect(centre).toBeGreaterThan(c * 0.9);
    expect(centre).toBeLessThan(d * 1.1);
    expect(estimate(chest, 85, [-1.5]).max).toBeLessThan(estimate(chest, 85, [1.5]).min);
  });

  it('narrows with each answer: ×2.5 at most after one, never under ×1.5 by construction', () => {
    for (const c of categories) {
      let previous = estimate(c, 60).width;
      for (const shifts of [[0], [0, 0.5], [0, 0.5, -0.5], [0, 0.5, -0.5, 1]]) {
        const e = estimate(c, 60, shifts);
        expect(e.width, c.id).toBeLessThanOrEqual(Math.min(2.5, previous));
        expect(e.width, c.id).toBeGreaterThanOrEqual(1.5);
        expect(e.min, c.id).toBeLessThanOrEqual(e.max);
        if (e.min > 0) expect(e.max / e.min, c.id).toBeLessThanOrEqual(e.width + 1e-9);
        previous = e.width;
      }
    }
  });

  it('stays within the breakpoints whatever the answers add up to', () => {
    expect(valueAt(chest.value, -10)).toBe(chest.value[0]);
    expect(valueAt(chest.value, 10)).toBe(chest.value[4]);
    expect(valueAt(chest.value, 2)).toBe(chest.value[2]);
  });
});
