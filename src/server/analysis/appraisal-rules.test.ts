import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unidentifiedResult } from './embedded/unidentified';
import { parseAnalysis } from './repair';

// Amounts as models have written them: numbers of any sign and size, text with currency, nonsense.
const amount = fc.oneof(
  fc.double({ min: -1e9, max: 1e12, noNaN: true }),
  fc.integer({ min: -5000, max: 5_000_000 }),
  fc.constantFrom('1 200 €', '850,5', '€3,000', '-40', 'about 300', '', 'NaN', null),
);

describe('every appraisal is coherent, whatever the model answered', () => {
  it('min ≤ base ≤ max, base ≤ best case ≤ max, nothing negative (VLM JSON included)', () => {
    fc.assert(
      fc.property(amount, amount, amount, amount, fc.integer({ min: -20, max: 150 }), (min, max, base, best, confidence) => {
        const raw = {
          ...unidentifiedResult('en'),
          confidenceScore: confidence,
          estimatedValueMin: min,
          estimatedValueMax: max,
          expertiseReport: {
            ...unidentifiedResult('en').expertiseReport,
            valuationDetails: { baseValue: base, highEndValue: best, marketConditions: '', factorsInfluencingPrice: [] },
          },
        };
        const parsed = parseAnalysis(JSON.parse(JSON.stringify(raw)));
        if (!parsed.success) return; // refused as unusable: never stored, never shown
        const r = parsed.value;
        const d = r.expertiseReport.valuationDetails!;
        expect(r.estimatedValueMin).toBeGreaterThanOrEqual(0);
        expect(r.estimatedValueMin).toBeLessThanOrEqual(r.estimatedValueMax);
        if (d.baseValue !== null) {
          expect(d.baseValue).toBeGreaterThanOrEqual(r.estimatedValueMin);
          expect(d.baseValue).toBeLessThanOrEqual(r.estimatedValueMax);
        }
        if (d.highEndValue !== null) {
          expect(d.highEndValue).toBeLessThanOrEqual(r.estimatedValueMax);
          expect(d.highEndValue).toBeGreaterThanOrEqual(d.baseValue ?? r.estimatedValueMin);
        }
      }),
      { seed: 20261125, numRuns: 500 },
    );
  });
});
