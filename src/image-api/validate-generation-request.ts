import { InvalidParameterError } from './errors.js';
import {
  type GenerationRequest,
  type ParameterRule,
  parameterEntries,
} from './generation-parameters.js';

const fail = (parameter: string, message: string, limit?: number | string) =>
  new InvalidParameterError(message, { parameter, limit });

const show = (value: unknown) =>
  typeof value === 'string' ? JSON.stringify(value) : String(value);

function checkPrompt(parameter: string, prompt: unknown) {
  if (typeof prompt === 'string') {
    if (prompt.trim() === '') throw fail(parameter, `${parameter} must not be empty`);
    return;
  }
  const isPlainObject =
    typeof prompt === 'object' &&
    prompt !== null &&
    !Array.isArray(prompt) &&
    [Object.prototype, null].includes(Object.getPrototypeOf(prompt));
  if (!isPlainObject) {
    throw fail(parameter, `${parameter} must be text or a node-graph workflow object`);
  }
  if (Object.keys(prompt).length === 0) {
    throw fail(parameter, `${parameter} workflow must not be empty`);
  }
}

function checkText(parameter: string, value: unknown, nonEmpty: boolean) {
  if (typeof value !== 'string') {
    throw fail(parameter, `${parameter} must be text (got ${typeof value})`);
  }
  if (nonEmpty && value.trim() === '') {
    throw fail(parameter, `${parameter} must not be empty when given`);
  }
}

function checkNumber(
  parameter: string,
  value: unknown,
  { kind, min, max }: Extract<ParameterRule, { min: number }>,
) {
  const whole = kind === 'integer';
  if (typeof value !== 'number' || !(whole ? Number.isInteger(value) : Number.isFinite(value))) {
    const what = whole ? 'a whole number' : 'a number';
    throw fail(parameter, `${parameter} must be ${what} (got ${show(value)})`, `${min}-${max}`);
  }
  if (value < min)
    throw fail(parameter, `${parameter} must be at least ${min} (got ${value})`, min);
  if (value > max) throw fail(parameter, `${parameter} must be at most ${max} (got ${value})`, max);
}

function checkChoice(parameter: string, value: unknown, choices: readonly string[]) {
  if (!(choices as readonly unknown[]).includes(value)) {
    const allowed = choices.join(', ');
    throw fail(parameter, `${parameter} must be one of ${allowed} (got ${show(value)})`, allowed);
  }
}

/**
 * Checks one value against `rule`, naming it `parameter` in the message, e.g. `width must be at
 * most 2048 (got 4096)`. Undefined passes, except for a prompt, which is required.
 * @throws {InvalidParameterError} naming the parameter and the limit.
 */
export function checkParameter(parameter: string, rule: ParameterRule, value: unknown): void {
  if (value === undefined && rule.kind !== 'prompt') return;
  if (rule.kind === 'prompt') checkPrompt(parameter, value);
  else if (rule.kind === 'text') checkText(parameter, value, rule.nonEmpty === true);
  else if (rule.kind === 'choice') checkChoice(parameter, value, rule.choices);
  else checkNumber(parameter, value, rule);
}

/**
 * Checks a request against the service's limits before anything is sent; throws an
 * {@link InvalidParameterError} naming the parameter by its wire name and the limit, e.g.
 * `width must be at most 2048 (got 4096)`. Pure: no I/O, the request is not changed.
 */
export function validateGenerationRequest(request: GenerationRequest): void {
  for (const [name, spec] of parameterEntries()) checkParameter(spec.wire, spec, request[name]);
}
