import { type LocalizedText, nameText, text } from '../../i18n/localized-text.js';
import { BackendSetupError, InvalidParameterError } from '../../image-backend/backend-errors.js';
import type { RegisteredWorkflow, WorkflowInput } from './comfy-workflow.js';

/** One complaint of `validate_prompt` about a node's input (`{type, message, details, extra_info}`). */
export interface NodeComplaint {
  readonly type?: string;
  readonly message: string;
  readonly details?: string;
  readonly extra_info?: Readonly<Record<string, unknown>>;
}

/** `node_errors` of a 400 from `POST /prompt`: each refused node's complaints, by node id. */
export type NodeErrors = Readonly<Record<string, { readonly errors: readonly NodeComplaint[] }>>;

/** What ComfyUI said of each node when its `validate_prompt` refused a prompt (a 400). */
export class PromptRefusal {
  constructor(readonly nodeErrors: NodeErrors) {}
}

/**
 * ComfyUI refused a prompt: the operator's workflow is at fault (`BackendSetupError`, the node
 * errors kept as its cause) unless {@link memberValueRefused} finds a value the member chose.
 */
export const promptRefused = (nodeErrors: NodeErrors, detail: string): BackendSetupError =>
  new BackendSetupError({ detail, cause: new PromptRefusal(nodeErrors) });

/** The /imagine option (or the edit's strength) each input the bot fills with a member's value is. */
const OPTION_OF: Partial<Record<WorkflowInput, string>> = {
  steps: 'steps',
  seed: 'seed',
  width: 'width',
  height: 'height',
  strength: 'strength',
};

/** The bound a `value_bigger_than_max` / `value_smaller_than_min` complaint names, and the value. */
function boundOf(
  complaint: NodeComplaint,
): { key: 'max' | 'min'; limit: number; got: unknown } | undefined {
  const key =
    complaint.type === 'value_bigger_than_max'
      ? 'max'
      : complaint.type === 'value_smaller_than_min'
        ? 'min'
        : undefined;
  const config = complaint.extra_info?.input_config;
  const limit = Array.isArray(config)
    ? (config[1] as Record<string, unknown> | undefined)?.[key ?? '']
    : undefined;
  if (!key || typeof limit !== 'number') return undefined;
  return { key, limit, got: complaint.extra_info?.received_value };
}

/**
 * The refusal of a value the member chose (`chosen`: the inputs the bot filled from their
 * options), named as the option and its limit, when ComfyUI refused one: a node the workflow
 * fills (`slots`) whose input is over or under the bound the node declares. Undefined when the
 * refusal is the workflow's own (a value of the operator's, a missing model, a link).
 */
export function memberValueRefused(
  error: BackendSetupError,
  workflow: RegisteredWorkflow,
  chosen: ReadonlySet<WorkflowInput>,
): InvalidParameterError | undefined {
  if (!(error.cause instanceof PromptRefusal)) return undefined;
  for (const [node, { errors }] of Object.entries(error.cause.nodeErrors)) {
    for (const complaint of errors) {
      const input = complaint.extra_info?.input_name;
      const filled = (Object.keys(OPTION_OF) as WorkflowInput[]).find(
        (key) =>
          chosen.has(key) &&
          workflow.slots[key]?.node === node &&
          workflow.slots[key]?.input === input,
      );
      const bound = filled && boundOf(complaint);
      if (!filled || !bound) continue;
      const option = OPTION_OF[filled] as string;
      const name = text('imagine.optionName', { option: nameText(`imagine ${option}`) });
      const got = String(bound.got);
      const problem: LocalizedText =
        bound.key === 'max'
          ? text('parameter.atMost', { name, max: bound.limit, got })
          : text('parameter.atLeast', { name, min: bound.limit, got });
      return new InvalidParameterError(text('service.valueRefused', { problem }), {
        parameter: option,
        limit: bound.limit,
        detail: error.detail,
        cause: error,
      });
    }
  }
  return undefined;
}
