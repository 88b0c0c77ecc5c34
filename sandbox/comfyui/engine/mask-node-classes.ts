import type { NodeClassSources } from './node-classes.js';
import type { NodeClass } from './node-declaration.js';

/** `nodes.MAX_RESOLUTION`. */
const MAX_RESOLUTION = 16384;

const PAD = ['INT', { default: 0, min: 0, max: MAX_RESOLUTION, step: 8 }] as const;
const PLACE = ['INT', { default: 0, min: 0, max: MAX_RESOLUTION, step: 1 }] as const;

/** `LoadImageMask`'s channels, in its combo's order. */
const MASK_CHANNELS = ['alpha', 'red', 'green', 'blue'];

/**
 * The inpainting and outpainting nodes as ComfyUI declares them (Comfy-Org/ComfyUI a125cd84,
 * tooltips left out): `nodes.py`'s `LoadImageMask`, `VAEEncodeForInpaint`, `SetLatentNoiseMask`,
 * `ImagePadForOutpaint` and `InpaintModelConditioning` (an inpainting model's, as Flux.1 Fill's),
 * the V3 `ImageCompositeMasked` of `comfy_extras/nodes_mask.py` (its `mask` optional) and
 * `DifferentialDiffusion` of `nodes_differential_diffusion.py` (its `strength` optional). What they do: `inpaint-nodes.ts`.
 */
export function maskNodeClasses(
  sources: Pick<NodeClassSources, 'inputImages' | 'exists'>,
): Record<string, NodeClass> {
  return {
    LoadImageMask: {
      get required() {
        return {
          image: [sources.inputImages(), { image_upload: true }],
          channel: [MASK_CHANNELS],
        } as const;
      },
      output: ['MASK'],
      outputNode: false,
      displayName: 'Load Image (as Mask)',
      category: 'mask',
      description: '',
      validate: {
        inputs: ['image', 'channel'],
        check: ({ image, channel }) => {
          if (!sources.exists(String(image))) return `Invalid image file: ${String(image)}`;
          return MASK_CHANNELS.includes(String(channel)) || `Invalid color channel: ${channel}`;
        },
      },
    },
    VAEEncodeForInpaint: {
      required: {
        pixels: ['IMAGE'],
        vae: ['VAE'],
        mask: ['MASK'],
        grow_mask_by: ['INT', { default: 6, min: 0, max: 64, step: 1 }],
      },
      output: ['LATENT'],
      outputNode: false,
      displayName: 'VAE Encode (for Inpainting)',
      category: 'latent/inpaint',
      description: '',
    },
    SetLatentNoiseMask: {
      required: { samples: ['LATENT'], mask: ['MASK'] },
      output: ['LATENT'],
      outputNode: false,
      displayName: 'Set Latent Noise Mask',
      category: 'latent/inpaint',
      description: '',
    },
    ImagePadForOutpaint: {
      required: {
        image: ['IMAGE'],
        left: PAD,
        top: PAD,
        right: PAD,
        bottom: PAD,
        feathering: ['INT', { default: 40, min: 0, max: MAX_RESOLUTION, step: 1 }],
      },
      output: ['IMAGE', 'MASK'],
      outputNode: false,
      displayName: 'Pad Image for Outpainting',
      category: 'image',
      description: '',
    },
    ImageCompositeMasked: {
      required: {
        destination: ['IMAGE', {}],
        source: ['IMAGE', {}],
        x: PLACE,
        y: PLACE,
        resize_source: ['BOOLEAN', { default: false }],
      },
      optional: { mask: ['MASK', {}] },
      output: ['IMAGE'],
      outputNode: false,
      displayName: 'Image Composite Masked',
      category: 'image/compositing',
      description: '',
      v3Module: 'comfy_extras.nodes_mask',
    },
    InpaintModelConditioning: {
      required: {
        positive: ['CONDITIONING'],
        negative: ['CONDITIONING'],
        vae: ['VAE'],
        pixels: ['IMAGE'],
        mask: ['MASK'],
        noise_mask: ['BOOLEAN', { default: true }],
      },
      output: ['CONDITIONING', 'CONDITIONING', 'LATENT'],
      outputNames: ['positive', 'negative', 'latent'],
      outputNode: false,
      displayName: null,
      category: 'conditioning/inpaint',
      description: '',
    },
    DifferentialDiffusion: {
      required: { model: ['MODEL'] },
      optional: { strength: ['FLOAT', { default: 1, min: 0, max: 1, step: 0.0001 }] },
      output: ['MODEL'],
      outputNode: false,
      displayName: 'Differential Diffusion',
      category: '_for_testing',
      description: '',
      v3Module: 'comfy_extras.nodes_differential_diffusion',
    },
  };
}
