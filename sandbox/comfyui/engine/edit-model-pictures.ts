import type { ImageSource } from '../../emulator-kit/picture.js';
import { kontextSize, REFERENCE_INPUTS } from './edit-model-classes.js';
import { CONDITIONING_KEPT } from './family-node-classes.js';
import { coverCropped, isLink, type Picture } from './plan-picture.js';
import { CONDITIONING_PASSES } from './video-pictures.js';

/** What the edit-model pictures read of the workflow being planned (`WorkflowPlan`). */
export interface EditPlanReader {
  input(id: string, name: string): unknown;
  kindOf(id: string): string;
  pictureOf(link: unknown, depth?: number): Picture;
}

/**
 * How much an instruction edit washes the image it edits with its instruction's colour, at
 * denoise 1: enough that the change shows, little enough that the image's shapes stay, as an edit
 * model keeps the composition (where img2img at denoise 1 keeps nothing).
 */
export const INSTRUCTED_STRENGTH = 0.4;

/**
 * The pictures conditioning linked as `link` carries as references (`ReferenceLatent`'s latent,
 * the Qwen edit encoders' images), in order, followed back through the nodes that pass it on.
 */
export function referencesOf(plan: EditPlanReader, link: unknown, depth = 0): Picture[] {
  if (!isLink(link) || depth > 1000) return [];
  const [id, output] = link;
  const kind = plan.kindOf(id);
  if (CONDITIONING_PASSES.includes(kind)) {
    return referencesOf(plan, plan.input(id, output === 1 ? 'negative' : 'positive'), depth + 1);
  }
  const own = (REFERENCE_INPUTS[kind] ?? [])
    .map((name) => plan.input(id, name))
    .filter(isLink)
    .map((value) => plan.pictureOf(value, depth + 1));
  const kept = CONDITIONING_KEPT[kind];
  const earlier = kept ? referencesOf(plan, plan.input(id, kept), depth + 1) : [];
  return [...earlier, ...own];
}

/** `FluxKontextImageScale`'s picture: `image` at the Kontext size nearest its aspect, centre-cut. */
export function kontextScaled(image: Picture): Picture {
  const { width, height } = kontextSize(image.width, image.height);
  return coverCropped(image, width, height);
}

/**
 * What a sampler makes of `latent` when its positive carries `references`: the first reference
 * at the latent's size, the instruction's colour washed over it by {@link INSTRUCTED_STRENGTH} ×
 * `denoise` (its shapes kept, as an edit model keeps the composition), each further reference an inset, so a person sees what was drawn from.
 */
export function instructedPicture(
  latent: Picture,
  references: readonly Picture[],
  sampled: Pick<ImageSource, 'text' | 'seed' | 'loras'>,
  denoise: number,
): Picture {
  const [first, ...others] = references as [Picture, ...Picture[]];
  const under = coverCropped(first, latent.width, latent.height);
  const insets = others.map((picture) => ({ ...picture, index: 0 }));
  return {
    width: latent.width,
    height: latent.height,
    batch: latent.batch,
    ...sampled,
    base: { source: { ...under, index: 0 } },
    strength: INSTRUCTED_STRENGTH * denoise,
    washed: true,
    ...(insets.length > 0 && { insets }),
  };
}
