import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FEATURES_OUTPUT, toFloatModel } from './float-model';

type Ort = typeof import('onnxruntime-node');

export interface ClassifierOutput {
  /** Raw scores over the 1,000 ImageNet classes, in synset order (apply a softmax). */
  logits: Float32Array;
  /** The 1,280 pooled image features the classes are computed from, for nearest-neighbour search. */
  features: Float32Array;
}

export interface Classifier {
  /** WordNet ids of the classes, in the model's output order (synset.txt). */
  readonly synsets: readonly string[];
  /** The first English name of each class, in the same order. */
  readonly labels: readonly string[];
  /** Side of the square RGB input the network expects. */
  readonly inputSize: number;
  /** One inputSize × inputSize RGB image, interleaved, 0–255. */
  run(rgb: Uint8Array): Promise<ClassifierOutput>;
  /** Milliseconds spent importing the runtime and creating the session. */
  readonly loadMs: number;
}

/** The files a model directory must hold. */
export const requiredModelFiles = ['model.onnx', 'synset.txt'] as const;

const INPUT_SIZE = 224;
// ImageNet normalisation the model was trained with (SOURCE.txt).
const MEAN = [0.485, 0.456, 0.406];
const STD = [0.229, 0.224, 0.225];

/**
 * Loads MobileNetV2 int8 (ONNX), run as float (see toFloatModel), with onnxruntime-node's CPU library. The
 * runtime is imported on first use, so a server that never analyses a photo does not pay for it. One intra-op thread: the gain of a second
 * one is a few milliseconds, and the server has other requests to serve on the other core.
 */
export async function loadClassifier(modelDir: string): Promise<Classifier> {
  const started = performance.now();
  const [ort, model, synsetText] = await Promise.all([
    import('onnxruntime-node') as Promise<Ort>,
    readFile(path.join(modelDir, 'model.onnx')),
    readFile(path.join(modelDir, 'synset.txt'), 'utf8'),
  ]);
  const lines = synsetText.trim().split('\n');
  const synsets = lines.map((l) => l.slice(0, 9));
  const labels = lines.map((l) => l.slice(10).split(', ')[0]);
  if (!synsets.every((s) => /^n\d{8}$/.test(s)))
    throw new Error(`${modelDir}/synset.txt is not a synset list`);
  const session = await ort.InferenceSession.create(toFloatModel(model), {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
  });
  const loadMs = performance.now() - started;
  const plane = INPUT_SIZE * INPUT_SIZE;

  return {
    synsets,
    labels,
    inputSize: INPUT_SIZE,
    loadMs,
    async run(rgb) {
      if (rgb.length !== plane * 3) throw new Error('Input is not a square RGB image of the model size');
      // Interleaved RGB bytes to planar (NCHW) normalised floats.
      const input = new Float32Array(plane * 3);
      for (let i = 0; i < plane; i++) {
        for (let c = 0; c < 3; c++) input[c * plane + i] = (rgb[i * 3 + c] / 255 - MEAN[c]) / STD[c];
      }
      const out = await session.run({
        input: new ort.Tensor('float32', input, [1, 3, INPUT_SIZE, INPUT_SIZE]),
      });
      const logits = out.output.data as Float32Array;
      if (logits.length !== synsets.length)
        throw new Error(
          `The model has ${logits.length} outputs but synset.txt names ${synsets.length} classes`,
        );
      return { logits, features: out[FEATURES_OUTPUT].data as Float32Array };
    },
  };
}

/**
 * The classifier's outputs for each view of one photo; with `mirror`, each view's output is the average of
 * the view and its mirror image, which steadies the answer for a photo taken from an unusual side. Which
 * views and whether to mirror are decided by calibration on the dev set.
 */
export async function observeEach(
  classifier: Classifier,
  views: readonly Uint8Array[],
  mirror: boolean,
): Promise<ClassifierOutput[]> {
  // Copies: the runtime may reuse its output buffers on the next run.
  const run = async (input: Uint8Array) => {
    const out = await classifier.run(input);
    return { logits: Float32Array.from(out.logits), features: Float32Array.from(out.features) };
  };
  const outputs: ClassifierOutput[] = [];
  for (const view of views) {
    const runs = [await run(view)];
    if (mirror) runs.push(await run(mirrored(view, classifier.inputSize)));
    outputs.push(averageOutputs(runs));
  }
  return outputs;
}

/** The mean of several outputs (logits and features), in new arrays. */
export function averageOutputs(outputs: readonly ClassifierOutput[]): ClassifierOutput {
  if (outputs.length === 0) throw new Error('No view of the photo to classify');
  const mean = (pick: (o: ClassifierOutput) => Float32Array) => {
    const out = new Float32Array(pick(outputs[0]).length);
    for (const o of outputs) pick(o).forEach((x, i) => (out[i] += x / outputs.length));
    return out;
  };
  return { logits: mean((o) => o.logits), features: mean((o) => o.features) };
}

/** The classifier's view of one photo: the average of its views' outputs (see observeEach). */
export async function observe(
  classifier: Classifier,
  views: readonly Uint8Array[],
  mirror: boolean,
): Promise<ClassifierOutput> {
  return averageOutputs(await observeEach(classifier, views, mirror));
}

/** The image flipped left to right (interleaved RGB, size × size). */
export function mirrored(rgb: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(rgb.length);
  for (let y = 0; y < size; y++) {
    const row = y * size * 3;
    for (let x = 0; x < size; x++)
      out.set(rgb.subarray(row + x * 3, row + x * 3 + 3), row + (size - 1 - x) * 3);
  }
  return out;
}
