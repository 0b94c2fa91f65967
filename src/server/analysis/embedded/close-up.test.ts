import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PRICE_FLOOR } from '../appraisal-rules';
import { parseAnalysis } from '../result-gate';
import type { AnalyzerImage } from '../analyzer';
import { createEmbeddedAnalyzer } from './analyzer';
import { createEmbeddedEngine } from './engine';
import {
  markCloseUp,
  modelPresent,
  skipReason,
  testModelDir,
  testPhotosDir,
  testPhotosPresent,
} from '../../test/embedded-model';

const ready = modelPresent && testPhotosPresent;
const why = !modelPresent
  ? skipReason('the model', testModelDir)
  : skipReason('datasets/test-photos', testPhotosDir);

/**
 * A close-up of a hallmark added to the photo of the whole object, read by the real text reader: the mark
 * names the maker, and the close-up (which the classifier takes for something else) does not vote on what
 * the object is, so the estimate the object's photo gave stays.
 */
describe.skipIf(!ready)(`a close-up of a mark ${ready ? '' : why}`, () => {
  const analyzer = createEmbeddedAnalyzer({ modelDir: testModelDir });
  const engine = createEmbeddedEngine({ modelDir: testModelDir });
  afterAll(() => analyzer.close?.());
  const jpeg = (data: Buffer): AnalyzerImage => ({ data, mimeType: 'image/jpeg' });
  // As the service asks when the owner adds a photo: the close-up's text is awaited.
  const appraise = async (images: AnalyzerImage[], language: 'fr' | 'en') => {
    const parsed = parseAnalysis(await analyzer.analyze({ images, language, closeUp: images.length > 1 }));
    if (!parsed.success) throw parsed.error;
    return parsed.value;
  };

  it.each(['en', 'fr'] as const)(
    'names the maker and keeps the estimate of the whole object (%s)',
    async (language) => {
      const cup = jpeg(readFileSync(path.join(testPhotosDir, 'coffee-cup.jpg')));
      const mark = jpeg(await markCloseUp(['STERLING 925', 'TIFFANY & CO', 'MADE IN USA']));
      const alone = await appraise([cup], language);
      expect(alone.confidenceScore).toBeGreaterThanOrEqual(PRICE_FLOOR);
      expect(alone.estimatedValueMax).toBeGreaterThan(0);

      // The bug this guards against: averaged in, the close-up's own classification drags the answer down.
      const averaged = (await engine.identify([cup, mark])).identification;
      expect(averaged.confidence).toBeLessThan(alone.confidenceScore);

      const both = await appraise([cup, mark], language);
      expect(both.textRead).toMatch(/TIFFANY/);
      expect(both.marksRecognised?.map((m) => m.id)).toEqual(expect.arrayContaining(['tiffany', 'sterling']));
      expect(both.manufacturer).toBe('Tiffany & Co');
      expect(both.brand).toBe('Tiffany & Co');
      expect(both.refinement?.chosen).toBeUndefined();
      expect(both.confidenceScore).toBeGreaterThanOrEqual(alone.confidenceScore);
      expect(both.estimatedValueMax).toBeGreaterThan(0);
      expect(both.name).toBe(alone.name);
      expect(both.evidence.join(' ')).toMatch(
        language === 'fr' ? /Photo 2\u00a0: gros plan/ : /Photo 2: a close-up/,
      );
      expect(both.regulatedFlags).toEqual([]);
    },
  );
});
