import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInText } from '../../contracts/currency';
import { CONFIDENT_WIDTH, PRICE_FLOOR, withoutAmounts } from './appraisal-rules';
import { unidentifiedResult } from './embedded/unidentified';
import { parseAnalysis } from './result-gate';

// Amounts as models have written them: numbers of any sign and size, text with currency, nonsense.
const amount = fc.oneof(
  fc.double({ min: -1e9, max: 1e12, noNaN: true }),
  fc.integer({ min: -5000, max: 5_000_000 }),
  fc.constantFrom('1 200 €', '850,5', '€3,000', '-40', 'about 300', '', 'NaN', null),
);

describe('every appraisal is coherent, whatever the model answered', () => {
  it('min ≤ base ≤ max, base ≤ best case ≤ max, nothing negative (VLM JSON included)', () => {
    fc.assert(
      fc.property(
        amount,
        amount,
        amount,
        amount,
        fc.integer({ min: -20, max: 150 }),
        (min, max, base, best, confidence) => {
          const raw = {
            ...unidentifiedResult('en'),
            confidenceScore: confidence,
            estimatedValueMin: min,
            estimatedValueMax: max,
            expertiseReport: {
              ...unidentifiedResult('en').expertiseReport,
              valuationDetails: {
                baseValue: base,
                highEndValue: best,
                marketConditions: '',
                factorsInfluencingPrice: [],
              },
            },
          };
          const parsed = parseAnalysis(JSON.parse(JSON.stringify(raw)));
          if (!parsed.success) return; // refused as unusable: never stored, never shown
          const r = parsed.value;
          const d = r.expertiseReport.valuationDetails!;
          expect(r.estimatedValueMin).toBeGreaterThanOrEqual(0);
          expect(r.estimatedValueMin).toBeLessThanOrEqual(r.estimatedValueMax);
          if (r.estimatedValueMax > 0) {
            expect(r.estimatedValueMin).toBeGreaterThan(0);
            expect(r.estimatedValueMax / r.estimatedValueMin).toBeLessThanOrEqual(CONFIDENT_WIDTH);
          }
          if (d.baseValue !== null) {
            expect(d.baseValue).toBeGreaterThanOrEqual(r.estimatedValueMin);
            expect(d.baseValue).toBeLessThanOrEqual(r.estimatedValueMax);
          }
          if (d.highEndValue !== null) {
            expect(d.highEndValue).toBeLessThanOrEqual(r.estimatedValueMax);
            expect(d.highEndValue).toBeGreaterThanOrEqual(d.baseValue ?? r.estimatedValueMin);
          }
        },
      ),
      { seed: 20261125, numRuns: 500 },
    );
  });

  it('no amount in any text, whatever the model wrote; below the price floor no figure either', () => {
    const sentence = fc.oneof(
      fc.constantFrom(
        'A fine piece.',
        'Worth 1 200 € at auction.',
        'Sold for €300 in 2019;',
        'About 45 EUR',
        'Made in 1890',
      ),
      fc.string(),
    );
    const prose = fc.array(sentence, { maxLength: 5 }).map((parts) => parts.join(' ') || 'x');
    fc.assert(
      fc.property(
        amount,
        amount,
        prose,
        prose,
        fc.integer({ min: 0, max: 100 }),
        (min, max, description, market, confidence) => {
          const base = unidentifiedResult('en');
          const raw = {
            ...base,
            name: 'Vase',
            description,
            confidenceScore: confidence,
            estimatedValueMin: min,
            estimatedValueMax: max,
            marketData: {
              sources: [{ name: 'eBay', url: 'https://www.ebay.fr/sch?q=vase', priceRange: '20 € – 80 €' }],
            },
            expertiseReport: {
              ...base.expertiseReport,
              valuationDetails: {
                baseValue: 50,
                highEndValue: 90,
                marketConditions: market,
                factorsInfluencingPrice: [market],
              },
            },
          };
          const parsed = parseAnalysis(JSON.parse(JSON.stringify(raw)));
          if (!parsed.success) return;
          const r = parsed.value;
          // The range is given once, in the figures: no text (nor a source's "price range") states another.
          expect(JSON.stringify(r)).not.toMatch(amountInText());
          if (confidence >= PRICE_FLOOR) return;
          expect(r.estimatedValueMin).toBe(0);
          expect(r.estimatedValueMax).toBe(0);
          expect(r.expertiseReport.valuationDetails?.baseValue ?? null).toBeNull();
          expect(r.expertiseReport.valuationDetails?.highEndValue ?? null).toBeNull();
        },
      ),
      { seed: 20261126, numRuns: 300 },
    );
  });

  it('drops whole sentences that state an amount and keeps the rest', () => {
    expect(withoutAmounts('A walnut chest. It sells for 300 € to 900 €. Check the drawers.')).toBe(
      'A walnut chest. Check the drawers.',
    );
    expect(withoutAmounts('Made in 1890, 45 cm tall.')).toBe('Made in 1890, 45 cm tall.');
  });
});
