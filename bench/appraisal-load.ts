// Figures for the whole offline appraisal under load (no assertions): 8 appraisals at once, as
// analyzer.analyze runs them (classifier, text pre-pass, text reader, result), on the photos of
// datasets/eval/dev and datasets/test-photos plus rendered labels. Prints p50/p95 latency and appraisals
// per second, and the same photos one at a time as the anchor.
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { createEmbeddedAnalyzer } from '../src/server/analysis/embedded';
import { createTextReader } from '../src/server/analysis/embedded/ocr';
import { percentile } from './support/stats';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const root = fileURLToPath(new URL('..', import.meta.url));

async function load(dir: string, limit = Infinity): Promise<Buffer[]> {
  const files = readdirSync(dir)
    .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
    .sort()
    .slice(0, limit);
  // As the capture pipeline stores a photo: upright, at most 2048 px, JPEG.
  return Promise.all(
    files.map((f) =>
      sharp(readFileSync(path.join(dir, f)))
        .rotate()
        .resize(2048, 2048, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 85 })
        .toBuffer(),
    ),
  );
}

function label(lines: string[]): Promise<Buffer> {
  const text = lines
    .map(
      (l, i) =>
        `<text x="150" y="${500 + i * 140}" font-family="DejaVu Sans" font-size="72" fill="#222">${l}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="100%" height="100%" fill="#d8d0c0"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

const photos = [
  ...(await load(path.join(root, 'datasets/eval/dev'))),
  ...(await load(path.join(root, 'datasets/test-photos'))),
  await label(['CHRISTOFLE FRANCE', 'STERLING 925']),
  await label(['DAUM NANCY']),
  await label(['LONGINES', 'SWISS MADE']),
  await label(['BACCARAT']),
];

global.gc?.();
const rssStart = process.memoryUsage().rss;
// BENCH_TEXT_WORKERS=1: one reader thread instead of the default two.
const TEXT_WORKERS = Number(process.env.BENCH_TEXT_WORKERS ?? 2);
const analyzer = createEmbeddedAnalyzer({ textReader: createTextReader({ workers: TEXT_WORKERS }) });
// As the server's readiness check does: the model and the reader's thread are loaded before the first photo.
await analyzer.ready?.();
const rssReady = process.memoryUsage().rss;
const appraise = async (data: Buffer) => {
  const started = performance.now();
  const result = await analyzer.analyze({ images: [{ data, mimeType: 'image/jpeg' }], language: 'fr' });
  return { ms: performance.now() - started, result };
};

// Warm up: the classifier's session and the text reader's worker.
await appraise(photos.at(-1)!);
await appraise(photos[0]);

global.gc?.();
const rssBefore = process.memoryUsage().rss;

// Anchor: one at a time (the same photos), so that a loaded machine's figures can be read as ratios.
const alone: number[] = [];
for (const data of photos.slice(0, 30)) alone.push((await appraise(data)).ms);

const latencies: number[] = [];
let withText = 0;
let unread = 0;
let rssPeak = 0;
const queue = Array.from({ length: ROUNDS }, () => photos).flat();
let next = 0;
const started = performance.now();
const cpuBefore = process.cpuUsage();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < queue.length) {
      const { ms, result } = await appraise(queue[next++]);
      latencies.push(ms);
      if (result.textRead) withText++;
      if (/text reader was busy|lecteur de texte était occupé/.test(JSON.stringify(result.analysisData)))
        unread++;
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
// CPU time of the whole process (main thread, the classifier's and the reader's threads) per appraisal:
// what the machine's other load does not change much, unlike the latencies.
const cpu = process.cpuUsage(cpuBefore);
const cpuPer = (cpu.user + cpu.system) / 1000 / queue.length;
await analyzer.close?.();

const fmt = (v: number) => `${v.toFixed(0)} ms`;
console.log(
  `appraisal load: ${queue.length} appraisals (${photos.length} photos), ${CONCURRENCY} at once, ${TEXT_WORKERS} text reader thread(s), text read on ${withText}, not read in time on ${unread}; load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`,
);
console.log(
  `appraisal load: one at a time p50 ${fmt(percentile(alone, 50))}, p95 ${fmt(percentile(alone, 95))} (anchor)`,
);
console.log(
  `appraisal load: ${CONCURRENCY} at once p50 ${fmt(percentile(latencies, 50))}, p95 ${fmt(percentile(latencies, 95))} (goal ≤ 1500), max ${fmt(Math.max(...latencies))}; ${(queue.length / seconds).toFixed(1)} appraisals/s (goal ≥ 8); p95 ÷ alone p50 ×${(percentile(latencies, 95) / percentile(alone, 50)).toFixed(1)}`,
);
console.log(
  `appraisal load: CPU ${cpuPer.toFixed(0)} ms per appraisal, so at most ${((1000 * availableParallelism()) / cpuPer).toFixed(1)} appraisals/s on ${availableParallelism()} cores with nothing else running`,
);
console.log(
  `appraisal load: RSS of the analyzer once ready (model, ${TEXT_WORKERS} reader thread(s)) ${((rssReady - rssStart) / 1e6).toFixed(0)} MB; peak under load ${((rssPeak - rssBefore) / 1e6).toFixed(0)} MB above that`,
);
