import { createHash, randomInt } from 'node:crypto';
import { text } from '../../i18n/localized-text.js';
import { InvalidParameterError } from '../../image-backend/backend-errors.js';
import type { SubmitOptions } from '../../image-backend/backend-types.js';
import type { GenerationRequest } from '../../image-backend/generation-parameters.js';
import type { ComfyCall } from './comfy-http.js';
import { promptAnswerSchema } from './comfy-schemas.js';
import type {
  ApiWorkflow,
  RegisteredWorkflow,
  WorkflowInput,
  WorkflowValues,
} from './comfy-workflow.js';

/**
 * The text-to-image workflow `name` of `workflows` (none: the first, as `choices` lists them).
 * @throws {InvalidParameterError} for a name not registered (one the operator since removed).
 */
export function workflowNamed(
  workflows: ReadonlyMap<string, RegisteredWorkflow>,
  name: string | undefined,
): RegisteredWorkflow {
  if (name === undefined) return workflows.values().next().value as RegisteredWorkflow;
  const found = workflows.get(name);
  if (found) return found;
  const allowed = [...workflows.keys()].join(', ');
  const got = JSON.stringify(name.slice(0, 100));
  throw new InvalidParameterError(text('parameter.oneOf', { name: 'workflow', allowed, got }), {
    parameter: 'workflow',
    limit: allowed,
  });
}

/** A negative prompt's comma-separated terms as one string: lower case, one space after each comma. */
const termsOf = (text: string): string =>
  `, ${text
    .split(',')
    .map((term) => term.trim().toLowerCase())
    .join(', ')}, `;

/**
 * The negative prompt written into `workflow`: its own text first (the operator's, kept whatever
 * the member asks), then the request's (the member's or a style's, and the server's safety
 * negative prompt) unless its own holds those terms already; its own alone where the request has
 * none (undefined: left as it is). A negative whose text another node feeds (a link) takes the
 * request's in its place.
 */
export function negativeFor(
  workflow: RegisteredWorkflow,
  request: GenerationRequest,
): string | undefined {
  const asked = request.negativePrompt?.trim();
  if (!asked) return undefined;
  const slot = workflow.slots.negative;
  const own = slot && workflow.graph[slot.node]?.inputs[slot.input];
  if (typeof own !== 'string' || own.trim() === '') return asked;
  if (termsOf(own).includes(termsOf(asked))) return own;
  return `${own.trim().replace(/,$/, '')}, ${asked}`;
}

/** The largest seed drawn for `seed: -1` (ComfyUI takes up to 2^64 - 1). */
const MAX_DRAWN_SEED = 2 ** 47;

/**
 * What a member's request writes into `workflow`: the prompt, the negative prompt after the
 * workflow's own ({@link negativeFor}), the seed (drawn for none or `-1`) and the steps; with
 * `fromInput` (an image in: `comfy-input.ts`'s values) those, else one image of the size asked.
 */
export function promptValues(
  workflow: RegisteredWorkflow,
  prompt: string,
  request: GenerationRequest,
  fromInput: WorkflowValues | undefined,
): WorkflowValues {
  const seed =
    request.seed === undefined || request.seed < 0 ? randomInt(MAX_DRAWN_SEED) : request.seed;
  const negative = negativeFor(workflow, request);
  const words = {
    positive: prompt,
    ...(negative !== undefined && { negative }),
    seed,
    ...(request.steps !== undefined && { steps: request.steps }),
  };
  if (fromInput) return { ...words, ...fromInput };
  return {
    ...words,
    batch: 1,
    ...(request.width !== undefined && { width: request.width }),
    ...(request.height !== undefined && { height: request.height }),
  };
}

/** The inputs a submission fills with values the member chose (not the bot's nor the workflow's). */
export function chosenInputs(
  request: GenerationRequest,
  options?: SubmitOptions,
): Set<WorkflowInput> {
  const action = options?.input?.action;
  const chosen: [WorkflowInput, boolean][] = [
    ['steps', request.steps !== undefined],
    ['seed', request.seed !== undefined && request.seed >= 0],
    ['width', request.width !== undefined],
    ['height', request.height !== undefined],
    ['strength', action?.kind === 'edit' && action.strength !== undefined],
  ];
  return new Set(chosen.filter(([, set]) => set).map(([input]) => input));
}

/** `POST /prompt` of a filled workflow under the bot's client id (and its own prompt id, if any). */
export function promptCall(prompt: ApiWorkflow, clientId: string, promptId: string | undefined) {
  return {
    what: 'POST /prompt',
    method: 'POST',
    path: '/prompt',
    body: { prompt, client_id: clientId, ...(promptId && { prompt_id: promptId }) },
    schema: promptAnswerSchema,
    submission: true,
  } satisfies ComfyCall<unknown>;
}

/**
 * The prompt id a submission is queued under (ComfyUI takes the client's `prompt_id`): a UUID
 * drawn from the bot's id and the submission's, so the process resuming it finds it again and
 * another bot on the same server never takes it.
 */
export function promptIdOf(botId: string, submissionId: string): string {
  const hex = createHash('sha256').update(`comfyui-prompt|${botId}|${submissionId}`).digest('hex');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `4${hex.slice(13, 16)}`,
    `a${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}
