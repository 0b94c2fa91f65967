/**
 * Evaluates the embedded analyzer (npm run eval:analyzer) on datasets/eval/dev, datasets/eval/locked and,
 * when set, EVAL_DIR (a folder of labelled photos laid out as datasets/eval/dev) as one more set. Per set: object top-1 and top-3, family
 * accuracy, accuracy per confidence band, share below 40, median width of confident ranges, incoherent
 * reports, time per photo and memory. Figures only, no assertion (bench/). Never tune on the locked set.
 *
 *   MODEL_DIR=...  model folder (default: models/mobilenetv2-int8-imagenet)
 *   --identity-only  skip the value evaluation (datasets/value-eval: price inside the range, log error)
 *   --verbose      one line per photo, under its set's name; never for the locked set, whose photos are
 *                  only counted (looking at them one by one would be tuning on them)
 */
import { parseAnalysis } from '../src/server/analysis/result-gate';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { analysisResultSchema } from '../src/contracts/analysis';
import { createEmbeddedEngine, MODEL_LABEL } from '../src/server/analysis/embedded';
import { amountInText } from '../src/contracts/currency';
import { PRICE_FLOOR } from '../src/server/analysis/appraisal-rules';
import { buildResult, namedFamily } from '../src/server/analysis/embedded/result';
import { categories } from '../src/server/analysis/knowledge';
import { evaluateValue } from './eval-value';
import {
  familyOfLabel,
  isRightObject,
  readSet,
  unknownTypes,
  type LabelledPhoto,
} from '../src/server/analysis/embedded/eval-labels';

const root = fileURLToPath(new URL('..', import.meta.url));
const verbose = process.argv.includes('--verbose');
const sets = [
  { name: 'dev', dir: path.join(root, 'datasets/eval/dev') },
  { name: 'locked', dir: path.join(root, 'datasets/eval/locked') },
  // The value evaluation's auction and dealer photos (rebuilt into data/ by scripts/value-eval/rebuild.ts)
  // are owned antiques and collectibles, what the app is for: their identification is measured too.
  ...(['dev', 'locked'] as const).map((split) => ({
    name: `value-${split}`,
    dir: path.join(root, 'data/value-eval', split),
    labelsDir: path.join(root, 'datasets/value-eval', split),
  })),
  ...(process.env.EVAL_DIR ? [{ name: 'EVAL_DIR', dir: path.resolve(process.env.EVAL_DIR) }] : []),
];

