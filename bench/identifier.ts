// Figures for the offline identifier (issue 19; no assertions): cold load of the classifier (runtime import,
// session, knowledge and reference data), first photo, warm time per photo (decode, crop, classify, reference
// search) and the memory it adds. Photos: datasets/test-photos when present, else generated photo-like JPEGs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { createEmbeddedAnalyzer, createEmbeddedEngine, MODEL_LABEL } from '../src/server/analysis/embedded';

const PASSES = 3;
const root = fileURLToPath(new URL('..', import.meta.url));
const testPhotos = path.join(root, 'datasets/test-photos');

async function photos(): Promise<{ images: Buffer[]; source: string }> {
  let files: string[] = [];
  try {
    files = readdirSync(testPhotos).filter((f) => /\.(jpe?g|png|webp)$/i.test(f));
  } catch {
    // no test photos yet: generated ones below
  }
  if (files.length)
    return {
      source: 'datasets/test-photos',
      images: await Promise.all(
        files.slice(0, 20).map((f) =>
          sharp(readFileSync(path.join(testPhotos, f)))
            .rotate()
            .resize(2048, 2048, { fit: 'inside', withoutEnlargement: true })
            .jpeg({ quality: 85 })
            .toBuffer(),
        ),
      ),
    };
  return {
    source: 'generated',
    images: await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        sharp({
          create: {
            width: 1600,
            height: 1200,
            channels: 3,
            background: { r: 60 + i * 15, g: 110, b: 140 },
            noise: { type: 'gaussian', mean: 128, sigma: 30 },
          },
        })
          .blur(3)
          .jpeg({ quality: 85 })
          .toBuffer(),
      ),
    ),
  };
}

const { images, source } = await photos();
global.gc?.();
const rssBefore = process.memoryUsage().rss;
const engine = createEmbeddedEngine();
const loadStart = performance.now();
await engine.load();
const loadMs = performance.now() - loadStart;
const firstStart = performance.now();
await engine.identify([{ data: images[0], mimeType: 'image/jpeg' }]);
const firstMs = performance.now() - firstStart;
const total: number[] = [];
const classify: number[] = [];
for (let pass = 0; pass < PASSES; pass++)
  for (const data of images) {
    const started = performance.now();
    const outcome = await engine.identify([{ data, mimeType: 'image/jpeg' }]);
    total.push(performance.now() - started);
    classify.push(outcome.classifyMs);
  }
const rssAdded = (process.memoryUsage().rss - rssBefore) / 1e6;
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
console.log(`identifier: ${MODEL_LABEL}, ${images.length} photos (${source}) × ${PASSES} passes`);
console.log(
  `identifier: cold load ${loadMs.toFixed(0)} ms (goal ≤ 5000), first photo ${firstMs.toFixed(0)} ms`,
);
console.log(
  `identifier: warm per photo median ${median(total).toFixed(1)} ms (goal ≤ 150), of which classify + search ${median(classify).toFixed(1)} ms`,
);
console.log(`identifier: RSS added ${rssAdded.toFixed(0)} MB (goal ≤ 600)`);

// The whole offline appraisal of one photo as the server runs it: identification, marks read in parallel,
// the result written in both languages' structure. This is the figure the 150 ms budget is about.
const analyzer = createEmbeddedAnalyzer();
await analyzer.analyze({ images: [{ data: images[0], mimeType: 'image/jpeg' }], language: 'fr' });
const whole: number[] = [];
for (let pass = 0; pass < PASSES; pass++)
  for (const data of images) {
    const started = performance.now();
    await analyzer.analyze({ images: [{ data, mimeType: 'image/jpeg' }], language: 'fr' });
    whole.push(performance.now() - started);
  }
await analyzer.close?.();
const rssWhole = (process.memoryUsage().rss - rssBefore) / 1e6;
console.log(
  `analyzer (identification + marks read): warm per photo median ${median(whole).toFixed(1)} ms (goal ≤ 150), p90 ${[...whole].sort((a, b) => a - b)[Math.floor(whole.length * 0.9)].toFixed(1)} ms; RSS added ${rssWhole.toFixed(0)} MB (goal ≤ 600)`,
);
