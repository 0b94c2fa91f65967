import { describe, expect, it } from 'vitest';
import { formatMoneyRange } from './money';

// Intl writes French amounts with narrow no-break spaces; compare with plain ones.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');
const words = { moreThan: (a: string) => `more than ${a}`, lessThan: (a: string) => `less than ${a}` };

describe('money ranges', () => {
  it('reads min–max, one-sided ranges and missing amounts', () => {
    expect(plain(formatMoneyRange(1200, 3400.6, words))).toBe('1 200 € – 3 401 €');
    expect(plain(formatMoneyRange(100, null, words))).toBe('more than 100 €');
    expect(plain(formatMoneyRange('', '300', words))).toBe('less than 300 €');
    expect(formatMoneyRange(null, undefined, words)).toBe('—');
  });

  it('hides every amount behind asterisks', () => {
    expect(formatMoneyRange(100, 200, words, { hideValues: true })).toBe('**** – ****');
    expect(formatMoneyRange(100, null, words, { hideValues: true })).toBe('more than ****');
    expect(formatMoneyRange(null, null, words, { hideValues: true })).toBe('****');
  });
});
