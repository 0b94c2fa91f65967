import { describe, expect, it } from 'vitest';
import { analysisResultSchema } from '../../../contracts/analysis';
import { mapLabels } from './catalogue';
import { combinePhotos, scorePhoto } from './identify';
import { buildResult } from './result';
import { modelLabels, modelPresent, skipReason, testModelDir } from './test-support';

/** A classifier output with the given label probabilities and the rest spread thinly over all labels. */
function output(labels: string[], peaks: Record<string, number>): Float32Array {
  const peak = Object.values(peaks).reduce((a, b) => a + b, 0);
  const p = new Float32Array(labels.length).fill((1 - peak) / labels.length);
  for (const [label, value] of Object.entries(peaks)) p[labels.indexOf(label)] += value;
  return p;
}

describe.skipIf(!modelPresent)(
  `combining photos ${modelPresent ? '' : skipReason('the model labels', testModelDir)}`,
  () => {
    const labels = modelPresent ? modelLabels() : [];
    const mapping = modelPresent ? mapLabels(labels) : undefined!;
    const photo = (peaks: Record<string, number>) => scorePhoto(output(labels, peaks), labels, mapping);

    it('sums label probabilities into categories', () => {
      const id = combinePhotos([photo({ violin: 0.6, cello: 0.3 })]);
      expect(id.ranked[0].category.id).toBe('violins');
      expect(id.ranked[1].category.id).toBe('cellos');
      expect(id.confidence).toBe(Math.round(100 * id.ranked[0].score));
    });

    it('raises confidence when photos agree and lowers it when they disagree', () => {
      const one = combinePhotos([photo({ violin: 0.55 })]).confidence;
      const agreeing = combinePhotos([photo({ violin: 0.55 }), photo({ violin: 0.55 })]).confidence;
      const disagreeing = combinePhotos([photo({ violin: 0.55 }), photo({ hammer: 0.55 })]).confidence;
      expect(agreeing).toBeGreaterThan(one);
      expect(disagreeing).toBeLessThan(one);
    });

    it('does not let a blurry close-up veto the object seen in the main photo', () => {
      const id = combinePhotos([photo({ violin: 0.8 }), photo({ screw: 0.2, nail: 0.1 })]);
      expect(id.ranked[0].category.id).toBe('violins');
    });

    it('says when the photo shows no appraisable object, and what it shows', () => {
      const id = combinePhotos([photo({ 'golden retriever': 0.85 })]);
      expect(id.notAppraisable).toBe(true);
      expect(id.topRest?.label).toBe('golden retriever');
      expect(id.topRest?.group.id).toBe('animals');
    });

    it('answers a photo of a dog with what it shows, no value and the honest low confidence', () => {
      const id = combinePhotos([photo({ 'golden retriever': 0.85 })]);
      const run = { model: 'test', classifyMs: 1, inputSize: 224 };
      const fr = analysisResultSchema.parse(buildResult(id, 'fr', run));
      const en = analysisResultSchema.parse(buildResult(id, 'en', run));
      expect(fr.description).toContain('un animal');
      expect(en.description).toContain('an animal');
      expect(en.estimatedValueMax).toBe(0);
      expect(en.confidenceScore).toBeLessThan(40);
    });

    it('flags regulated categories', () => {
      const id = combinePhotos([photo({ revolver: 0.7 })]);
      const result = buildResult(id, 'en', { model: 'test', classifyMs: 1, inputSize: 224 });
      expect(result.regulatedFlags.join(' ')).toMatch(/Firearm/);
    });

    it('never claims certainty', () => {
      expect(
        combinePhotos([photo({ racket: 0.99 }), photo({ racket: 0.99 })]).confidence,
      ).toBeLessThanOrEqual(95);
    });
  },
);
