import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { familyOfLabel } from './eval-labels';
import { analysisResultSchema } from '../../../contracts/analysis';
import type { AnalyzerImage } from '../analyzer';
import { createEmbeddedAnalyzer } from './analyzer';
import { createEmbeddedEngine } from './engine';
import {
  modelPresent,
  skipReason,
  testModelDir,
  testPhotos,
  testPhotosDir,
  testPhotosPresent,
} from '../../test/embedded-model';

/** Like the capture pipeline: upright, at most 2048 px, JPEG. */
async function photo(file: string): Promise<AnalyzerImage> {
  const data = await sharp(readFileSync(path.join(testPhotosDir, file)))
    .rotate()
    .resize(2048, 2048, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { data, mimeType: 'image/jpeg' };
}

describe('embedded analyzer without a model', () => {
  const empty = mkdtempSync(path.join(tmpdir(), 'trouvaille-no-model-'));
  const analyzer = createEmbeddedAnalyzer({ modelDir: empty });

  it.each(['fr', 'en'] as const)(
    'answers honestly that nothing was identified, and why (%s)',
    async (language) => {
      const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#884422' } })
        .jpeg()
        .toBuffer();
      const result = analysisResultSchema.parse(
        await analyzer.analyze({ images: [{ data: image, mimeType: 'image/jpeg' }], language }),
      );
      expect(analyzer.model).toBe('none');
      expect(result.confidenceScore).toBeLessThan(40);
      expect(result.estimatedValueMin).toBe(0);
      expect(result.estimatedValueMax).toBe(0);
      expect(result.description).toContain('MODEL_DIR');
      expect(result.expertiseReport.furtherResearch?.recommendations.length).toBeGreaterThan(0);
    },
  );
});

const ready = modelPresent && testPhotosPresent;
const why = !modelPresent
  ? skipReason('the model', testModelDir)
  : skipReason('datasets/test-photos', testPhotosDir);

describe.skipIf(!ready)(`embedded analyzer on the test photos ${ready ? '' : why}`, () => {
  const analyzer = createEmbeddedAnalyzer({ modelDir: testModelDir });
  const engine = createEmbeddedEngine({ modelDir: testModelDir });

  /**
   * A regression floor, not a score (npm run eval:analyzer gives the figures): the best family is right for
   * at least half the test photos, which a broken preprocessing step, class order or family map would fail.
   */
  it('names the right family for at least half of the test photos', async () => {
    // Photos of things that are not objects (a cat, a rocket launch) have no family to name.
    const photos = testPhotos().filter((p) => p.families.length > 0);
    let right = 0;
    for (const entry of photos) {
      const { identification: id } = await engine.identify([await photo(entry.file)]);
      if (entry.families.map(familyOfLabel).includes(id.families[0]?.family)) right++;
    }
    expect(right).toBeGreaterThanOrEqual(Math.ceil(photos.length / 2));
  });

  it.each(['fr', 'en'] as const)(
    'gives a valid result in both languages for every test photo (%s)',
    async (language) => {
      for (const entry of testPhotos().slice(0, 6)) {
        const result = analysisResultSchema.parse(
          await analyzer.analyze({ images: [await photo(entry.file)], language }),
        );
        expect(analyzer.model).toBe('mobilenetv2-int8-imagenet');
        expect(result.confidenceScore).toBeGreaterThanOrEqual(0);
        expect(result.confidenceScore).toBeLessThanOrEqual(95);
        expect(result.estimatedValueMin).toBeLessThanOrEqual(result.estimatedValueMax);
        expect(result.analysisData.steps.length).toBeGreaterThan(0);
        if (language !== 'fr') continue;
        // No raw (English) classifier label in what a French reader sees.
        const { identification } = await engine.identify([await photo(entry.file)]);
        const seen = JSON.stringify(result.analysisData.steps);
        for (const l of identification.photos[0].topLabels)
          expect(seen).not.toContain(`«\u00a0${l.label}\u00a0»`);
      }
    },
  );

  it('combines several photos of one object, more sure when they agree', async () => {
    const [first, other] = testPhotos();
    const a = await photo(first.file);
    const one = (await engine.identify([a])).identification;
    const two = (await engine.identify([a, a])).identification;
    const mixed = (await engine.identify([a, await photo(other.file)])).identification;
    expect(two.confidence).toBeGreaterThanOrEqual(one.confidence);
    expect(mixed.agreement).toBeLessThanOrEqual(1);
  });

  it('loads the model once for concurrent requests', async () => {
    const fresh = createEmbeddedEngine({ modelDir: testModelDir });
    const [x, y] = await Promise.all([fresh.load(), fresh.load()]);
    expect(x).toBe(y);
  });
});
