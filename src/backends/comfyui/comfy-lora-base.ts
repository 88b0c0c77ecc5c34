import { z } from 'zod';
import type { CallOptions } from '../../image-backend/backend-types.js';
import type { ComfyFamily } from './comfy-family.js';
import { type ComfyHttpSettings, comfyRequest } from './comfy-http.js';

/** `GET /view_metadata/loras`: a safetensors file's `__metadata__`, strings by key. */
const metadataSchema = z.record(z.string(), z.unknown());

/**
 * The family a LoRA's metadata names, as its trainer wrote it: kohya's sd-scripts'
 * `ss_base_model_version` (`sd_v1`, `sdxl_base_v1-0`, `flux1`), else the model spec's
 * `modelspec.architecture` (`stable-diffusion-v1/lora`, `stable-diffusion-xl-v1-base/lora`,
 * `flux-1-dev/lora`, `qwen-image/lora`); undefined when neither tells.
 */
export function loraFamilyOf(metadata: Readonly<Record<string, unknown>>): ComfyFamily | undefined {
  const version = String(metadata.ss_base_model_version ?? '').toLowerCase();
  if (version.startsWith('sd_v1')) return 'sd15';
  if (version.startsWith('sdxl')) return 'sdxl';
  if (version.startsWith('flux')) return 'flux';
  const architecture = String(metadata['modelspec.architecture'] ?? '').toLowerCase();
  if (architecture.startsWith('stable-diffusion-v1')) return 'sd15';
  if (architecture.startsWith('stable-diffusion-xl')) return 'sdxl';
  if (architecture.startsWith('flux')) return 'flux';
  if (architecture.startsWith('qwen-image')) return 'qwen-image';
  return undefined;
}

/**
 * The family each LoRA file of a ComfyUI server was made for, read from its own header
 * (`GET /view_metadata/loras?filename=`, server.py `view_metadata`) once per file: a file without
 * metadata (404), or one the server cannot read, is of no known family, and is refused nowhere.
 */
export class ComfyLoraBases {
  readonly #read = new Map<string, Promise<ComfyFamily | undefined>>();

  constructor(private readonly http: ComfyHttpSettings) {}

  /** The family `file` (`lora_name`) was made for, or undefined when it does not say. */
  familyOf(file: string, options: CallOptions = {}): Promise<ComfyFamily | undefined> {
    let read = this.#read.get(file);
    if (!read) {
      read = this.#fetch(file, options);
      this.#read.set(file, read);
      void read.then((family) => family ?? this.#read.delete(file));
    }
    return read;
  }

  async #fetch(file: string, { signal, timeoutMs }: CallOptions): Promise<ComfyFamily | undefined> {
    const settings = timeoutMs === undefined ? this.http : { ...this.http, timeoutMs };
    const path = `/view_metadata/loras?filename=${encodeURIComponent(file)}`;
    const call = {
      what: 'GET /view_metadata/loras',
      method: 'GET',
      path,
      schema: metadataSchema,
    } as const;
    try {
      return loraFamilyOf(await comfyRequest(settings, call, signal));
    } catch {
      return undefined;
    }
  }
}
