import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadClassifier } from './classifier';
import { toModelInput } from './preprocess';
import { evalDir, evalPresent, modelPresent, skipReason, testModelDir } from './test-support';

describe('preprocessing', () => {
  it('gives a size × size RGB input for odd photos: grey, transparent, blank', async () => {
    const grey = await sharp({ create: { width: 300, height: 120, channels: 3, background: '#777' } })
      .grayscale()
      .png()
      .toBuffer();
    const transparent = await sharp({
      create: { width: 90, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    for (const image of [grey, transparent])
      expect((await toModelInput(image, 224)).length).toBe(224 * 224 * 3);
  });

  it('crops the uniform margin so the object fills the frame', async () => {
    // A dark square in the middle of a large white photo ends up filling the input.
    const square = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#202020' } })
      .png()
      .toBuffer();
    const image = await sharp({ create: { width: 1000, height: 800, channels: 3, background: '#ffffff' } })
      .composite([{ input: square, left: 450, top: 350 }])
      .jpeg()
      .toBuffer();
    const input = await toModelInput(image, 224);
    const centre = (112 * 224 + 112) * 3;
    const nearCorner = (20 * 224 + 20) * 3;
    expect(input[centre]).toBeLessThan(60);
    expect(input[nearCorner]).toBeLessThan(60);
  });
});

const ready = modelPresent && evalPresent;
describe.skipIf(!ready)(
  `classifier ${ready ? '' : skipReason('the model or ../shared/eval', testModelDir)}`,
  () => {
    it('computes the same probabilities as tf.loadLayersModel on the original model files', async () => {
      const classifier = await loadClassifier(testModelDir!);
      const input = await toModelInput(readFileSync(path.join(evalDir, 'violin.jpg')), classifier.inputSize);
      const folded = classifier.classify(input);

      // The reference: SOURCE.txt's own loading steps, layer by layer, through the full tfjs package.
      const tf = await import('@tensorflow/tfjs');
      const modelJson = JSON.parse(readFileSync(path.join(testModelDir!, 'model.json'), 'utf8'));
      const shards = modelJson.weightsManifest.flatMap((g: { paths: string[] }) =>
        g.paths.map((p) => readFileSync(path.join(testModelDir!, p))),
      );
      const weightData = new Uint8Array(Buffer.concat(shards)).buffer;
      const weightSpecs = modelJson.weightsManifest.flatMap((g: { weights: unknown[] }) => g.weights);
      const model = await tf.loadLayersModel(
        tf.io.fromMemory({ modelTopology: modelJson.modelTopology, weightSpecs, weightData }),
      );
      const reference = tf.tidy(() => {
        const x = tf.tensor4d(
          Float32Array.from(input, (v) => v / 255),
          [1, 224, 224, 3],
        );
        return tf.softmax(model.predict(x) as import('@tensorflow/tfjs').Tensor).dataSync();
      });

      let maxDiff = 0;
      for (let i = 0; i < folded.length; i++) maxDiff = Math.max(maxDiff, Math.abs(folded[i] - reference[i]));
      expect(maxDiff).toBeLessThan(1e-4);
      expect(classifier.labels[folded.indexOf(Math.max(...folded))]).toMatch(/violin|cello/);
    });
  },
);
