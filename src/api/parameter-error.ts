import { InvalidParameterError } from '../errors/invalid-parameter-error.js';
import { redactSecrets } from '../logger.js';

const PARAMETERS = [
  'negative_prompt',
  'prompt',
  'width',
  'height',
  'steps',
  'workflow',
  'seed',
  'cfg',
  'model',
  'task_id',
] as const;
const RANGE = /between\s+(-?\d+(?:\.\d+)?)\s+and\s+(-?\d+(?:\.\d+)?)/i;
const LIMIT =
  /(?:max(?:imum)?|at most|exceeds?|up to|limit(?: is)?|<=|≤)\D{0,15}?(-?\d+(?:\.\d+)?)/i;

/**
 * The {@link InvalidParameterError} for parameters the service rejected, with the parameter and
 * the limit read from its text when it names them.
 */
export function parameterError(text: string | undefined, detail: string): InvalidParameterError {
  if (!text) {
    return new InvalidParameterError(
      'The image service rejected the request parameters. Check them and try again.',
      { detail },
    );
  }
  const said = redactSecrets(text);
  const lower = said.toLowerCase();
  const parameter = PARAMETERS.find((name) =>
    new RegExp(`\\b${name.replace('_', '[_ ]?')}\\b`).test(lower),
  );
  const range = RANGE.exec(said);
  const bound = LIMIT.exec(said)?.[1];
  const limit = range ? `${range[1]}-${range[2]}` : bound === undefined ? undefined : Number(bound);
  return new InvalidParameterError(`The image service rejected the request: ${said}`, {
    detail,
    ...(parameter && { parameter }),
    ...(limit !== undefined && { limit }),
  });
}
