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
import { chooseUpscaler, type SdUpscaler } from './sd-webui-upscalers.js';

/** How long the lists are kept before they are asked again. */
const KEEP_MS = 5 * 60_000;

/** What the server serves: its checkpoints (`model_name`), samplers and schedulers (labels). */
export interface SdLists {
  readonly models: readonly string[];
  /** Each checkpoint's `model_name` by its short hash (where the server computed it). */
  readonly modelsByHash: ReadonlyMap<string, string>;
  readonly samplers: readonly string[];
  readonly schedulers: readonly string[];
  /** Its upscalers (`/sdapi/v1/upscalers`), `None` left out, in its order. */
  readonly upscalers: readonly SdUpscaler[];
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
   * The upscaler `extra-single-image` runs by `factor` (`chooseUpscaler`): `wanted`
   * (`SD_WEBUI_UPSCALER`) where the server lists it, else the one it lists that serves the factor
   * best, none of `refused`; `wanted` until the lists were read; undefined where none is left.
   */
  upscalerFor(wanted: string, factor: number, refused?: readonly string[]): string | undefined {
    const listed = this.#lists?.upscalers;
    return listed ? chooseUpscaler(wanted, factor, listed, refused) : wanted;
  }

  /** Whether the server lists an upscaler (assumed until the lists were read). */
  hasUpscaler(): boolean {
    return this.#lists === undefined || this.#lists.upscalers.length > 0;
  }

  /** Reads the lists again at the next use (the server changed them: an upscaler is gone). */
  forget(): void {
    this.#readAt = Number.NEGATIVE_INFINITY;
  }

  /** The lists, fresh within five minutes (`fresh`: asked now). */
  read(options: CallOptions & { fresh?: boolean } = {}): Promise<SdLists> {
    const kept = this.#lists && !options.fresh && this.now() - this.#readAt < KEEP_MS;
    if (kept) return Promise.resolve(this.#lists as SdLists);
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
      upscalers: upscalers
        .filter((u) => u.name !== 'None')
        .map((u) => ({ name: u.name, scale: u.scale ?? undefined, model: Boolean(u.model_path) })),
    };
    this.#readAt = this.now();
    return this.#lists;
  }
}
