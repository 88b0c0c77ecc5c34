import type { ImageSource } from '../../emulator-kit/picture.js';
import { type ExpandedInputs, expandInputs } from './dynamic-inputs.js';
import { EDIT_PROMPT_CLASSES } from './edit-model-classes.js';
import { instructedPicture, kontextScaled, referencesOf } from './edit-model-pictures.js';
import { CONDITIONING_KEPT } from './family-node-classes.js';
import { INPAINT_CONDITIONING, inpaintPicture, maskAt, sampledChange } from './inpaint-nodes.js';
import { lorasOf } from './lora-nodes.js';
import type { MaskPlane } from './mask-planes.js';
import type { NodeClass } from './node-declaration.js';
import type { OutputFiles } from './output-files.js';
import { BLANK, isLink, itemsOf, type Picture, scaled } from './plan-picture.js';
import type { Workflow } from './prompt-validation.js';
import { annotatedPath, type UploadedFiles } from './uploaded-files.js';
import { CONDITIONING_PASSES, sampledClip, videoPicture } from './video-pictures.js';

export type { Picture } from './plan-picture.js';

/** The files and models a workflow's loaders read. */
export interface PlanWorld {
  readonly uploads: UploadedFiles;
  readonly files: OutputFiles;
  /** Upscale model file → the factor it scales by. */
  readonly upscaleModels: Readonly<Record<string, number>>;
  /** The core class a node class behaves as (a custom node's fork; a core class itself). */
  readonly runsAs: (classType: string) => string;
  /** A node class's declaration. */
  readonly declared: (classType: string) => NodeClass | undefined;
}

/** `ImageUpscaleWithModel`'s tiles (`tiled_scale`: 512 px, overlap 32). */
const TILE = 512;
const OVERLAP = 32;

/**
 * A validated workflow as the executor walks it: the nodes an output needs in execution order
 * (dependencies first, each once), cache signatures, what sampling and saving are made of (the
 * pictures flowing from loaders through samplers and scalers), and what fails on its own.
 */
export class WorkflowPlan {
  readonly #signatures = new Map<string, string>();
  readonly #pictures = new Map<string, Picture>();

  constructor(
    readonly prompt: Workflow,
    private readonly world: PlanWorld,
  ) {}

  classOf(id: string): string {
    return (this.prompt[id] as Workflow[string]).class_type;
  }

  /** The core class node `id` behaves as (its own, or the one a custom node forks). */
  kindOf(id: string): string {
    return this.world.runsAs(this.classOf(id));
  }

  input(id: string, name: string): unknown {
    return (this.prompt[id] as Workflow[string]).inputs[name];
  }

  /** Node `id`'s class declaration. */
  declared(id: string): NodeClass | undefined {
    return this.world.declared(this.classOf(id));
  }

  /** Node `id`'s inputs as the server expands them for its values (`dynamic-inputs.ts`). */
  expanded(id: string): ExpandedInputs {
    return expandInputs(this.declared(id) ?? { required: {} }, this.prompt[id]?.inputs ?? {});
  }

  /**
   * The nodes to run for `outputs`, dependencies first; upstream nodes for which `cached` is
   * true are not entered (their outputs are reused), output nodes always are.
   */
  order(outputs: readonly string[], cached: (id: string) => boolean): string[] {
    const seen = new Set<string>();
    const out: string[] = [];
    const visit = (id: string, isOutput: boolean) => {
      if (seen.has(id) || (!isOutput && cached(id))) return;
      seen.add(id);
      for (const value of Object.values((this.prompt[id] as Workflow[string]).inputs)) {
        if (isLink(value)) visit(value[0], false);
      }
      out.push(id);
    };
    for (const id of outputs) visit(id, true);
    return out;
  }

