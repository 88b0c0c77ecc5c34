import type { LineSink } from './transcript.js';

/** Options of `runDemo`. */
export interface DemoOptions {
  /** Where the final image is written. @default 'demo-output.png' (in the current folder) */
  readonly out?: string;
  /** What alice asks `/imagine` for. @default DEMO_DEFAULTS.prompt */
  readonly prompt?: string;
  /** Print only the summary lines, not the channel. @default false */
  readonly quiet?: boolean;
  /** Where the transcript lines go. @default console.log */
  readonly write?: LineSink;
  /**
   * Multiplies task durations, the bot's timers and Discord's rate-limit windows; 0.2 makes a
   * 10–60 s task take 2–12 s and polls every 500 ms. @default 0.2
   */
  readonly timeScale?: number;
  /** Seeds the image service (task ids and durations: 9 draws two of about 5 s). @default 9 */
  readonly seed?: number;
  /** Append the bot's JSON log to this file. @default undefined (kept in memory for errors) */
  readonly logFile?: string;
}

/** The defaults every {@link DemoOptions} is merged over. */
export const DEMO_DEFAULTS = {
  out: 'demo-output.png',
  prompt: 'a lighthouse on a cliff at dusk, oil painting',
  quiet: false,
  timeScale: 0.2,
  seed: 9,
} as const;
