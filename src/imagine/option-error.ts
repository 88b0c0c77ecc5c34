import { InvalidParameterError } from '../errors/invalid-parameter-error.js';

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
