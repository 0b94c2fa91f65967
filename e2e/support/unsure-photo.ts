import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PRICE_FLOOR } from '../../src/server/analysis/appraisal-rules';
import { createEmbeddedAnalyzer } from '../../src/server/analysis/embedded';
import { testPhotos, testPhotosDir } from '../../src/server/test/embedded-model';
import { processImage } from '../../src/server/images/pipeline';

/** A test photo the offline model is unsure about, found with the same engine the server runs. */
export async function findUnsurePhoto(): Promise<string> {
  const analyzer = createEmbeddedAnalyzer();
  try {
    for (const photo of testPhotos()) {
      const file = path.join(testPhotosDir, photo.file);
      const image = await processImage(readFileSync(file));
      const result = await analyzer.analyze({
        images: [{ data: image.image, mimeType: 'image/jpeg' }],
        language: 'en',
      });
      if (result.confidenceScore < PRICE_FLOOR && result.candidates.length >= 2) return file;
    }
  } finally {
    await analyzer.close?.();
  }
  throw new Error('No test photo gives an unsure answer');
}
