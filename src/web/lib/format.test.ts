import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDay,
  formatMoney,
  formatMoneyRange,
  formatPercent,
  formatPrice,
  maskAmounts,
} from './format';
import { formatDimensionsText, formatLength, formatSurface, surfaceToM2, surfaceUnit } from './units';

// Intl uses narrow no-break spaces in French; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');
const words = { moreThan: (a: string) => `more than ${a}`, lessThan: (a: string) => `less than ${a}` };

describe('money', () => {
  it('shows euros in the French locale without decimals, a dash when missing, asterisks when hidden', () => {
    expect(plain(formatMoney(1234.5))).toBe('1 235 €');
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney('abc')).toBe('—');
    expect(formatMoney(1234, { hideValues: true })).toBe('****');
  });

  it('converts to another currency at the reference rate', () => {
    expect(plain(formatMoney(1000, { currency: 'USD', language: 'en' }))).toBe('US$1,039');
    expect(plain(formatMoney(1000, { currency: 'GBP', language: 'fr' }))).toBe('829 £GB');
  });

  it('reads one-sided ranges as more than / less than', () => {
    expect(plain(formatMoneyRange(100, 200, words))).toBe('100 € – 200 €');
    expect(plain(formatMoneyRange(100, null, words))).toBe('more than 100 €');
    expect(plain(formatMoneyRange('', '300', words))).toBe('less than 300 €');
    expect(formatMoneyRange(null, undefined, words)).toBe('—');
    expect(formatMoneyRange(100, 200, words, { hideValues: true })).toBe('**** – ****');
    expect(formatMoneyRange(100, null, words, { hideValues: true })).toBe('more than ****');
    expect(formatMoneyRange(null, null, words, { hideValues: true })).toBe('****');
  });

  it('prints catalogue prices with cents only when they have some', () => {
    expect(plain(formatPrice(0.99))).toBe('0,99 €');
    expect(plain(formatPrice(29))).toBe('29 €');
  });

  it('formats percents and dates in the interface language', () => {
    expect(plain(formatPercent(12.5, 'fr', true))).toBe('+12,5 %');
    expect(formatPercent(-3, 'en', true)).toBe('-3%');
    expect(formatDate('2025-03-04T10:00:00Z', 'en')).toBe('4 Mar 2025');
    expect(formatDate(null, 'fr')).toBe('—');
  });

  it('formats a calendar day as that day whatever the device time zone', () => {
    expect(formatDay('2025-03-04', 'en')).toBe('4 Mar 2025');
    expect(formatDay('2025-01-01', 'fr', 'long')).toBe('1 janvier 2025');
    expect(formatDay('nonsense', 'fr')).toBe('—');
  });
});

describe('units', () => {
  it('labels and converts surfaces', () => {
    expect(surfaceUnit('imperial')).toBe('sq ft');
    expect(surfaceUnit('metric')).toBe('m²');
    expect(plain(formatSurface(120, 'metric', 'fr'))).toBe('120 m²');
    expect(formatSurface(120, 'imperial', 'en')).toBe('1,292 sq ft');
    expect(surfaceToM2(1291.67, 'imperial')).toBeCloseTo(120, 1);
    expect(formatSurface(null, 'metric', 'en')).toBe('—');
  });

  it('converts lengths and the measures inside dimension texts', () => {
    expect(formatLength(2.54, 'imperial', 'en')).toBe('1 in');
    expect(plain(formatLength(45.5, 'metric', 'fr'))).toBe('45,5 cm');
    expect(formatDimensionsText('H 45 cm x L 30,5 cm, 1.2 m', 'imperial', 'en')).toBe(
      'H 17.7 in x L 12 in, 47.2 in',
    );
    expect(formatDimensionsText('H 45 cm', 'metric', 'en')).toBe('H 45 cm');
    expect(formatDimensionsText(null, 'imperial', 'en')).toBe('');
  });
});

describe('amounts in free text', () => {
  it('are masked wherever they are written, and nothing else is', () => {
    expect(maskAmounts('Valeur indicative 1 200 € – 3 500 €, état moyen.')).toBe(
      'Valeur indicative **** – ****, état moyen.',
    );
    expect(maskAmounts('Sold for €1,250.50 and $45 in 2019; asking 300 EUR or 20 euros.')).toBe(
      'Sold for **** and **** in 2019; asking **** or ****.',
    );
    expect(maskAmounts('Made in 1890, 3 drawers, 45 cm tall.')).toBe('Made in 1890, 3 drawers, 45 cm tall.');
  });
});
