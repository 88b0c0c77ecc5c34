/**
 * Writing an ONNX model in memory: its nodes, float tensors and typed inputs and outputs as
 * `onnx-proto` (ONNX's protobuf definition compiled for protobufjs) takes them, and the model's
 * bytes, which ONNX Runtime loads as it would a `.onnx` file. It imports only packages, so Node.js
 * runs it from source (type stripping) as from `dist/`.
 */
import onnxProto, { type onnx } from 'onnx-proto';

const { AttributeProto, ModelProto, TensorProto, Version } = onnxProto.onnx;

/** The ONNX operator set the graphs are written for (Clip's bounds are inputs since 11). */
const OPSET = 13;

/** A node's attribute: an integer, a string or a list of integers; undefined is left out. */
export type Attribute = number | string | readonly number[] | undefined;

/** One ONNX node (named after its output). */
export const node = (
  opType: string,
  input: readonly string[],
  output: string,
  attributes: Readonly<Record<string, Attribute>> = {},
): onnx.INodeProto => ({
  opType,
  input: [...input],
  output: [output],
  name: output,
  attribute: Object.entries(attributes).flatMap(([name, value]): onnx.IAttributeProto[] => {
    const { INT, INTS, STRING } = AttributeProto.AttributeType;
    if (value === undefined) return [];
    if (typeof value === 'number') return [{ name, type: INT, i: value }];
    if (typeof value === 'string')
      return [{ name, type: STRING, s: new TextEncoder().encode(value) }];
    return [{ name, type: INTS, ints: [...value] }];
  }),
});

/** A float32 tensor (an initializer: a weight), its values as they lie in memory (little-endian). */
export const tensor = (
  name: string,
  dims: readonly number[],
  values: Float32Array,
): onnx.ITensorProto => ({
  name,
  dims: [...dims],
  dataType: TensorProto.DataType.FLOAT,
  rawData: new Uint8Array(values.buffer, values.byteOffset, values.byteLength),
});

/** A float32 input or output, of a fixed shape or (without `dims`) of the one it gets. */
const valueInfo = (name: string, dims?: readonly number[]): onnx.IValueInfoProto => ({
  name,
  type: {
    tensorType: {
      elemType: TensorProto.DataType.FLOAT,
      ...(dims ? { shape: { dim: dims.map((dimValue) => ({ dimValue })) } } : {}),
    },
  },
});

/** What {@link encodeModel} writes: nodes in order, weights, one input of a shape, one output. */
export interface GraphParts {
  readonly name: string;
  readonly nodes: readonly onnx.INodeProto[];
  readonly initializers: readonly onnx.ITensorProto[];
  readonly input: { readonly name: string; readonly dims: readonly number[] };
  readonly output: string;
}

/** The model's protobuf bytes (a `.onnx` file's). */
export function encodeModel(parts: GraphParts): Uint8Array {
  return ModelProto.encode({
    irVersion: Version.IR_VERSION,
    opsetImport: [{ domain: '', version: OPSET }],
    producerName: 'imagine-bot',
    graph: {
      name: parts.name,
      node: [...parts.nodes],
      initializer: [...parts.initializers],
      input: [valueInfo(parts.input.name, parts.input.dims)],
      output: [valueInfo(parts.output)],
    },
  }).finish();
}
