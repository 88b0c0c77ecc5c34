/**
 * nsfwjs's MobileNetV2 as its npm package ships it (MIT, like nsfwjs): a Keras model's topology
 * (`model.json`) and its weights, quantized to 8 bits, in one base64 bundle, both as ES modules
 * read from memory, so nothing is downloaded or written. It imports only packages and types, so
 * Node.js runs it from source (type stripping) as from `dist/`.
 */
import { MobileNetV2Model } from 'nsfwjs/models/mobilenet_v2';

/** A Keras layer of the model's topology: what `folded-model.ts` reads of it. */
export interface KerasLayer {
  readonly class_name: string;
  readonly config: Readonly<Record<string, unknown>> & { readonly name: string };
  readonly inbound_nodes: readonly (readonly (readonly [string, ...unknown[]])[])[];
}

/** One weight of the bundle, as its manifest describes it (TensorFlow.js's format). */
interface WeightSpec {
  readonly name: string;
  readonly shape: readonly number[];
  readonly dtype: string;
  readonly quantization?: { readonly dtype: string; readonly min: number; readonly scale: number };
}

/** The model's `model.json`: a Keras functional model and where its weights are. */
export interface KerasModelJson {
  readonly modelTopology: {
    readonly model_config: { readonly config: { readonly layers: readonly KerasLayer[] } };
  };
  readonly weightsManifest: readonly { readonly weights: readonly WeightSpec[] }[];
}

/** A weight's values, row-major in its Keras shape (a kernel is height, width, in, out). */
export interface Weight {
  readonly shape: readonly number[];
  readonly values: Float32Array;
}

/** The model's weights by name (`layer/weight`, as in the manifest). */
export type Weights = ReadonlyMap<string, Weight>;

/** What each quantized or plain dtype takes in the bundle, in bytes. */
const BYTES: Readonly<Record<string, number>> = { uint8: 1, uint16: 2, float32: 4 };

/**
 * The weights from the bundle's bytes, in the manifest's order: each 8- or 16-bit value `q`
 * is `min + q × scale` (TensorFlow.js's own decoding). Throws on a dtype it does not know.
 */
export function decodeWeights(bytes: Uint8Array, specs: readonly WeightSpec[]): Weights {
  const weights = new Map<string, Weight>();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 0;
  for (const { name, shape, dtype, quantization } of specs) {
    const stored = quantization?.dtype ?? dtype;
    const size = BYTES[stored];
    if (dtype !== 'float32' || size === undefined) throw new Error(`${name}: ${stored} weights`);
    const count = shape.reduce((a, b) => a * b, 1);
    const values = new Float32Array(count);
    for (let index = 0; index < count; index++) {
      const at = offset + index * size;
      values[index] =
        size === 4
          ? view.getFloat32(at, true)
          : (quantization?.min ?? 0) +
            (size === 1 ? view.getUint8(at) : view.getUint16(at, true)) *
              (quantization?.scale ?? 1);
    }
    weights.set(name, { shape, values });
    offset += count * size;
  }
  if (offset !== bytes.byteLength) throw new Error('the weights do not fill their bundle');
  return weights;
}

/** nsfwjs's MobileNetV2: its Keras topology and its weights, decoded. */
export async function loadBundledModel(): Promise<{ json: KerasModelJson; weights: Weights }> {
  const json = (await MobileNetV2Model.modelJson()).default as unknown as KerasModelJson;
  const [bundle, ...more] = MobileNetV2Model.weightBundles;
  if (!bundle || more.length > 0) throw new Error('nsfwjs ships no single weight bundle');
  const bytes = Buffer.from((await bundle()).default as unknown as string, 'base64');
  return {
    json,
    weights: decodeWeights(
      bytes,
      json.weightsManifest.flatMap((g) => g.weights),
    ),
  };
}
