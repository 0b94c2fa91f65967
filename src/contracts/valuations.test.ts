import { describe, expect, it } from 'vitest';
import { currentValue, latestValuationDate, recordValuationBodySchema, valueRank } from './valuations';

describe('recording a sale or an expert valuation', () => {
  it('accepts today anywhere on Earth, not the day after', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    // Kiritimati (UTC+14) is already on the 26th at noon UTC.
    expect(latestValuationDate(now)).toBe('2026-11-26');
    expect(latestValuationDate(new Date('2026-11-25T09:59:59Z'))).toBe('2026-11-25');
  });

  it('reads typed amounts and rounds to cents, refusing nothing worth', () => {
    const parse = (amount: unknown) =>
      recordValuationBodySchema.safeParse({ kind: 'sale', amount, date: '2020-01-01' });
    expect(parse('1250.505').data?.amount).toBe(1250.51);
    expect(parse(0.004).success).toBe(false);
    expect(parse(-1).success).toBe(false);
    expect(parse('12,5').success).toBe(false);
  });

  it('keeps dates between 1900 and today', () => {
    const parse = (date: string) => recordValuationBodySchema.safeParse({ kind: 'expert', amount: 1, date });
    expect(parse('1900-01-01').success).toBe(true);
    expect(parse('1899-12-31').success).toBe(false);
    expect(parse('2999-01-01').success).toBe(false);
    expect(parse('2021-02-29').success).toBe(false);
  });
});

const entry = (id: number, source: string, valuedOn: string) => ({ id, source, valuedOn });

describe('the value precedence', () => {
  it('puts a recorded sale above an expert valuation, and both above any estimate', () => {
    expect(valueRank('sale')).toBeGreaterThan(valueRank('expert'));
    for (const estimate of ['comparables', 'analysis', 'reanalysis', 'manual'])
      expect(valueRank('expert')).toBeGreaterThan(valueRank(estimate));
    // An older sale still outranks a newer expert valuation and a newer estimate.
    const history = [
      entry(1, 'analysis', '2026-01-01'),
      entry(2, 'sale', '2010-05-05'),
      entry(3, 'expert', '2025-03-03'),
      entry(4, 'manual', '2026-02-02'),
    ];
    expect(currentValue(history)?.id).toBe(2);
    expect(currentValue(history.filter((e) => e.source !== 'sale'))?.id).toBe(3);
  });

  it('takes the latest within a rank: by the day it holds for, then the order written', () => {
    expect(
      currentValue([
        entry(5, 'expert', '2024-01-01'),
        entry(3, 'expert', '2025-01-01'),
        entry(9, 'expert', '2023-01-01'),
      ])?.id,
    ).toBe(3);
    // Estimates are one rank: the comparables' estimate written after the analysis's is the value, and an
    // owner's edit written after both is.
    expect(
      currentValue([entry(1, 'analysis', '2026-01-01'), entry(2, 'comparables', '2026-01-01')])?.id,
    ).toBe(2);
    expect(
      currentValue([
        entry(1, 'analysis', '2026-01-01'),
        entry(2, 'comparables', '2026-01-02'),
        entry(3, 'manual', '2026-01-02'),
      ])?.id,
    ).toBe(3);
    expect(currentValue([])).toBeUndefined();
  });
});
