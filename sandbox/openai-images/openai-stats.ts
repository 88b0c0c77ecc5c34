import { type EmulatorStats, emulatorStats, zeros } from '../emulator-kit/stats-counters.js';
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

/** Tokens as `usage` counts them. */
export interface TokenCounts {
  input: number;
  output: number;
  total: number;
}

/** Live counters of an emulator. */
export interface OpenAiStats extends EmulatorStats<OpenAiRoute, OpenAiFault, SpecProblem> {
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
}

/** A request or answer the transcribed description refuses. */
export type SpecViolation = OpenAiStats['violations'][number];

/** How the emulator's stats are made and zeroed. */
export const OPENAI_STATS = emulatorStats<OpenAiStats>(OPENAI_ROUTES, FAULTS, () => ({
  ...zeros(['generations', 'edits', 'streams', 'images', 'hostedImages', 'partialImages']),
  ...zeros(['moderationBlocked', 'rateLimited', 'abandoned']),
  tokens: { input: 0, output: 0, total: 0 },
}));
