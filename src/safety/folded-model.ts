/**
 * nsfwjs's MobileNetV2 (a Keras model: its layers and their weights, in its npm package) made
 * ready to run on TensorFlow.js's WebAssembly backend in few kernels: each batch normalisation
 * folded into the convolution before it, each ReLU6 and bias fused into it, each zero padding
 * given to the next convolution as its own. The model gives the same scores; half its CPU was
 * those separate passes over the activations. It imports only packages and types, so Node.js
 * runs it from source (type stripping) as from `dist/`.
 */
import * as tf from '@tensorflow/tfjs-core';

/** A Keras layer of the model's topology (`model.json`): what {@link foldModel} reads of it. */
interface KerasLayer {
  readonly class_name: string;
  readonly config: Readonly<Record<string, unknown>> & { readonly name: string };
  readonly inbound_nodes: readonly (readonly (readonly [string, ...unknown[]])[])[];
}

/** The model's `model.json`: a Keras functional model and where its weights are. */
export interface KerasModelJson {
  readonly modelTopology: {
    readonly model_config: { readonly config: { readonly layers: readonly KerasLayer[] } };
  };
  readonly weightsManifest: readonly { readonly weights: tf.io.WeightsManifestEntry[] }[];
}

type Activation = 'linear' | 'relu' | 'relu6';

/** One step of the folded model: its input layers' outputs in, its output out. */
type Step = (inputs: readonly tf.Tensor[]) => tf.Tensor;

/** A convolution being folded: its weights and activation change as the layers after it fold in. */
interface Convolution {
  readonly kind: 'conv' | 'depthwise';
  filter: tf.Tensor4D;
  bias: tf.Tensor1D | undefined;
  activation: Activation;
  readonly strides: [number, number];
  readonly pad: 'same' | 'valid' | [[0, 0], [number, number], [number, number], [0, 0]];
}

/**
 * A model ready to classify: `run` maps a [1, size, size, 3] batch in [0, 1] to probabilities,
 * each activation freed as soon as the layers reading it have run (the WebAssembly heap never
 * shrinks, so its peak is what the process keeps).
 */
export interface FoldedModel {
  run(batch: tf.Tensor4D): tf.Tensor;
  dispose(): void;
}

const pair = (value: unknown): [number, number] => {
  const [a, b] = value as [number, number];
  return [a, b];
};

/**
 * Builds the folded model from the Keras topology and its weights (decoded by name). Throws on a
 * layer it does not know, so that another model is never run half understood.
 */
