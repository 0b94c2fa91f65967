import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

type Tf = typeof import('@tensorflow/tfjs-core');
type Tensor4D = import('@tensorflow/tfjs-core').Tensor4D;
type Tensor1D = import('@tensorflow/tfjs-core').Tensor1D;

/** A 2-D convolution with batch normalisation and leaky ReLU already folded in. */
interface ConvStep {
  kind: 'conv';
  filter: Tensor4D;
  bias: Tensor1D;
  strides: [number, number];
  padding: 'same' | 'valid';
  leakyAlpha: number | null;
}
interface PoolStep {
  kind: 'maxPool';
  size: [number, number];
  strides: [number, number];
  padding: 'same' | 'valid';
}
type Step = ConvStep | PoolStep | { kind: 'globalAverage' };

export interface Classifier {
  readonly labels: readonly string[];
  /** Side of the square RGB input the network expects. */
  readonly inputSize: number;
  /** Softmax probabilities for one inputSize × inputSize RGB image, interleaved, 0–255. */
  classify(rgb: Uint8Array): Float32Array;
  /** Milliseconds spent importing TensorFlow.js, starting the backend and reading the weights. */
  readonly loadMs: number;
}

interface KerasLayer {
  class_name: string;
  config: Record<string, any>;
  inbound_nodes: any[];
}
interface WeightSpec {
  name: string;
  shape: number[];
  dtype: string;
  quantization?: unknown;
}
interface ModelJson {
  modelTopology: { model_config: { config: { layers: KerasLayer[] } } };
  weightsManifest: { paths: string[]; weights: WeightSpec[] }[];
}

/** The files a model directory must hold; the download command and the resolver check the same list. */
export const requiredModelFiles = ['model.json', 'labels.json'] as const;

let backend: Promise<Tf> | undefined;

/**
 * TensorFlow.js core and its WebAssembly backend, imported on first use: they take a few hundred
 * milliseconds to load, which a server that never analyses a photo should not pay. tfjs-node cannot be
 * installed here, and the wasm backend is several times faster than the pure-JS CPU one.
 */
function tensorflow(): Promise<Tf> {
  backend ??= (async () => {
    const tf = await import('@tensorflow/tfjs-core');
    const wasm = await import('@tensorflow/tfjs-backend-wasm');
    // The .wasm binaries ship beside the package's entry file; a file path works in Node.
    const entry = createRequire(import.meta.url).resolve('@tensorflow/tfjs-backend-wasm');
    wasm.setWasmPaths(path.dirname(entry) + path.sep);
    if (!(await tf.setBackend('wasm'))) throw new Error('The TensorFlow.js wasm backend could not start');
    await tf.ready();
    return tf;
  })();
  backend.catch(() => (backend = undefined));
  return backend;
}

/**
 * Loads the Darknet Tiny classifier from model.json, its weight shards and labels.json (SOURCE.txt in the
 * shared model folder). Rather than running the Keras layers one by one, each convolution is folded with
 * the batch normalisation and leaky ReLU that follow it into one fused kernel: the network computes the
 * same function (a test compares it with tf.loadLayersModel) in about 60 % of the time.
 */
export async function loadClassifier(modelDir: string): Promise<Classifier> {
  const started = performance.now();
  const [tf, model, labels] = await Promise.all([
    tensorflow(),
    readFile(path.join(modelDir, 'model.json'), 'utf8').then((t) => JSON.parse(t) as ModelJson),
    readFile(path.join(modelDir, 'labels.json'), 'utf8').then((t) => JSON.parse(t) as unknown),
  ]);
  if (!Array.isArray(labels) || !labels.every((l) => typeof l === 'string')) {
    throw new Error(`${modelDir}/labels.json is not a list of label names`);
  }
  const weights = await readWeights(modelDir, model);
  const { steps, inputSize, outputs } = buildSteps(
    tf,
    model.modelTopology.model_config.config.layers,
    weights,
  );
  if (outputs !== labels.length) {
    throw new Error(`The model has ${outputs} outputs but labels.json names ${labels.length} labels`);
  }
  const loadMs = performance.now() - started;

  return {
    labels,
    inputSize,
    loadMs,
    classify(rgb) {
      if (rgb.length !== inputSize * inputSize * 3)
        throw new Error('Input is not a square RGB image of the model size');
      // Pixels scaled to 0..1 with no mean or deviation (SOURCE.txt).
      const input = new Float32Array(rgb.length);
      for (let i = 0; i < rgb.length; i++) input[i] = rgb[i] / 255;
      return tf.tidy(() => {
        let x = tf.tensor4d(input, [1, inputSize, inputSize, 3]) as import('@tensorflow/tfjs-core').Tensor;
        for (const step of steps) x = run(tf, step, x);
        return tf.softmax(tf.reshape(x, [1, outputs])).dataSync() as Float32Array;
      });
    },
  };
}

function run(
  tf: Tf,
  step: Step,
  x: import('@tensorflow/tfjs-core').Tensor,
): import('@tensorflow/tfjs-core').Tensor {
  switch (step.kind) {
    case 'conv':
      return tf.fused.conv2d({
        x: x as Tensor4D,
        filter: step.filter,
        strides: step.strides,
        pad: step.padding,
        bias: step.bias,
        activation: step.leakyAlpha === null ? 'linear' : 'leakyrelu',
        leakyreluAlpha: step.leakyAlpha ?? undefined,
      });
    case 'maxPool':
      return tf.maxPool(x as Tensor4D, step.size, step.strides, step.padding);
    case 'globalAverage':
      return tf.mean(x, [1, 2]);
  }
}

