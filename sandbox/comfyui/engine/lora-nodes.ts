import type { AppliedLora } from '../../emulator-kit/lora-mark.js';
import { SAMPLING_PATCHES } from './family-node-classes.js';
import type { NodeClass } from './node-declaration.js';

/** `LoraLoader.DESCRIPTION`, which `LoraLoaderModelOnly` inherits. */
const DESCRIPTION =
  'LoRAs are used to modify diffusion and CLIP models, altering the way in which latents are denoised such as applying styles. Multiple LoRA nodes can be linked together.';

/** A LoRA's strength: any float from -100 to 100 (negative ones are legal). */
const STRENGTH = ['FLOAT', { default: 1.0, min: -100.0, max: 100.0, step: 0.01 }] as const;

/**
 * `LoraLoader` and `LoraLoaderModelOnly` as `nodes.py` declares them (Comfy-Org/ComfyUI
 * a125cd84, tooltips left out): `lora_name`'s choices are `folder_paths.get_filename_list("loras")`,
 * the files of `models/loras` (subfolders with `/`), read again each time `/object_info` or
 * validation asks, so a file the operator adds is listed at once. Only `LoraLoader` has a display
 * name in `NODE_DISPLAY_NAME_MAPPINGS` (`Load LoRA`); the other shows its class name.
 */
export function loraNodeClasses(loras: () => readonly string[]): Record<string, NodeClass> {
  return {
    LoraLoader: {
      get required() {
        return {
          model: ['MODEL'],
          clip: ['CLIP'],
          lora_name: [loras()],
          strength_model: STRENGTH,
          strength_clip: STRENGTH,
        } as const;
      },
      output: ['MODEL', 'CLIP'],
      outputNode: false,
      displayName: 'Load LoRA',
      category: 'loaders',
      description: DESCRIPTION,
    },
    LoraLoaderModelOnly: {
      get required() {
        return { model: ['MODEL'], lora_name: [loras()], strength_model: STRENGTH } as const;
      },
      output: ['MODEL'],
      outputNode: false,
      displayName: 'LoraLoaderModelOnly',
      category: 'loaders',
      description: DESCRIPTION,
    },
  };
}

/** What the emulator reads of a workflow's nodes to follow a model through its loaders. */
export interface ModelChain {
  /** The core class node `id` runs as. */
  kindOf(id: string): string;
  input(id: string, name: string): unknown;
}

const isLink = (value: unknown): value is [string, number] =>
  Array.isArray(value) && value.length === 2 && typeof value[0] === 'string';

/**
 * The LoRAs a model carries, following its `MODEL` link back to its loader: each `LoraLoader` (or
 * `LoraLoaderModelOnly`) on the way adds its `lora_name` at its `strength_model`, the first loaded
 * first; one whose strengths are both 0 returns the model untouched (`load_lora`'s first line); a
 * sampling patch (`ModelSamplingSD3`, `ModelSamplingAuraFlow`) keeps the model's LoRAs.
 */
export function lorasOf(chain: ModelChain, model: unknown, depth = 0): AppliedLora[] {
  if (!isLink(model) || depth > 1000) return [];
  const [id] = model;
  const kind = chain.kindOf(id);
  if (SAMPLING_PATCHES.includes(kind)) return lorasOf(chain, chain.input(id, 'model'), depth + 1);
  if (kind !== 'LoraLoader' && kind !== 'LoraLoaderModelOnly') return [];
  const below = lorasOf(chain, chain.input(id, 'model'), depth + 1);
  const weight = Number(chain.input(id, 'strength_model'));
  const clip = kind === 'LoraLoader' ? Number(chain.input(id, 'strength_clip')) : 0;
  if (weight === 0 && clip === 0) return below;
  return [...below, { name: String(chain.input(id, 'lora_name')), weight }];
}
