import { Prng } from '../prng.js';
import { type EmulatedClock, emulatedClock } from './emulated-clock.js';
import { FaultInjector } from './fault-injector.js';
import { ImagesRateLimit } from './images-rate-limit.js';
import { KeyRegistry } from './key-registry.js';
import { NO_OPENAI_FAULTS } from './openai-faults.js';
import type { ResolvedOpenAiOptions } from './openai-options.js';
import { OPENAI_STATS, type OpenAiStats } from './openai-stats.js';
import { type OpenAiSpecValidator, sharedOpenAiSpecValidator } from './spec/spec-validator.js';

/** A generation under way (for tests driving a clock by hand). */
export interface GenerationSnapshot {
  /** The `x-request-id` of its answer. */
  readonly requestId: string;
  readonly model: string;
  readonly n: number;
  readonly stream: boolean;
  /** Clock times it started and will deliver at. */
  readonly startedAt: number;
  readonly finishesAt: number;
  /** Partial images sent so far (streaming). */
  partialsSent: number;
}

/** A final image the emulator delivered (kept for tests and the demo to compare bytes). */
export interface DeliveredImage {
  /** The `x-request-id` of the answer that carried it. */
  readonly requestId: string;
  readonly prompt: string;
  /** Which of the request's `n` images (0-based). */
  readonly index: number;
  /** The encoded image, as sent in `b64_json`. */
  readonly bytes: Buffer;
}

/** An edit the emulator accepted, as it read it (kept for tests to see what a client sent). */
export interface EditRecord {
  /** The `x-request-id` of its answer. */
  readonly requestId: string;
  readonly model: string;
  readonly prompt: string;
  /** Each input image: its part's `Content-Type`, its size in bytes, SHA-256 (hex) and pixels. */
  readonly inputs: readonly {
    readonly type: string;
    readonly bytes: number;
    readonly sha256: string;
    readonly width: number;
    readonly height: number;
  }[];
  readonly mask: boolean;
  /** As sent; `undefined` when left out. */
  readonly inputFidelity: 'high' | 'low' | undefined;
  /** The size made (`auto` resolved). */
  readonly size: string;
  readonly stream: boolean;
  readonly partialImages: number;
  /** The names of the fields sent, sorted (`image` for every image part). */
  readonly fields: readonly string[];
}

/** An image a JSON answer handed out by URL (`imageAnswer: 'url'`), served until `expiresAt`. */
export interface HostedImage {
  readonly bytes: Buffer;
  readonly contentType: string;
  /** Clock time after which its URL answers 404. */
  readonly expiresAt: number;
}

/** How many delivered images {@link EmulatorContext.delivered} keeps (the oldest go first). */
export const DELIVERED_KEPT = 100;

/** The state every route works on; one per emulator instance. */
export interface EmulatorContext {
  readonly options: ResolvedOpenAiOptions;
  readonly keys: KeyRegistry;
  readonly faults: FaultInjector;
  readonly spec: OpenAiSpecValidator;
  readonly stats: OpenAiStats;
  readonly prng: Prng;
  readonly clock: EmulatedClock;
  /** The `imagesPerMinute` limit per key. */
  readonly ipm: ImagesRateLimit;
  /** Generations under way, by request id. */
  readonly inFlight: Map<string, GenerationSnapshot>;
  /** The last {@link DELIVERED_KEPT} final images delivered, oldest first. */
  readonly delivered: DeliveredImage[];
  /** Images handed out by URL, by the id in their URL. */
  readonly hosted: Map<string, HostedImage>;
  /** The last {@link DELIVERED_KEPT} edits accepted, oldest first. */
  readonly edits: EditRecord[];
}

/** Builds the state of one emulator from its resolved options. */
export function createEmulatorContext(options: ResolvedOpenAiOptions): EmulatorContext {
  const stats = OPENAI_STATS.create();
  const keys = new KeyRegistry();
  for (const key of options.keys) keys.add(key);
  return {
    options,
    keys,
    faults: new FaultInjector(
      new Prng(options.seed ^ 0x5eed),
      NO_OPENAI_FAULTS,
      'routes',
      stats.faults,
    ),
    spec: sharedOpenAiSpecValidator(),
    stats,
    prng: new Prng(options.seed),
    clock: emulatedClock(options.now, options.clockPollMs),
    ipm: new ImagesRateLimit(options.imagesPerMinute, options.now),
    inFlight: new Map(),
    delivered: [],
    hosted: new Map(),
    edits: [],
  };
}
