import { BackendSetupError, ServiceUnavailableError } from '../../image-backend/errors.js';
import {
  type JsonAnswers,
  type JsonCall,
  type JsonEndpoint,
  jsonRequest,
} from '../../image-backend/json-request.js';

/** The WebUI answered `status` (the body's words kept for the log). */
export class SdHttpError extends ServiceUnavailableError {}

/**
 * The WebUI's answers, up to 64 MiB (a generation's base64 PNGs: four 2048² images fit). A 401
 * (`--api-auth` refused the bot's login) and a 422 (the WebUI refused the body the bot built) are
 * the operator's to fix (`BackendSetupError`).
 */
const SD_ANSWERS: JsonAnswers = {
  maxBytes: 67_108_864,
  failure: ({ status, detail }) =>
    status === 401 || status === 422
      ? new BackendSetupError({ detail })
      : new SdHttpError({ detail, status }),
};

/** One call of the WebUI's API through the bot's JSON request (`image-backend/json-request.ts`). */
export const sdRequest = <T>(http: JsonEndpoint, call: JsonCall<T>, signal?: AbortSignal) =>
  jsonRequest(http, call, SD_ANSWERS, signal);

/** `user:pass` of `--api-auth` as the Basic header the WebUI checks. */
export const basicAuthorization = (login: string): string =>
  `Basic ${Buffer.from(login, 'utf8').toString('base64')}`;
