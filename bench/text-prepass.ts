// Figures for the text pre-pass (no assertions): on the photos of datasets/eval/dev (the set it was tuned
// on) and, held out, datasets/eval/locked and datasets/test-photos: the share of photos it lets skip the
// text reader, and its recall on the same photos with a maker's mark pasted on (bench/support/text-renders),
// counted on the marks the reader does read, since a mark it cannot read costs nothing when skipped.
// Also its time per photo. `-- --verbose` prints each photo.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { findMarks } from '../src/server/analysis/embedded/marks';
import { createTextReader, plausibleText } from '../src/server/analysis/embedded/ocr';
import { textLikelihood } from '../src/server/analysis/embedded/text-prepass';
import { percentile } from './support/stats';
import { renderMark } from './support/text-renders';

const verbose = process.argv.includes('--verbose');
const root = fileURLToPath(new URL('..', import.meta.url));
const sets = ['datasets/eval/dev', 'datasets/eval/locked', 'datasets/test-photos'];
// The reader alone, without the pre-pass it is measured against.
const reader = createTextReader({ timeoutMs: 20_000, prepass: false });
const times: number[] = [];
// CPU time (all threads of the process): unlike the wall time, hardly changed by the machine's other load.
const cpuTimes: number[] = [];
const cpuMs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};

const norm = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');
for (const set of sets) {
  const dir = path.join(root, set);
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
      .sort();
  } catch {
    continue;
  }
  let skipped = 0;
  let readable = 0;
  let caught = 0;
  let textOnPhoto = 0;
  let textCaught = 0;
  const missed: string[] = [];
  for (const [i, f] of files.entries()) {
    const photo = await sharp(readFileSync(path.join(dir, f)))
      .rotate()
      .resize(2048, 2048, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
    const cpuBefore = cpuMs();
    const plain = await textLikelihood(photo);
    cpuTimes.push(cpuMs() - cpuBefore);
    times.push(plain.ms);
    if (!plain.likely) skipped++;
    // Text the reader finds on the photo as it is (a label, a logo): the pre-pass must not skip it either.
    const own = plausibleText((await reader.read(photo)).words);
    if (own) {
      textOnPhoto++;
      if (plain.likely) textCaught++;
    }
    const render = await renderMark(photo, i);
    const read = plausibleText((await reader.read(render.image)).words);
    const isRead = findMarks(read).length > 0 || norm(read).includes(norm(render.mark).slice(0, 6));
    const marked = await textLikelihood(render.image);
    if (isRead) {
      readable++;
      if (marked.likely) caught++;
      else missed.push(`${f} (${render.mark}, ${render.size} px, ${render.contrast}, ${render.angle}°)`);
    }
    if (verbose)
      console.log(
        `${set}/${f}: plain ${plain.likely ? 'read' : 'skip'} (${plain.rows} rows)${own ? ` text "${own}"` : ''}; with ${render.mark} ${render.size} px ${render.contrast} ${render.angle}°: reader ${isRead ? 'reads it' : 'does not'}, pre-pass ${marked.likely ? 'read' : 'skip'} (${marked.rows} rows, longest ${marked.longest})`,
      );
  }
  console.log(
    `text pre-pass, ${set}: skips ${skipped}/${files.length} photos (${Math.round((100 * skipped) / files.length)} %); recall on pasted marks the reader reads ${caught}/${readable} (${Math.round((100 * caught) / Math.max(1, readable))} %); on text the reader finds on the photo as it is ${textCaught}/${textOnPhoto}`,
  );
  if (missed.length) console.log(`  missed: ${missed.join('; ')}`);
}
await reader.close();
console.log(
  `text pre-pass: ${percentile(times, 50).toFixed(1)} ms median per photo, p95 ${percentile(times, 95).toFixed(1)} ms; CPU ${percentile(cpuTimes, 50).toFixed(1)} ms median, p95 ${percentile(cpuTimes, 95).toFixed(1)} ms (decode of the stored photo included)`,
);
