import { InvalidParameterError } from './errors.js';
import { type GenerationRequest, WORKFLOWS } from './service-types.js';

/**
 * Limits of a generation request. The service documents only the maxima (width and height 2048,
 * steps 50); the minima and the `cfg` range are the client's own sane bounds. `botMinSize` is the
 * smallest width or height the bot's own command options offer.
 */
export const GENERATION_LIMITS = {
  minSize: 1,
  botMinSize: 64,
  maxSize: 2048,
  minSteps: 1,
  maxSteps: 50,
  minSeed: -1,
  maxSeed: Number.MAX_SAFE_INTEGER,
  minCfg: 1,
  maxCfg: 30,
  defaultSize: 512,
  defaultSteps: 20,
} as const;

/** The JSON body of a submission: snake_case names, undefined parameters left out. */
export type WireGenerationRequest = Record<string, unknown>;

const WIRE_NAMES = {
  prompt: 'prompt',
  negativePrompt: 'negative_prompt',
  width: 'width',
  height: 'height',
  steps: 'steps',
  workflow: 'workflow',
  seed: 'seed',
  cfg: 'cfg',
  model: 'model',
} as const satisfies Record<keyof GenerationRequest, string>;

/** Maps a {@link GenerationRequest} to the body the service expects. */
export function toWireRequest(request: GenerationRequest): WireGenerationRequest {
  const body: WireGenerationRequest = {};
  for (const [name, wireName] of Object.entries(WIRE_NAMES)) {
    const value = request[name as keyof GenerationRequest];
    if (value !== undefined) body[wireName] = value;
  }
  return body;
}

const L = GENERATION_LIMITS;

const fail = (parameter: string, message: string, limit?: number | string) =>
  new InvalidParameterError(message, { parameter, limit });

const show = (value: unknown) =>
  typeof value === 'string' ? JSON.stringify(value) : String(value);

function checkInteger(parameter: string, value: unknown, min: number, max: number) {
  if (value === undefined) return;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw fail(
      parameter,
      `${parameter} must be a whole number (got ${show(value)})`,
      `${min}-${max}`,
    );
  }
  if (value < min)
    throw fail(parameter, `${parameter} must be at least ${min} (got ${value})`, min);
  if (value > max) throw fail(parameter, `${parameter} must be at most ${max} (got ${value})`, max);
}

function checkPrompt(prompt: unknown) {
  if (typeof prompt === 'string') {
    if (prompt.trim() === '') throw fail('prompt', 'prompt must not be empty');
    return;
  }
  const isPlainObject =
    typeof prompt === 'object' &&
    prompt !== null &&
    !Array.isArray(prompt) &&
    [Object.prototype, null].includes(Object.getPrototypeOf(prompt));
  if (!isPlainObject) throw fail('prompt', 'prompt must be text or a node-graph workflow object');
  if (Object.keys(prompt).length === 0) throw fail('prompt', 'prompt workflow must not be empty');
}

function checkOptionalString(parameter: string, value: unknown) {
  if (value !== undefined && typeof value !== 'string') {
    throw fail(parameter, `${parameter} must be text (got ${typeof value})`);
  }
}

/**
 * Checks a request against the service's limits before anything is sent; throws an
 * {@link InvalidParameterError} naming the parameter and the limit, e.g.
 * `width must be at most 2048 (got 4096)`. Pure: no I/O, the request is not changed.
 */
export function validateGenerationRequest(request: GenerationRequest): void {
  checkPrompt(request.prompt);
  checkOptionalString('negative_prompt', request.negativePrompt);
  checkInteger('width', request.width, L.minSize, L.maxSize);
  checkInteger('height', request.height, L.minSize, L.maxSize);
  checkInteger('steps', request.steps, L.minSteps, L.maxSteps);
  checkInteger('seed', request.seed, L.minSeed, L.maxSeed);
  const { workflow, cfg } = request;
  if (workflow !== undefined && !(WORKFLOWS as readonly unknown[]).includes(workflow)) {
    throw fail(
      'workflow',
      `workflow must be one of ${WORKFLOWS.join(', ')} (got ${show(workflow)})`,
      WORKFLOWS.join(', '),
    );
  }
  if (cfg !== undefined) {
    if (typeof cfg !== 'number' || !Number.isFinite(cfg)) {
      throw fail('cfg', `cfg must be a number (got ${show(cfg)})`, `${L.minCfg}-${L.maxCfg}`);
    }
    if (cfg < L.minCfg)
      throw fail('cfg', `cfg must be at least ${L.minCfg} (got ${cfg})`, L.minCfg);
    if (cfg > L.maxCfg) throw fail('cfg', `cfg must be at most ${L.maxCfg} (got ${cfg})`, L.maxCfg);
  }
  checkOptionalString('model', request.model);
  if (request.model !== undefined && request.model.trim() === '') {
    throw fail('model', 'model must not be empty when given');
  }
}
