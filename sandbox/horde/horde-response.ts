import { Refusal } from '../emulator-kit/checked-answer.js';
import { type JsonWireAnswer, jsonWireAnswer } from '../emulator-kit/json-answer.js';
import type { ReturnCode } from './spec/answer-schemas.js';
import type { SpecProblem } from './spec/spec-validator.js';

/** An answer ready to write. */
export type HordeResponse = JsonWireAnswer;

/** A JSON answer. */
export const jsonResponse = jsonWireAnswer;

/** The answer to a refusal. */
export function errorResponse(error: HordeError, headers?: Record<string, string>): HordeResponse {
  return jsonResponse(error.status, error.body(), headers);
}

/** The Horde's answer to an unexpected failure (`{"message": "Internal Server Error"}`). */
export function internalError(status = 500): HordeResponse {
  return errorResponse(new HordeError(status, 'Internal Server Error'));
}

/**
 * A refusal as the AI Horde answers it: `{message, rc}` (its `handle_bad_requests`), or, for a
 * body or header the description refuses, flask-restx's `{errors, message}` without `rc`, or
 * flask-limiter's `{message}`.
 */
export class HordeError extends Refusal<HordeResponse> {
  constructor(
    readonly status: number,
    message: string,
    readonly rc?: ReturnCode,
    readonly errors?: Readonly<Record<string, string>>,
    /** How the request departs from the description (kept as a request violation). */
    problems?: readonly SpecProblem[],
  ) {
    super(jsonResponse(status, hordeBody(message, rc, errors)), problems, message);
  }

  /** The JSON body of the answer. */
  body(): Record<string, unknown> {
    return hordeBody(this.message, this.rc, this.errors);
  }
}

function hordeBody(message: string, rc?: ReturnCode, errors?: Readonly<Record<string, string>>) {
  if (errors) return { errors, message };
  return rc ? { message, rc } : { message };
}

/**
 * flask-restx's 400 for a payload or header the description refuses; `problems` are kept as the
 * request's spec violations.
 */
export function specRefusal(problems: readonly SpecProblem[]): HordeError {
  const errors = Object.fromEntries(problems.map((p) => [p.path, p.message]));
  return new HordeError(400, 'Input payload validation failed', undefined, errors, problems);
}

/** werkzeug's 400 for a body that is not JSON (no `rc`), kept as a request violation. */
export function undecodableBody(): HordeError {
  return new HordeError(
    400,
    'The browser (or proxy) sent a request that this server could not understand.',
    undefined,
    undefined,
    [{ path: '', message: 'the payload is not a JSON document' }],
  );
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
