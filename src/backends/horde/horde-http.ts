import { type Dispatcher, request, errors as undiciErrors } from 'undici';
import { readCappedBody } from '../../core/capped-body.js';
import { errorCodes } from '../../core/error-codes.js';
import { redactSecrets } from '../../core/logger.js';
import {
  ServiceTimeoutError,
  ServiceUnavailableError,
  SubmissionUncertainError,
  UnexpectedResponseError,
} from '../../image-backend/errors.js';
import type { HordeCall } from './horde-call.js';
import { hordeFailure } from './horde-failure.js';

export type { HordeCall } from './horde-call.js';

/** The largest answer read: the model list is the longest (a few hundred models). */
const MAX_ANSWER_BYTES = 2_097_152;

/** Connection failures that prove nothing was sent. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT']);

/** How the client reaches the Horde. */
export interface HordeHttpSettings {
  readonly baseUrl: string;
  readonly timeoutMs: number;
  readonly clientAgent: string;
  readonly dispatcher: Dispatcher;
}

/**
 * Sends one call, within `timeoutMs` and the caller's signal (whose reason is rethrown), and reads
 * a 2xx answer with `call.schema`; anything else becomes one of the port's typed errors
 * (`hordeFailure`). The key goes in the `apikey` header and never into a message.
 */
export async function hordeRequest<T>(
  settings: HordeHttpSettings,
  call: HordeCall<T>,
  signal?: AbortSignal,
): Promise<T> {
  const timeout = AbortSignal.timeout(settings.timeoutMs);
  const signals = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const headers: Record<string, string> = {
    accept: 'application/json',
    'client-agent': settings.clientAgent,
  };
  if (call.apiKey !== undefined) headers.apikey = call.apiKey;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  let status: number;
  let text: string;
  let retryAfter: string | undefined;
  try {
    const response = await request(`${settings.baseUrl}/v2${call.path}`, {
      method: call.method,
      headers,
      ...(call.body !== undefined && { body: JSON.stringify(call.body) }),
      signal: signals,
      dispatcher: settings.dispatcher,
    });
    status = response.statusCode;
    const header = response.headers['retry-after'];
    retryAfter = Array.isArray(header) ? header[0] : header;
    text = (await readCappedBody(response.body, MAX_ANSWER_BYTES, tooLarge)).toString('utf8');
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    const [code] = errorCodes(error);
    const detail = `${call.what}: ${code ?? (error instanceof Error ? error.message : String(error))}`;
    if (timeout.aborted || error instanceof undiciErrors.HeadersTimeoutError) {
      if (call.submission) throw new SubmissionUncertainError({ detail, cause: error });
      throw new ServiceTimeoutError(settings.timeoutMs, { detail, cause: error });
    }
    if (call.submission && !(code && NOT_SENT.has(code))) {
      throw new SubmissionUncertainError({ detail, cause: error });
    }
    throw new ServiceUnavailableError({ detail, cause: error });
  }
  const shown = (raw: string) => {
    const key = call.apiKey;
    return redactSecrets((key ? raw.replaceAll(key, '[key]') : raw).slice(0, 300));
  };
  const body = parseJson(text);
  if (status < 200 || status >= 300) {
    throw hordeFailure(call, status, body, retryAfter, shown(text));
  }
  const parsed = call.schema.safeParse(body);
  if (!parsed.success) {
    const detail = `${call.what}: HTTP ${status} answer not understood: ${shown(text)}`;
    if (call.submission) throw new SubmissionUncertainError({ detail, status });
    throw new UnexpectedResponseError({ detail, unreadable: true });
  }
  return parsed.data;
}

/** The error for an answer past `MAX_ANSWER_BYTES`. */
const tooLarge = () =>
  new UnexpectedResponseError({ detail: 'answer too large', unreadable: true });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