/** What the capture pipeline hands the analyzer: upright, at most 2048 px, re-encoded as JPEG. */
async function normalise(file: string): Promise<Buffer> {
  return sharp(await readFile(file))
    .rotate()
    .resize(2048, 2048, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The removed Darknet engine's answers on the same sets (scripts/knowledge/darknet-baseline.ts). */
interface BaselineAnswer {
  file: string;
  ms: number;
  notAppraisable: boolean;
  ranked: string[];
  family: string | null;
}
const baselineFile = path.join(root, 'bench/results/darknet-baseline.json');
const baseline = existsSync(baselineFile)
  ? (JSON.parse(readFileSync(baselineFile, 'utf8')) as { sets: Record<string, BaselineAnswer[]> }).sets
  : {};

const median = (v: number[]) => (v.length ? [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] : NaN);
const pct = (a: number, n: number) => (n ? `${a}/${n} = ${((100 * a) / n).toFixed(1)} %` : '–');

async function main() {
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const engine = createEmbeddedEngine({ modelDir: process.env.MODEL_DIR });
  if (!engine.available) {
    console.error(`No model found in ${engine.modelDir ?? 'models/'}: the model ships in the repository.`);
    process.exit(1);
  }
  const loadStart = performance.now();
  await engine.load();
  const loadMs = performance.now() - loadStart;
  console.log(`Embedded analyzer — ${MODEL_LABEL}; model load (cold) ${loadMs.toFixed(0)} ms`);

  for (const set of sets) {
    const labels = readSet('labelsDir' in set ? set.labelsDir : set.dir);
    if (!labels || !existsSync(set.dir)) {
      console.log(`\n[${set.name}] ${set.dir}: no labels.json, skipped`);
      continue;
    }
    const unknown = unknownTypes(labels);
    if (unknown.length) console.log(`[${set.name}] labels name unknown types: ${unknown.join(', ')}`);
    await evaluate(set.name, set.dir, labels, engine);
  }
  if (!process.argv.includes('--identity-only'))
    await evaluateValue(root, engine, { model: MODEL_LABEL, inputSize: 224 }, normalise);
  global.gc?.();
  console.log(
    `\nadded memory (RSS) ${((process.memoryUsage().rss - rssBefore) / 1e6).toFixed(0)} MB; machine ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}

async function evaluate(
  name: string,
  dir: string,
  labels: LabelledPhoto[],
  engine: ReturnType<typeof createEmbeddedEngine>,
) {
  const bands = { high: [0, 0], middle: [0, 0], low: [0, 0] };
  let top1 = 0;
  let top3 = 0;
  let family = 0;
  let rightAndPriced = 0;
  const byFamily = new Map<string, [right: number, count: number]>();
  let incoherent = 0;
  let pricedBelowFloor = 0;
  let falseFlags = 0;
  const widths: number[] = [];
  const times: number[] = [];
  const perPhoto = verbose && !name.endsWith('locked');
  if (perPhoto)
    console.log(`\n[${name}] per photo: top-1 ✓, top-3 ~, family F, confidence, file, types | family`);
  for (const label of labels) {
    const image = await normalise(path.join(dir, label.file));
    const started = performance.now();
    const outcome = await engine.identify([{ data: image, mimeType: 'image/jpeg' }]);
    times.push(performance.now() - started);
    const id = outcome.identification;
    const run = { model: MODEL_LABEL, classifyMs: outcome.classifyMs, inputSize: outcome.inputSize };
    // What the API would answer: the analyzer's result through the one parser every analyzer goes through.
    const parsedResult = parseAnalysis(buildResult(id, 'en', run));
    if (!parsedResult.success) throw parsedResult.error;
    const result = parsedResult.value;
    analysisResultSchema.parse(buildResult(id, 'fr', run));

    const named = id.notAppraisable ? [] : id.ranked.slice(0, 1);
    const right1 = named.some((r) => isRightObject(label, r.category));
    const right3 = id.ranked.slice(0, 3).some((r) => isRightObject(label, r.category));
    const families = label.families.map(familyOfLabel);
    // The family the answer names (its category), not an internal ranking.
    const rightFamily = !id.notAppraisable && families.includes(namedFamily(id).id);
    top1 += +right1;
    top3 += +right3;
    family += +rightFamily;
    rightAndPriced += +(right1 && id.confidence >= PRICE_FLOOR);
    // Per family of the photo (its first label): where the figure comes from.
    const own = byFamily.get(label.families[0]) ?? [0, 0];
    byFamily.set(label.families[0], [own[0] + +rightFamily, own[1] + 1]);
    const band = id.confidence >= 80 ? bands.high : id.confidence >= PRICE_FLOOR ? bands.middle : bands.low;
    band[0] += +right1;
    band[1] += 1;

    const { estimatedValueMin: min, estimatedValueMax: max } = result;
    const { baseValue: base = null, highEndValue: best = null } =
      result.expertiseReport.valuationDetails ?? {};
    const priced = max > 0;
    if (
      priced &&
      (min > max || (base !== null && (base < min || base > max)) || (best !== null && best > max))
    )
      incoherent++;
    if (priced && id.confidence >= PRICE_FLOOR && min > 0) widths.push(max / min);
    // Below the floor: no amount anywhere in what the API would send, figures or text.
    if (result.confidenceScore < PRICE_FLOOR && (priced || amountInText().test(JSON.stringify(result))))
      pricedBelowFloor++;
    // A regulated-material flag on an object no regulated type fairly names: a false report (must be 0).
    if (
      result.regulatedFlags.length &&
      !categories.some((c) => c.regulated?.length && isRightObject(label, c))
    )
      falseFlags++;
    if (perPhoto)
      console.log(
        `${right1 ? '✓' : right3 ? '~' : '✗'} ${rightFamily ? 'F' : '-'} ${String(id.confidence).padStart(2)} ${label.file.padEnd(36)} ${
          id.notAppraisable
            ? `(not an object: ${id.topRest?.label})`
            : id.ranked
                .slice(0, 3)
                .map((r) => r.category.id)
                .join(', ')
        } | ${id.families[0]?.family ?? ''}`,
      );
  }
  const n = labels.length;
  const band = ([right, count]: number[]) => `${pct(right, count)} right`;
  console.log(`\n[${name}] ${n} photos from ${dir}`);
  console.log(`  object top-1            ${pct(top1, n)}`);
  console.log(`  object top-3            ${pct(top3, n)}`);
  console.log(`  family named            ${pct(family, n)}`);
  console.log(`  object right, ≥ ${PRICE_FLOOR}       ${pct(rightAndPriced, n)} (named right and priced)`);
  const perFamily = [...byFamily.entries()].sort((a, b) => b[1][1] - a[1][1]);
  console.log(`  family named, by family ${perFamily.map(([f, [r, c]]) => `${f} ${r}/${c}`).join(', ')}`);
  console.log(`  confidence ≥ 80         ${band(bands.high)}`);
  console.log(`  confidence 40–79        ${band(bands.middle)}`);
  console.log(`  confidence < 40         ${band(bands.low)}; share below 40 ${pct(bands.low[1], n)}`);
  console.log(
    `  median confident range  ×${median(widths).toFixed(1)} (max ÷ min, ${widths.length} priced answers ≥ ${PRICE_FLOOR})`,
  );
  console.log(`  incoherent reports      ${incoherent} (min ≤ base ≤ max and best case ≤ max)`);
  console.log(
    `  amounts below ${PRICE_FLOOR}        ${pricedBelowFloor} (answers under the floor that show a price or an amount)`,
  );
  console.log(
    `  false regulated flags   ${falseFlags} (flags on objects no regulated type names; must be 0)`,
  );
  console.log(
    `  time per photo          median ${median(times).toFixed(1)} ms (decode, crop, classify, search)`,
  );
  sideBySide(path.basename(dir), labels, { top1, top3, family, ms: median(times) });
}

/** Darknet-Tiny (the previous engine, from its recorded answers) beside MobileNetV2 on the same photos. */
function sideBySide(
  set: string,
  labels: LabelledPhoto[],
  ours: { top1: number; top3: number; family: number; ms: number },
) {
  const answers = new Map((baseline[set] ?? []).map((a) => [a.file, a]));
  if (!labels.every((l) => answers.has(l.file))) return;
  const byId = new Map(categories.map((c) => [c.id, c]));
  let top1 = 0;
  let top3 = 0;
  let family = 0;
  for (const label of labels) {
    const a = answers.get(label.file)!;
    const ranked = a.ranked.map((id) => byId.get(id)).filter((c) => !!c);
    top1 += +(!a.notAppraisable && !!ranked[0] && isRightObject(label, ranked[0]));
    top3 += +ranked.some((c) => isRightObject(label, c));
    family += +(!!a.family && label.families.map(familyOfLabel).includes(a.family as never));
  }
  const n = labels.length;
  const cell = (v: string) => v.padEnd(20);
  const row = (name: string, f: typeof ours) =>
    `  ${name.padEnd(24)}${cell(pct(f.top1, n))}${cell(pct(f.top3, n))}${cell(pct(f.family, n))}${f.ms.toFixed(0)} ms`;
  console.log(
    `  ${'side by side'.padEnd(24)}${cell('object top-1')}${cell('object top-3')}${cell('family')}per photo`,
  );
  console.log(
    row('Darknet-Tiny (before)', { top1, top3, family, ms: median((baseline[set] ?? []).map((a) => a.ms)) }),
  );
  console.log(row('MobileNetV2 (now)', ours));
}

await main();