/** Concatenates the shards in manifest order and slices out each named float32 weight. */
async function readWeights(
  modelDir: string,
  model: ModelJson,
): Promise<Map<string, { shape: number[]; data: Float32Array }>> {
  const out = new Map<string, { shape: number[]; data: Float32Array }>();
  for (const group of model.weightsManifest) {
    const shards = await Promise.all(group.paths.map((p) => readFile(path.join(modelDir, p))));
    const buffer = Buffer.concat(shards);
    let offset = 0;
    for (const spec of group.weights) {
      if (spec.dtype !== 'float32' || spec.quantization)
        throw new Error(`Unsupported weight encoding for ${spec.name}`);
      const count = spec.shape.reduce((a, b) => a * b, 1);
      const bytes = buffer.subarray(offset, offset + count * 4);
      if (bytes.length !== count * 4) throw new Error(`Weight shards are too short for ${spec.name}`);
      // A copy: the shard buffer may not be 4-byte aligned for a Float32Array view, and folding mutates it.
      const data = new Float32Array(count);
      new Uint8Array(data.buffer).set(bytes);
      out.set(spec.name, { shape: spec.shape, data });
      offset += count * 4;
    }
    if (offset !== buffer.length)
      throw new Error(`Weight shards of ${group.paths.join(', ')} have unexpected size`);
  }
  return out;
}

/** Turns the Keras layer list (a straight chain) into fused steps; anything else is refused, not guessed. */
function buildSteps(
  tf: Tf,
  layers: KerasLayer[],
  weights: Map<string, { shape: number[]; data: Float32Array }>,
) {
  const weight = (name: string) => {
    const w = weights.get(name);
    if (!w) throw new Error(`Missing weight ${name}`);
    return w;
  };
  const steps: Step[] = [];
  let inputSize = 0;
  let outputs = 0;
  let previous: string | null = null;
  let pendingConv: {
    kernel: Float32Array;
    shape: number[];
    bias: Float32Array;
    /** Per output channel, from a following batch normalisation. */
    scale: Float32Array | null;
    config: Record<string, any>;
  } | null = null;
  let pendingAlpha: number | null = null;

  const flush = () => {
    if (!pendingConv) return;
    const { kernel, shape, bias, scale, config } = pendingConv;
    const shape4 = shape as [number, number, number, number];
    // Scaling the kernel is a broadcast multiply over its last axis, done by the backend, not a JS loop.
    const filter = scale
      ? tf.tidy(() => tf.mul(tf.tensor4d(kernel, shape4), tf.tensor1d(scale)) as Tensor4D)
      : tf.tensor4d(kernel, shape4);
    steps.push({
      kind: 'conv',
      filter,
      bias: tf.tensor1d(bias),
      strides: config.strides,
      padding: config.padding,
      leakyAlpha: pendingAlpha,
    });
    outputs = shape[3];
    pendingConv = null;
    pendingAlpha = null;
  };

  for (const layer of layers) {
    const c = layer.config;
    const inbound = layer.inbound_nodes?.[0]?.map((n: any[]) => n[0]) ?? [];
    if (previous !== null && (inbound.length !== 1 || inbound[0] !== previous)) {
      throw new Error(
        `Layer ${c.name} does not follow ${previous}: only a straight chain of layers is supported`,
      );
    }
    previous = c.name;
    switch (layer.class_name) {
      case 'InputLayer': {
        const [, h, w, ch] = c.batch_input_shape;
        if (h !== w || ch !== 3) throw new Error('The model input is not a square RGB image');
        inputSize = h;
        break;
      }
      case 'Conv2D': {
        flush();
        if (c.activation !== 'linear' || c.dilation_rate.some((d: number) => d !== 1)) {
          throw new Error(`Unsupported Conv2D options in ${c.name}`);
        }
        const k = weight(`${c.name}/kernel`);
        const filters = k.shape[3];
        // The bias array is this load's own copy (readWeights), so folding may shift it in place.
        const bias = c.use_bias ? weight(`${c.name}/bias`).data : new Float32Array(filters);
        pendingConv = { kernel: k.data, shape: k.shape, bias, scale: null, config: c };
        break;
      }
      case 'BatchNormalization': {
        if (!pendingConv || pendingAlpha !== null)
          throw new Error(`${c.name} does not directly follow a convolution`);
        const conv = pendingConv as { shape: number[]; bias: Float32Array; scale: Float32Array | null };
        const n = conv.shape[3];
        const gamma = c.scale ? weight(`${c.name}/gamma`).data : new Float32Array(n).fill(1);
        const beta = c.center ? weight(`${c.name}/beta`).data : new Float32Array(n);
        const mean = weight(`${c.name}/moving_mean`).data;
        const variance = weight(`${c.name}/moving_variance`).data;
        // y = gamma (conv(x) + b - mean) / sqrt(var + eps) + beta, so scale the kernel and shift the bias.
        const scale = new Float32Array(n);
        for (let o = 0; o < n; o++) scale[o] = gamma[o] / Math.sqrt(variance[o] + c.epsilon);
        for (let o = 0; o < n; o++) conv.bias[o] = (conv.bias[o] - mean[o]) * scale[o] + beta[o];
        conv.scale = scale;
        break;
      }
      case 'LeakyReLU':
        if (!pendingConv || pendingAlpha !== null)
          throw new Error(`${c.name} does not directly follow a convolution`);
        pendingAlpha = c.alpha;
        break;
      case 'MaxPooling2D':
        flush();
        steps.push({ kind: 'maxPool', size: c.pool_size, strides: c.strides, padding: c.padding });
        break;
      case 'GlobalAveragePooling2D':
        flush();
        steps.push({ kind: 'globalAverage' });
        break;
      default:
        throw new Error(`Unsupported layer ${layer.class_name} (${c.name})`);
    }
  }
  flush();
  if (!inputSize || !outputs) throw new Error('The model has no input layer or no convolution');
  return { steps, inputSize, outputs };
}
