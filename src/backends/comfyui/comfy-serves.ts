import type { ServeOptions } from '../../image-backend/backend-types.js';
import type { GenerationRequest } from '../../image-backend/generation-parameters.js';
import { IMAGE_ACTIONS } from '../../image-backend/image-actions.js';
import { workflowForInput } from './comfy-input.js';
import type { ComfyLora } from './comfy-loras.js';
import { filesMissing } from './comfy-probe.js';
import { workflowNamed } from './comfy-prompt.js';
import type { RegisteredWorkflow } from './comfy-workflow.js';

/**
 * The workflow a job runs (`comfy-backend.ts` chooses the same): an input's action's (an upscale
 * of its factor, an inpaint for a masked action, an edit), else the one the request names; none
 * where it names one not registered (every server refuses it alike).
 */
export function workflowOfJob(
  generate: ReadonlyMap<string, RegisteredWorkflow>,
  all: readonly RegisteredWorkflow[],
  request: GenerationRequest,
  options: ServeOptions,
): RegisteredWorkflow | undefined {
  const action = options.input?.action ?? options.action;
  try {
    if (!action || action.kind === 'describe') return workflowNamed(generate, request.workflow);
    const masked = options.input
      ? options.input.mask !== undefined
      : IMAGE_ACTIONS[action.kind].masked !== undefined;
    const references = { length: options.input?.references?.length ?? options.references ?? 0 };
    return workflowForInput(
      all,
      { action, references, ...(masked && { mask: true }) },
      request.workflow,
    );
  } catch {
    return undefined;
  }
}

/**
 * Whether a ComfyUI server, as it last described its nodes (`infos`) and listed its LoRA files
 * (`loras`), has what `workflow` needs with the LoRAs `asked`: every node class it uses (a custom
 * node, an inpaint's), each model file a loader names among the loader's choices (a checkpoint in
 * `CheckpointLoaderSimple`'s `ckpt_name`, an upscale model), each LoRA file. What was not read
 * yet counts as there.
 */
export function comfyServes(
  workflow: RegisteredWorkflow,
  infos: ReadonlyMap<string, unknown> | undefined,
  loras: readonly ComfyLora[] | undefined,
  asked: readonly { readonly name: string }[],
): boolean {
  const files = loras && new Set(loras.map(({ file }) => file));
  if (files && !asked.every(({ name }) => files.has(name))) return false;
  if (!infos) return true;
  return Object.values(workflow.graph).every(
    (node) => infos.has(node.class_type) && filesMissing(node, infos).length === 0,
  );
}
