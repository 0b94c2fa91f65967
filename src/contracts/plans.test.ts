import { describe, expect, it } from 'vitest';
import { getPlan, planIds, plans } from './plans';

describe('collection limits of the plan catalogue (decision 020)', () => {
  it('gives every plan finite, positive whole limits', () => {
    for (const p of plans) {
      for (const n of [p.maxHouses, p.maxRooms, p.maxObjects]) {
        expect(Number.isInteger(n), p.id).toBe(true);
        expect(n, p.id).toBeGreaterThan(0);
      }
    }
  });

  it('holds the free plan to one home of 20 rooms and 200 objects', () => {
    expect(getPlan('patrimoine-gratuit')).toMatchObject({ maxHouses: 1, maxRooms: 20, maxObjects: 200 });
  });

  it('never lowers a limit on the way up a tab', () => {
    for (const tab of ['patrimoine', 'pro', 'expert'] as const) {
      const ordered = plans
        .filter((p) => p.tab === tab)
        .sort((a, b) => planIds.indexOf(a.id) - planIds.indexOf(b.id));
      for (let i = 1; i < ordered.length; i++) {
        const [lower, higher] = [ordered[i - 1], ordered[i]];
        expect(higher.maxHouses, higher.id).toBeGreaterThanOrEqual(lower.maxHouses);
        expect(higher.maxRooms, higher.id).toBeGreaterThanOrEqual(lower.maxRooms);
        expect(higher.maxObjects, higher.id).toBeGreaterThanOrEqual(lower.maxObjects);
      }
    }
  });

  it('keeps every collection within what one export answer carries (at most 50,000 objects)', () => {
    expect(Math.max(...plans.map((p) => p.maxObjects))).toBeLessThanOrEqual(50_000);
  });
});
