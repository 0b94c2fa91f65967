import { concat, encodeVarint, lengthDelimited, readFields, text, utf8, type Field } from './onnx-proto';

/** The name given to the added output: the pooled image features, 1,280 floats per photo. */
export const FEATURES_OUTPUT = 'features';

// ONNX protobuf field numbers (onnx.proto3).
const MODEL_GRAPH = 7;
const GRAPH = { node: 1, initializer: 5, output: 12 };
const NODE = { input: 1, output: 2, name: 3, op: 4, attribute: 5 };
const TENSOR = { dims: 1, dataType: 2, floatData: 4, int32Data: 5, name: 8, rawData: 9 };
const DATA = { float: 1, uint8: 2, int8: 3, int32: 6 } as const;
// The operators that compute the classifier's flattening shape: float-agnostic, copied as they are.
const SHAPE_OPS = ['Shape', 'Gather', 'Unsqueeze', 'Concat', 'Reshape'];

interface Tensor {
  dims: number[];
  values: Float64Array;
}

interface Node {
  op: string;
  inputs: string[];
  outputs: string[];
  attributes: Field[];
}

/**
 * The MobileNetV2 int8 model rewritten in memory as a float model: every quantized operator becomes its
 * float counterpart with the weights dequantized (weight × scale, per output channel), the ReLU6 the
 * quantization had folded into a [0, 6] output range restored as a Clip, and linear layers left unclipped.
 *
 * Why: the int8 kernels give different answers on different processors. On x86 without VNNI the uint8 ×
 * int8 products saturate in 16 bits, so the same photo gave features at cosine 0.71–0.93 of those computed
 * on a VNNI machine, and the reference embeddings and calibration fitted on one machine mis-served the
 * other. Float arithmetic differs between processors only in the last bits. The published file is kept
 * byte for byte (SOURCE.txt gives its sha256); only int8 weight rounding remains of the quantization.
 * The pooled features are declared one more output, for the nearest-neighbour search.
 */
export function toFloatModel(model: Uint8Array): Uint8Array {
  const top = readFields(model);
  const graphField = top.find((f) => f.number === MODEL_GRAPH);
  if (!graphField?.bytes) throw new Error('The ONNX file has no graph');
  const graph = readFields(graphField.bytes);
  const initializers = new Map<string, Field[]>();
  for (const f of graph.filter((g) => g.number === GRAPH.initializer)) {
    const fields = readFields(f.bytes!);
    initializers.set(text(fields.find((x) => x.number === TENSOR.name)?.bytes), fields);
  }
  const tensor = (name: string): Tensor => {
    const fields = initializers.get(name);
    if (!fields) throw new Error(`The model has no initializer ${name}`);
    return readTensor(fields);
  };

  const nodes: Node[] = graph
    .filter((f) => f.number === GRAPH.node)
    .map((f) => {
      const n = readFields(f.bytes!);
      const strings = (k: number) => n.filter((x) => x.number === k).map((x) => text(x.bytes));
      return {
        op: strings(NODE.op)[0],
        inputs: strings(NODE.input),
        outputs: strings(NODE.output),
        attributes: n.filter((x) => x.number === NODE.attribute),
      };
    });

  const out: Uint8Array[] = [];
  const added = new Map<string, Tensor>();
  const addFloat = (name: string, t: Tensor) => (added.set(name, t), name);
  const emit = (op: string, inputs: string[], output: string, attributes: Field[] = []) =>
    out.push(encodeNode(op, inputs, output, attributes));
  addFloat('relu6_min', { dims: [], values: Float64Array.of(0) });
  addFloat('relu6_max', { dims: [], values: Float64Array.of(6) });
  // A uint8 output whose zero point is 0 can hold no negative value: the layer ends in ReLU6.
  const withActivation = (raw: string, y: string, zeroPoint: string) =>
    tensor(zeroPoint).values[0] === 0
      ? emit('Clip', [raw, 'relu6_min', 'relu6_max'], y)
      : emit('Identity', [raw], y);

  let pooled: string | undefined;
  for (const n of nodes) {
    const [y] = n.outputs;
    switch (n.op) {
      case 'QuantizeLinear':
      case 'DequantizeLinear':
        emit('Identity', [n.inputs[0]], y);
        break;
      case 'QLinearConv': {
        const [x, xScale, , w, wScale, wZero, , yZero, b] = n.inputs;
        const weights = dequantize(tensor(w), tensor(wScale), tensor(wZero));
        const inputs = [x, addFloat(`${w}/float`, weights)];
        if (b) {
          // An int32 bias is stored at scale input scale × weight scale, zero point 0.
          const inputScale = tensor(xScale).values[0];
          const scale = { dims: [], values: tensor(wScale).values.map((s) => s * inputScale) };
          const zero = { dims: [], values: Float64Array.of(0) };
          inputs.push(addFloat(`${b}/float`, dequantize(tensor(b), scale, zero)));
        }
        emit('Conv', inputs, `${y}/conv`, n.attributes);
        withActivation(`${y}/conv`, y, yZero);
        break;
      }
      case 'QLinearAdd':
      case 'QLinearMatMul': {
        const [a, , , b, bScale, bZero, , yZero] = n.inputs;
        const other = initializers.has(b)
          ? addFloat(`${b}/float`, dequantize(tensor(b), tensor(bScale), tensor(bZero)))
          : b;
        emit(n.op === 'QLinearAdd' ? 'Add' : 'MatMul', [a, other], `${y}/raw`);
        withActivation(`${y}/raw`, y, yZero);
        break;
      }
      case 'QLinearGlobalAveragePool':
        emit('GlobalAveragePool', [n.inputs[0]], y);
        pooled = y;
        break;
      default:
        if (!SHAPE_OPS.includes(n.op))
          throw new Error(`Unexpected operator ${n.op}: not the MobileNetV2 int8 graph this reads`);
        emit(n.op, n.inputs, y, n.attributes);
    }
  }
  if (!pooled) throw new Error('No global pooling in the model: not the expected MobileNetV2 graph');
  emit('Identity', [pooled], FEATURES_OUTPUT);

  // The constants the shape operators read are kept as they are; the quantized weights are dropped.
  const shapeInputs = new Set(nodes.filter((n) => SHAPE_OPS.includes(n.op)).flatMap((n) => n.inputs));
  const kept = [...initializers]
    .filter(([name]) => shapeInputs.has(name))
    .map(([, fields]) => concat(fields.map((f) => f.raw)));
  const tensorType = concat([encodeVarint(1 << 3), encodeVarint(DATA.float)]);
  const featuresOutput = concat([
    lengthDelimited(1, utf8(FEATURES_OUTPUT)),
    lengthDelimited(2, lengthDelimited(1, tensorType)),
  ]);
  const newGraph = concat([
    ...out.map((node) => lengthDelimited(GRAPH.node, node)),
    ...graph.filter((f) => f.number !== GRAPH.node && f.number !== GRAPH.initializer).map((f) => f.raw),
    ...kept.map((t) => lengthDelimited(GRAPH.initializer, t)),
    ...[...added].map(([name, t]) => lengthDelimited(GRAPH.initializer, encodeFloatTensor(name, t))),
    lengthDelimited(GRAPH.output, featuresOutput),
  ]);
  return concat(top.map((f) => (f.number === MODEL_GRAPH ? lengthDelimited(MODEL_GRAPH, newGraph) : f.raw)));
}

