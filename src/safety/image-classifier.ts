import { existsSync } from 'node:fs';
import { CONFIG_DEFAULTS } from '../core/config-fields.js';
import type { Logger } from '../core/logger.js';
import { sharpInput } from '../core/sharp-input.js';
import { type ClassifierProcess, forkClassifier, writeModelFile } from './classifier-process.js';
import { type ClassifyReply, type ClassifyRequest, MODEL_SIDE } from './classify-protocol.js';
import { imageFormatOf } from './image-format.js';
import { DEFAULT_MODEL_DIR, modelFilePath } from './model-file.js';

/** The model's probability of each of its classes, each in [0, 1], together 1. */
export interface ImageScores {
  readonly drawing: number;
  readonly hentai: number;
  readonly neutral: number;
  readonly porn: number;
  readonly sexy: number;
}

/** What checking an image found: its scores, or that it could not be checked (and why, for logs). */
export type ImageCheck =
  | { readonly checked: true; readonly scores: ImageScores; readonly cpuMs: number }
  | { readonly checked: false; readonly problem: string };

/** A check as the process answered it: a failure of a process that died or hung is `lost`. */
type Checked =
  | Extract<ImageCheck, { checked: true }>
  | { readonly checked: false; readonly problem: string; readonly lost?: boolean };

/** `check` as callers see it. */
const withoutLost = (check: Checked): ImageCheck =>
  check.checked ? check : { checked: false, problem: check.problem };

/** Classifies finished images before they are posted. */
export interface ImageClassifier {
  /**
   * Never rejects: a dead, failing or slow classifier answers `checked: false`, and so does an
   * image it does not decode: not a PNG, JPEG, GIF or WebP, animated, or over `maxPixels`.
   */
  check(image: Uint8Array): Promise<ImageCheck>;
  /** Stops the classifier's process (failing the checks it had); a later check starts it again. */
  close(): Promise<void>;
  /** The classifier's process id while it runs, for measurements; undefined once it has exited. */
  processId?(): number | undefined;
}

/** Options of {@link createImageClassifier}. */
export interface ImageClassifierOptions {
  readonly logger: Logger;
  /** How long one image may take once sent, the model's first load included. @default 60 s */
  readonly timeoutMs?: number;
  /**
   * How long the classifier's process stays without an image before it exits, giving the model's
   * memory back; the next image starts it again (`IMAGE_CHECK_IDLE_MS`).
   * @default CONFIG_DEFAULTS.IMAGE_CHECK_IDLE_MS (5 minutes)
   */
  readonly idleMs?: number;
  /**
   * The most pixels an image may have to be decoded for its check, read from its header first:
   * decoding takes 4 bytes a pixel, so 4096×4096 holds the decode to 64 MiB. @default 16_777_216
   */
  readonly maxPixels?: number;
  /**
   * The most pixels a still image may have to be sent whole to the classifier's process, which
   * decodes it: a larger PNG, JPEG or WebP is shrunk here to the model's size by libvips (`sharp`)
   * as it is read (no bitmap of it, nor its bytes copied to the process; a JPEG decoded at an
   * eighth of its size already). 1024×1024 (a generation's usual result) holds a decode to 4 MiB;
   * a member's photo or scan, larger, is never copied to the process.
   * @default DOWNSCALE_ABOVE_PIXELS
   */
  readonly downscaleAbovePixels?: number;
  /**
   * The folder of the model file (`model-file.ts`): written there on the first check if missing
   * (about a second, once per nsfwjs version), read at each start of the classifier's process.
   * @default 'data' (the bot's data folder, relative to the working folder)
   */
  readonly modelDir?: string;
}

/** The default {@link ImageClassifierOptions.maxPixels}: 4096×4096, 64 MiB decoded as RGBA. */
export const MAX_CHECKED_PIXELS = 4096 * 4096;

/** The default {@link ImageClassifierOptions.downscaleAbovePixels}: 1024×1024. */
export const DOWNSCALE_ABOVE_PIXELS = 1024 * 1024;

/**
 * What the classifier's process is sent of `image`: a still PNG, JPEG or WebP over `abovePixels`,
 * its RGBA pixels at the model's size, shrunk here by libvips as it reads the image top to bottom
 * ({@link sharpInput}: a few rows held, never the whole bitmap); any other image, its bytes.
 */
async function requestOf(
  id: number,
  image: Uint8Array,
  limits: { readonly abovePixels: number; readonly maxPixels: number },
): Promise<ClassifyRequest> {
  const format = imageFormatOf(image);
  const large =
    format.shown && format.format !== 'gif' && format.width * format.height > limits.abovePixels;
  if (!large) return { id, image };
  const pixels = await sharpInput(image, limits.maxPixels)
    .resize(MODEL_SIDE, MODEL_SIDE, { fit: 'fill' })
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer();
  return { id, pixels: new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.length) };
}

/**
 * Why `image` is not sent to the model, from its header alone (nothing decoded), or undefined. An
 * animated image is not checked: the decoder sees its first frame only, and the others are posted.
 */
function uncheckableBecause(image: Uint8Array, maxPixels: number): string | undefined {
  const format = imageFormatOf(image);
  if (!format.shown) return `not an image the check reads (${format.type ?? 'unknown type'})`;
  if (format.animated) return `an animated ${format.format}: its frames are not checked`;
  const { width, height } = format;
  if (width * height > maxPixels)
    return `${width}×${height} is over the check's ${maxPixels} pixels`;
  return undefined;
}

