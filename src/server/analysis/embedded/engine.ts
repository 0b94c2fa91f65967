import type { AnalyzerImage } from '../analyzer';
import { readCalibration, type Calibration } from './calibration';
import { averageOutputs, loadClassifier, observeEach, type Classifier } from './classifier';
import { combinePhotos, mapClasses, scoreViews, type ClassMap, type Identification } from './identify';
import { hasModel, resolveModelDir } from './model-dir';
import { toModelViews } from './preprocess';
import { withLearned } from './learned';
import { readHead } from './head';
import { normalise, readReferences, type ReferenceSet } from './references';

export const MODEL_LABEL = 'MobileNetV2 int8 (ImageNet-1k) + reference photos';

interface Loaded {
  classifier: Classifier;
  map: ClassMap;
  references: ReferenceSet;
  calibration: Calibration;
}

export interface IdentifyOutcome {
  identification: Identification;
  /** Milliseconds spent decoding and cropping the photos. */
  prepareMs: number;
  /** Milliseconds spent in the network and the reference search. */
  classifyMs: number;
  inputSize: number;
}

/**
 * The offline engine behind the embedded analyzer: loads the classifier once, on first use, and turns photos
 * into an identification. Exposed on its own so the evaluation measures exactly what the analyzer runs.
 */
export function createEmbeddedEngine(opts: { modelDir?: string } = {}) {
  const modelDir = resolveModelDir(opts.modelDir);
  let loading: Promise<Loaded> | undefined;

  const load = (): Promise<Loaded> => {
    if (!modelDir || !hasModel(modelDir)) return Promise.reject(new ModelMissingError(modelDir));
    // One load shared by concurrent callers; a failed load is forgotten so that a later request retries.
    loading ??= loadClassifier(modelDir).then((classifier) => ({
      classifier,
      map: mapClasses(classifier.synsets, classifier.labels),
      references: { ...readReferences(), head: readHead() },
      calibration: readCalibration(),
    }));
    loading.catch(() => (loading = undefined));
    return loading;
  };

  return {
    modelDir,
    available: !!modelDir && hasModel(modelDir),
    load,
    /** With `learned`, the photos an owner confirmed count as trusted references (learned.ts). */
    async identify(
      images: AnalyzerImage[],
      signal?: AbortSignal,
      learned?: ReferenceSet,
    ): Promise<IdentifyOutcome> {
      const { classifier, map, references, calibration } = await load();
      let prepareMs = 0;
      let classifyMs = 0;
      const photos = [];
      for (const image of images) {
        signal?.throwIfAborted();
        const t0 = performance.now();
        const views = await toModelViews(image.data, classifier.inputSize, calibration.views);
        const t1 = performance.now();
        const outputs = await observeEach(classifier, views, calibration.mirror);
        const t2 = performance.now();
        prepareMs += t1 - t0;
        classifyMs += t2 - t1;
        const photo = scoreViews(outputs, map, references, calibration);
        photos.push(learned ? withLearned(photo, averageOutputs(outputs).features, learned) : photo);
      }
      return {
        identification: combinePhotos(photos, calibration.confidence),
        prepareMs,
        classifyMs,
        inputSize: classifier.inputSize,
      };
    },
    /** Each photo's features as identify sees them (its views averaged), unit length. */
    async features(images: AnalyzerImage[], signal?: AbortSignal): Promise<Float32Array[]> {
      const { classifier, calibration } = await load();
      const out: Float32Array[] = [];
      for (const image of images) {
        signal?.throwIfAborted();
        const views = await toModelViews(image.data, classifier.inputSize, calibration.views);
        const outputs = await observeEach(classifier, views, calibration.mirror);
        out.push(normalise(averageOutputs(outputs).features));
      }
      return out;
    },
  };
}

export class ModelMissingError extends Error {
  constructor(readonly modelDir: string | undefined) {
    super(modelDir ? `No classifier model in ${modelDir}` : 'No classifier model folder found');
  }
}
