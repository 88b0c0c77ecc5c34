/**
 * The nodes of an image-to-video workflow, declared as ComfyUI declares them at Comfy-Org/ComfyUI
 * a125cd84b054a57729b5eecab930ca9408719832 (tooltips left out), but for `SaveVideo`, as
 * 39b885faf94458563e272c4881fa369717567462 declares it unless asked for a125cd84's
 * ({@link SaveVideoCommit}): the V3 `Wan22ImageToVideoLatent`
 * and `WanImageToVideo` (`comfy_extras/nodes_wan.py`), `LTXVImgToVideo` and `LTXVConditioning`
 * (`comfy_extras/nodes_lt.py`), `CreateVideo`, `SaveVideo` and `SaveWEBM`
 * (`comfy_extras/nodes_video.py`), and the V1 `ImageFromBatch` (`comfy_extras/nodes_images.py`).
 * A V3 schema without a display name shows `null`; an output node's schema gains the hidden
 * `prompt` and `extra_pnginfo` (`Schema.finalize`).
 */

import { DYNAMIC_COMBO } from './dynamic-inputs.js';
import type { DynamicOption, InputSpec, NodeClass } from './node-declaration.js';

const MAX_RESOLUTION = 16384;

/** `io.Hidden.prompt` and `io.Hidden.extra_pnginfo`, as a V3 schema lists them. */
const V3_HIDDEN = { prompt: ['PROMPT'], extra_pnginfo: ['EXTRA_PNGINFO'] } as const;

/** A V3 `io.Int.Input`'s options. */
const int = (value: number, min: number, step?: number): InputSpec => [
  'INT',
  { default: value, min, max: MAX_RESOLUTION, ...(step && { step }) },
];

/** The size and length inputs of an image-to-video node (`length` in frames). */
function sizeInputs(
  width: number,
  height: number,
  length: [value: number, min: number, step: number],
  sizeStep: number,
  sizeMin: number,
): Record<string, InputSpec> {
  return {
    width: int(width, sizeMin, sizeStep),
    height: int(height, sizeMin, sizeStep),
    length: int(...length),
    batch_size: ['INT', { default: 1, min: 1, max: 4096 }],
  };
}

/** The three outputs of a node that conditions on an image and makes the latent. */
const CONDITIONED = {
  output: ['CONDITIONING', 'CONDITIONING', 'LATENT'],
  outputNames: ['positive', 'negative', 'latent'],
} as const;

/** `SaveVideo`'s `format` and `codec` (`VideoContainer`, `VideoCodec` at this commit: MP4, H.264). */
export const VIDEO_CONTAINERS = ['auto', 'mp4'] as const;
export const VIDEO_CODECS = ['auto', 'h264'] as const;

/**
 * The server whose `SaveVideo` is declared: 39b885fa's, its `format` a `DynamicCombo` nesting the
 * `codec` and its `encoding` with a `crf` (the newest), or a125cd84's plain `format` and `codec`
 * combos, without a quality setting.
 */
export type SaveVideoCommit = '39b885fa' | 'a125cd84';

/** `SaveVideo`'s commits, the default first. */
export const SAVE_VIDEO_COMMITS: readonly SaveVideoCommit[] = ['39b885fa', 'a125cd84'];

/** A `DynamicCombo.Input`'s V1 spec: its options, each with the inputs it adds. */
const dynamicCombo = (
  options: readonly DynamicOption[],
  more: { display_name?: string; hidden?: boolean } = {},
): InputSpec => [DYNAMIC_COMBO, { ...more, options }];

/** `_save_video_codec_input`: `codec`, whose h264 and av1 options nest an optional `encoding`. */
function codecInput(codecs: readonly string[], hidden = false): InputSpec {
  const crf: Readonly<Record<string, InputSpec>> = {
    h264: ['FLOAT', { default: 23.0, min: 0.0, max: 51.0, step: 1.0 }],
    av1: ['FLOAT', { default: 30.0, min: 0.0, max: 63.0, step: 1.0 }],
  };
  const options = codecs.map((codec): DynamicOption => {
    const quality = crf[codec];
    if (!quality) return { key: codec, inputs: { required: {} } };
    const encoding = dynamicCombo(
      [
        { key: 'auto', inputs: { required: {} } },
        { key: 're-encode', inputs: { required: { crf: quality } } },
      ],
      { display_name: 'encoding mode' },
    );
    return { key: codec, inputs: { required: {}, optional: { encoding } } };
  });
  return dynamicCombo(options, hidden ? { hidden: true } : {});
}

