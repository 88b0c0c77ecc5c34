import { type Dispatcher, request, errors as undiciErrors } from 'undici';
import type { z } from 'zod';
import { readCappedBody } from '../../core/capped-body.js';
import { errorCodes } from '../../core/error-codes.js';
import { redactSecrets } from '../../core/logger.js';
import {
  BackendSetupError,
  ServiceTimeoutError,
  ServiceUnavailableError,
  UnexpectedResponseError,
} from '../../image-backend/errors.js';

/** The largest answer read: a generation's base64 PNGs (four 2048² images fit). */
const MAX_ANSWER_BYTES = 67_108_864;

/** How the bot reaches a WebUI: its base URL, `--api-auth`'s Basic header, the pool. */
export interface SdHttpSettings {
  /** Without a trailing slash. */
  readonly baseUrl: string;
  readonly timeoutMs: number;
  readonly dispatcher: Dispatcher;
  /** `Basic …` for `--api-auth`; none for an open server. */
  readonly authorization?: string;
}

/** One call of the WebUI's API. */
export interface SdCall<T> {
  /** What the call is, for the operator's log (`POST /sdapi/v1/txt2img`). */
  readonly what: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: unknown;
  readonly schema: z.ZodType<T>;
  /** Overrides the settings' timeout (a generation blocks until its job ends). */
  readonly timeoutMs?: number;
}

/** The WebUI answered `status` (the body's words kept for the log). */
export class SdHttpError extends ServiceUnavailableError {}

/**
 * Sends one call and reads its 2xx answer with `call.schema`; anything else is one of the port's
 * typed errors. A 401 (`--api-auth` refused the bot's login) and a 422 (the WebUI refused the
 * body the bot built) are the operator's to fix (`BackendSetupError`).
 */
export async function sdRequest<T>(
  settings: SdHttpSettings,
  call: SdCall<T>,
  signal?: AbortSignal,
): Promise<T> {
  const timeoutMs = call.timeoutMs ?? settings.timeoutMs;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signals = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (settings.authorization) headers.authorization = settings.authorization;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  let status: number;
  let text: string;
  try {
    const response = await request(`${settings.baseUrl}${call.path}`, {
      method: call.method,
      headers,
      ...(call.body !== undefined && { body: JSON.stringify(call.body) }),
      signal: signals,
      dispatcher: settings.dispatcher,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    status = response.statusCode;
    text = (await readCappedBody(response.body, MAX_ANSWER_BYTES, tooLarge)).toString('utf8');
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    const [code] = errorCodes(error);
    const detail = `${call.what}: ${code ?? (error instanceof Error ? error.message : String(error))}`;
    if (timeout.aborted || error instanceof undiciErrors.HeadersTimeoutError)
      throw new ServiceTimeoutError(timeoutMs, { detail, cause: error });
    throw new ServiceUnavailableError({ detail, cause: error });
  }
  const detail = `${call.what}: HTTP ${status}: ${redactSecrets(text.slice(0, 300))}`;
  if (status === 401 || status === 422) throw new BackendSetupError({ detail });
  if (status < 200 || status >= 300) throw new SdHttpError({ detail, status });
  const parsed = call.schema.safeParse(text === '' ? undefined : parseJson(text));
  if (!parsed.success) throw new UnexpectedResponseError({ detail, unreadable: true });
  return parsed.data;
}

const tooLarge = () =>
  new UnexpectedResponseError({ detail: 'answer too large', unreadable: true });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** `user:pass` of `--api-auth` as the Basic header the WebUI checks. */
export const basicAuthorization = (login: string): string =>
  `Basic ${Buffer.from(login, 'utf8').toString('base64')}`;