/** (q − zero point) × scale, with scale and zero point per slice of the first or last axis, or scalar. */
function dequantize(q: Tensor, scale: Tensor, zero: Tensor): Tensor {
  const n = scale.values.length;
  const values = new Float64Array(q.values.length);
  if (n === 1) {
    for (let i = 0; i < values.length; i++) values[i] = (q.values[i] - zero.values[0]) * scale.values[0];
    return { dims: q.dims, values };
  }
  const zeroAt = (c: number) => zero.values[zero.values.length === 1 ? 0 : c];
  if (q.dims[0] === n) {
    const inner = values.length / n;
    for (let i = 0; i < values.length; i++) {
      const c = Math.floor(i / inner);
      values[i] = (q.values[i] - zeroAt(c)) * scale.values[c];
    }
  } else if (q.dims[q.dims.length - 1] === n) {
    for (let i = 0; i < values.length; i++) values[i] = (q.values[i] - zeroAt(i % n)) * scale.values[i % n];
  } else throw new Error('A quantization scale matches neither the first nor the last axis');
  return { dims: q.dims, values };
}

function readVarints(bytes: Uint8Array): number[] {
  const values: number[] = [];
  let pos = 0;
  while (pos < bytes.length) {
    let value = 0n;
    let shift = 0n;
    let b: number;
    do {
      b = bytes[pos++];
      value |= BigInt(b & 0x7f) << shift;
      shift += 7n;
    } while (b & 0x80);
    values.push(Number(BigInt.asIntN(64, value)));
  }
  return values;
}

function readTensor(fields: Field[]): Tensor {
  const dims = fields
    .filter((f) => f.number === TENSOR.dims)
    .flatMap((f) => (f.bytes ? readVarints(f.bytes) : [Number(f.value)]));
  const type = Number(fields.find((f) => f.number === TENSOR.dataType)?.value);
  const raw = fields.find((f) => f.number === TENSOR.rawData)?.bytes;
  const copy = raw ? Uint8Array.from(raw) : undefined;
  let values: ArrayLike<number>;
  if (copy && type === DATA.int8) values = new Int8Array(copy.buffer);
  else if (copy && type === DATA.uint8) values = copy;
  else if (copy && type === DATA.int32) values = new Int32Array(copy.buffer);
  else if (copy && type === DATA.float) values = new Float32Array(copy.buffer);
  else if (type === DATA.float)
    values = fields
      .filter((f) => f.number === TENSOR.floatData)
      .flatMap((f) => Array.from(new Float32Array(Uint8Array.from(f.bytes!).buffer)));
  else
    values = fields
      .filter((f) => f.number === TENSOR.int32Data)
      .flatMap((f) => (f.bytes ? readVarints(f.bytes) : [Number(f.value)]))
      // int32_data holds int8 and int32 as signed varints.
      .map((v) => (type === DATA.int8 ? (v << 24) >> 24 : v | 0));
  return { dims, values: Float64Array.from(values) };
}

function encodeFloatTensor(name: string, t: Tensor): Uint8Array {
  return concat([
    ...t.dims.map((d) => concat([encodeVarint(TENSOR.dims << 3), encodeVarint(d)])),
    concat([encodeVarint(TENSOR.dataType << 3), encodeVarint(DATA.float)]),
    lengthDelimited(TENSOR.name, utf8(name)),
    lengthDelimited(TENSOR.rawData, new Uint8Array(Float32Array.from(t.values).buffer)),
  ]);
}

function encodeNode(op: string, inputs: string[], output: string, attributes: Field[]): Uint8Array {
  return concat([
    ...inputs.map((i) => lengthDelimited(NODE.input, utf8(i))),
    lengthDelimited(NODE.output, utf8(output)),
    lengthDelimited(NODE.name, utf8(`${output}/${op}`)),
    lengthDelimited(NODE.op, utf8(op)),
    ...attributes.map((a) => a.raw),
  ]);
}
