import { describe, expect, it } from 'vitest';
import { latestValuationDate, recordValuationBodySchema } from './valuations';

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
