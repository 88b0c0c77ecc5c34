import { createCanvas, loadImage } from '@napi-rs/canvas';
import { createLogger } from '../src/core/logger.js';
import { createImageClassifier, type ImageClassifier } from '../src/safety/image-classifier.js';
import { readProcessCpu } from './proc-stats.js';

/** CPU ms of one pass of each, the mean over the passes measured. */
export interface ReferenceCost {
  /** One check by the bot's classifier (`createImageClassifier`: its own process, counted). */
  readonly classifierMs: number;
  /** One PNG encode of the decoded image (`@napi-rs/canvas`, `canvas.encode('png')`). */
  readonly encodeMs: number;
  /** One decode, draw and PNG encode, as the intake's conversion of a type not taken does. */
  readonly convertMs: number;
}

/** This process's CPU ms so far, with the classifier's process's. */
function cpuMs(classifier: ImageClassifier, ticksPerSecond: number): number {
  const own = process.cpuUsage();
  const pid = classifier.processId?.();
  const child = pid === undefined ? 0 : readProcessCpu(pid).ticks;
  return (own.user + own.system) / 1_000 + (child * 1_000) / ticksPerSecond;
}

/**
 * The yardsticks of the edit's extra CPU, measured in the bench's process on the same machine
 * between the bot's rounds: the bot's own classifier (its code, in a child process as the bot runs
 * it, the model loaded before counting) and `@napi-rs/canvas`'s PNG encode, on the input itself.
 */
export class ReferenceCosts {
  readonly #classifier = createImageClassifier({ logger: createLogger({ level: 'silent' }) });

  constructor(private readonly ticksPerSecond: number) {}

  /** Loads the model and the codecs once, not counted. */
  async warm(image: Buffer): Promise<void> {
    await this.measure(image, 1);
  }

  /** The mean CPU of `passes` passes of each on `image`. */
  async measure(image: Buffer, passes: number): Promise<ReferenceCost> {
    const classifier = this.#classifier;
    let start = cpuMs(classifier, this.ticksPerSecond);
    for (let i = 0; i < passes; i++) {
      const check = await classifier.check(image);
      if (!check.checked) throw new Error(`the classifier failed: ${check.problem}`);
    }
    const classifierMs = (cpuMs(classifier, this.ticksPerSecond) - start) / passes;
    const decoded = await loadImage(image);
    const canvas = createCanvas(decoded.width, decoded.height);
    canvas.getContext('2d').drawImage(decoded, 0, 0);
    start = cpuMs(classifier, this.ticksPerSecond);
    for (let i = 0; i < passes; i++) await canvas.encode('png');
    const encodeMs = (cpuMs(classifier, this.ticksPerSecond) - start) / passes;
    start = cpuMs(classifier, this.ticksPerSecond);
    for (let i = 0; i < passes; i++) {
      const each = await loadImage(image);
      const target = createCanvas(each.width, each.height);
      target.getContext('2d').drawImage(each, 0, 0);
      await target.encode('png');
    }
    const convertMs = (cpuMs(classifier, this.ticksPerSecond) - start) / passes;
    return { classifierMs, encodeMs, convertMs };
  }

  close(): Promise<void> {
    return this.#classifier.close();
  }
}
