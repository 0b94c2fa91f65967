/**
 * The value evaluation (part of npm run eval:analyzer): on datasets/value-eval/{dev,locked}, real photos
 * of objects whose sale or asking price is known, how often the real price (in today's euros, as the
 * bands are) lies inside the range the analyzer gives; the median |log10(range centre ÷ real price)| of
 * priced answers; and the answers at confidence ≥ 40 priced under a tenth or over ten times the truth.
 * By family and by confidence band, then again after a simulated owner answers the questions truthfully
 * where the labels tell (condition, material, maker). Photos not committed are rebuilt into
 * data/value-eval/ by scripts/value-eval/rebuild.ts; those missing are counted, not guessed.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Answers } from '../src/server/analysis/analyzer';
import type { createEmbeddedEngine } from '../src/server/analysis/embedded';
import { buildResult, type RunInfo } from '../src/server/analysis/embedded/result';
import { parseAnalysis } from '../src/server/analysis/result-gate';
import { PRICE_FLOOR } from '../src/server/analysis/appraisal-rules';
import { inTodaysEuros } from '../scripts/prices/euros';

interface PricedPhoto {
  file: string;
  families: string[];
  price: number;
  currency: string;
  date: string;
  kind: 'sold' | 'asking';
  condition?: 'excellent' | 'good' | 'fair' | 'poor';
  material?: string;
  maker?: string;
}

type Engine = ReturnType<typeof createEmbeddedEngine>;
type Normalise = (file: string) => Promise<Buffer>;

/** What an owner who knows the object would answer, from what the labels say of it. */
export function truthfulAnswers(photo: PricedPhoto): Answers {
  const answers: Record<string, string> = {};
  if (photo.condition) answers.condition = photo.condition;
  const m = (photo.material ?? '').toLowerCase();
  if (/plat|epns/.test(m)) Object.assign(answers, { silver: 'plated', gold: 'plated' });
  else if (/sterling|solid silver|925/.test(m)) answers.silver = 'solid';
  if (/\bgold\b|18k|14k/.test(m) && !/plat/.test(m)) answers.gold = 'gold';
  if (/crystal/.test(m)) answers.glass = 'crystal';
  else if (/\bglass\b/.test(m)) answers.glass = 'glass';
  if (/porcelain/.test(m)) answers.ceramic = 'porcelain';
  else if (/stoneware/.test(m)) answers.ceramic = 'stoneware';
  else if (/faience|earthenware/.test(m)) answers.ceramic = 'faience';
  if (photo.maker) answers.mark = 'yes';
  return answers;
}

interface Outcome {
  family: string;
  confidence: number;
  priced: boolean;
  inside: boolean;
  logError?: number;
  tenfold: boolean;
}

function summarise(title: string, outcomes: Outcome[]) {
  const pct = (a: number, n: number) => (n ? `${a}/${n} = ${((100 * a) / n).toFixed(0)} %` : '–');
  const med = (v: number[]) => (v.length ? [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] : NaN);
  const line = (name: string, o: Outcome[]) => {
    const priced = o.filter((x) => x.priced);
    const errors = priced.map((x) => x.logError!);
    return `    ${name.padEnd(22)} inside ${pct(o.filter((x) => x.inside).length, o.length).padEnd(15)} priced ${pct(priced.length, o.length).padEnd(15)} median |log10| ${med(errors).toFixed(2)}  ×10 off at ≥ ${PRICE_FLOOR}: ${o.filter((x) => x.tenfold).length}`;
  };
  console.log(`  ${title}`);
  console.log(line('all', outcomes));
  for (const [name, lo, hi] of [
    ['confidence ≥ 80', 80, 101],
    ['confidence 40–79', PRICE_FLOOR, 80],
    ['confidence < 40', 0, PRICE_FLOOR],
  ] as const)
    console.log(
      line(
        name,
        outcomes.filter((o) => o.confidence >= lo && o.confidence < hi),
      ),
    );
  const families = [...new Set(outcomes.map((o) => o.family))].sort();
  for (const f of families)
    console.log(
      line(
        f,
        outcomes.filter((o) => o.family === f),
      ),
    );
}

export async function evaluateValue(
  root: string,
  engine: Engine,
  run: Omit<RunInfo, 'classifyMs'>,
  normalise: Normalise,
) {
  for (const split of ['dev', 'locked']) {
    const labelsFile = path.join(root, 'datasets/value-eval', split, 'labels.json');
    if (!existsSync(labelsFile)) continue;
    const labels = JSON.parse(readFileSync(labelsFile, 'utf8')) as PricedPhoto[];
    const before: Outcome[] = [];
    const after: Outcome[] = [];
    let missing = 0;
    for (const photo of labels) {
      const file = [
        path.join(root, 'datasets/value-eval', split, photo.file),
        path.join(root, 'data/value-eval', split, photo.file),
      ].find(existsSync);
      const truth = inTodaysEuros(photo.price, photo.currency, photo.date);
      if (!file || truth === undefined) {
        missing++;
        continue;
      }
      const outcome = await engine.identify([{ data: await normalise(file), mimeType: 'image/jpeg' }]);
      const info = { ...run, classifyMs: outcome.classifyMs };
      for (const [answers, into] of [
        [{}, before],
        [truthfulAnswers(photo), after],
      ] as const) {
        const parsed = parseAnalysis(buildResult(outcome.identification, 'en', info, answers));
        if (!parsed.success) throw parsed.error;
        const r = parsed.value;
        const priced = r.estimatedValueMax > 0;
        const centre = Math.sqrt(Math.max(r.estimatedValueMin, 0.01) * r.estimatedValueMax);
        const logError = priced ? Math.abs(Math.log10(centre / truth)) : undefined;
        into.push({
          family: photo.families[0],
          confidence: r.confidenceScore,
          priced,
          inside: priced && truth >= r.estimatedValueMin && truth <= r.estimatedValueMax,
          logError,
          tenfold: priced && r.confidenceScore >= PRICE_FLOOR && (logError ?? 0) > 1,
        });
      }
    }
    console.log(
      `\n[value ${split}] ${labels.length} priced photos${missing ? ` (${missing} photos missing: scripts/value-eval/rebuild.ts)` : ''}`,
    );
    summarise('as analysed', before);
    summarise('after truthful answers (condition, material, maker)', after);
  }
}
