import { z } from 'zod';
import {
  BackendSetupError,
  ServiceUnavailableError,
  TaskFailedError,
} from '../../image-backend/backend-errors.js';
import { causeOf } from '../../image-backend/failure-cause.js';
import {
  type JsonAnswers,
  type JsonCall,
  type JsonEndpoint,
  jsonRequest,
  parseJson,
} from '../../image-backend/json-request.js';

/**
 * What a job's 500 says it raised, in each fork's body: the exception's class (`error`) and text,
 * `errors` in A1111's `handle_exception` [A1 modules/api/api.py] and SD.Next's (with `code`)
 * [SN modules/api/middleware.py], `message` in Forge's `_handle_exception` [FG webui.py]; SD.Next
 * answers a `TypeError` as its text alone (a JSON string). An `HTTPException` is not a job's.
 */
const raisedSchema = z.union([
  z
    .object({ error: z.string(), errors: z.string().optional(), message: z.string().optional() })
    .refine((body) => body.error !== 'HTTPException')
    .transform(({ error, errors, message }) => ({ error, text: errors ?? message ?? '' })),
  z.string().transform((text) => ({ error: '', text })),
]);

/**
 * The WebUI's answers, up to 64 MiB (four 2048² base64 PNGs). A 401 (`--api-auth`) or a 422 (the
 * body the bot built) is the operator's to fix; a job's 500 naming what it raised, a failed task
 * told by its plain cause (`causeOf`), its text kept for the log.
 */
const SD_ANSWERS: JsonAnswers = {
  maxBytes: 67_108_864,
  failure: ({ status, text, detail, call }) => {
    if (status === 401 || status === 422) return new BackendSetupError({ detail });
    const job = status === 500 && call.submission;
    const raised = job ? raisedSchema.safeParse(parseJson(text)).data : undefined;
    if (!raised) return new ServiceUnavailableError({ detail, status });
    return new TaskFailedError(detail, 'failed', undefined, causeOf(raised.error, raised.text));
  },
};

/** One call of the WebUI's API through the bot's JSON request (`image-backend/json-request.ts`). */
export const sdRequest = <T>(http: JsonEndpoint, call: JsonCall<T>, signal?: AbortSignal) =>
  jsonRequest(http, call, SD_ANSWERS, signal);

/** `user:pass` of `--api-auth` as the Basic header the WebUI checks. */
export const basicAuthorization = (login: string): string =>
  `Basic ${Buffer.from(login, 'utf8').toString('base64')}`;
