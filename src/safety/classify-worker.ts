/**
 * The image classifier's own process (`image-classifier.ts` forks it on the first image and ends
 * it once idle, which gives the model's memory back to the system): nsfwjs's MobileNetV2 (bundled
 * in its npm package), folded into few kernels (`folded-model.ts`), on TensorFlow.js's
 * WebAssembly backend with SIMD (its `.wasm` files ship in the npm package too); images decoded
 * and shrunk to the model's 224×224 by `@napi-rs/canvas` (only still images within the pixel cap
 * reach it: `image-classifier.ts` reads each header first). The model loads on the first message;
 * the messages are answered one at a time, in turn. It imports only packages, types and
 * `folded-model.ts`, so Node.js runs it from source (type stripping) as from `dist/`.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import * as tf from '@tensorflow/tfjs-core';
import '@tensorflow/tfjs-backend-wasm';
import { MobileNetV2Model } from 'nsfwjs/models/mobilenet_v2';
import type { ClassifyReply, ClassifyRequest } from './classify-protocol.js';
import { type FoldedModel, foldModel, type KerasModelJson } from './folded-model.ts';

/** The model's input side, in pixels. */
const SIZE = 224;

/** The model's outputs, in order (nsfwjs's `NSFW_CLASSES`). */
const CLASSES = ['drawing', 'hentai', 'neutral', 'porn', 'sexy'] as const;

const EMPTY = new Uint8Array(0);

/** The bundled model, from memory: nsfwjs's own loader would log to the console. */
async function loadModel(): Promise<FoldedModel> {
  tf.enableProdMode();
  await tf.setBackend('wasm');
  await tf.ready();
  const json = (await MobileNetV2Model.modelJson()).default as unknown as KerasModelJson;
  const [bundle] = MobileNetV2Model.weightBundles;
  if (!bundle) throw new Error('nsfwjs ships no weights for MobileNetV2');
  const bytes = Buffer.from((await bundle()).default as unknown as string, 'base64');
  const specs = json.weightsManifest.flatMap((group) => group.weights);
  const weights = tf.io.decodeWeights(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    specs,
  );
  const folded = foldModel(json, weights);
  // A first run makes the kernels' packed weights and lets the engine compile their hot code, so
  // that the first image costs what the next ones do (the start's cost is counted as such).
  tf.tidy(() => void folded.run(tf.zeros([1, SIZE, SIZE, 3])).dataSync());
  return folded;
}

/** The image at the model's size, as one batch of RGB in [0, 1] (what nsfwjs feeds the model). */
async function batchOf(image: Uint8Array): Promise<tf.Tensor4D> {
  const decoded = await loadImage(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
  const canvas = createCanvas(SIZE, SIZE);
  const context = canvas.getContext('2d');
  context.drawImage(decoded, 0, 0, SIZE, SIZE);
  // Frees the decoded bitmap now: the garbage collector does not see its native memory (up to
  // 64 MiB at the pixel cap), so it would otherwise outlive several checks.
  decoded.src = EMPTY;
  const rgba = context.getImageData(0, 0, SIZE, SIZE).data;
  const rgb = new Float32Array(SIZE * SIZE * 3);
  for (let from = 0, to = 0; from < rgba.length; from += 4) {
    rgb[to++] = (rgba[from] ?? 0) / 255;
    rgb[to++] = (rgba[from + 1] ?? 0) / 255;
    rgb[to++] = (rgba[from + 2] ?? 0) / 255;
  }
  return tf.tensor4d(rgb, [1, SIZE, SIZE, 3], 'float32');
}

let model: Promise<FoldedModel> | undefined;

/** This process's CPU time in ms, all its threads. */
function cpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

async function classify(request: ClassifyRequest): Promise<ClassifyReply> {
  model ??= loadModel().catch((error: unknown) => {
    model = undefined;
    throw error;
  });
  const loaded = await model;
  const started = cpuMs();
  const batch = await batchOf(request.image);
  try {
    const output = loaded.run(batch);
    const probabilities = await output.data();
    output.dispose();
    const scores = Object.fromEntries(
      CLASSES.map((name, index) => [name, probabilities[index] ?? Number.NaN]),
    );
    return { id: request.id, scores, cpuMs: cpuMs() - started };
  } finally {
    batch.dispose();
  }
}

/** The images in turn, one at a time (each one's CPU its own). */
let queue: Promise<unknown> = Promise.resolve();

const send = (reply: ClassifyReply) => process.send?.(reply);

process.on('message', (request: ClassifyRequest) => {
  queue = queue.then(() =>
    classify(request).then(send, (error: unknown) =>
      send({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
    ),
  );
});
process.on('disconnect', () => process.exit(0));
