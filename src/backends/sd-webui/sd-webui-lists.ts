import type { ZodType } from 'zod';
import type { CallOptions } from '../../image-backend/backend-types.js';
import type { JsonEndpoint } from '../../image-backend/json-request.js';
import { sdRequest } from './sd-webui-http.js';
import {
  samplersSchema,
  schedulersSchema,
  sdModelsSchema,
  upscalersSchema,
} from './sd-webui-schemas.js';

/** How long the lists are kept before they are asked again. */
const KEEP_MS = 5 * 60_000;

/** What the server serves: its checkpoints (`model_name`), samplers and schedulers (labels). */
export interface SdLists {
  readonly models: readonly string[];
  /** Each checkpoint's `model_name` by its short hash (where the server computed it). */
  readonly modelsByHash: ReadonlyMap<string, string>;
  readonly samplers: readonly string[];
  readonly schedulers: readonly string[];
  /** Its upscalers' names (`/sdapi/v1/upscalers`), `None` left out; none when unread. */
  readonly upscalers: readonly string[];
}

/**
 * The server's `sd-models`, `samplers` and `schedulers` (A1111 before 1.9 has no schedulers:
 * none), read together and kept five minutes. A sampler is offered alone and with each
 * scheduler's label after it (`DPM++ 2M Karras`), the name the WebUI splits into both.
 */
export class SdWebuiLists {
  #lists: SdLists | undefined;
  #readAt = 0;
  #reading: Promise<SdLists> | undefined;

  constructor(
    private readonly http: JsonEndpoint,
    private readonly now: () => number = Date.now,
  ) {}

  /** The sampler names the bot offers and accepts (undefined until the lists were read). */
  samplerValues(): readonly string[] | undefined {
    const lists = this.#lists;
    if (!lists) return undefined;
    return lists.samplers.flatMap((sampler) => [
      sampler,
      ...lists.schedulers
        .filter((label) => label !== 'Automatic')
        .map((label) => `${sampler} ${label}`),
    ]);
  }

  /** The checkpoints the bot offers and accepts (`model_name`; undefined until read). */
  modelValues(): readonly string[] | undefined {
    return this.#lists?.models;
  }

  /**
   * The checkpoint a generation's `info` says ran, named as `sd-models` lists it: found by its
   * hash (`sd_model_name` is the file's base name, not `model_name`, for one in a subfolder), else
   * by `sd_model_name`; undefined where the answer names none.
   */
  modelThatRan(info: {
    readonly sd_model_name?: string | null;
    readonly sd_model_hash?: string | null;
  }): string | undefined {
    const byHash = info.sd_model_hash
      ? this.#lists?.modelsByHash.get(info.sd_model_hash)
      : undefined;
    return byHash ?? info.sd_model_name ?? undefined;
  }

  /**
   * The upscaler `extra-single-image` runs: `wanted` (`SD_WEBUI_UPSCALER`) where the server lists
   * it under either fork's spelling ({@link listedAs}), else the first it lists; `wanted` until
   * the lists were read; undefined where it lists none.
   */
  upscalerFor(wanted: string): string | undefined {
    const listed = this.#lists?.upscalers;
    if (!listed) return wanted;
    return listedAs(wanted, listed) ?? listed[0];
  }

  /** Reads the lists again at the next use (the server changed them: an upscaler is gone). */
  forget(): void {
    this.#readAt = Number.NEGATIVE_INFINITY;
  }

  /** The lists, fresh within five minutes. */
  read(options: CallOptions = {}): Promise<SdLists> {
    if (this.#lists && this.now() - this.#readAt < KEEP_MS) return Promise.resolve(this.#lists);
    this.#reading ??= this.#fetch(options).finally(() => {
      this.#reading = undefined;
    });
    return this.#reading;
  }

  async #fetch({ signal, timeoutMs }: CallOptions): Promise<SdLists> {
    const get = <T>(path: string, schema: ZodType<T>) =>
      sdRequest(this.http, { method: 'GET', path, schema, timeoutMs }, signal);
    const [models, samplers, schedulers, upscalers] = await Promise.all([
      get('/sdapi/v1/sd-models', sdModelsSchema),
      get('/sdapi/v1/samplers', samplersSchema),
      get('/sdapi/v1/schedulers', schedulersSchema).catch(() => []),
      get('/sdapi/v1/upscalers', upscalersSchema),
    ]);
    this.#lists = {
      models: models.map((m) => m.model_name),
      modelsByHash: new Map(models.flatMap((m) => (m.hash ? [[m.hash, m.model_name]] : []))),
      samplers: samplers.map((s) => s.name),
      schedulers: schedulers.map((s) => s.label),
      upscalers: upscalers.map((u) => u.name).filter((name) => name !== 'None'),
    };
    this.#readAt = this.now();
    return this.#lists;
  }
}

/**
 * The name `listed` (a server's upscalers) gives `wanted`: itself, or its other fork's spelling
 * of Real-ESRGAN's models (A1111 and Forge `R-ESRGAN 4x+`, SD.Next `RealESRGAN 4x+` [SN
 * data/upscalers.json, modules/upscaler.py find_scalers]); undefined where it lists neither.
 */
export function listedAs(wanted: string, listed: readonly string[]): string | undefined {
  const model = /^(?:R-ESRGAN|RealESRGAN) (.+)$/.exec(wanted)?.[1];
  const spellings = model ? [wanted, `R-ESRGAN ${model}`, `RealESRGAN ${model}`] : [wanted];
  return spellings.find((name) => listed.includes(name));
}
