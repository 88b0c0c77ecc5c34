import type { Workflow } from './prompt-validation.js';

/** What the images reaching an output node are drawn from. */
export interface ImageRecipe {
  width: number;
  height: number;
  batch: number;
  /** The positive prompt's text (empty when none is found upstream). */
  text: string;
  seed: number;
}

function isLink(value: unknown): value is [string, number] {
  return Array.isArray(value) && value.length === 2 && typeof value[0] === 'string';
}

/**
 * A validated workflow as the executor walks it: the nodes an output needs in execution order
 * (dependencies first, each once), cache signatures, and what sampling and saving are made of.
 */
export class WorkflowPlan {
  readonly #signatures = new Map<string, string>();

  constructor(readonly prompt: Workflow) {}

  classOf(id: string): string {
    return (this.prompt[id] as Workflow[string]).class_type;
  }

  input(id: string, name: string): unknown {
    return (this.prompt[id] as Workflow[string]).inputs[name];
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

  /** Sampling steps of a node (0 for nodes that do not sample). */
  stepsOf(id: string): number {
    return this.classOf(id) === 'KSampler' ? Number(this.input(id, 'steps')) : 0;
  }

  /** What the images fed to `id`'s input `images` are drawn from. */
  recipe(id: string): ImageRecipe {
    const recipe: ImageRecipe = { width: 512, height: 512, batch: 1, text: '', seed: 0 };
    let link = this.input(id, 'images');
    let sampled = false;
    for (let hops = 0; isLink(link) && hops < 1000; hops++) {
      const source = link[0];
      switch (this.classOf(source)) {
        case 'VAEDecode':
          link = this.input(source, 'samples');
          break;
        case 'KSampler':
          if (!sampled) {
            sampled = true;
            recipe.seed = Number(this.input(source, 'seed'));
            recipe.text = this.#textOf(this.input(source, 'positive'));
          }
          link = this.input(source, 'latent_image');
          break;
        case 'EmptyLatentImage':
          recipe.width = Number(this.input(source, 'width'));
          recipe.height = Number(this.input(source, 'height'));
          recipe.batch = Number(this.input(source, 'batch_size'));
          link = undefined;
          break;
        default:
          link = undefined;
      }
    }
    return recipe;
  }

  /** Latent size (width, height) reaching a sampler, for its previews. */
  latentSizeOf(samplerId: string): { width: number; height: number } {
    let link = this.input(samplerId, 'latent_image');
    for (let hops = 0; isLink(link) && hops < 1000; hops++) {
      if (this.classOf(link[0]) === 'EmptyLatentImage') {
        return {
          width: Number(this.input(link[0], 'width')),
          height: Number(this.input(link[0], 'height')),
        };
      }
      link = this.classOf(link[0]) === 'KSampler' ? this.input(link[0], 'latent_image') : undefined;
    }
    return { width: 512, height: 512 };
  }

  #textOf(link: unknown): string {
    if (!isLink(link) || this.classOf(link[0]) !== 'CLIPTextEncode') return '';
    return String(this.input(link[0], 'text'));
  }
}
