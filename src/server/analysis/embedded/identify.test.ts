import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analysisResultSchema } from '../../../contracts/analysis';
import { categories } from '../knowledge';
import type { Calibration } from './calibration';
import { chooseType, combinePhotos, mapClasses, scorePhoto, scoreViews } from './identify';
import { defaultModelDir } from './model-dir';
import { FEATURES, type ReferenceSet } from './references';
import { buildResult, namedFamily } from './result';

const lines = readFileSync(`${defaultModelDir()}/synset.txt`, 'utf8').trim().split('\n');
const synsets = lines.map((l) => l.slice(0, 9));
const labels = lines.map((l) => l.slice(10).split(', ')[0]);
const map = mapClasses(synsets, labels);
const none: ReferenceSet = { vectors: new Float32Array(0), types: new Int32Array(0) };
const plain: Calibration = {
  method: 'test',
  views: ['object'],
  mirror: false,
  confidence: { slope: 1, intercept: 0, viewsDisagree: 0 },
  temperature: 1,
  references: { low: 0.6, high: 0.85, maxWeight: 0.8, temperature: 0.03 },
};
const unit = (i: number) => Float32Array.from({ length: FEATURES }, (_, k) => (k === i ? 1 : 0));

/** Classifier logits giving these class probabilities (by name), the rest spread thinly over all classes. */
function output(peaks: Record<string, number>, features: Float32Array = unit(0)) {
  const peak = Object.values(peaks).reduce((a, b) => a + b, 0);
  const p = new Float64Array(labels.length).fill((1 - peak) / labels.length);
  for (const [label, value] of Object.entries(peaks)) {
    const i = labels.indexOf(label);
    if (i < 0) throw new Error(`no class ${label}`);
    p[i] += value;
  }
  return { logits: Float32Array.from(p, Math.log), features };
}
const photo = (peaks: Record<string, number>, refs = none, features?: Float32Array) =>
  scorePhoto(output(peaks, features), map, refs, plain);
const run = { model: 'test', classifyMs: 1, inputSize: 224 };

