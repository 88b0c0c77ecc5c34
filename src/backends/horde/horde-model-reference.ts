import type { Dispatcher } from 'undici';
import { z } from 'zod';
import { UnexpectedResponseError } from '../../image-backend/backend-errors.js';
import { jsonRequest } from '../../image-backend/json-request.js';
import { familyOfBaseline, type ModelFamilies } from './horde-families.js';

/** The reference file: each model by its name, with its baseline (`stable_diffusion_xl`). */
const referenceSchema = z.record(z.string(), z.looseObject({ baseline: z.string() }));

/** The file is about 220 KB; a few MB leaves it room to grow. */
const MAX_BYTES = 4 * 1024 * 1024;

/**
 * The server's baselines of models the reference does not list, by a tag in their names
 * (`get_model_baseline`); any other unlisted model the server takes for SD 1.5, which the bot
 * does not: it is of no known family here.
 */
const NAME_TAGS: readonly (readonly [string, string])[] = [
  ['[SDXL]', 'stable_diffusion_xl'],
  ['[Flux]', 'flux_1'],
  ['[Qwen]', 'qwen_image'],
  ['[ZModel]', 'z_image_turbo'],
  ['[ZImage]', 'z_image_turbo'],
];

/** How the reference is reached and kept. */
export interface ModelReferenceOptions {
  readonly url: string;
  readonly timeoutMs: number;
  readonly dispatcher: Dispatcher;
  /** How long a reading is kept before it is read again (in the background). */
  readonly ttlMs: number;
  readonly now: () => number;
}

/**
 * The AI Horde's model reference as last read: read at the start (`refresh`, the probe) and
 * again in the background once `ttlMs` passed; a failed reading keeps the last one.
 */
export class HordeModelReference {
  #baselines: ReadonlyMap<string, string> = new Map();
  #readAt: number | undefined;
  #failedAt: number | undefined;
  #reading: Promise<void> | undefined;

  constructor(private readonly options: ModelReferenceOptions) {}

  /** Reads the reference now (one reading at a time). @throws the port's typed errors */
  refresh(signal?: AbortSignal): Promise<void> {
    this.#reading ??= this.#read(signal)
      .catch((error: unknown) => {
        this.#failedAt = this.options.now();
        throw error;
      })
      .finally(() => {
        this.#reading = undefined;
      });
    return this.#reading;
  }

  /** Whether a reading has succeeded. */
  get read(): boolean {
    return this.#readAt !== undefined;
  }

  /**
   * `model`'s baseline as last read (`flux_1`), or by a tag in its name; undefined when neither
   * tells. Starts a reading in the background once the last one is older than `ttlMs`.
   */
  baselineOf(model: string): string | undefined {
    const { now, ttlMs } = this.options;
    if (this.#readAt !== undefined && now() - this.#readAt > ttlMs) {
      this.refresh().catch(() => undefined);
    }
    return this.#baselines.get(model) ?? NAME_TAGS.find(([tag]) => model.includes(tag))?.[1];
  }

  /**
   * The families of the models it lists: as last read, or after a first reading when none was (a
   * member's command waits for one such reading a `ttlMs`, not for each while the file is away).
   */
  readonly families: ModelFamilies = {
    known: (model) => familyOfBaseline(this.baselineOf(model)),
    read: async (model) => {
      const failedAt = this.#failedAt;
      const lately = failedAt !== undefined && this.options.now() - failedAt < this.options.ttlMs;
      if (!this.read && !lately) await this.refresh().catch(() => undefined);
      return this.families.known(model);
    },
  };

  async #read(signal?: AbortSignal): Promise<void> {
    const { url, timeoutMs, dispatcher } = this.options;
    const { origin, pathname, search } = new URL(url);
    const reference = await jsonRequest(
      { baseUrl: origin, timeoutMs, dispatcher },
      {
        what: 'GET model reference',
        method: 'GET',
        path: pathname + search,
        schema: referenceSchema,
      },
      {
        maxBytes: MAX_BYTES,
        failure: ({ detail }) => new UnexpectedResponseError({ detail }),
      },
      signal,
    );
    this.#baselines = new Map(
      Object.entries(reference).map(([name, { baseline }]) => [name, baseline]),
    );
    this.#readAt = this.options.now();
  }
}
