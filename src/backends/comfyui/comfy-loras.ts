import { z } from 'zod';
import type { CallOptions } from '../../image-backend/backend-types.js';
import { type ComfyHttpSettings, comfyRequest } from './comfy-http.js';
import { LORA_LOADERS } from './comfy-lora-chain.js';
import { choicesOf } from './comfy-probe.js';

/** How long the list is kept before it is asked again. */
const KEEP_MS = 5 * 60_000;

/** A LoRA file a ComfyUI server has. */
export interface ComfyLora {
  /** `lora_name` as the server lists it (`styles/film-grain.safetensors`): what a loader takes. */
  readonly file: string;
  /** Its name without folder or extension (`film-grain`): for showing. */
  readonly label: string;
}

/** `GET /object_info/{class}`: the class described, or `{}` when the server has no such node. */
const objectInfoSchema = z.record(z.string(), z.unknown());

/** A file's name without folder (`/`, or `\\` on a Windows server) or extension. */
const labelOf = (file: string): string =>
  (file.split(/[\\/]/).at(-1) ?? file).replace(/\.(safetensors|ckpt|pt|pth|bin)$/i, '');

/**
 * The LoRA files a ComfyUI server has: `lora_name`'s choices in its `/object_info` for
 * `LoraLoader` (or `LoraLoaderModelOnly` where only that is there), which `folder_paths` reads
 * from `models/loras` at each call, so a file the operator adds is listed at the next read. Kept
 * five minutes; none where the server has neither loader.
 */
export class ComfyLoras {
  #loras: readonly ComfyLora[] | undefined;
  #readAt = 0;
  #reading: Promise<readonly ComfyLora[]> | undefined;

  constructor(
    private readonly http: ComfyHttpSettings,
    private readonly now: () => number = Date.now,
  ) {}

  /** The LoRAs last read (undefined until read). */
  known(): readonly ComfyLora[] | undefined {
    return this.#loras;
  }

  /** The list, fresh within five minutes (`fresh`: read now, for a file just added). */
  read(options: CallOptions & { fresh?: boolean } = {}): Promise<readonly ComfyLora[]> {
    const kept = this.#loras && !options.fresh && this.now() - this.#readAt < KEEP_MS;
    if (kept) return Promise.resolve(this.#loras as readonly ComfyLora[]);
    this.#reading ??= this.#fetch(options).finally(() => {
      this.#reading = undefined;
    });
    return this.#reading;
  }

  async #fetch({ signal, timeoutMs }: CallOptions): Promise<readonly ComfyLora[]> {
    const settings = timeoutMs === undefined ? this.http : { ...this.http, timeoutMs };
    let files: readonly unknown[] = [];
    for (const loader of LORA_LOADERS) {
      const info = await comfyRequest(
        settings,
        {
          what: `GET /object_info/${loader}`,
          method: 'GET',
          path: `/object_info/${loader}`,
          schema: objectInfoSchema,
        },
        signal,
      );
      const choices = choicesOf(info[loader], 'lora_name');
      if (choices) {
        files = choices;
        break;
      }
    }
    this.#loras = files
      .filter((file): file is string => typeof file === 'string' && file !== '')
      .map((file) => ({ file, label: labelOf(file) }));
    this.#readAt = this.now();
    return this.#loras;
  }
}
