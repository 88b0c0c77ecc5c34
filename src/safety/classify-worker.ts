/**
 * The image classifier's own process (`image-classifier.ts` forks it on the first image and ends
 * it once idle, which gives the model's memory back to the system): nsfwjs's MobileNetV2 as the
 * ONNX file its argument names (folded once: `model-file.ts`), run by ONNX Runtime's CPU provider
 * on one thread (its native library ships in the `onnxruntime-node` npm package); images decoded
 * and shrunk to the model's 224×224 by `@napi-rs/canvas` (only still images within the pixel cap
 * reach it: `image-classifier.ts` reads each header first). The model loads on the first message;
 * the messages are answered one at a time, in turn. It imports only packages and types, so
 * Node.js runs it from source (type stripping) as from `dist/`.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import type { ClassifyReply, ClassifyRequest } from './classify-protocol.js';

/** The model's input side, in pixels: `MODEL_SIDE` of `classify-protocol.ts` (no value imported here). */
const SIZE = 224;

/** The model's outputs, in order (nsfwjs's `NSFW_CLASSES`). */
const CLASSES = ['drawing', 'hentai', 'neutral', 'porn', 'sexy'] as const;

const EMPTY = new Uint8Array(0);

/**
 * One thread, as CPU time is what counts (a second would save wall time, not CPU, and the bot has
 * two cores to share); the memory arena on, so that a run's buffers (about 10 MB, planned once)
 * are reused rather than asked of the system at each image, which costs a third more CPU when
 * large blocks are mapped (`classifier-process.ts`); ONNX Runtime's own messages below errors not
 * written (they would reach the bot's log).
 */
const SESSION_OPTIONS: InferenceSession.SessionOptions = {
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
  executionMode: 'sequential',
  graphOptimizationLevel: 'all',
  enableCpuMemArena: true,
  logSeverityLevel: 3,
};

/** The model file, read by ONNX Runtime itself (its bytes never held by JavaScript). */
const MODEL_PATH = process.argv[2] ?? '';

async function loadModel(): Promise<InferenceSession> {
  const session = await InferenceSession.create(MODEL_PATH, SESSION_OPTIONS);
  // A first run lets the runtime plan its buffers, so that the first image costs what the next
  // ones do (the start's cost is counted as such).
  await session.run({ [inputOf(session)]: batchOf(new Uint8ClampedArray(SIZE * SIZE * 4)) });
  return session;
}

const inputOf = (session: InferenceSession) => session.inputNames[0] ?? '';

/** The model's input, reused for each image: a [1, 3, SIZE, SIZE] batch (channels first, NCHW). */
const rgb = new Float32Array(3 * SIZE * SIZE);
const batch = new Tensor('float32', rgb, [1, 3, SIZE, SIZE]);

/** RGBA pixels at the model's size as the model's batch of RGB in [0, 1]. */
function batchOf(rgba: Uint8ClampedArray): Tensor {
  const plane = SIZE * SIZE;
  for (let pixel = 0, from = 0; pixel < plane; pixel++, from += 4) {
    rgb[pixel] = (rgba[from] ?? 0) / 255;
    rgb[plane + pixel] = (rgba[from + 1] ?? 0) / 255;
    rgb[2 * plane + pixel] = (rgba[from + 2] ?? 0) / 255;
  }
  return batch;
}

const context = createCanvas(SIZE, SIZE).getContext('2d');

/** The image's RGBA pixels at the model's size (what nsfwjs feeds the model). */
async function pixelsOf(image: Uint8Array): Promise<Uint8ClampedArray> {
  const decoded = await loadImage(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
  context.clearRect(0, 0, SIZE, SIZE);
  context.drawImage(decoded, 0, 0, SIZE, SIZE);
  // Frees the decoded bitmap now: the garbage collector does not see its native memory (up to
  // 64 MiB at the pixel cap), so it would otherwise outlive several checks.
  decoded.src = EMPTY;
  return context.getImageData(0, 0, SIZE, SIZE).data;
}

let model: Promise<InferenceSession> | undefined;

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
  const session = await model;
  const started = cpuMs();
  if ('pixels' in request && request.pixels.length !== SIZE * SIZE * 4)
    throw new Error(`pixels sent for ${SIZE}×${SIZE} are ${request.pixels.length} bytes`);
  const batch = batchOf('pixels' in request ? request.pixels : await pixelsOf(request.image));
  const outputs = await session.run({ [inputOf(session)]: batch });
  const probabilities = outputs[session.outputNames[0] ?? '']?.data as Float32Array | undefined;
  const scores = Object.fromEntries(
    CLASSES.map((name, index) => [name, probabilities?.[index] ?? Number.NaN]),
  );
  return { id: request.id, scores, cpuMs: cpuMs() - started };
}

/**
 * The bytes of images answered since the last full collection: Skia's decoded image keeps the
 * bytes it was read from alive until a full collection, which V8, unaware of the native memory,
 * runs only once about 25 MB of them have piled up.
 */
let heldBytes = 0;

/** A full collection (about 6 ms here) once this much of images' bytes is held. */
const FULL_COLLECTION_BYTES = 4 << 20;

/**
 * Once an image is answered, it (as sent: up to a few MB) and its pixels are garbage: a
 * young-generation pass (about 0.1 ms) frees the pixels now, and a full one, once
 * {@link FULL_COLLECTION_BYTES} of images are held, the images' bytes.
 */
function collect(image: ArrayBufferView): void {
  heldBytes += image.byteLength;
  const full = heldBytes >= FULL_COLLECTION_BYTES;
  if (full) heldBytes = 0;
  globalThis.gc?.({ type: full ? 'major' : 'minor' });
}

/** The images in turn, one at a time (each one's CPU its own). */
let queue: Promise<unknown> = Promise.resolve();

const send = (reply: ClassifyReply) => process.send?.(reply);

process.on('message', (request: ClassifyRequest) => {
  queue = queue.then(() =>
    classify(request)
      .then(send, (error: unknown) =>
        send({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
      )
      .then(() => collect('pixels' in request ? request.pixels : request.image)),
  );
});
process.on('disconnect', () => process.exit(0));
