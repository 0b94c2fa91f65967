/**
 * Fits src/server/analysis/knowledge/derived/calibration.json on datasets/eval/dev only (never on the
 * locked set): the classifier's softmax temperature and how much the reference photos weigh.
 *
 * Method: each dev photo is classified once; then, over a grid of parameters, the confidence the analyzer
 * would show (the best type's probability) is scored against whether that type is right, with the binary
 * log loss — a proper scoring rule, so the best parameters are those whose confidences are both sharp and
 * honest (temperature scaling, Guo et al. 2017, extended to the reference weight). npm run knowledge:calibrate
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { familyOfLabel, isRightObject, readSet } from '../../bench/support/eval-labels';
import type { Calibration } from '../../src/server/analysis/embedded/calibration';
import {
  loadClassifier,
  observe,
  type ClassifierOutput,
} from '../../src/server/analysis/embedded/classifier';
import { combinePhotos, mapClasses, scorePhoto } from '../../src/server/analysis/embedded/identify';
import { defaultModelDir } from '../../src/server/analysis/embedded/model-dir';
import { toModelInput } from '../../src/server/analysis/embedded/preprocess';
import { readReferences } from '../../src/server/analysis/embedded/references';

const root = fileURLToPath(new URL('../..', import.meta.url));
const devDir = path.join(root, 'datasets/eval/dev');
const output = path.join(root, 'src/server/analysis/knowledge/derived/calibration.json');

const labels = readSet(devDir);
if (!labels?.length) {
  console.error(`No labelled dev set in ${devDir}: nothing to calibrate on.`);
  process.exit(1);
}
const classifier = await loadClassifier(defaultModelDir());
const map = mapClasses(classifier.synsets, classifier.labels);
const references = readReferences();
const outputs: Record<'plain' | 'mirror', ClassifierOutput[]> = { plain: [], mirror: [] };
for (const l of labels) {
  const image = await sharp(readFileSync(path.join(devDir, l.file)))
    .rotate()
    .resize(2048, 2048, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer();
  const input = await toModelInput(image, classifier.inputSize);
  outputs.plain.push(await observe(classifier, input, false));
  outputs.mirror.push(await observe(classifier, input, true));
}

function score(c: Calibration) {
  let loss = 0;
  let right = 0;
  let family = 0;
  const list = outputs[c.mirror ? 'mirror' : 'plain'];
  list.forEach((o, k) => {
    const id = combinePhotos([scorePhoto(o, map, references, c)]);
    const best = id.notAppraisable ? undefined : id.ranked[0];
    const ok = !!best && isRightObject(labels![k], best.category);
    const p = Math.min(0.99, Math.max(0.01, id.confidence / 100));
    loss -= ok ? Math.log(p) : Math.log(1 - p);
    right += +ok;
    family += +labels![k].families.map(familyOfLabel).includes(id.families[0]?.family);
  });
  return { loss: loss / list.length, right, family };
}

const current = JSON.parse(readFileSync(output, 'utf8')) as Calibration;
let best = { calibration: current, ...score(current) };
const before = best;
for (const mirror of [false, true])
  for (const temperature of [0.6, 0.8, 1, 1.2, 1.4, 1.6, 1.8, 2, 2.4, 2.8, 3.4])
    for (const low of references.types.length ? [0.4, 0.5, 0.6, 0.7] : [current.references.low])
      for (const span of references.types.length
        ? [0.1, 0.2, 0.3]
        : [current.references.high - current.references.low])
        for (const maxWeight of references.types.length
          ? [0.4, 0.6, 0.8, 0.95]
          : [current.references.maxWeight])
          for (const t of references.types.length ? [0.02, 0.05, 0.1] : [current.references.temperature]) {
            const calibration: Calibration = {
              method: '',
              mirror,
              temperature,
              references: { low, high: low + span, maxWeight, temperature: t },
            };
            const s = score(calibration);
            if (s.loss < best.loss) best = { calibration, ...s };
          }
const n = labels.length;
best.calibration.method =
  `Fitted ${new Date().toISOString().slice(0, 10)} by scripts/knowledge/calibrate.ts on datasets/eval/dev ` +
  `(${n} photos, ${references.types.length} reference photos): grid search (mirroring on or off, temperature, reference weight) minimising the log loss of the ` +
  `shown confidence against "best type is right" (temperature scaling, extended to the reference weight). ` +
  `Log loss ${before.loss.toFixed(3)} -> ${best.loss.toFixed(3)}; top-1 ${best.right}/${n}; family ${best.family}/${n}.`;
writeFileSync(output, JSON.stringify(best.calibration, null, 2) + '\n');
console.log(best.calibration);
