/**
 * nsfwjs's MobileNetV2 (a Keras model: `bundled-model.ts`) as an ONNX graph for ONNX Runtime, in
 * few nodes: each batch normalisation folded into the convolution before it (its filter scaled,
 * its bias moved), each zero padding given to the next convolution as its own, a depthwise
 * convolution as a grouped one. Keras computes channels last; the graph takes its input and keeps
 * its activations channels first (NCHW, ONNX's `Conv`), so each kernel is transposed here once.
 * The graph is built in memory (`onnx-graph.ts`) and gives the same scores. It imports only
 * packages, types and `onnx-graph.ts`, so Node.js runs it from source (type stripping) as from
 * `dist/`.
 */
import type { onnx } from 'onnx-proto';
import type { KerasLayer, KerasModelJson, Weight, Weights } from './bundled-model.ts';
import { encodeModel, node, tensor } from './onnx-graph.ts';

type Activation = 'linear' | 'relu' | 'relu6';

/** A convolution being folded: its weights and activation change as the layers after it fold in. */
interface Convolution {
  readonly depthwise: boolean;
  /** Keras's layout: height, width, in, out (or, depthwise, the multiplier). */
  kernel: Weight;
  bias: Float32Array | undefined;
  activation: Activation;
  readonly strides: readonly number[];
  /** ONNX's pads (top, left, bottom, right), or Keras's `same` as ONNX's `SAME_UPPER`. */
  readonly pads: readonly number[] | 'SAME_UPPER';
}

/**
 * A Keras kernel (height, width, in, out) in ONNX's layout (out, in, height, width); a depthwise
 * one (height, width, channels, multiplier) as a grouped convolution's (channels × multiplier,
 * 1, height, width): the same loop, reading its last two axes as one.
 */
function onnxKernel({ shape, values }: Weight, depthwise: boolean): Weight {
  const [height = 1, width = 1, inputs = 1, outputs = 1] = shape;
  const [ins, outs] = depthwise ? [1, inputs * outputs] : [inputs, outputs];
  const out = new Float32Array(values.length);
  for (let o = 0; o < outs; o++)
    for (let i = 0; i < ins; i++)
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++)
          out[((o * ins + i) * height + y) * width + x] =
            values[((y * width + x) * ins + i) * outs + o] ?? 0;
  return { shape: [outs, ins, height, width], values: out };
}

/**
 * Folds `gamma · (y − mean) / √(variance + ε) + beta` into the convolution that makes `y`: its
 * kernel scaled per output channel (the last Keras axis, or channel × multiplier), its bias moved.
 */
function foldNormalization(c: Convolution, epsilon: number, at: (name: string) => Float32Array) {
  const [gamma, beta, mean, variance] = ['gamma', 'beta', 'moving_mean', 'moving_variance'].map(at);
  if (!gamma || !beta || !mean || !variance) return;
  const scale = gamma.map((g, channel) => g / Math.sqrt((variance[channel] ?? 0) + epsilon));
  const kernel = c.kernel.values.map((value, index) => value * (scale[index % scale.length] ?? 0));
  const bias = scale.map(
    (s, channel) => ((c.bias?.[channel] ?? 0) - (mean[channel] ?? 0)) * s + (beta[channel] ?? 0),
  );
  c.kernel = { shape: c.kernel.shape, values: kernel };
  c.bias = bias;
}

const pair = (value: unknown): [number, number] => {
  const [a, b] = value as [number, number];
  return [a, b];
};

/**
 * The ONNX model (its protobuf bytes) of the Keras topology and its weights: input the layers'
 * first, a [1, 3, size, size] batch of RGB in [0, 1]; output the last layer's probabilities.
 * Throws on a layer or option it does not know, so that another model is never run half
 * understood.
 */
