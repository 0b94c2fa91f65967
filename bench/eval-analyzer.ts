/**
 * Evaluates the embedded analyzer on the labelled photos of ../shared/eval (npm run eval:analyzer).
 * Prints top-1 and top-3 family accuracy, the share of answers below 40 confidence, model load time,
 * warm latency per photo and the memory the model added. Figures only: no assertion (DESIGN.md, bench/).
 *
 *   MODEL_DIR=...  model folder (default: the analyzer's own resolution)
 *   EVAL_DIR=...   folder with labels.json and the photos (default: ../shared/eval/objects)
 *   --repeat N     time the warm pass N times (default 3) and report the median
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { analysisResultSchema } from '../src/contracts/analysis';
import { createEmbeddedEngine, MODEL_LABEL } from '../src/server/analysis/embedded';
import { buildResult, CONFIDENT } from '../src/server/analysis/embedded/result';

interface Labelled {
  file: string;
  object_en: string;
  families: string[];
}

const root = fileURLToPath(new URL('..', import.meta.url));
const evalDir = path.resolve(process.env.EVAL_DIR ?? path.join(root, '..', 'shared', 'eval', 'objects'));
const repeatArg = process.argv.indexOf('--repeat');
const repeat = repeatArg > 0 ? Math.max(1, Number(process.argv[repeatArg + 1]) || 1) : 3;

/** What the capture pipeline hands the analyzer: upright, at most 2048 px, re-encoded as JPEG. */
async function normalise(file: string): Promise<Buffer> {
  return sharp(await readFile(file))
    .rotate()
    .resize(2048, 2048, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** CPU time of this process (all threads): close to what the work takes on an idle core, even on a busy machine. */
const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
const quantile = (v: number[], q: number) => [...v].sort((a, b) => a - b)[Math.floor(q * (v.length - 1))];
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
const ms = (v: number) => `${v.toFixed(1)} ms`;

async function main() {
  const labelled = JSON.parse(await readFile(path.join(evalDir, 'labels.json'), 'utf8')) as Labelled[];
  const photos = await Promise.all(
    labelled.map(async (l) => ({ ...l, image: await normalise(path.join(evalDir, l.file)) })),
  );

  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const engine = createEmbeddedEngine({ modelDir: process.env.MODEL_DIR });
  if (!engine.available) {
    console.error(
      `No model found (${engine.modelDir ?? 'no folder'}): run npm run model:download or set MODEL_DIR.`,
    );
    process.exit(1);
  }
  const loadStart = performance.now();
  const loadCpu = process.cpuUsage();
  const { classifier } = await engine.load();
  const loadMs = performance.now() - loadStart;
  const loadCpuMs = cpuMs(process.cpuUsage(loadCpu));
  const coldStart = performance.now();
  await engine.identify([{ data: photos[0].image, mimeType: 'image/jpeg' }]);
  const coldMs = performance.now() - coldStart;

  const prepare: number[] = [];
  const classify: number[] = [];
  const cpu: number[] = [];
  const perPhoto = new Map<string, { prepare: number[]; classify: number[] }>();
  const rows = [];
  let top1 = 0;
  let top3 = 0;
  let unsure = 0;
  for (let pass = 0; pass < repeat; pass++) {
    for (const photo of photos) {
      const before = process.cpuUsage();
      const outcome = await engine.identify([{ data: photo.image, mimeType: 'image/jpeg' }]);
      cpu.push(cpuMs(process.cpuUsage(before)));
      prepare.push(outcome.prepareMs);
      classify.push(outcome.classifyMs);
      const timing = perPhoto.get(photo.file) ?? { prepare: [], classify: [] };
      timing.prepare.push(outcome.prepareMs);
      timing.classify.push(outcome.classifyMs);
      perPhoto.set(photo.file, timing);
      if (pass > 0) continue;

      const id = outcome.identification;
      // The result users get must validate against the shared contract, in both languages.
      for (const language of ['fr', 'en'] as const) {
        analysisResultSchema.parse(
          buildResult(id, language, {
            model: MODEL_LABEL,
            classifyMs: outcome.classifyMs,
            inputSize: outcome.inputSize,
          }),
        );
      }
      const named = id.notAppraisable ? [] : id.ranked.slice(0, 1);
      const hit1 = named.some((r) => photo.families.includes(r.category.family));
      const hit3 = id.ranked.slice(0, 3).some((r) => photo.families.includes(r.category.family));
      top1 += hit1 ? 1 : 0;
      top3 += hit3 ? 1 : 0;
      unsure += id.confidence < CONFIDENT ? 1 : 0;
      rows.push({
        photo: photo.file,
        expected: photo.families.join(' | '),
        top1: hit1 ? '✓' : '✗',
        top3: hit3 ? '✓' : '✗',
        confidence: id.confidence,
        answer: id.notAppraisable
          ? `(not appraisable: ${id.topRest?.label ?? '?'})`
          : id.ranked[0].category.id,
        ranked: id.ranked
          .slice(0, 3)
          .map((r) => `${r.category.id} ${(r.score * 100).toFixed(0)}%`)
          .join(', '),
        labels: id.photos[0].topLabels
          .slice(0, 3)
          .map((l) => `${l.label} ${(l.probability * 100).toFixed(0)}%`)
          .join(', '),
      });
    }
  }
  global.gc?.();
  const addedMb = (process.memoryUsage().rss - rssBefore) / 1e6;
  const n = photos.length;
  const total = prepare.map((p, i) => p + classify[i]);

  console.table(rows);
  console.log(`\nEmbedded analyzer — ${MODEL_LABEL}, ${n} photos from ${evalDir}`);
  console.log(`model folder             ${engine.modelDir}`);
  console.log(`top-1 family accuracy    ${top1}/${n} = ${((100 * top1) / n).toFixed(1)} %`);
  console.log(`top-3 family accuracy    ${top3}/${n} = ${((100 * top3) / n).toFixed(1)} %`);
  console.log(`confidence below ${CONFIDENT}      ${unsure}/${n} = ${((100 * unsure) / n).toFixed(1)} %`);
  console.log(
    `model load (cold)        ${ms(loadMs)} wall, ${ms(loadCpuMs)} CPU (TensorFlow.js import, wasm backend, weights; classifier reported ${ms(classifier.loadMs)})`,
  );
  console.log(`first photo (cold)       ${ms(coldMs)}`);
  // On a shared machine the median includes time other processes took; the fastest tenth of the runs is
  // the better estimate of the cost on an idle core. Both are printed.
  const spread = (v: number[]) =>
    `median ${ms(median(v))}, fastest tenth ${ms(quantile(v, 0.1))}, min ${ms(Math.min(...v))}`;
  console.log(`warm latency per photo   ${spread(total)} (${total.length} runs, ${repeat} pass(es))`);
  console.log(`  of which network       ${spread(classify)}`);
  console.log(`  of which decode + crop ${spread(prepare)}`);
  console.log(`CPU time per photo       ${spread(cpu)} (all threads)`);
  console.log(`added memory (RSS)       ${addedMb.toFixed(0)} MB`);
  console.log(
    `machine                  ${(await import('node:os')).cpus().length} cores, load average ${(
      await import('node:os')
    )
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

await main();
