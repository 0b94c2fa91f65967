// What writing every offline answer in both languages costs (decision 030; no assertions): the time to
// write the texts once and twice from the same identification (the classifier runs once either way), the
// whole analysis with and without the second language, and the stored answer's size with its translation.
// Photos: datasets/test-photos.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEmbeddedEngine, MODEL_LABEL } from '../src/server/analysis/embedded';
import { buildResult } from '../src/server/analysis/embedded/result';
import { parseAnalysis } from '../src/server/analysis/result-gate';
import { bilingual, withoutTranslation } from '../src/server/analysis/translation';
import { analyzerTextsOf } from '../src/server/modules/collection/object-texts';

const ROUNDS = 200;
const root = fileURLToPath(new URL('..', import.meta.url));
const dir = path.join(root, 'datasets/test-photos');
const files = readdirSync(dir).filter((f) => /\.(jpe?g|png|webp)$/i.test(f));
const engine = createEmbeddedEngine();
await engine.load();

const identified = [];
const identifyMs: number[] = [];
for (const f of files) {
  const started = performance.now();
  const outcome = await engine.identify([{ data: readFileSync(path.join(dir, f)), mimeType: 'image/jpeg' }]);
  identifyMs.push(performance.now() - started);
  identified.push(outcome);
}

const run = { model: MODEL_LABEL, classifyMs: 0, inputSize: 224 };
const time = (write: () => unknown) => {
  const started = performance.now();
  for (let i = 0; i < ROUNDS; i++) write();
  return (performance.now() - started) / ROUNDS;
};
const one: number[] = [];
const both: number[] = [];
const parseOne: number[] = [];
const parseBoth: number[] = [];
const bytesOne: number[] = [];
const bytesBoth: number[] = [];
const bytesObject: number[] = [];
for (const { identification } of identified) {
  one.push(time(() => buildResult(identification, 'fr', run)));
  both.push(time(() => bilingual('fr', (l) => buildResult(identification, l, run))));
  const single = buildResult(identification, 'fr', run);
  const pair = bilingual('fr', (l) => buildResult(identification, l, run));
  parseOne.push(time(() => parseAnalysis(single)));
  parseBoth.push(time(() => parseAnalysis(pair)));
  bytesOne.push(Buffer.byteLength(JSON.stringify(withoutTranslation(single))));
  bytesBoth.push(Buffer.byteLength(JSON.stringify(pair)));
  const parsed = parseAnalysis(pair);
  if (parsed.success)
    bytesObject.push(Buffer.byteLength(JSON.stringify(analyzerTextsOf(parsed.value, 'fr'))));
}
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
const ms = (v: number) => `${v.toFixed(3)} ms`;
console.log(`texts-language: ${files.length} photos of datasets/test-photos, ${ROUNDS} rounds each, medians`);
console.log(
  `texts-language: identification (classifier, once either way) ${median(identifyMs).toFixed(0)} ms`,
);
console.log(
  `texts-language: texts written in one language ${ms(median(one))}, in both ${ms(median(both))}; ` +
    `checked (parseAnalysis) ${ms(median(parseOne))} → ${ms(median(parseBoth))}`,
);
console.log(
  `texts-language: stored answer ${(median(bytesOne) / 1024).toFixed(1)} KiB → ` +
    `${(median(bytesBoth) / 1024).toFixed(1)} KiB with its translation; ` +
    `an object's analyzer_texts ${(median(bytesObject) / 1024).toFixed(1)} KiB`,
);
