import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadClassifier, mirrored } from './classifier';
import { toModelInput } from './preprocess';
import { modelPresent, skipReason, testModelDir, testPhotosDir } from '../../test/embedded-model';

describe('preprocessing', () => {
  it('mirrors an image left to right, and back', () => {
    const rgb = Uint8Array.from({ length: 4 * 4 * 3 }, (_, i) => i);
    const once = mirrored(rgb, 4);
    expect(Array.from(once.subarray(0, 3))).toEqual([9, 10, 11]);
    expect(Array.from(mirrored(once, 4))).toEqual(Array.from(rgb));
  });

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

describe.skipIf(!modelPresent)(
  `classifier ${modelPresent ? '' : skipReason('the model', testModelDir)}`,
  () => {
    it('gives 1,000 class scores and the 1,280 pooled features', async () => {
      const classifier = await loadClassifier(testModelDir!);
      const image = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#a05030' } })
        .composite([
          {
            input: await sharp({ create: { width: 120, height: 200, channels: 3, background: '#203040' } })
              .png()
              .toBuffer(),
            left: 140,
            top: 50,
          },
        ])
        .jpeg()
        .toBuffer();
      const { logits, features } = await classifier.run(await toModelInput(image, classifier.inputSize));
      expect(logits).toHaveLength(1000);
      expect(features).toHaveLength(1280);
      expect(features.every((f) => f >= 0 && Number.isFinite(f))).toBe(true);
      expect(classifier.synsets[0]).toBe('n01440764');
    });

    it('runs as float what the published int8 file computes: the same first class on real photos', async () => {
      const classifier = await loadClassifier(testModelDir!);
      const ort = await import('onnxruntime-node');
      const published = await ort.InferenceSession.create(
        readFileSync(path.join(testModelDir!, 'model.onnx')),
      );
      expect(published.outputNames).toEqual(['output']);
      const plane = 224 * 224;
      const mean = [0.485, 0.456, 0.406];
      const std = [0.229, 0.224, 0.225];
      const argmax = (v: ArrayLike<number>) =>
        Array.from(v).reduce((best, x, i, all) => (x > all[best] ? i : best), 0);
      // Photos of one clear object; on ambiguous photos the two may order their close second guesses differently.
      const photos = ['hammer.jpg', 'hourglass.jpg', 'typewriter.jpg', 'cat.jpg'];
      for (const name of photos) {
        const input = await toModelInput(readFileSync(path.join(testPhotosDir, name)), 224);
        const x = new Float32Array(plane * 3);
        for (let i = 0; i < plane; i++)
          for (let c = 0; c < 3; c++) x[c * plane + i] = (input[i * 3 + c] / 255 - mean[c]) / std[c];
        const out = await published.run({ input: new ort.Tensor('float32', x, [1, 3, 224, 224]) });
        const { logits } = await classifier.run(input);
        // Not the same figures: the int8 kernels round every activation (and saturate on some processors).
        expect(argmax(logits), name).toBe(argmax(out.output.data as Float32Array));
      }
    });
  },
);
