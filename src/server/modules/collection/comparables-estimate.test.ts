import { describe, expect, it } from 'vitest';
import { estimateFromComparables, MAX_RANGE_RATIO, type ComparableInput } from './comparables-estimate';

const now = new Date('2026-06-01T12:00:00Z');
const sold = (priceEur: number, date = '2026-01-01'): ComparableInput => ({ priceEur, kind: 'sold', date });
const asking = (priceEur: number, date = '2026-01-01'): ComparableInput => ({
  priceEur,
  kind: 'asking',
  date,
});

function expectCoherent(e: ReturnType<typeof estimateFromComparables>) {
  expect(e).not.toBeNull();
  expect(e!.min).toBeGreaterThan(0);
  expect(e!.min).toBeLessThanOrEqual(e!.base);
  expect(e!.base).toBeLessThanOrEqual(e!.max);
  expect(e!.max).toBeLessThanOrEqual(e!.min * MAX_RANGE_RATIO + 1e-9);
}

describe('the estimate from comparables', () => {
  it('says nothing without comparables', () => {
    expect(estimateFromComparables([], now)).toBeNull();
  });

  it('centres on the median sale, with a band as wide as the sales disagree', () => {
    const e = estimateFromComparables([sold(900), sold(1000), sold(1100), sold(1000), sold(950)], now);
    expectCoherent(e);
    expect(e).toMatchObject({ base: 1000, count: 5, basis: 'comparables' });
    // Close sales: a narrow band around them.
    expect(e!.min).toBeGreaterThan(800);
    expect(e!.max).toBeLessThan(1250);
  });

  it('lets an outlier move it little', () => {
    const calm = estimateFromComparables([sold(900), sold(1000), sold(1100), sold(1050)], now)!;
    const wild = estimateFromComparables([sold(900), sold(1000), sold(1100), sold(1050), sold(90_000)], now)!;
    expectCoherent(wild);
    expect(wild.base / calm.base).toBeGreaterThan(0.9);
    expect(wild.base / calm.base).toBeLessThan(1.1);
    expect(wild.max).toBeLessThan(1600);
    const low = estimateFromComparables([sold(900), sold(1000), sold(1100), sold(1050), sold(1)], now)!;
    expect(low.min).toBeGreaterThan(700);
  });

  it('discounts asking prices and trusts sales more', () => {
    const offer = estimateFromComparables([asking(1000)], now)!;
    expect(offer.base).toBe(800);
    // A sale at 1,000 against two offers at 2,000 (1,600 once discounted): the sale weighs as much as both.
    const mixed = estimateFromComparables([sold(1000), asking(2000), asking(2000)], now)!;
    expectCoherent(mixed);
    expect(mixed.base).toBeGreaterThanOrEqual(1000);
    expect(mixed.base).toBeLessThan(1600);
  });

  it('weighs recent sales more than old ones', () => {
    const e = estimateFromComparables(
      [sold(500, '2016-01-01'), sold(500, '2017-01-01'), sold(1000, '2026-05-01'), sold(1000, '2026-03-01')],
      now,
    )!;
    expectCoherent(e);
    expect(e.base).toBe(1000);
    // Without time, the two eras would split it down the middle.
    const flat = estimateFromComparables(
      [sold(500, '2026-01-01'), sold(500, '2026-01-01'), sold(1000, '2026-01-01'), sold(1000, '2026-01-01')],
      now,
    )!;
    expect(flat.base).toBe(707);
  });

  it('gives one or two comparables a wider band', () => {
    const one = estimateFromComparables([sold(1000)], now)!;
    const two = estimateFromComparables([sold(1000), sold(1000)], now)!;
    const many = estimateFromComparables([sold(1000), sold(1000), sold(1000), sold(1000)], now)!;
    for (const e of [one, two, many]) expectCoherent(e);
    expect(one.base).toBe(1000);
    expect(one.max - one.min).toBeGreaterThan(two.max - two.min);
    expect(two.max - two.min).toBeGreaterThan(many.max - many.min);
    expect(many.min).toBeLessThan(1000);
    expect(many.max).toBeGreaterThan(1000);
  });

  it('never spans more than ×4, whatever the spread or the amounts', () => {
    const cases: ComparableInput[][] = [
      [sold(10), sold(100_000)],
      [sold(1), sold(10), sold(100), sold(1000), sold(10_000)],
      [sold(0.01)],
      [sold(0.03), asking(0.05)],
      [sold(9.99), sold(2.5), sold(40)],
      [sold(999_999_999), asking(1)],
      [sold(3, '1900-01-01'), sold(7, '2026-06-01'), asking(12, '2030-01-01')],
    ];
    for (const c of cases) {
      const e = estimateFromComparables(c, now);
      expectCoherent(e);
    }
  });

  it('ignores a price that is not one rather than answering NaN', () => {
    const e = estimateFromComparables([sold(Number.NaN), sold(0), sold(-5), sold(200)], now)!;
    expect(e).toMatchObject({ base: 200, count: 1 });
    expect(estimateFromComparables([sold(Number.NaN)], now)).toBeNull();
  });
});
