import { jsonResponse, type SdResponse } from './sd-response.js';

/**
 * Which of the WebUI family the emulator answers errors as: AUTOMATIC1111 (1.8 to 1.10), Forge
 * or SD.Next. Their routes and jobs are alike; the body of an error is not.
 */
export type SdFork = 'automatic1111' | 'forge' | 'sdnext';

/** The forks, as the command line names them. */
export const SD_FORKS: readonly SdFork[] = ['automatic1111', 'forge', 'sdnext'];

/** `api_middleware`'s body, as the routes build every error (A1111's shape). */
interface A1111Error {
  readonly error: string;
  readonly detail: unknown;
  readonly body: unknown;
  readonly errors: string;
}

const isA1111Error = (json: unknown): json is A1111Error =>
  typeof json === 'object' &&
  json !== null &&
  typeof (json as A1111Error).error === 'string' &&
  typeof (json as A1111Error).errors === 'string';

/**
 * An error answer as `fork` writes it (the routes build A1111's, checked against the spec first):
 * - AUTOMATIC1111: `handle_exception`'s `{error, detail, body, errors}`, headers dropped, so its
 *   401 has no `WWW-Authenticate` [A1 modules/api/api.py l.160-197];
 * - Forge: `api_middleware` is commented out; an `HTTPException` gets FastAPI's own
 *   `{"detail": …}` with its headers, any other exception webui.py's `_handle_exception`,
 *   `{error, detail, body, message}` (no `errors`) [FG webui.py l.30-38, modules/api/api.py l.210];
 * - SD.Next: `{error, code, detail, body, errors}`, headers dropped; a `TypeError` answers 500
 *   with `str(e)` alone as a JSON string [SN modules/api/middleware.py l.85-121].
 */
export function forkAnswer(fork: SdFork, answer: SdResponse): SdResponse {
  const json = answer.json;
  if (!isA1111Error(json)) return answer;
  const { 'www-authenticate': challenge, ...headers } = answer.headers;
  const { status } = answer;
  if (fork === 'automatic1111') return jsonResponse(status, json, headers);
  if (fork === 'forge') {
    if (json.error === 'HTTPException') {
      return jsonResponse(
        status,
        { detail: json.detail },
        {
          ...headers,
          ...(challenge && { 'www-authenticate': challenge }),
        },
      );
    }
    const { errors, ...rest } = json;
    return jsonResponse(status, { ...rest, message: errors }, headers);
  }
  if (json.error === 'TypeError') return jsonResponse(500, json.errors, headers);
  const { error, detail, body, errors } = json;
  return jsonResponse(status, { error, code: status, detail, body, errors }, headers);
}
