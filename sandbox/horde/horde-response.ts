import { HordeError } from './horde-error.js';

/** An answer ready to write; `json` is the value of a JSON body (for spec checks). */
export interface HordeResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  json?: unknown;
}

/** A JSON answer. */
export function jsonResponse(
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): HordeResponse {
  return {
    status,
    headers: { 'content-type': 'application/json', ...headers },
    body: Buffer.from(JSON.stringify(value)),
    json: value,
  };
}

/** The answer to a refusal. */
export function errorResponse(error: HordeError, headers?: Record<string, string>): HordeResponse {
  return jsonResponse(error.status, error.body(), headers);
}

/** The Horde's answer to an unexpected failure (`{"message": "Internal Server Error"}`). */
export function internalError(status = 500): HordeResponse {
  return errorResponse(new HordeError(status, 'Internal Server Error'));
}
