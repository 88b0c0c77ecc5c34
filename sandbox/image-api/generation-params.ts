import { badParameter } from './api-error.js';
import { WORKFLOWS, type Workflow } from './workflow.js';

/** A submission's parameters after validation, with the workflow's defaults applied. */
export interface GenerationParams {
  /** A positive prompt, or any JSON object taken as a node-graph workflow definition. */
  prompt: string | Record<string, unknown>;
  /** The negative prompt used; null where the workflow ignores it (`z-image`). */
  negativePrompt: string | null;
  width: number;
  height: number;
  steps: number;
  workflow: Workflow;
  /** As requested: -1 means random. */
  seed: number;
  /** The CFG scale used; null where the workflow ignores it (`default`, `z-image`). */
  cfg: number | null;
  /** The model path used; null where the workflow ignores it (`z-image`, `rr3`). */
  model: string | null;
}

/** Defaults and limits of submissions, as the README documents them. */
export const GENERATION_DEFAULTS = {
  width: 512,
  height: 512,
  minSize: 64,
  maxSize: 2048,
  steps: 20,
  maxSteps: 50,
  seed: -1,
  cfgRange: [1, 30],
  maxPromptLength: 10_000,
  negativePrompt:
    'lowres, bad anatomy, bad hands, text, error, missing fingers, extra digit, cropped, worst quality, low quality, jpeg artifacts, signature, watermark, blurry',
  cfg: { anime: 7, rr3: 6 },
  model: {
    default: 'checkpoints/sd_xl_base_1.0.safetensors',
    anime: 'checkpoints/animagine-xl-3.1.safetensors',
  },
} as const;

type Body = Record<string, unknown>;
const D = GENERATION_DEFAULTS;

function given(body: Body, name: string): unknown {
  const value = body[name];
  return value === null ? undefined : value;
}

function integer(body: Body, name: string, fallback: number, min: number, max: number): number {
  const value = given(body, name) ?? fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw badParameter(`${name} must be an integer between ${min} and ${max}`);
  }
  return value;
}

function text(body: Body, name: string): string | undefined {
  const value = given(body, name);
  if (value !== undefined && typeof value !== 'string')
    throw badParameter(`${name} must be a string`);
  return value;
}

function parsePrompt(body: Body, workflow: Workflow): GenerationParams['prompt'] {
  const prompt = given(body, 'prompt');
  if (typeof prompt === 'string') {
    if (prompt.trim() === '') throw badParameter('prompt is required');
    if (prompt.length > D.maxPromptLength) {
      throw badParameter(`prompt must be at most ${D.maxPromptLength} characters`);
    }
    return prompt;
  }
  if (typeof prompt === 'object' && prompt !== null && !Array.isArray(prompt)) {
    if (workflow === 'rr3') throw badParameter('the rr3 workflow needs a string prompt');
    return prompt as Record<string, unknown>;
  }
  if (prompt === undefined) throw badParameter('prompt is required');
  throw badParameter('prompt must be a string or a workflow object');
}

function parseCfg(body: Body, workflow: Workflow): number | null {
  const value = given(body, 'cfg');
  const [min, max] = D.cfgRange;
  if (value !== undefined && (typeof value !== 'number' || !(value >= min && value <= max))) {
    throw badParameter(`cfg must be a number between ${min} and ${max}`);
  }
  if (workflow !== 'anime' && workflow !== 'rr3') return null;
  return value ?? D.cfg[workflow];
}

/** Validates a submission body; throws a 400 `ApiError` naming the first bad parameter. */
export function parseGenerationParams(body: Body): GenerationParams {
  const workflow = given(body, 'workflow') ?? 'default';
  if (typeof workflow !== 'string' || !(WORKFLOWS as readonly string[]).includes(workflow)) {
    throw badParameter(`workflow must be one of ${WORKFLOWS.join(', ')}`);
  }
  const wf = workflow as Workflow;
  const prompt = parsePrompt(body, wf);
  const negative = text(body, 'negative_prompt');
  const model = text(body, 'model');
  if (model !== undefined && model.trim() === '') throw badParameter('model must not be empty');
  return {
    prompt,
    negativePrompt: wf === 'z-image' ? null : (negative ?? D.negativePrompt),
    width: integer(body, 'width', D.width, D.minSize, D.maxSize),
    height: integer(body, 'height', D.height, D.minSize, D.maxSize),
    steps: integer(body, 'steps', D.steps, 1, D.maxSteps),
    workflow: wf,
    seed: integer(body, 'seed', D.seed, -1, Number.MAX_SAFE_INTEGER),
    cfg: parseCfg(body, wf),
    model: wf === 'default' || wf === 'anime' ? (model ?? D.model[wf]) : null,
  };
}
