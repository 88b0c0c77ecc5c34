import { z } from 'zod';
import {
  BackendSetupError,
  ServiceUnavailableError,
  TaskFailedError,
} from '../../image-backend/errors.js';
import { causeOf } from '../../image-backend/failure-cause.js';
import {
  type JsonAnswers,
  type JsonCall,
  type JsonEndpoint,
  jsonRequest,
  parseJson,
} from '../../image-backend/json-request.js';

/** A job's 500: `handle_exception`'s class (`error`) and text (`errors`) [A1 modules/api/api.py]. */
const raisedSchema = z.object({
  error: z.string().regex(/^(?!HTTPException$)\w+$/),
  errors: z.string(),
});

/**
 * The WebUI's answers, up to 64 MiB (four 2048² base64 PNGs). A 401 (`--api-auth`) or a 422 (the
 * body the bot built) is the operator's to fix; a job's 500 naming what it raised, a failed task.
 */
const SD_ANSWERS: JsonAnswers = {
  maxBytes: 67_108_864,
  failure: ({ status, text, detail, call }) => {
    if (status === 401 || status === 422) return new BackendSetupError({ detail });
    const job = status === 500 && call.submission;
    const raised = job ? raisedSchema.safeParse(parseJson(text)).data : undefined;
    if (!raised) return new ServiceUnavailableError({ detail, status });
    return new TaskFailedError(detail, 'failed', undefined, causeOf(raised.error, raised.errors));
  },
};

/** One call of the WebUI's API through the bot's JSON request (`image-backend/json-request.ts`). */
export const sdRequest = <T>(http: JsonEndpoint, call: JsonCall<T>, signal?: AbortSignal) =>
  jsonRequest(http, call, SD_ANSWERS, signal);

/** `user:pass` of `--api-auth` as the Basic header the WebUI checks. */
export const basicAuthorization = (login: string): string =>
  `Basic ${Buffer.from(login, 'utf8').toString('base64')}`;
