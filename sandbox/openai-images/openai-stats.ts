import type { SpecViolation as KitSpecViolation } from '../emulator-kit/spec-violation.js';
import { resetInPlace, zeros } from '../emulator-kit/stats-counters.js';
import { OPENAI_ROUTES, type OpenAiRoute } from './spec/openai-spec.js';
import type { SpecProblem } from './spec/spec-validator.js';

const FAULTS = [
  'latency',
  'unauthorized',
  'rate_limit',
  'insufficient_quota',
  'server_error',
  'drop',
  'slow',
  'stream_cut',
] as const;

/** A fault the emulator injected, as counted in {@link OpenAiStats.faults}. */
export type OpenAiFault = (typeof FAULTS)[number];

/** A request or answer the transcribed description refuses. */
export type SpecViolation = KitSpecViolation<OpenAiRoute, SpecProblem>;

/** Tokens as `usage` counts them. */
export interface TokenCounts {
  input: number;
  output: number;
  total: number;
}

/** Live counters of an emulator (updated in place; copy for a snapshot). */
export interface OpenAiStats {
  /** Requests received per route, counted on arrival (faults included). */
  readonly requests: Record<OpenAiRoute, number>;
  /** Generations accepted (past auth, checks and moderation), streamed or not; edits included. */
  generations: number;
  /** Edits accepted (`POST /images/edits` past its checks, before moderation and limits). */
  edits: number;
  /** Of those, streamed ones. */
  streams: number;
  /** Final images delivered (and charged). */
  images: number;
  /** Downloads of images handed out by URL (`imageAnswer: 'url'`), found or not. */
  hostedImages: number;
  /** Partial images sent. */
  partialImages: number;
  /** Tokens charged, over every key. */
  readonly tokens: TokenCounts;
  /** Prompts refused by moderation (400 `moderation_blocked`, nothing charged). */
  moderationBlocked: number;
  /** Answers 429 from the `imagesPerMinute` limit (faults not included). */
  rateLimited: number;
  /** Generations given up because the client went away first (nothing charged). */
  abandoned: number;
  /** Faults injected, per kind. */
  readonly faults: Record<OpenAiFault, number>;
  /** Requests and answers the description refuses; a bot's tests expect none. */
  readonly violations: SpecViolation[];
}

/** Fresh stats with every counter at zero. */
export function createOpenAiStats(): OpenAiStats {
  return {
    requests: zeros(OPENAI_ROUTES),
    generations: 0,
    edits: 0,
    streams: 0,
    images: 0,
    hostedImages: 0,
    partialImages: 0,
    tokens: { input: 0, output: 0, total: 0 },
    moderationBlocked: 0,
    rateLimited: 0,
    abandoned: 0,
    faults: zeros(FAULTS),
    violations: [],
  };
}

/** Zeroes `stats` in place (holders of the object see the reset). */
export function resetOpenAiStats(stats: OpenAiStats): void {
  resetInPlace(stats, createOpenAiStats());
}