  /** The cache key of a node: its class and inputs, links replaced by their source's key. */
  signature(id: string): string {
    const known = this.#signatures.get(id);
    if (known) return known;
    const node = this.prompt[id] as Workflow[string];
    const inputs = Object.entries(node.inputs)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, value]) => [name, isLink(value) ? [this.signature(value[0]), value[1]] : value]);
    const signature = JSON.stringify([node.class_type, inputs]);
    this.#signatures.set(id, signature);
    return signature;
  }

  /**
   * The progress steps of a node: a KSampler's `steps`, an `ImageUpscaleWithModel`'s tiles
   * (`get_tiled_scale_steps` per image); 0 for a node that reports none.
   */
  stepsOf(id: string): number {
    switch (this.kindOf(id)) {
      case 'KSampler':
        return Number(this.input(id, 'steps'));
      case 'ImageUpscaleWithModel': {
        const { width, height, batch } = this.pictureOf(this.input(id, 'image'));
        const count = (side: number) =>
          side <= TILE ? 1 : Math.ceil((side - OVERLAP) / (TILE - OVERLAP));
        return batch * count(width) * count(height);
      }
      default:
        return 0;
    }
  }

  /** The images node `id` saves from its `images` input, one per batch item (a video's: per frame). */
  imagesOf(id: string): ImageSource[] {
    return itemsOf(this.pictureOf(this.input(id, 'images')));
  }

  /** What node `id` outputs (a sampler: its latent, drawn as the image it becomes). */
  pictureAt(id: string): Picture {
    return this.pictureOf([id, 0]);
  }

  /** The factor of the upscale model an `UpscaleModelLoader` loads, or undefined when not installed. */
  upscaleFactor(loader: string): number | undefined {
    return this.world.upscaleModels[String(this.input(loader, 'model_name'))];
  }

  /** The file a `LoadImage` opens, or undefined when it is no upload (a generated image, or none). */
  loadedFile(id: string) {
    const at = annotatedPath(String(this.input(id, 'image')));
    return { at, file: this.world.uploads.get(at.type, at.subfolder, at.filename) };
  }

  pictureOf(link: unknown, depth = 0): Picture {
    if (!isLink(link) || depth > 1000) return BLANK;
    const [id] = link;
    let picture = this.#pictures.get(id);
    if (!picture) {
      picture = this.#resolve(id, depth + 1);
      this.#pictures.set(id, picture);
    }
    return picture;
  }

  #resolve(id: string, depth: number): Picture {
    const input = (name: string) => this.input(id, name);
    const from = (name: string) => this.pictureOf(input(name), depth);
    switch (this.kindOf(id)) {
      case 'EmptyLatentImage':
      case 'EmptySD3LatentImage':
        return {
          ...BLANK,
          width: Number(input('width')),
          height: Number(input('height')),
          batch: Number(input('batch_size')),
        };
      case 'VAEDecode':
        return from('samples');
      case 'VAEEncode': {
        const pixels = from('pixels');
        const crop = (side: number) => Math.max(8, Math.floor(side / 8) * 8);
        return scaled(pixels, crop(pixels.width), crop(pixels.height));
      }
      case 'KSampler': {
        const latent = from('latent_image');
        const sampled = {
          text: this.#textOf(input('positive')),
          seed: Number(input('seed')),
          loras: lorasOf(this, input('model')),
        };
        if (latent.clipFrames) return sampledClip(latent, sampled);
        const references = referencesOf(this, input('positive'), depth);
        if (references.length > 0) {
          return instructedPicture(latent, references, sampled, Number(input('denoise')));
        }
        const change = sampledChange(latent);
        const masked = { ...sampled, ...(change && { change }) };
        if (latent.strength === 0) {
          return { ...latent, ...masked, strength: latent.base ? Number(input('denoise')) : 1 };
        }
        const under = { source: { ...latent, index: 0 } };
        return { ...latent, ...masked, base: under, strength: Number(input('denoise')) };
      }
      case 'LoadImage':
        return this.#loaded(id);
      case 'ImageScale': {
        const image = from('image');
        let width = Number(input('width'));
        let height = Number(input('height'));
        if (width === 0 && height === 0) return image;
        if (width === 0) width = Math.round((image.width * height) / image.height);
        if (height === 0) height = Math.round((image.height * width) / image.width);
        return scaled(image, width, height);
      }
      case 'FluxKontextImageScale':
        return kontextScaled(from('image'));
      case 'ImageScaleBy': {
        const image = from('image');
        const by = Number(input('scale_by'));
        return scaled(image, Math.round(image.width * by), Math.round(image.height * by));
      }
      case 'ImageUpscaleWithModel': {
        const image = from('image');
        const loader = input('upscale_model');
        const factor = isLink(loader) ? (this.upscaleFactor(loader[0]) ?? 1) : 1;
        return scaled(image, image.width * factor, image.height * factor);
      }
      default:
        return inpaintPicture(this, id, depth) ?? videoPicture(this, id, depth) ?? BLANK;
    }
  }

  /** The `MASK` a link gives (`LoadImage`'s second output, `LoadImageMask`, an outpaint pad's). */
  maskOf(link: unknown): MaskPlane {
    return maskAt(this, link);
  }

  /** A `LoadImage`'s picture: the uploaded image, or a generated one it names (`… [output]`). */
  #loaded(id: string): Picture {
    const { at, file } = this.loadedFile(id);
    if (file?.image && file.width && file.height) {
      return { ...BLANK, width: file.width, height: file.height, base: { image: file.image } };
    }
    const source = this.world.files.sourceOf(at.type, at.subfolder, at.filename);
    return source
      ? { ...BLANK, width: source.width, height: source.height, base: { source } }
      : BLANK;
  }

  /** The text a `CONDITIONING` link encodes, followed through the nodes that pass it on conditioned. */
  #textOf(link: unknown, depth = 0): string {
    if (!isLink(link) || depth > 1000 || !this.prompt[link[0]]) return '';
    const [id, output] = link;
    const kind = this.kindOf(id);
    if (CONDITIONING_PASSES.includes(kind) || INPAINT_CONDITIONING.includes(kind)) {
      const passed = this.input(id, output === 1 ? 'negative' : 'positive');
      return this.#textOf(passed, depth + 1);
    }
    const kept = CONDITIONING_KEPT[kind];
    if (kept) return this.#textOf(this.input(id, kept), depth + 1);
    if (EDIT_PROMPT_CLASSES.includes(kind)) return String(this.input(id, 'prompt'));
    return kind === 'CLIPTextEncode' ? String(this.input(id, 'text')) : '';
  }
}
