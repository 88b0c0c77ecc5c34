import {
  COMMON_DEFAULTS,
  type CommonEmulatorOptions,
  withDefaults,
} from '../emulator-kit/emulator-options.js';

/** An API key the emulator knows, and what it may spend. */
export interface SeedOpenAiKey {
  /** The secret sent as `Authorization: Bearer <key>`. */
  key: string;
  /** A revoked key is refused as an unknown one (401 `invalid_api_key`). @default false */
  revoked?: boolean;
  /**
   * Tokens the key may still spend; once spent (≤ 0 before a call) every generation gets 429
   * `insufficient_quota`. A call is never cut short by it. @default undefined (unlimited)
   */
  quotaTokens?: number;
}

/** Emulated generation time per resolved quality, in milliseconds of the emulator's clock. */
export interface GenerationDurations {
  low: number;
  medium: number;
  high: number;
}

/** Options of `startOpenAiImagesEmulator` (its clock times generations, `created` times and stats). */
export interface OpenAiImagesOptions extends CommonEmulatorOptions {
  /**
   * Path the API is served under; an OpenAI-compatible provider may use another
   * (image-backends.md §3.10). Starts with `/`, no trailing slash. @default '/v1'
   */
  basePath?: string;
  /**
   * Status of a moderation refusal: OpenAI's 400, or 451 as one compatible relay documents
   * (image-backends.md §3.10). @default 400
   */
  moderationStatus?: 400 | 451;
  /** Keys present from the start. @default [] */
  keys?: SeedOpenAiKey[];
  /** Models `GET /v1/models` lists (every other id but a retired one is accepted too). @default {@link DEFAULT_OPENAI_MODELS} */
  models?: readonly string[];
  /**
   * `GET /v1/models` answers without a key, as a compatible provider started without one does
   * (vLLM without `--api-key`, LocalAI without `API_KEY`); OpenAI answers 401. @default false
   */
  keylessModels?: boolean;
  /** Ids answered 404 `model_not_found` by generations and `GET /v1/models/{id}`. @default ['dall-e-2', 'dall-e-3'] */
  retiredModels?: readonly string[];
  /** The model of a request that names none (the real default is in doubt, image-backends.md §3.2). @default 'gpt-image-1' */
  defaultModel?: string;
  /** Generation time per quality before time scaling (`auto` is `medium`). @default {@link DEFAULT_DURATIONS_MS} */
  durationsMs?: GenerationDurations;
  /**
   * Images per minute each key may have generated (a sliding minute of the clock); over it, 429
   * `rate_limit_exceeded` with `retry-after`. @default undefined (no limit)
   */
  imagesPerMinute?: number;
  /** Words that make a prompt blocked by moderation (400 `moderation_blocked`). @default ['moderation-test'] */
  moderationWords?: readonly string[];
  /**
   * Whether a `stream: true` generation is streamed. `false`: a compatible provider that ignores
   * `stream` and answers one `ImagesResponse` (`application/json`) once the image is made.
   * @default true
   */
  streams?: boolean;
  /**
   * Whether `POST /images/edits` is served. `false`: a compatible provider that generates only
   * (its edits path answers 404 `Invalid URL`, as any unknown path). @default true
   */
  edits?: boolean;
  /**
   * Grain added to every final image (0–255: the most a channel moves), as a photo's noise keeps a
   * real result from compressing (gpt-image-1's 1024×1024 PNGs weigh megabytes, the emulator's
   * flat tiles kilobytes): a bench then compares generations and edits on results of one weight.
   * @default 0
   */
  grain?: number;
  /**
   * How a JSON answer carries its images: `b64_json`, or `url` (a URL on the emulator itself,
   * `GET /images/<id>.<format>` without a key, served for 60 minutes of the clock, as DALL·E's
   * and some compatible providers' are). @default 'b64_json'
   */
  imageAnswer?: 'b64_json' | 'url';
  /**
   * Whether `image_generation.completed` events carry `usage` (OpenAI's always do; a compatible
   * provider may leave it out). @default true
   */
  streamUsage?: boolean;
  /** How often (real ms) a waiting generation reads a clock other than `Date.now` (one moved by hand). @default 5 */
  clockPollMs?: number;
}

/** The GPT image models `GET /v1/models` lists unless `models` says otherwise. */
export const DEFAULT_OPENAI_MODELS: readonly string[] = [
  'gpt-image-1',
  'gpt-image-1-mini',
  'gpt-image-1.5',
  'gpt-image-2',
];

/** Generation time per quality unless `durationsMs` says otherwise. */
export const DEFAULT_DURATIONS_MS: GenerationDurations = {
  low: 10_000,
  medium: 25_000,
  high: 60_000,
};

/** The defaults every `OpenAiImagesOptions` is merged over. */
export const DEFAULT_OPENAI_OPTIONS = {
  ...COMMON_DEFAULTS,
  basePath: '/v1',
  moderationStatus: 400 as 400 | 451,
  keys: [] as readonly SeedOpenAiKey[],
  models: DEFAULT_OPENAI_MODELS,
  keylessModels: false,
  retiredModels: ['dall-e-2', 'dall-e-3'] as readonly string[],
  defaultModel: 'gpt-image-1',
  durationsMs: DEFAULT_DURATIONS_MS,
  imagesPerMinute: undefined as number | undefined,
  moderationWords: ['moderation-test'] as readonly string[],
  streams: true,
  edits: true,
  grain: 0,
  imageAnswer: 'b64_json' as 'b64_json' | 'url',
  streamUsage: true,
  clockPollMs: 5,
};

/** Options with every default applied. */
export type ResolvedOpenAiOptions = typeof DEFAULT_OPENAI_OPTIONS;

/** Merges `options` over {@link DEFAULT_OPENAI_OPTIONS}, ignoring keys set to undefined. */
export function resolveOpenAiOptions(options: OpenAiImagesOptions = {}): ResolvedOpenAiOptions {
  const merged: ResolvedOpenAiOptions = withDefaults(DEFAULT_OPENAI_OPTIONS, options);
  if (!/^(\/[\w.~-]+)+$/.test(merged.basePath)) {
    throw new RangeError('basePath must look like /v1 or /api/openai/v1');
  }
  if (!(merged.clockPollMs > 0)) throw new RangeError('clockPollMs must be > 0');
  if (Object.values(merged.durationsMs).some((ms) => !(ms >= 0))) {
    throw new RangeError('durationsMs must be >= 0');
  }
  return merged;
}
