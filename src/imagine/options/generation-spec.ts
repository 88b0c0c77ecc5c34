import { formatBytes } from '../../discord/text.js';
import { InvalidParameterError } from '../../image-api/errors.js';
import {
  type GenerationRequest,
  honours,
  GENERATION_LIMITS as L,
  NODE_GRAPH_WORKFLOWS,
  WORKFLOWS,
  type Workflow,
} from '../../image-api/generation-parameters.js';
import { validateGenerationRequest } from '../../image-api/validate-generation-request.js';
import { WorkflowFileError } from '../errors.js';
import {
  type ImagineInput,
  MAX_MODEL_LENGTH,
  MAX_NEGATIVE_PROMPT_LENGTH,
  MAX_PROMPT_LENGTH,
} from './imagine-options.js';
import { isSizePreset, SIZE_PRESETS } from './size-presets.js';

/** A generation as the bot starts it: the request and what the reply shows besides. */
export interface GenerationSpec {
  /** What is sent; `prompt` is the parsed workflow object when a workflow file was attached. */
  readonly request: GenerationRequest;
  /** The prompt text as shown (the label of a workflow file). */
  readonly promptLabel: string;
  /** Options given that the chosen workflow ignores (not sent). */
  readonly ignoredOptions: readonly string[];
  /** The attached workflow file's name. */
  readonly workflowFileName?: string;
}

/**
 * An {@link InvalidParameterError} about a `/imagine` option, e.g. "`width` must be at most 2048
 * (got 4096)", followed by what to do. `problem` starts with the option's name.
 */
export function optionError(
  option: string,
  problem: string,
  limit?: number | string,
): InvalidParameterError {
  const named = problem.startsWith(option)
    ? `\`${option}\`${problem.slice(option.length)}`
    : problem;
  return new InvalidParameterError(
    `${named}. Change it and run /imagine again; nothing was sent and no credits were spent.`,
    { parameter: option, ...(limit === undefined ? {} : { limit }) },
  );
}

/** Limits of {@link buildGenerationSpec} that come from the configuration. */
export interface SpecLimits {
  /** `WORKFLOW_FILE_MAX_BYTES`. */
  readonly workflowFileMaxBytes: number;
}

function checkLength(option: string, value: string | undefined, max: number) {
  if (value !== undefined && value.length > max) {
    throw optionError(
      option,
      `${option} must be at most ${max} characters (got ${value.length})`,
      max,
    );
  }
}

function checkSize(option: 'width' | 'height', value: number | undefined) {
  if (value !== undefined && Number.isInteger(value) && value < L.botMinSize) {
    throw optionError(
      option,
      `${option} must be at least ${L.botMinSize} (got ${value})`,
      L.botMinSize,
    );
  }
}

function workflowOf(value: string | undefined): Workflow {
  if (value === undefined) return 'default';
  if ((WORKFLOWS as readonly string[]).includes(value)) return value as Workflow;
  throw optionError('workflow', `workflow must be one of ${WORKFLOWS.join(', ')} (got "${value}")`);
}

function dimensions(input: ImagineInput): Pick<GenerationRequest, 'width' | 'height'> {
  let preset: { width?: number; height?: number } = {};
  if (input.size !== undefined) {
    if (!isSizePreset(input.size)) {
      const names = Object.keys(SIZE_PRESETS).join(', ');
      throw optionError('size', `size must be one of ${names} (got "${input.size}")`, names);
    }
    preset = SIZE_PRESETS[input.size];
  }
  const width = input.width ?? preset.width;
  const height = input.height ?? preset.height;
  return { ...(width === undefined ? {} : { width }), ...(height === undefined ? {} : { height }) };
}

/**
 * Turns `/imagine` options into what is sent, without any I/O: checks every option against its
 * limit (naming it), applies `size` (width and height override it), leaves out the options the
 * workflow ignores and lists them. With a workflow file, `request.prompt` is still the text: the
 * caller swaps in the downloaded object.
 * @throws {InvalidParameterError} naming the option and its limit.
 * @throws {WorkflowFileError} when the attached file is too large or the workflow takes text only.
 */
export function buildGenerationSpec(input: ImagineInput, limits: SpecLimits): GenerationSpec {
  const prompt = input.prompt.trim();
  if (prompt === '') throw optionError('prompt', 'prompt must not be empty');
  checkLength('prompt', prompt, MAX_PROMPT_LENGTH);
  checkLength('negative_prompt', input.negativePrompt, MAX_NEGATIVE_PROMPT_LENGTH);
  checkLength('model', input.model, MAX_MODEL_LENGTH);
  checkSize('width', input.width);
  checkSize('height', input.height);
  const workflow = workflowOf(input.workflow);
  const ignoredOptions: string[] = [];
  const negativePrompt = input.negativePrompt?.trim() || undefined;
  const model = input.model?.trim() || undefined;
  const request: GenerationRequest = {
    prompt,
    workflow,
    ...dimensions(input),
    ...(negativePrompt === undefined ? {} : { negativePrompt }),
    ...(input.steps === undefined ? {} : { steps: input.steps }),
    ...(input.seed === undefined ? {} : { seed: input.seed }),
  };
  if (input.cfg !== undefined) {
    if (honours(workflow, 'cfg')) request.cfg = input.cfg;
    else ignoredOptions.push('cfg');
  }
  if (model !== undefined) {
    if (honours(workflow, 'model')) request.model = model;
    else ignoredOptions.push('model');
  }
  try {
    validateGenerationRequest(request);
  } catch (error) {
    if (!(error instanceof InvalidParameterError)) throw error;
    throw optionError(error.parameter ?? 'option', error.message, error.limit);
  }
  const file = input.workflowFile;
  if (file) {
    if (!NODE_GRAPH_WORKFLOWS.includes(workflow)) {
      throw new WorkflowFileError(
        `needs a node-graph workflow (${NODE_GRAPH_WORKFLOWS.join(', ')}): ${workflow} takes only a text prompt.`,
      );
    }
    if (file.size > limits.workflowFileMaxBytes) {
      throw new WorkflowFileError(
        `is ${formatBytes(file.size)}, over the ${formatBytes(limits.workflowFileMaxBytes)} limit.`,
      );
    }
  }
  return {
    request,
    promptLabel: prompt,
    ignoredOptions,
    ...(file ? { workflowFileName: file.name } : {}),
  };
}
