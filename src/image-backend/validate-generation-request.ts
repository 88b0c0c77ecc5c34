import type { MessageKey } from '../i18n/catalog.js';
import { type TextValues, text } from '../i18n/localized-text.js';
import { InvalidParameterError } from './backend-errors.js';
import type { ParameterRange } from './capabilities.js';
import {
  type GenerationRequest,
  type ParameterRule,
  parameterEntries,
} from './generation-parameters.js';

const fail = (
  parameter: string,
  problem: MessageKey,
  values: TextValues = {},
  limit?: number | string,
) => new InvalidParameterError(text(problem, { name: parameter, ...values }), { parameter, limit });

const show = (value: unknown) =>
  typeof value === 'string' ? JSON.stringify(value) : String(value);

function checkPrompt(parameter: string, prompt: unknown) {
  if (typeof prompt === 'string') {
    if (prompt.trim() === '') throw fail(parameter, 'parameter.empty');
    return;
  }
  const isPlainObject =
    typeof prompt === 'object' &&
    prompt !== null &&
    !Array.isArray(prompt) &&
    [Object.prototype, null].includes(Object.getPrototypeOf(prompt));
  if (!isPlainObject) {
    throw fail(parameter, 'parameter.textOrWorkflow');
  }
  if (Object.keys(prompt).length === 0) {
    throw fail(parameter, 'parameter.emptyWorkflow');
  }
}

function checkText(parameter: string, value: unknown, nonEmpty: boolean) {
  if (typeof value !== 'string') {
    throw fail(parameter, 'parameter.notText', { type: typeof value });
  }
  if (nonEmpty && value.trim() === '') {
    throw fail(parameter, 'parameter.emptyWhenGiven');
  }
}

function checkNumber(
  parameter: string,
  value: unknown,
  { kind, min, max }: Extract<ParameterRule, { min: number }>,
) {
  const whole = kind === 'integer';
  if (typeof value !== 'number' || !(whole ? Number.isInteger(value) : Number.isFinite(value))) {
    const problem = whole ? 'parameter.notWhole' : 'parameter.notNumber';
    throw fail(parameter, problem, { got: show(value) }, `${min}-${max}`);
  }
  if (value < min) throw fail(parameter, 'parameter.atLeast', { min, got: String(value) }, min);
  if (value > max) throw fail(parameter, 'parameter.atMost', { max, got: String(value) }, max);
}

function checkChoice(parameter: string, value: unknown, choices: readonly string[]) {
  if (!(choices as readonly unknown[]).includes(value)) {
    const allowed = choices.join(', ');
    throw fail(parameter, 'parameter.oneOf', { allowed, got: show(value) }, allowed);
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
 * Checks a given value against what a backend takes for it (`ParameterRange`): its fixed list of
 * values, its minimum, maximum and step, e.g. `width must be a multiple of 64 (got 500)`;
 * undefined, or no range, passes.
 * @throws {InvalidParameterError} naming the parameter and the limit.
 */
export function checkTakenValue(
  parameter: string,
  range: ParameterRange | undefined,
  value: unknown,
): void {
  if (value === undefined || !range) return;
  if (range.values) checkChoice(parameter, value, range.values);
  if (typeof value !== 'number') return;
  const { min, max, step } = range;
  if (min !== undefined && value < min) {
    throw fail(parameter, 'parameter.atLeast', { min, got: String(value) }, min);
  }
  if (max !== undefined && value > max) {
    throw fail(parameter, 'parameter.atMost', { max, got: String(value) }, max);
  }
  if (step !== undefined && value % step !== 0) {
    throw fail(parameter, 'parameter.multipleOf', { step, got: String(value) }, step);
  }
}

/**
 * Checks a request against the service's limits before it is sent, by {@link checkParameter}; the
 * workflow against `workflows` when its backend offers its own (`workflow-choices.ts`).
 */
export function validateGenerationRequest(
  request: GenerationRequest,
  workflows?: readonly string[],
): void {
  for (const [name, spec] of parameterEntries()) {
    const rule = name === 'workflow' && workflows ? { kind: 'choice', choices: workflows } : spec;
    checkParameter(spec.wire, rule as ParameterRule, request[name]);
  }
}