export function foldModel(json: KerasModelJson, weights: tf.NamedTensorMap): FoldedModel {
  const layers = json.modelTopology.model_config.config.layers;
  const inputsOf = (layer: KerasLayer) => (layer.inbound_nodes[0] ?? []).map(([name]) => name);
  const readers = new Map<string, number>();
  for (const layer of layers) {
    for (const name of inputsOf(layer)) readers.set(name, (readers.get(name) ?? 0) + 1);
  }
  const weight = <T extends tf.Tensor>(layer: string, name: string): T => {
    const tensor = weights[`${layer}/${name}`];
    if (!tensor) throw new Error(`the model has no weight ${layer}/${name}`);
    return tensor as T;
  };
  /** Each layer's name → the step computing it, or the layer it is an alias of (folded). */
  const steps = new Map<string, { step: Step; inputs: readonly string[] }>();
  const aliases = new Map<string, string>();
  const paddings = new Map<string, [[number, number], [number, number]]>();
  const convolutions = new Map<string, Convolution>();
  const dense: tf.Tensor[] = [];
  const resolve = (name: string): string => aliases.get(name) ?? name;
  /** The convolution `layer` reads, when it is its only reader and may take it in. */
  const foldable = (layer: KerasLayer): Convolution | undefined => {
    const [input] = inputsOf(layer);
    if (input === undefined || readers.get(input) !== 1) return undefined;
    const convolution = convolutions.get(resolve(input));
    return convolution?.activation === 'linear' ? convolution : undefined;
  };

  for (const layer of layers) {
    const { name } = layer.config;
    const config = layer.config;
    const inputs = inputsOf(layer).map(resolve);
    switch (layer.class_name) {
      case 'InputLayer':
        break;
      case 'Dropout':
        aliases.set(name, inputs[0] ?? '');
        break;
      case 'ZeroPadding2D': {
        const [input] = inputs;
        aliases.set(name, input ?? '');
        paddings.set(name, config.padding as [[number, number], [number, number]]);
        break;
      }
      case 'Conv2D':
      case 'DepthwiseConv2D': {
        const [input] = inputsOf(layer);
        const padding = input === undefined ? undefined : paddings.get(input);
        if (padding && config.padding !== 'valid') throw new Error(`${name}: padding twice`);
        const depthwise = layer.class_name === 'DepthwiseConv2D';
        const convolution: Convolution = {
          kind: depthwise ? 'depthwise' : 'conv',
          filter: weight(name, depthwise ? 'depthwise_kernel' : 'kernel'),
          bias: config.use_bias ? weight<tf.Tensor1D>(name, 'bias') : undefined,
          activation: config.activation === 'relu' ? 'relu' : 'linear',
          strides: pair(config.strides),
          pad: padding
            ? [[0, 0], padding[0], padding[1], [0, 0]]
            : (config.padding as 'same' | 'valid'),
        };
        if (config.activation !== 'linear' && config.activation !== 'relu')
          throw new Error(`${name}: activation ${String(config.activation)}`);
        convolutions.set(name, convolution);
        steps.set(name, { step: ([x]) => convolve(x as tf.Tensor4D, convolution), inputs });
        break;
      }
      case 'BatchNormalization': {
        const convolution = foldable(layer);
        if (!convolution) throw new Error(`${name}: no convolution to fold into`);
        foldNormalization(convolution, name, Number(config.epsilon), weight);
        aliases.set(name, inputs[0] ?? '');
        break;
      }
      case 'ReLU': {
        const convolution = foldable(layer);
        const relu6 = config.max_value === 6 && !config.negative_slope && !config.threshold;
        if (!convolution || !relu6) throw new Error(`${name}: a ReLU that does not fold`);
        convolution.activation = 'relu6';
        aliases.set(name, inputs[0] ?? '');
        break;
      }
      case 'Add':
        steps.set(name, { step: (xs) => tf.addN(xs as tf.Tensor[]), inputs });
        break;
      case 'AveragePooling2D': {
        const pool = pair(config.pool_size);
        const strides = pair(config.strides);
        const padding = config.padding as 'same' | 'valid';
        steps.set(name, {
          step: ([x]) => tf.avgPool(x as tf.Tensor4D, pool, strides, padding),
          inputs,
        });
        break;
      }
      case 'Flatten':
        steps.set(name, { step: ([x]) => tf.reshape(x as tf.Tensor, [1, -1]), inputs });
        break;
      case 'Dense': {
        const b = weight<tf.Tensor2D>(name, 'kernel');
        const bias = config.use_bias ? weight<tf.Tensor1D>(name, 'bias') : undefined;
        dense.push(b, ...(bias ? [bias] : []));
        const activation = config.activation as 'relu' | 'linear' | 'softmax';
        steps.set(name, {
          step: ([x]) => {
            const fused = activation === 'relu' ? 'relu' : 'linear';
            const out = tf.fused.matMul({ a: x as tf.Tensor2D, b, bias, activation: fused });
            return activation === 'softmax' ? tf.softmax(out) : out;
          },
          inputs,
        });
        break;
      }
      default:
        throw new Error(`${name}: the folded model does not know ${layer.class_name} layers`);
    }
  }

  const order = [...steps.entries()];
  const input = layers[0]?.config.name ?? '';
  const output = resolve(layers.at(-1)?.config.name ?? '');
  const kept = new Set<tf.Tensor>(dense);
  for (const { filter, bias } of convolutions.values())
    for (const t of [filter, bias]) t && kept.add(t);
  tf.dispose(Object.values(weights).filter((tensor) => !kept.has(tensor)));
  const readersLeft = new Map<string, number>();
  for (const [, { inputs }] of order)
    for (const from of inputs) readersLeft.set(from, (readersLeft.get(from) ?? 0) + 1);
  return {
    run(batch) {
      const values = new Map<string, tf.Tensor>([[input, batch]]);
      const left = new Map(readersLeft);
      for (const [name, { step, inputs }] of order) {
        const read = inputs.map((from) => values.get(from) as tf.Tensor);
        values.set(
          name,
          tf.tidy(() => step(read)),
        );
        for (const from of inputs) {
          const remaining = (left.get(from) ?? 1) - 1;
          left.set(from, remaining);
          if (remaining === 0 && from !== input && from !== output) values.get(from)?.dispose();
        }
      }
      return values.get(output) as tf.Tensor;
    },
    dispose: () => tf.dispose([...kept]),
  };
}

/**
 * Runs a convolution with its bias and activation. A depthwise one takes explicit padding as the
 * other does (`computeConv2DInfo` reads both alike), though its declared type does not say so.
 */
function convolve(x: tf.Tensor4D, c: Convolution): tf.Tensor4D {
  const { filter, bias, activation, strides, pad } = c;
  return c.kind === 'conv'
    ? tf.fused.conv2d({ x, filter, strides, pad, bias, activation })
    : tf.fused.depthwiseConv2d({ x, filter, strides, pad: pad as 'valid', bias, activation });
}

/**
 * Folds `gamma · (y − mean) / √(variance + ε) + beta` into the convolution that makes `y`: its
 * filter scaled per output channel, its bias moved.
 */
function foldNormalization(
  c: Convolution,
  layer: string,
  epsilon: number,
  weight: <T extends tf.Tensor>(layer: string, name: string) => T,
): void {
  const [filter, bias] = tf.tidy(() => {
    const scale = tf.div(
      weight(layer, 'gamma'),
      tf.sqrt(tf.add(weight(layer, 'moving_variance'), epsilon)),
    );
    const [height, width, channels, depth] = c.filter.shape;
    const scaled =
      c.kind === 'conv'
        ? tf.mul(c.filter, scale)
        : tf.mul(c.filter, tf.reshape(scale, [1, 1, channels, depth]));
    const moved = tf.sub(c.bias ?? 0, weight(layer, 'moving_mean'));
    const shifted = tf.add(tf.mul(moved, scale), weight(layer, 'beta'));
    return [tf.reshape(scaled, [height, width, channels, depth]), shifted] as const;
  });
  const normalization = ['gamma', 'beta', 'moving_mean', 'moving_variance'].map((name) =>
    weight(layer, name),
  );
  tf.dispose([c.filter, ...(c.bias ? [c.bias] : []), ...normalization]);
  c.filter = filter as tf.Tensor4D;
  c.bias = bias as tf.Tensor1D;
}
