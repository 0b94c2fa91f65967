// Compares onnxruntime-node and onnxruntime-web (wasm) for MobileNetV2 int8 (docs/decisions/007). Not part
// of the app: run in a scratch folder where both are installed,
//   npm init -y && npm install --ignore-scripts onnxruntime-node@1.30.0 onnxruntime-web@1.30.0
//   node --expose-gc measure-runtimes.mjs node <repo>/models/mobilenetv2-int8-imagenet/model.onnx
//   node --expose-gc measure-runtimes.mjs web  <repo>/models/mobilenetv2-int8-imagenet/model.onnx
const which = process.argv[2];
const model = process.argv[3];
global.gc?.();
const rss0 = process.memoryUsage().rss;
const t0 = performance.now();
const ort = which === 'node' ? await import('onnxruntime-node') : await import('onnxruntime-web');
if (which !== 'node') {
  ort.env.wasm.numThreads = 1;
}
const session = await ort.InferenceSession.create(
  model,
  which === 'node' ? { intraOpNumThreads: 2 } : { executionProviders: ['wasm'] },
);
const input = new Float32Array(3 * 224 * 224).map(() => Math.random());
let out = await session.run({ input: new ort.Tensor('float32', input, [1, 3, 224, 224]) });
const cold = performance.now() - t0;
const times = [];
for (let i = 0; i < 30; i++) {
  const s = performance.now();
  out = await session.run({ input: new ort.Tensor('float32', input, [1, 3, 224, 224]) });
  times.push(performance.now() - s);
}
times.sort((a, b) => a - b);
console.log(
  which,
  'cold',
  cold.toFixed(0),
  'ms; warm median',
  times[15].toFixed(1),
  'ms; rss added',
  ((process.memoryUsage().rss - rss0) / 1e6).toFixed(0),
  'MB',
  Object.keys(out),
  session.outputNames,
);