describe('identification', () => {
  it('sums class probabilities into object types and into WordNet families', () => {
    const id = combinePhotos([photo({ violin: 0.6, cello: 0.3 })]);
    expect(id.ranked[0].category.id).toBe('violins');
    expect(id.ranked[1].category.id).toBe('cellos');
    expect(id.confidence).toBe(Math.round(100 * id.ranked[0].score));
    expect(id.families[0].family).toBe('musical-instruments');
    expect(id.families[0].score).toBeGreaterThan(0.9);
  });

  it('raises confidence when photos agree and lowers it when they disagree', () => {
    const one = combinePhotos([photo({ violin: 0.55 })]).confidence;
    const agreeing = combinePhotos([photo({ violin: 0.55 }), photo({ violin: 0.55 })]).confidence;
    const disagreeing = combinePhotos([photo({ violin: 0.55 }), photo({ hammer: 0.55 })]).confidence;
    expect(agreeing).toBeGreaterThan(one);
    expect(disagreeing).toBeLessThan(one);
  });

  it('marks a photo whose views put different types first, and shows less confidence for it', () => {
    const shaky = { ...plain, confidence: { slope: 1, intercept: 0, viewsDisagree: -1 } };
    const agreeing = scoreViews([output({ violin: 0.7 }), output({ violin: 0.5 })], map, none, shaky);
    const differing = scoreViews([output({ violin: 0.7 }), output({ hammer: 0.6 })], map, none, shaky);
    expect(agreeing.viewsAgree).toBe(true);
    expect(differing.viewsAgree).toBe(false);
    const sure = combinePhotos([{ ...differing, viewsAgree: true }], shaky.confidence);
    const unsure = combinePhotos([differing], shaky.confidence);
    expect(unsure.ranked[0].category).toBe(sure.ranked[0].category);
    expect(unsure.confidence).toBeLessThan(sure.confidence);
  });

  it('gives the candidates their figures on the confidence scale: the first one reads as the badge does', () => {
    const calibrated = { slope: 0.6, intercept: 0.45, viewsDisagree: -1.8 };
    const id = combinePhotos([photo({ spatula: 0.15, violin: 0.1, hammer: 0.08 })], calibrated);
    const result = buildResult(id, 'en', run);
    expect(result.confidenceScore).toBeLessThan(40);
    expect(result.candidates[0].score).toBe(result.confidenceScore);
    const scores = result.candidates.map((c) => c.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('does not let a blurry close-up veto the object seen in the main photo', () => {
    const id = combinePhotos([photo({ violin: 0.8 }), photo({ screw: 0.2, nail: 0.1 })]);
    expect(id.ranked[0].category.id).toBe('violins');
  });

  it('says when the photo shows no appraisable object, and what it shows', () => {
    const id = combinePhotos([photo({ 'golden retriever': 0.85 })]);
    expect(id.notAppraisable).toBe(true);
    expect(id.topRest?.label).toBe('golden retriever');
    expect(id.topRest?.group.id).toBe('animal');
    const fr = analysisResultSchema.parse(buildResult(id, 'fr', run));
    const en = analysisResultSchema.parse(buildResult(id, 'en', run));
    expect(fr.description).toContain('un animal');
    expect(en.description).toContain('an animal');
    expect(en.estimatedValueMax).toBe(0);
    expect(en.confidenceScore).toBeLessThan(40);
    // Nothing in the photo looks like an object type: no candidate to pick at 0 %.
    expect(en.candidates).toEqual([]);
  });

  it('still offers the likely object types when the photo seems to show no object (a puzzle of a dog)', () => {
    const id = combinePhotos([photo({ 'golden retriever': 0.6, 'jigsaw puzzle': 0.25 })]);
    expect(id.notAppraisable).toBe(true);
    const unsure = analysisResultSchema.parse(buildResult(id, 'en', run));
    expect(unsure.estimatedValueMax).toBe(0);
    expect(unsure.candidates[0].id).toBe('puzzles');
    expect(unsure.candidates.length).toBeLessThanOrEqual(3);
    expect(unsure.candidates[0].score).toBe(unsure.confidenceScore);
    // The owner's pick is appraised as that type, priced.
    const chosen = analysisResultSchema.parse(buildResult(chooseType(id, 'puzzles')!, 'fr', run));
    expect(chosen.estimatedValueMax).toBeGreaterThan(0);
    expect(chosen.candidates).toEqual([]);
  });

  it('counts a non-object class an object type claims (a coffee seen in a cup) for that type', () => {
    const id = combinePhotos([photo({ espresso: 0.9 })]);
    expect(id.notAppraisable).toBe(false);
    expect(id.ranked[0].category.id).toBe('cups-mugs');
  });

  it('flags a regulated object type named at confidence 80 or more, not a likely one', () => {
    const sure = buildResult(combinePhotos([photo({ revolver: 0.9 })]), 'en', run);
    expect(sure.confidenceScore).toBeGreaterThanOrEqual(80);
    expect(sure.regulatedFlags.join(' ')).toMatch(/Firearm/);
    const likely = buildResult(combinePhotos([photo({ revolver: 0.7 })]), 'en', run);
    expect(likely.confidenceScore).toBeLessThan(80);
    expect(likely.regulatedFlags).toEqual([]);
    // The text read on the photo naming the material is evidence whatever the type.
    const read = buildResult(
      { ...combinePhotos([photo({ chest: 0.5 })]), text: { read: 'NETSUKE · IVOIRE', marks: [] } },
      'fr',
      run,
    );
    expect(read.regulatedFlags.join(' ')).toMatch(/Ivoire possible/);
  });

  it('names a type ImageNet lacks when a reference photo of it is close in feature space', () => {
    const brooch = categories.findIndex((c) => c.id === 'brooches');
    const refs: ReferenceSet = { vectors: unit(7), types: Int32Array.of(brooch) };
    const near = combinePhotos([photo({ hammer: 0.3 }, refs, unit(7))]);
    expect(near.ranked[0].category.id).toBe('brooches');
    expect(near.families[0].family).toBe('jewellery');
    // A photo unlike every reference is judged by the classifier alone.
    const far = combinePhotos([photo({ hammer: 0.3 }, refs, unit(8))]);
    expect(far.photos[0].referenceWeight).toBe(0);
    expect(far.ranked[0].category.id).toBe('hammers');
  });

  it("below the price floor names the family the evidence adds up to, confident answers their type's", () => {
    // One kitchen class ahead, but three instrument classes that together outweigh it.
    const unsure = combinePhotos([photo({ spatula: 0.2, violin: 0.12, cello: 0.12, banjo: 0.12 })]);
    expect(unsure.confidence).toBeLessThan(40);
    expect(unsure.ranked[0].category.family).not.toBe('musical-instruments');
    expect(namedFamily(unsure).id).toBe('musical-instruments');
    expect(buildResult(unsure, 'en', run).category).toBe('Musical instruments');
    const sure = combinePhotos([photo({ violin: 0.8 })]);
    expect(namedFamily(sure).id).toBe(sure.ranked[0].category.family);
  });

  it('never claims certainty', () => {
    expect(combinePhotos([photo({ racket: 0.99 }), photo({ racket: 0.99 })]).confidence).toBeLessThanOrEqual(
      95,
    );
  });
});
