import { Refusal } from '../emulator-kit/checked-answer.js';
import { type JsonWireAnswer, jsonWireAnswer } from '../emulator-kit/json-answer.js';

/** One answer of the emulator. */
export type SdResponse = JsonWireAnswer;

/** A JSON answer, as FastAPI's `JSONResponse` writes it. */
export const jsonResponse = jsonWireAnswer;

/**
 * `api_middleware`'s `handle_exception` answer: `{error, detail, body, errors}` with the
 * exception's `status_code` or 500 [A1 modules/api/api.py l.135-197]; `errors` is `str(e)`,
 * which for an `HTTPException` is `"<status>: <detail>"`.
 */
export function apiError(
  status: number,
  error: string,
  detail: string,
  errors = error === 'HTTPException' ? `${status}: ${detail}` : detail,
  headers: Record<string, string> = {},
): SdResponse {
  return jsonResponse(
    status,
    { error, detail: error === 'HTTPException' ? detail : '', body: '', errors },
    headers,
  );
}

/** A refusal a handler throws: its answer, and the request's problems when the client erred. */
export class SdRefusal extends Refusal<SdResponse, unknown> {}
