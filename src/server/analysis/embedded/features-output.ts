import { concat, encodeVarint, lengthDelimited, readFields, text, utf8 } from './onnx-proto';

/** The name given to the added output: the pooled image features, 1,280 floats per photo. */
export const FEATURES_OUTPUT = 'features';

// ONNX protobuf field numbers (onnx.proto3): ModelProto.graph, GraphProto.node/output, NodeProto.*, ...
const MODEL_GRAPH = 7;
const GRAPH_NODE = 1;
const GRAPH_OUTPUT = 12;
const NODE_INPUT = 1;
const NODE_OUTPUT = 2;
const NODE_NAME = 3;
const NODE_OP = 4;
const FLOAT = 1;

/**
 * Returns the model with one more graph output: the classifier's input, i.e. the globally pooled features,
 * dequantized to float. The MobileNetV2 int8 file is kept byte for byte as published (SOURCE.txt gives
 * its sha256), and this edit is made in memory at load: the pooled tensor is the quantized input of the
 * final QLinearMatMul (reached through a Reshape), so a DequantizeLinear with that tensor's own scale and
 * zero point is appended and its result declared an output.
 */
export function withFeaturesOutput(model: Uint8Array): Uint8Array {
  const top = readFields(model);
  const graphField = top.find((f) => f.number === MODEL_GRAPH);
  if (!graphField?.bytes) throw new Error('The ONNX file has no graph');
  const graph = readFields(graphField.bytes);
  const nodes = graph
    .filter((f) => f.number === GRAPH_NODE)
    .map((f) => {
      const n = readFields(f.bytes!);
      const strings = (k: number) => n.filter((x) => x.number === k).map((x) => text(x.bytes));
      return { op: strings(NODE_OP)[0], inputs: strings(NODE_INPUT), outputs: strings(NODE_OUTPUT) };
    });
  const matmul = nodes.find((n) => n.op === 'QLinearMatMul');
  if (!matmul) throw new Error('No QLinearMatMul in the model: not the expected MobileNetV2 int8 graph');
  const [flat, scale, zeroPoint] = matmul.inputs;
  const reshape = nodes.find((n) => n.op === 'Reshape' && n.outputs[0] === flat);
  const pooled = reshape ? reshape.inputs[0] : flat;

  const node = concat([
    lengthDelimited(NODE_INPUT, utf8(pooled)),
    lengthDelimited(NODE_INPUT, utf8(scale)),
    lengthDelimited(NODE_INPUT, utf8(zeroPoint)),
    lengthDelimited(NODE_OUTPUT, utf8(FEATURES_OUTPUT)),
    lengthDelimited(NODE_NAME, utf8('features_dequantize')),
    lengthDelimited(NODE_OP, utf8('DequantizeLinear')),
  ]);
  // ValueInfoProto { name = 1; type = 2 { tensor_type = 1 { elem_type = 1 } } }, shape left to inference.
  const tensorType = concat([encodeVarint(1 << 3), encodeVarint(FLOAT)]);
  const output = concat([
    lengthDelimited(1, utf8(FEATURES_OUTPUT)),
    lengthDelimited(2, lengthDelimited(1, tensorType)),
  ]);
  const newGraph = concat([
    ...graph.map((f) => f.raw),
    lengthDelimited(GRAPH_NODE, node),
    lengthDelimited(GRAPH_OUTPUT, output),
  ]);
  return concat(top.map((f) => (f.number === MODEL_GRAPH ? lengthDelimited(MODEL_GRAPH, newGraph) : f.raw)));
}
