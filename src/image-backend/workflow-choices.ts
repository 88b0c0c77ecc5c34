import type { CallOptions } from './backend-types.js';
import { GENERATION_PARAMETERS, WORKFLOWS } from './generation-parameters.js';
import type { EditChoice, ImageBackend } from './image-backend.js';

/** The workflows a backend offers `/imagine workflow:`, and the one used when none is chosen. */
export interface WorkflowChoices {
  /** In the order members see them. */
  readonly names: readonly string[];
  /** One of `names`. */
  readonly default: string;
  /** The edit workflows a member may name beside an image (`ImageBackend.editChoices`). */
  readonly edits: readonly EditChoice[];
}

/** The image service's four workflows and its default (`default`). */
export const SERVICE_WORKFLOWS: WorkflowChoices = {
  names: WORKFLOWS,
  default: GENERATION_PARAMETERS.workflow.serviceDefault,
  edits: [],
};

/**
 * The workflows `/imagine workflow:` offers and accepts on `backend`: the image service's fixed
 * ones (`choices.source: 'static'`), or the backend's own (`ImageBackend.choices`: a ComfyUI
 * server's registered workflows, in name order), the first of them the default, and the edit
 * workflows a member may name beside an image. Undefined on a
 * backend whose choice is of models (the Horde, OpenAI-compatible images): there the workflow
 * option is checked as the service's and ignored.
 */
export async function workflowChoices(
  backend: Pick<ImageBackend, 'capabilities' | 'choices' | 'editChoices'>,
  options?: CallOptions,
): Promise<WorkflowChoices | undefined> {
  const { option, source } = backend.capabilities.choices;
  if (option !== 'workflow') return undefined;
  if (source === 'static' || !backend.choices) return SERVICE_WORKFLOWS;
  const [first, ...rest] = await backend.choices(options);
  if (first === undefined) return undefined;
  return { names: [first, ...rest], default: first, edits: backend.editChoices?.() ?? [] };
}