const CLASSES = ['drawing', 'hentai', 'neutral', 'porn', 'sexy'] as const;

const scoresOf = (raw: Readonly<Record<string, number>>): ImageScores | undefined =>
  CLASSES.every((name) => Number.isFinite(raw[name]))
    ? (Object.fromEntries(CLASSES.map((name) => [name, raw[name]])) as unknown as ImageScores)
    : undefined;

/**
 * The classifier in a process of its own (`classifier-process.ts`), started on the first check
 * (the model loads then) and kept for the next ones until it has had nothing to do for `idleMs`:
 * it then exits, giving its memory back, and the next check starts it again. Images go to it one
 * at a time, in turn (it runs one at a time anyway): the next is shrunk and sent once the one
 * before is answered, so neither process holds a queue of images' bytes (in the pipe, or
 * received and waiting in the process). A process that dies or errs
 * fails the checks it had and is started again by the next one; a check unanswered `timeoutMs`
 * after it was sent fails them all and kills it.
 */
export function createImageClassifier(options: ImageClassifierOptions): ImageClassifier {
  const logger = options.logger.child({ component: 'image-classifier' });
  const timeoutMs = options.timeoutMs ?? 60_000;
  const idleMs = options.idleMs ?? CONFIG_DEFAULTS.IMAGE_CHECK_IDLE_MS;
  const maxPixels = options.maxPixels ?? MAX_CHECKED_PIXELS;
  const limits = {
    abovePixels: options.downscaleAbovePixels ?? DOWNSCALE_ABOVE_PIXELS,
    maxPixels,
  };
  const wantedModel = modelFilePath(options.modelDir ?? DEFAULT_MODEL_DIR);
  let modelPath: string | undefined;
  let writing: Promise<string> | undefined;
  /** The model file's path, written by a process of its own when missing (again if deleted). */
  const model = async (): Promise<string> => {
    if (modelPath && existsSync(modelPath)) return modelPath;
    writing ??= (
      existsSync(wantedModel) ? Promise.resolve(wantedModel) : writeModelFile(wantedModel)
    ).finally(() => {
      writing = undefined;
    });
    modelPath = await writing;
    return modelPath;
  };
  const pending = new Map<number, (check: Checked) => void>();
  let running: ClassifierProcess | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 0;
  /** The check in the process now: the next image is read and sent once it is answered. */
  let turn: Promise<void> = Promise.resolve();

  /** Fails the checks in the process; `lost`: it died or hung, so they may be asked again. */
  const failAll = (problem: string, lost = false) => {
    for (const settle of pending.values()) settle({ checked: false, problem, lost });
    pending.clear();
  };

  /** Takes the process out of use, so that its exit is not told as a crash, and ends it. */
  const stop = (how: { now?: boolean } = {}): Promise<void> => {
    clearTimeout(idleTimer);
    const stopping = running;
    running = undefined;
    return stopping?.stop(how) ?? Promise.resolve();
  };

  const settleReply = (reply: ClassifyReply) => {
    const settle = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => {
        logger.debug('the image classifier stopped after being idle', { idleMs });
        void stop();
      }, idleMs);
      idleTimer.unref();
    }
    if (!settle) return;
    if ('error' in reply) return settle({ checked: false, problem: reply.error });
    const scores = scoresOf(reply.scores);
    settle(
      scores
        ? { checked: true, scores, cpuMs: reply.cpuMs }
        : { checked: false, problem: 'the model answered no score' },
    );
  };

  const start = (modelPath: string): ClassifierProcess => {
    const started: ClassifierProcess = forkClassifier(modelPath, {
      reply: settleReply,
      ended(problem) {
        if (running !== started) return;
        running = undefined;
        logger.warn('the image classifier stopped', { problem });
        failAll(problem, true);
      },
      output: (line) => logger.warn('the image classifier wrote', { line }),
    });
    return started;
  };

  const checkOnce = (image: Uint8Array): Promise<Checked> => {
    clearTimeout(idleTimer);
    const id = ++nextId;
    let timer: NodeJS.Timeout | undefined;
    const answer = new Promise<Checked>((resolve) => {
      pending.set(id, (check) => {
        clearTimeout(timer);
        resolve(check);
      });
    });
    const send = async () => {
      const [modelPath, request] = await Promise.all([model(), requestOf(id, image, limits)]);
      if (!pending.has(id)) return;
      running ??= start(modelPath);
      timer = setTimeout(() => {
        if (!pending.has(id)) return;
        failAll(`no answer within ${timeoutMs} ms`, true);
        void stop({ now: true });
      }, timeoutMs);
      timer.unref();
      running.send(request);
      await answer;
    };
    turn = turn.then(send).catch((error: unknown) => {
      pending.get(id)?.({ checked: false, problem: String(error) });
      pending.delete(id);
    });
    return answer;
  };

  return {
    async check(image) {
      const problem = uncheckableBecause(image, maxPixels);
      if (problem) return { checked: false, problem };
      const first = await checkOnce(image);
      if (first.checked || !first.lost) return withoutLost(first);
      logger.warn('checking an image again on a new classifier process', {
        problem: first.problem,
      });
      return withoutLost(await checkOnce(image));
    },
    async close() {
      failAll('the classifier was closed');
      await stop();
    },
    processId: () => running?.pid,
  };
}
