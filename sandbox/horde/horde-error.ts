import type { ReturnCode } from './spec/answer-schemas.js';
import type { SpecProblem } from './spec/spec-validator.js';

/**
 * A refusal as the AI Horde answers it: `{message, rc}` (its `handle_bad_requests`), or, for a
 * body or header the description refuses, flask-restx's `{errors, message}` without `rc`, or
 * flask-limiter's `{message}`.
 */
export class HordeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly rc?: ReturnCode,
    readonly errors?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'HordeError';
  }

  /** The JSON body of the answer. */
  body(): Record<string, unknown> {
    if (this.errors) return { errors: this.errors, message: this.message };
    return this.rc ? { message: this.message, rc: this.rc } : { message: this.message };
  }
}

/**
 * flask-restx's 400 for a payload or header the description refuses; `problems` are kept as the
 * request's spec violations.
 */
export class SpecRefusal extends HordeError {
  constructor(readonly problems: readonly SpecProblem[]) {
    const errors = Object.fromEntries(problems.map((p) => [p.path, p.message]));
    super(400, 'Input payload validation failed', undefined, errors);
  }
}

/** `RequestNotFound` (404) for an unknown or expired id; `kind` as the server names it. */
export function requestNotFound(id: string, kind: string): HordeError {
  return new HordeError(404, `${kind} with ID '${id}' not found.`, 'RequestNotFound');
}

/** `InvalidAPIKey` (401). */
export function invalidApiKey(): HordeError {
  return new HordeError(
    401,
    'No user matching sent API Key. Have you remembered to register at https://stablehorde.net/register ?',
    'InvalidAPIKey',
  );
}
