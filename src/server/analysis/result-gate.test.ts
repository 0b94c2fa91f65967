import { describe, expect, it } from 'vitest';
import { parseAnalysis, repairAnalysis, toNumber } from './result-gate';
import { modelAnswer } from '../test/model-answers';
import { CONFIDENT_WIDTH } from './appraisal-rules';

const parse = (overrides: Record<string, unknown>) => parseAnalysis(modelAnswer(overrides));

describe('parseAnalysis', () => {
  it('accepts a complete answer as it is', () => {
    const r = parse({});
    expect(r.success).toBe(true);
    if (r.success) expect(r.value.name).toBe('Assiette en faïence de Gien');
  });

  it('swaps min and max, clamps negative euros and confidence, trims strings', () => {
    const r = parse({
      estimatedValueMin: 500,
      estimatedValueMax: 150,
      confidenceScore: 180,
      name: '  Vase  ',
    });
    expect(r.success).toBe(true);
    if (!r.success) return;
    expect([r.value.estimatedValueMin, r.value.estimatedValueMax]).toEqual([150, 500]);
    // A negative minimum is no price: the range is rebuilt at most CONFIDENT_WIDTH wide inside what the model said.
    const negative = parse({ estimatedValueMin: -20, estimatedValueMax: 400, confidenceScore: 60 });
    expect(negative.success).toBe(true);
    if (!negative.success) return;
    const { estimatedValueMin: min, estimatedValueMax: max } = negative.value;
    expect(min).toBeGreaterThan(0);
    expect(max).toBeLessThanOrEqual(400);
    expect(max / min).toBeLessThanOrEqual(CONFIDENT_WIDTH);
    expect(r.value.confidenceScore).toBe(100);
    expect(r.value.name).toBe('Vase');
  });

  it('reads amounts written as text', () => {
    expect(toNumber('1 200 €')).toBe(1200);
    expect(toNumber('1,200')).toBe(1200);
    expect(toNumber('85,5')).toBe(85.5);
    expect(toNumber('1200.50 EUR')).toBe(1200.5);
    expect(toNumber('about a hundred')).toBe('about a hundred');
    const r = parse({ estimatedValueMin: '1 200 €', estimatedValueMax: '2 000 €', confidenceScore: '64' });
    expect(
      r.success && [r.value.estimatedValueMin, r.value.estimatedValueMax, r.value.confidenceScore],
    ).toEqual([1200, 2000, 64]);
  });

  it('fills descriptive sections left out, wraps a string list, numbers steps, drops a bad URL', () => {
    const r = parse({
      keyCharacteristics: 'Bois sculpté',
      possibleOrigin: null,
      evidence: 'signature en bas à droite',
      expertiseReport: undefined,
      analysisData: {
        steps: [
          { title: 'a', description: 'b' },
          { step: 9, title: 'c', description: 'd' },
        ],
      },
      marketData: { sources: [{ name: 'eBay', url: 'not a url' }, { url: 'https://x.example' }] },
      currency: 'USD',
    });
    expect(r.success).toBe(true);
    if (!r.success) return;
    expect(r.value.keyCharacteristics.specificFeatures).toEqual(['Bois sculpté']);
    expect(r.value.possibleOrigin.manufacturer).toBe('');
    expect(r.value.evidence).toEqual(['signature en bas à droite']);
    expect(r.value.analysisData.steps.map((s) => s.step)).toEqual([1, 2]);
    expect(r.value.marketData.sources).toEqual([{ name: 'eBay', priceRange: '', description: '' }]);
    expect(r.value.currency).toBe('EUR');
  });

  it('cuts overlong text instead of refusing the whole answer', () => {
    const r = parse({ name: 'x'.repeat(500), description: 'y'.repeat(5000) });
    expect(r.success && [r.value.name.length, r.value.description.length]).toEqual([300, 4000]);
  });

  it.each([
    ['no name', { name: '' }],
    ['no value', { estimatedValueMin: undefined }],
    ['value not a number', { estimatedValueMax: 'beaucoup' }],
    ['no confidence', { confidenceScore: null }],
    ['no description', { description: undefined }],
  ])('refuses an unusable answer: %s', (_name, overrides) => {
    expect(parse(overrides).success).toBe(false);
  });

  it('refuses what is not an object', () => {
    expect(parseAnalysis('I cannot help with that').success).toBe(false);
    expect(parseAnalysis([modelAnswer()]).success).toBe(false);
    expect(repairAnalysis(null)).toBeNull();
  });
});
