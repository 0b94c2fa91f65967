import { describe, expect, it } from 'vitest';
import { convertFromEur, formatMoney, referenceRates } from './currency';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('currency', () => {
  it('converts euros at the dated reference rates', () => {
    expect(referenceRates.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(convertFromEur(100, 'EUR')).toBe(100);
    expect(convertFromEur(100, 'USD')).toBeCloseTo(100 * referenceRates.perEuro.USD);
    expect(convertFromEur(100, 'GBP')).toBeCloseTo(100 * referenceRates.perEuro.GBP);
  });

  it('formats euros in the French locale without decimals, masks hidden values, dashes missing ones', () => {
    expect(nbsp(formatMoney(1234.4))).toBe('1 234 €');
    expect(nbsp(formatMoney('99.5', { decimals: 2 }))).toBe('99,50 €');
    expect(formatMoney(1234, { hideValues: true })).toBe('****');
    expect(formatMoney(null)).toBe('—');
    const rates = { source: 'test', asOf: '2026-01-01', perEuro: { EUR: 1, USD: 2, GBP: 0.5 } };
    expect(formatMoney(10, { currency: 'USD', language: 'en', rates })).toBe('US$20');
    expect(formatMoney(10, { currency: 'GBP', language: 'en', rates })).toBe('£5');
  });
});
