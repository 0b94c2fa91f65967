// Figures for reading text on photos (issue 19 item 5; no assertions): the tesseract.js worker's cold start
// with the first photo, warm time per photo (reduce to 1024 px, grey, read) and the memory the worker adds.
// Photos: datasets/test-photos (objects, little text) and a generated label photo.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { findMarks } from '../src/server/analysis/embedded/marks';
import { createTextReader, plausibleText } from '../src/server/analysis/embedded/ocr';

const PASSES = 2;
const root = fileURLToPath(new URL('..', import.meta.url));
const dir = path.join(root, 'datasets/test-photos');
const files = readdirSync(dir).filter((f) => /\.(jpe?g|png|webp)$/i.test(f));
const photos = await Promise.all(
  files.map((f) =>
    sharp(readFileSync(path.join(dir, f)))
      .rotate()
      .resize(2048, 2048, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer(),
  ),
);
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1500"><rect width="100%" height="100%" fill="#d8d0c0"/><text x="300" y="700" font-family="DejaVu Sans" font-size="90" fill="#222">CHRISTOFLE FRANCE</text><text x="300" y="900" font-family="DejaVu Serif" font-size="70" fill="#333">STERLING 925</text></svg>`;
const label = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();

global.gc?.();
const rssBefore = process.memoryUsage().rss;
// The reader itself, on every photo: the pre-pass that skips photos without text is measured in
// bench/text-prepass.ts.
const reader = createTextReader({ prepass: false });
const coldStart = performance.now();
const first = await reader.read(label);
const coldMs = performance.now() - coldStart;
const times: number[] = [];
let timedOut = 0;
for (let pass = 0; pass < PASSES; pass++)
  for (const image of [label, ...photos]) {
    const read = await reader.read(image);
    times.push(read.ms);
    if (read.timedOut) timedOut++;
  }
const rssAdded = (process.memoryUsage().rss - rssBefore) / 1e6;
await reader.close();
const sorted = [...times].sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const text = plausibleText(first.words);
console.log(`ocr: tesseract.js fra (4.0.0_best_int), ${photos.length + 1} photos × ${PASSES} passes`);
console.log(
  `ocr: cold start + first photo ${coldMs.toFixed(0)} ms; label read "${text}" → ${findMarks(text)
    .map((f) => f.mark.id)
    .join(', ')}`,
);
console.log(
  `ocr: warm per photo median ${at(0.5).toFixed(0)} ms, p90 ${at(0.9).toFixed(0)} ms, max ${at(1).toFixed(0)} ms (goal ≤ 400 median), ${timedOut} timed out`,
);
console.log(`ocr: RSS added ${rssAdded.toFixed(0)} MB`);
