/**
 * The nodes of today's edit models, which change an image by an instruction with the image (and
 * further references) on their conditioning, declared as ComfyUI declares them at Comfy-Org/ComfyUI
 * a125cd84b054a57729b5eecab930ca9408719832 (all V3): `ReferenceLatent`
 * (`comfy_extras/nodes_edit_model.py`), `FluxKontextImageScale` (`nodes_flux.py`),
 * `TextEncodeQwenImageEdit` and `TextEncodeQwenImageEditPlus` (`nodes_qwen.py`), and `CFGNorm`
 * (`nodes_cfg.py`), the patch Qwen-Image-Edit-2509's template samples through.
 */

import type { NodeClass } from './node-declaration.js';

/** `FluxKontextImageScale`'s sizes (`PREFERED_KONTEXT_RESOLUTIONS`), width × height. */
export const KONTEXT_RESOLUTIONS: readonly (readonly [number, number])[] = [
  [672, 1568],
  [688, 1504],
  [720, 1456],
  [752, 1392],
  [800, 1328],
  [832, 1248],
  [880, 1184],
  [944, 1104],
  [1024, 1024],
  [1104, 944],
  [1184, 880],
  [1248, 832],
  [1328, 800],
  [1392, 752],
  [1456, 720],
  [1504, 688],
  [1568, 672],
];

/** The Kontext size nearest `width` × `height`'s aspect (the first of equals, as `min` picks). */
export function kontextSize(width: number, height: number): { width: number; height: number } {
  const aspect = width / height;
  let best = KONTEXT_RESOLUTIONS[8] as readonly [number, number];
  for (const size of KONTEXT_RESOLUTIONS) {
    const [w, h] = size;
    const [bw, bh] = best;
    const gap = Math.abs(aspect - w / h);
    const bestGap = Math.abs(aspect - bw / bh);
    if (gap < bestGap || (gap === bestGap && (w < bw || (w === bw && h < bh)))) best = size;
  }
  return { width: best[0], height: best[1] };
}

const TEXT = ['STRING', { multiline: true, dynamicPrompts: true }] as const;

/** The edit-model nodes, by class. */
export const EDIT_MODEL_CLASSES: Readonly<Record<string, NodeClass>> = {
  ReferenceLatent: {
    required: { conditioning: ['CONDITIONING'] },
    optional: { latent: ['LATENT'] },
    output: ['CONDITIONING'],
    outputNode: false,
    displayName: null,
    category: 'advanced/conditioning/edit_models',
    description:
      'This node sets the guiding latent for an edit model. If the model supports it you can chain multiple to set multiple reference images.',
    v3Module: 'comfy_extras.nodes_edit_model',
  },
  FluxKontextImageScale: {
    required: { image: ['IMAGE'] },
    output: ['IMAGE'],
    outputNode: false,
    displayName: null,
    category: 'advanced/conditioning/flux',
    description: 'This node resizes the image to one that is more optimal for flux kontext.',
    v3Module: 'comfy_extras.nodes_flux',
  },
  TextEncodeQwenImageEdit: {
    required: { clip: ['CLIP'], prompt: TEXT },
    optional: { vae: ['VAE'], image: ['IMAGE'] },
    output: ['CONDITIONING'],
    outputNode: false,
    displayName: null,
    category: 'advanced/conditioning',
    description: '',
    v3Module: 'comfy_extras.nodes_qwen',
  },
  TextEncodeQwenImageEditPlus: {
    required: { clip: ['CLIP'], prompt: TEXT },
    optional: { vae: ['VAE'], image1: ['IMAGE'], image2: ['IMAGE'], image3: ['IMAGE'] },
    output: ['CONDITIONING'],
    outputNode: false,
    displayName: null,
    category: 'advanced/conditioning',
    description: '',
    v3Module: 'comfy_extras.nodes_qwen',
  },
  CFGNorm: {
    required: {
      model: ['MODEL'],
      strength: ['FLOAT', { default: 1.0, min: 0.0, max: 100.0, step: 0.01 }],
    },
    output: ['MODEL'],
    outputNames: ['patched_model'],
    outputNode: false,
    displayName: null,
    category: 'advanced/guidance',
    description: '',
    v3Module: 'comfy_extras.nodes_cfg',
    experimental: true,
  },
};

/**
 * The inputs of an edit model's conditioning node that take an image it edits from or refers to,
 * in order (`ReferenceLatent`'s latent; the Qwen encoders' images, given with a `vae`).
 */
export const REFERENCE_INPUTS: Readonly<Record<string, readonly string[]>> = {
  ReferenceLatent: ['latent'],
  TextEncodeQwenImageEdit: ['image'],
  TextEncodeQwenImageEditPlus: ['image1', 'image2', 'image3'],
};

/** The edit encoders' text input (`prompt`, where `CLIPTextEncode` has `text`). */
export const EDIT_PROMPT_CLASSES: readonly string[] = [
  'TextEncodeQwenImageEdit',
  'TextEncodeQwenImageEditPlus',
];