/** `SaveVideo` as the commit declares it (`comfy_extras/nodes_video.py`). */
function saveVideoClass(commit: SaveVideoCommit): NodeClass {
  if (commit === 'a125cd84') {
    return {
      required: {
        video: ['VIDEO', {}],
        filename_prefix: ['STRING', { default: 'video/ComfyUI' }],
        format: ['COMBO', { default: 'auto', multiselect: false, options: VIDEO_CONTAINERS }],
        codec: ['COMBO', { default: 'auto', multiselect: false, options: VIDEO_CODECS }],
      },
      hidden: V3_HIDDEN,
      output: [],
      outputNode: true,
      displayName: 'Save Video',
      category: 'image/video',
      description: 'Saves the input images to your ComfyUI output directory.',
      v3Module: 'comfy_extras.nodes_video',
    };
  }
  const all = ['auto', 'h264', 'av1'];
  return {
    required: {
      video: ['VIDEO', {}],
      filename_prefix: ['STRING', { default: 'video/ComfyUI', multiline: false }],
      format: dynamicCombo(
        ['auto', 'mp4', 'mkv', 'webm'].map((key) => ({
          key,
          inputs: { required: { codec: codecInput(key === 'webm' ? ['auto', 'av1'] : all) } },
        })),
      ),
    },
    optional: { codec: codecInput(all, true) },
    hidden: V3_HIDDEN,
    output: ['VIDEO'],
    outputNames: ['video'],
    outputNode: true,
    displayName: 'Save Video',
    category: 'video',
    description: 'Saves the input videos to your ComfyUI output directory.',
    v3Module: 'comfy_extras.nodes_video',
  };
}

/** The classes of `comfy_extras/nodes_video.py`, which a server without PyAV (`av`) lacks. */
export const VIDEO_FILE_NODES = ['CreateVideo', 'SaveVideo', 'SaveWEBM'] as const;

/** The classes, by `class_type`, `SaveVideo` as `saveVideo` declares it. */
export function videoNodeClasses(
  saveVideo: SaveVideoCommit = '39b885fa',
): Readonly<Record<string, NodeClass>> {
  return {
    Wan22ImageToVideoLatent: {
      required: { vae: ['VAE', {}], ...sizeInputs(1280, 704, [49, 1, 4], 32, 32) },
      optional: { start_image: ['IMAGE', {}] },
      output: ['LATENT'],
      outputNode: false,
      displayName: null,
      category: 'conditioning/inpaint',
      description: '',
      v3Module: 'comfy_extras.nodes_wan',
    },
    WanImageToVideo: {
      required: {
        positive: ['CONDITIONING', {}],
        negative: ['CONDITIONING', {}],
        vae: ['VAE', {}],
        ...sizeInputs(832, 480, [81, 1, 4], 16, 16),
      },
      optional: { clip_vision_output: ['CLIP_VISION_OUTPUT', {}], start_image: ['IMAGE', {}] },
      ...CONDITIONED,
      outputNode: false,
      displayName: null,
      category: 'conditioning/video_models',
      description: '',
      v3Module: 'comfy_extras.nodes_wan',
    },
    LTXVImgToVideo: {
      required: {
        positive: ['CONDITIONING', {}],
        negative: ['CONDITIONING', {}],
        vae: ['VAE', {}],
        image: ['IMAGE', {}],
        ...sizeInputs(768, 512, [97, 9, 8], 32, 64),
        strength: ['FLOAT', { default: 1.0, min: 0.0, max: 1.0 }],
      },
      ...CONDITIONED,
      outputNode: false,
      displayName: null,
      category: 'conditioning/video_models',
      description: '',
      v3Module: 'comfy_extras.nodes_lt',
    },
    LTXVConditioning: {
      required: {
        positive: ['CONDITIONING', {}],
        negative: ['CONDITIONING', {}],
        frame_rate: ['FLOAT', { default: 25.0, min: 0.0, max: 1000.0, step: 0.01 }],
      },
      output: ['CONDITIONING', 'CONDITIONING'],
      outputNames: ['positive', 'negative'],
      outputNode: false,
      displayName: null,
      category: 'conditioning/video_models',
      description: '',
      v3Module: 'comfy_extras.nodes_lt',
    },
    CreateVideo: {
      required: {
        images: ['IMAGE', {}],
        fps: ['FLOAT', { default: 30.0, min: 1.0, max: 120.0, step: 1.0 }],
      },
      optional: { audio: ['AUDIO', {}] },
      output: ['VIDEO'],
      outputNode: false,
      displayName: 'Create Video',
      category: 'image/video',
      description: 'Create a video from images.',
      v3Module: 'comfy_extras.nodes_video',
    },
    SaveVideo: saveVideoClass(saveVideo),
    SaveWEBM: {
      required: {
        images: ['IMAGE', {}],
        filename_prefix: ['STRING', { default: 'ComfyUI' }],
        codec: ['COMBO', { multiselect: false, options: ['vp9', 'av1'] }],
        fps: ['FLOAT', { default: 24.0, min: 0.01, max: 1000.0, step: 0.01 }],
        crf: ['FLOAT', { default: 32.0, min: 0, max: 63.0, step: 1 }],
      },
      hidden: V3_HIDDEN,
      output: [],
      outputNode: true,
      displayName: null,
      category: 'image/video',
      description: '',
      v3Module: 'comfy_extras.nodes_video',
      experimental: true,
    },
    ImageFromBatch: {
      required: {
        image: ['IMAGE'],
        batch_index: ['INT', { default: 0, min: 0, max: 4095 }],
        length: ['INT', { default: 1, min: 1, max: 4096 }],
      },
      output: ['IMAGE'],
      outputNode: false,
      displayName: null,
      category: 'image/batch',
      description: '',
      module: 'comfy_extras.nodes_images',
    },
  };
}
