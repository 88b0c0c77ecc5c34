import { isReferenceNode } from './comfy-references.js';
import {
  type ApiWorkflow,
  linked,
  nodeName,
  ofClass,
  titled,
  WorkflowRefusedError,
} from './comfy-workflow-graph.js';

/** What a workflow does with a member's request, told by its nodes (docs/backends.md). */
export type WorkflowRole =
  /** Text to image: no `LoadImage`. */
  | 'generate'
  /** The member's image and prompt to a new image: a `LoadImage` into a sampler (img2img). */
  | 'edit'
  /**
   * Only where a mask lets it (a region edit, Zoom out, Pan): an edit whose `LoadImage` also gives
   * its `MASK` output (1 − the upload's alpha) to a node (`SetLatentNoiseMask`, `VAEEncodeForInpaint`).
   */
  | 'inpaint'
  /** The member's image made larger: a `LoadImage` into an upscale model, no sampler. */
  | 'upscale'
  /**
   * The member's image made a short video: a `LoadImage` into an image-to-video node (Wan 2.2's
   * `Wan22ImageToVideoLatent`, `WanImageToVideo`, `LTXVImgToVideo`), a video output and sampled
   * frames (`comfy-animate-role.ts`).
   */
  | 'animate';

/** The classes that upscale with a model (`comfy_extras/nodes_upscale_model.py`). */
const UPSCALE_CLASSES = ['ImageUpscaleWithModel', 'UpscaleModelLoader'];

/** The title of the `LoadImage` the member's image goes into, when there are several. */
export const INPUT_IMAGE_TITLE = 'input image';

/** The largest factor an upscale workflow may declare. */
const MAX_FACTOR = 8;

/**
 * The `LoadImage` the member's image is written into: the one titled `input image`, else the only
 * one besides the references' (`reference 1`…); undefined when there is none (a text-to-image
 * workflow).
 * @throws {WorkflowRefusedError} when there are several and none is titled.
 */
export function findInputImage(name: string, graph: ApiWorkflow): string | undefined {
  const named = titled(graph, INPUT_IMAGE_TITLE);
  if (named.length === 1 && named[0]) return named[0];
  const loaders = ofClass(graph, 'LoadImage').filter((id) => !isReferenceNode(graph, id));
  if (loaders.length <= 1) return loaders[0];
  throw new WorkflowRefusedError(
    name,
    `has ${loaders.length} LoadImage nodes (${loaders.join(', ')}): title the one the ` +
      `member's image goes into "${INPUT_IMAGE_TITLE}"`,
  );
}

/** Whether a node of `graph` takes `LoadImage` `image`'s second output, its `MASK`. */
const usesMaskOf = (graph: ApiWorkflow, image: string) =>
  Object.values(graph).some((node) =>
    Object.values(node.inputs).some(
      (value) => linked(value) === image && (value as unknown[])[1] === 1,
    ),
  );

/**
 * The role of a workflow whose input image is `image`: an edit when it samples (an inpaint when
 * a node takes the image's mask), an upscale when it has an upscale model and no sampler.
 * @throws {WorkflowRefusedError} when it does neither.
 */
export function roleOf(
  name: string,
  graph: ApiWorkflow,
  image: string,
): 'edit' | 'inpaint' | 'upscale' {
  if (ofClass(graph, 'KSampler').length > 0 || titled(graph, 'sampler').length > 0)
    return usesMaskOf(graph, image) ? 'inpaint' : 'edit';
  if (UPSCALE_CLASSES.some((classType) => ofClass(graph, classType).length > 0)) return 'upscale';
  throw new WorkflowRefusedError(
    name,
    `has ${nodeName(graph, image)} but neither a KSampler (an edit: wire VAEEncode(pixels: the ` +
      'image) to its latent_image) nor an ImageUpscaleWithModel (an upscale): add one, or take ' +
      'the LoadImage out for a text-to-image workflow',
  );
}

/**
 * Checks an edit's sampler starts from the input image: its `latent_image` must not be an
 * `EmptyLatentImage` (the image would be ignored).
 * @throws {WorkflowRefusedError} saying how to wire it.
 */
export function checkEditLatent(name: string, graph: ApiWorkflow, sampler: string): void {
  const source = linked(graph[sampler]?.inputs.latent_image);
  if (source && graph[source]?.class_type === 'EmptyLatentImage') {
    throw new WorkflowRefusedError(
      name,
      `has a LoadImage, but ${nodeName(graph, sampler)} starts from ${nodeName(graph, source)}, ` +
        "so the member's image would be ignored: wire a VAEEncode of the LoadImage to its " +
        'latent_image (image to image), or take the LoadImage out (text to image)',
    );
  }
}

/** The factor a name says (`RealESRGAN_x4plus.pth`, `4x-UltraSharp.pth`, `upscale ×2`). */
function factorIn(text: string): number | undefined {
  const found = /(?:^|[^a-z0-9])(\d{1,2})\s*[x×](?![0-9])|[x×]\s*(\d{1,2})(?![0-9])/i.exec(text);
  const digits = found?.[1] ?? found?.[2];
  return digits === undefined ? undefined : Number(digits);
}

/**
 * The factor an upscale workflow scales by: declared by a node titled `upscale x4` (or `×4`),
 * else read from its one `UpscaleModelLoader`'s model name, times the `scale_by` of its
 * `ImageScaleBy` nodes (a ×4 model then ×0.5 is ×2).
 * @throws {WorkflowRefusedError} when it cannot be told, or is not a whole number from 2 to 8.
 */
export function upscaleFactor(name: string, graph: ApiWorkflow): number {
  const declared = Object.values(graph)
    .map((node) => node._meta?.title?.trim() ?? '')
    .filter((title) => /^upscale\b/i.test(title))
    .map(factorIn)
    .find((factor) => factor !== undefined);
  let factor = declared;
  if (factor === undefined) {
    const loaders = ofClass(graph, 'UpscaleModelLoader');
    const model = loaders.length === 1 ? graph[loaders[0] as string]?.inputs.model_name : undefined;
    const fromModel = typeof model === 'string' ? factorIn(model) : undefined;
    if (fromModel === undefined) {
      throw new WorkflowRefusedError(
        name,
        `cannot tell by how much it upscales (${loaders.length === 1 ? `its model ${JSON.stringify(model)} does not say, as 4x-… or …_x4… do` : `it has ${loaders.length} UpscaleModelLoader nodes`}): title its upscale node "upscale x4" (or x2, …)`,
      );
    }
    const scaledBy = ofClass(graph, 'ImageScaleBy').map((id) => Number(graph[id]?.inputs.scale_by));
    factor = Math.round(scaledBy.reduce((product, by) => product * by, fromModel) * 100) / 100;
  }
  if (!Number.isInteger(factor) || factor < 2 || factor > MAX_FACTOR) {
    throw new WorkflowRefusedError(
      name,
      `upscales by ${factor}, not a whole number from 2 to ${MAX_FACTOR}: use a model (or an ` +
        'ImageScaleBy after it) that makes it ×2, ×4…, or title its upscale node "upscale x4"',
    );
  }
  return factor;
}
