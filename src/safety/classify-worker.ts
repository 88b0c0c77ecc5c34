/**
 * The image classifier's worker thread (`image-classifier.ts` starts it): nsfwjs's MobileNetV2
 * (bundled in its npm package) on TensorFlow.js's WebAssembly backend (its `.wasm` files ship in
 * the npm package too), images decoded and shrunk to the model's 224×224 by `@napi-rs/canvas`
 * (only still images within the pixel cap reach it: `image-classifier.ts` reads each header first).
 * The model loads on the first message; the messages are answered one at a time, in turn. It imports only
 * packages and types, so Node.js runs it from source (type stripping) as from `dist/`.
 */
import { parentPort } from 'node:worker_threads';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import * as tf from '@tensorflow/tfjs';
import '@tensorflow/tfjs-backend-wasm';
import { NSFWJS } from 'nsfwjs/core';
import { MobileNetV2Model } from 'nsfwjs/models/mobilenet_v2';
import type { ClassifyReply, ClassifyRequest } from './classify-protocol.js';

/** The model's input side, in pixels. */
const SIZE = 224;

const EMPTY = new Uint8Array(0);

interface ModelJson {
  readonly modelTopology: object;
  readonly weightsManifest: readonly { readonly weights: tf.io.WeightsManifestEntry[] }[];
}

/** The bundled model, from memory: nsfwjs's own loader would log to the console. */
async function loadModel(): Promise<NSFWJS> {
  await tf.setBackend('wasm');
  await tf.ready();
  const json = (await MobileNetV2Model.modelJson()).default as unknown as ModelJson;
  const [bundle] = MobileNetV2Model.weightBundles;
  if (!bundle) throw new Error('nsfwjs ships no weights for MobileNetV2');
  const bytes = Buffer.from((await bundle()).default as unknown as string, 'base64');
  const handler = tf.io.fromMemory({
    modelTopology: json.modelTopology,
    weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
    weightData: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
  });
  const model = new NSFWJS(handler, { size: SIZE });
  await model.load();
  return model;
}

/** The image's RGB pixels at the model's size. */
async function pixelsOf(image: Uint8Array): Promise<tf.Tensor3D> {
  const decoded = await loadImage(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
  const canvas = createCanvas(SIZE, SIZE);
  const context = canvas.getContext('2d');
  context.drawImage(decoded, 0, 0, SIZE, SIZE);
  // Frees the decoded bitmap now: the garbage collector does not see its native memory (up to
  // 64 MiB at the pixel cap), so it would otherwise outlive several checks.
  decoded.src = EMPTY;
  const rgba = context.getImageData(0, 0, SIZE, SIZE).data;
  const rgb = new Int32Array(SIZE * SIZE * 3);
  for (let from = 0, to = 0; from < rgba.length; from += 4) {
    rgb[to++] = rgba[from] ?? 0;
    rgb[to++] = rgba[from + 1] ?? 0;
    rgb[to++] = rgba[from + 2] ?? 0;
  }
  return tf.tensor3d(rgb, [SIZE, SIZE, 3], 'int32');
}

let model: Promise<NSFWJS> | undefined;

/**
 * This thread's CPU time in ms (`process.threadCpuUsage`, Node.js 23.9+), else the process's
 * (which counts the other threads too).
 */
function cpuMs(): number {
  const usage =
    (process as { threadCpuUsage?: () => NodeJS.CpuUsage }).threadCpuUsage?.() ??
    process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

async function classify(request: ClassifyRequest): Promise<ClassifyReply> {
  model ??= loadModel().catch((error: unknown) => {
    model = undefined;
    throw error;
  });
  const loaded = await model;
  const started = cpuMs();
  const pixels = await pixelsOf(request.image);
  try {
    const classes = await loaded.classify(pixels, 5);
    const scores = Object.fromEntries(
      classes.map(({ className, probability }) => [className.toLowerCase(), probability]),
    );
    return { id: request.id, scores, cpuMs: cpuMs() - started };
  } finally {
    pixels.dispose();
  }
}

/** The images in turn, one at a time (each one's CPU its own). */
let queue: Promise<unknown> = Promise.resolve();

parentPort?.on('message', (request: ClassifyRequest) => {
  queue = queue.then(() =>
    classify(request).then(
      (reply) => parentPort?.postMessage(reply),
      (error: unknown) =>
        parentPort?.postMessage({
          id: request.id,
          error: error instanceof Error ? error.message : String(error),
        } satisfies ClassifyReply),
    ),
  );
});
