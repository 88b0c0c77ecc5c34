import type { LineSink } from './transcript.js';

/** The image backends the demo can run on, each on its emulator. */
export const DEMO_BACKENDS = [
  'image-service',
  'horde',
  'comfyui',
  'openai-images',
  'sd-webui',
] as const;
/** One of {@link DEMO_BACKENDS}. */
export type DemoBackend = (typeof DEMO_BACKENDS)[number];

/**
 * `--backend`'s value as a {@link DemoBackend} (`npm run demo`, `npm run playground`).
 * @throws Error naming the backends when it is none of them.
 */
export function parseDemoBackend(value: string): DemoBackend {
  const found = DEMO_BACKENDS.find((backend) => backend === value);
  if (!found)
    throw new Error(`--backend must be one of ${DEMO_BACKENDS.join(', ')} (got "${value}")`);
  return found;
}

/** Options of `runDemo`. */
export interface DemoOptions {
  /**
   * The backend the bot serves the demo's server with, on its emulator: the image service; the AI
   * Horde (the member links a Horde key and reads kudos); ComfyUI (no key, a workflow the demo
   * registers, chosen in `/imagine`); OpenAI Images (a key, partial images streamed, `count:2`);
   * the Stable Diffusion WebUI (no key, a model chosen in `/imagine`, img2img and upscales).
   * The steps a backend does not offer are left out. @default 'image-service'
   */
  readonly backend?: DemoBackend;
  /**
   * Where the final image is written. @default 'demo-output.png' (in the current folder;
   * 'demo-output.webp' on the Horde, whose images are WebP)
   */
  readonly out?: string;
  /** What alice asks `/imagine` for. @default the catalogs' `demo.prompt` in `locale` */
  readonly prompt?: string;
  /** Print only the summary lines, not the channel. @default false */
  readonly quiet?: boolean;
  /** Where the transcript lines go. @default console.log */
  readonly write?: LineSink;
  /**
   * Multiplies task durations, the bot's timers and Discord's rate-limit windows; 0.05 makes a
   * 10–60 s task take 0.5–3 s and polls every 138 ± 13 ms (the twelve generations of the session
   * wait about 14 s in all; at 0.2 they waited about 53 s). @default 0.05
   */
  readonly timeScale?: number;
  /** Seeds the image service (task ids and durations). @default 9 */
  readonly seed?: number;
  /** Append the bot's JSON log to this file. @default undefined (kept in memory for errors) */
  readonly logFile?: string;
  /**
   * The Discord locale of the demo's server and member (`zh-CN`, `ja`, `de`, …): the bot answers
   * in it, and the transcript's own labels come from the same catalogs. @default 'en-US'
   */
  readonly locale?: string;
}

/** The defaults every {@link DemoOptions} is merged over. */
export const DEMO_DEFAULTS = {
  backend: 'image-service',
  quiet: false,
  timeScale: 0.05,
  seed: 9,
  locale: 'en-US',
} as const;
