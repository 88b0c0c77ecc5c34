import { z } from 'zod';
import type { CallOptions } from '../../image-backend/backend-types.js';
import type { JsonEndpoint } from '../../image-backend/json-request.js';
import { sdRequest } from './sd-webui-http.js';

/** How long the list is kept before it is asked again. */
const KEEP_MS = 5 * 60_000;

/** The Stable Diffusion family a LoRA was trained for, as the WebUI tells it from its metadata. */
export type LoraBase = 'SD1' | 'SD2' | 'SDXL' | 'unknown';

/**
 * A LoRA the WebUI has. Its file's path on the operator's disk, which the server also answers, is
 * not kept: members never see an operator's paths.
 */
export interface WebuiLora {
  /** The file's name without its extension: what `<lora:name:weight>` names. */
  readonly name: string;
  /** The name its trainer gave it (`ss_output_name`), else its file name: for showing. */
  readonly alias: string;
  /** What it was trained on (`network.NetworkOnDisk.detect_version`). */
  readonly base: LoraBase;
}

/**
 * `GET /sdapi/v1/loras` [A1 extensions-builtin/Lora/scripts/lora_script.py `create_lora_json`];
 * SD.Next answers the same fields. `path` is read past, never kept.
 */
const lorasSchema = z.array(
  z.object({
    name: z.string(),
    alias: z.string().nullish(),
    metadata: z.record(z.string(), z.unknown()).nullish(),
  }),
);

/** `detect_version`: SDXL by `ss_base_model_version`, SD2 by `ss_v2`, SD1 with any metadata. */
function baseOf(metadata: Readonly<Record<string, unknown>> | null | undefined): LoraBase {
  if (!metadata || Object.keys(metadata).length === 0) return 'unknown';
  if (String(metadata.ss_base_model_version ?? '').startsWith('sdxl_')) return 'SDXL';
  if (String(metadata.ss_v2 ?? '') === 'True') return 'SD2';
  return 'SD1';
}

/**
 * Whether `name` can be written in a `<lora:…>` tag: the WebUI splits the tag on `:` and ends it
 * at `>`, so a file whose name holds either (possible on Linux) cannot be asked for.
 */
const taggable = (name: string): boolean => name.trim() !== '' && !/[:<>]/.test(name);

/** The tag the WebUI reads a LoRA from in a prompt: `<lora:name:weight>`. */
export const loraTag = (name: string, weight: number): string => `<lora:${name}:${weight}>`;

/**
 * The LoRAs a WebUI has (`/sdapi/v1/loras`), read on demand and kept five minutes. The server
 * lists what it read of its folder at start (and at its own UI's refresh): every later read first
 * asks it to read the folder again (`POST /sdapi/v1/refresh-loras`), so a file the operator adds
 * or deletes is listed as it is within five minutes; `refresh` does so now.
 */
export class SdWebuiLoras {
  #loras: readonly WebuiLora[] | undefined;
  #readAt = 0;
  #reading: Promise<readonly WebuiLora[]> | undefined;

  constructor(
    private readonly http: JsonEndpoint,
    private readonly now: () => number = Date.now,
  ) {}

  /** The LoRAs last read (undefined until read): what the bot may offer and accept. */
  known(): readonly WebuiLora[] | undefined {
    return this.#loras;
  }

  /**
   * The list, fresh within five minutes: the server's at the first read, its folder read again at
   * each later one (a fork without `refresh-loras` is listed as it is).
   */
  read(options: CallOptions = {}): Promise<readonly WebuiLora[]> {
    if (this.#loras && this.now() - this.#readAt < KEEP_MS) return Promise.resolve(this.#loras);
    const again = this.#loras !== undefined;
    this.#reading ??= (
      again ? this.refresh(options).catch(() => this.#fetch(options)) : this.#fetch(options)
    ).finally(() => {
      this.#reading = undefined;
    });
    return this.#reading;
  }

  /** The server reads its folder again, then the list is read afresh. */
  async refresh(options: CallOptions = {}): Promise<readonly WebuiLora[]> {
    const { signal, timeoutMs } = options;
    const call = { method: 'POST', path: '/sdapi/v1/refresh-loras', schema: z.unknown() } as const;
    await sdRequest(this.http, { ...call, timeoutMs }, signal);
    return this.#fetch(options);
  }

  async #fetch({ signal, timeoutMs }: CallOptions): Promise<readonly WebuiLora[]> {
    const call = { method: 'GET', path: '/sdapi/v1/loras', schema: lorasSchema } as const;
    const listed = await sdRequest(this.http, { ...call, timeoutMs }, signal);
    this.#loras = listed
      .filter((lora) => taggable(lora.name))
      .map((lora) => ({
        name: lora.name,
        alias: lora.alias?.trim() || lora.name,
        base: baseOf(lora.metadata),
      }));
    this.#readAt = this.now();
    return this.#loras;
  }
}