export function foldModel(json: KerasModelJson, weights: Weights): Uint8Array {
  const layers = json.modelTopology.model_config.config.layers;
  const inputsOf = (layer: KerasLayer) => (layer.inbound_nodes[0] ?? []).map(([name]) => name);
  const readers = new Map<string, number>();
  for (const layer of layers)
    for (const name of inputsOf(layer)) readers.set(name, (readers.get(name) ?? 0) + 1);
  const weight = (layer: string, name: string): Weight => {
    const found = weights.get(`${layer}/${name}`);
    if (!found) throw new Error(`the model has no weight ${layer}/${name}`);
    return found;
  };
  const aliases = new Map<string, string>();
  const paddings = new Map<string, [[number, number], [number, number]]>();
  const convolutions = new Map<string, Convolution>();
  /** Each layer's nodes, made once every layer has folded into the convolutions. */
  const steps: (() => onnx.INodeProto[])[] = [];
  const initializers: onnx.ITensorProto[] = [
    tensor('relu6/min', [], Float32Array.of(0)),
    tensor('relu6/max', [], Float32Array.of(6)),
  ];
  const resolve = (name: string): string => aliases.get(name) ?? name;
  /** The convolution `layer` reads, when it is its only reader and may take it in. */
  const foldable = (layer: KerasLayer): Convolution | undefined => {
    const [input] = inputsOf(layer);
    if (input === undefined || readers.get(input) !== 1) return undefined;
    const convolution = convolutions.get(resolve(input));
    return convolution?.activation === 'linear' ? convolution : undefined;
  };
  const activate = (activation: Activation, name: string, x: string): onnx.INodeProto[] =>
    activation === 'relu'
      ? [node('Relu', [x], name)]
      : activation === 'relu6'
        ? [node('Clip', [x, 'relu6/min', 'relu6/max'], name)]
        : [];
  let size = 0;

  for (const layer of layers) {
    const { config } = layer;
    const { name } = config;
    const inputs = inputsOf(layer).map(resolve);
    const [x = ''] = inputs;
    switch (layer.class_name) {
      case 'InputLayer': {
        const [, height, width, channels] = config.batch_input_shape as number[];
        if (height !== width || channels !== 3) throw new Error(`${name}: not a square RGB input`);
        size = height ?? 0;
        break;
      }
      case 'Dropout':
        aliases.set(name, x);
        break;
      case 'ZeroPadding2D':
        aliases.set(name, x);
        paddings.set(name, config.padding as [[number, number], [number, number]]);
        break;
      case 'Conv2D':
      case 'DepthwiseConv2D': {
        const depthwise = layer.class_name === 'DepthwiseConv2D';
        const padding = paddings.get(inputsOf(layer)[0] ?? '');
        if (padding && config.padding !== 'valid') throw new Error(`${name}: padding twice`);
        if (pair(config.dilation_rate).some((rate) => rate !== 1))
          throw new Error(`${name}: a dilated convolution`);
        if (config.activation !== 'linear' && config.activation !== 'relu')
          throw new Error(`${name}: activation ${String(config.activation)}`);
        const [[top, bottom], [left, right]] = padding ?? [
          [0, 0],
          [0, 0],
        ];
        const convolution: Convolution = {
          depthwise,
          kernel: weight(name, depthwise ? 'depthwise_kernel' : 'kernel'),
          bias: config.use_bias ? weight(name, 'bias').values : undefined,
          activation: config.activation,
          strides: pair(config.strides),
          pads: config.padding === 'same' ? 'SAME_UPPER' : [top, left, bottom, right],
        };
        convolutions.set(name, convolution);
        steps.push(() => {
          const c = convolution;
          const kernel = onnxKernel(c.kernel, c.depthwise);
          const [outputs = 0, , height = 0, width = 0] = kernel.shape;
          initializers.push(tensor(`${name}/W`, kernel.shape, kernel.values));
          if (c.bias) initializers.push(tensor(`${name}/B`, [outputs], c.bias));
          const activated = c.activation !== 'linear';
          return [
            node(
              'Conv',
              [x, `${name}/W`, ...(c.bias ? [`${name}/B`] : [])],
              activated ? `${name}/conv` : name,
              {
                kernel_shape: [height, width],
                strides: c.strides,
                group: c.depthwise ? outputs : 1,
                auto_pad: c.pads === 'SAME_UPPER' ? c.pads : undefined,
                pads: c.pads === 'SAME_UPPER' ? undefined : c.pads,
              },
            ),
            ...activate(c.activation, name, `${name}/conv`),
          ];
        });
        break;
      }
      case 'BatchNormalization': {
        const convolution = foldable(layer);
        if (!convolution) throw new Error(`${name}: no convolution to fold into`);
        foldNormalization(convolution, Number(config.epsilon), (w) => weight(name, w).values);
        aliases.set(name, x);
        break;
      }
      case 'ReLU': {
        const convolution = foldable(layer);
        const relu6 = config.max_value === 6 && !config.negative_slope && !config.threshold;
        if (!convolution || !relu6) throw new Error(`${name}: a ReLU that does not fold`);
        convolution.activation = 'relu6';
        aliases.set(name, x);
        break;
      }
      case 'Add':
        steps.push(() => [node(inputs.length === 2 ? 'Add' : 'Sum', inputs, name)]);
        break;
      case 'AveragePooling2D': {
        if (config.padding !== 'valid')
          throw new Error(`${name}: padding ${String(config.padding)}`);
        const attributes = { kernel_shape: pair(config.pool_size), strides: pair(config.strides) };
        steps.push(() => [node('AveragePool', inputs, name, attributes)]);
        break;
      }
      case 'Flatten':
        steps.push(() => [
          node('Transpose', inputs, `${name}/nhwc`, { perm: [0, 2, 3, 1] }),
          node('Flatten', [`${name}/nhwc`], name, { axis: 1 }),
        ]);
        break;
      case 'Dense': {
        const activation = config.activation;
        if (activation !== 'relu' && activation !== 'linear' && activation !== 'softmax')
          throw new Error(`${name}: activation ${String(activation)}`);
        const kernel = weight(name, 'kernel');
        const bias = config.use_bias ? weight(name, 'bias') : undefined;
        steps.push(() => {
          initializers.push(tensor(`${name}/W`, kernel.shape, kernel.values));
          if (bias) initializers.push(tensor(`${name}/B`, bias.shape, bias.values));
          const out = activation === 'linear' ? name : `${name}/gemm`;
          return [
            node('Gemm', [x, `${name}/W`, ...(bias ? [`${name}/B`] : [])], out),
            ...(activation === 'relu' ? [node('Relu', [out], name)] : []),
            ...(activation === 'softmax' ? [node('Softmax', [out], name, { axis: 1 })] : []),
          ];
        });
        break;
      }
      default:
        throw new Error(`${name}: the folded model does not know ${layer.class_name} layers`);
    }
  }

  return encodeModel({
    name: 'nsfwjs-mobilenet-v2-folded',
    nodes: steps.flatMap((step) => step()),
    initializers,
    input: { name: layers[0]?.config.name ?? '', dims: [1, 3, size, size] },
    output: resolve(layers.at(-1)?.config.name ?? ''),
  });
}
