import { type Dispatcher, request, errors as undiciErrors } from 'undici';
import type { z } from 'zod';
import { readCappedBody } from '../../core/capped-body.js';
import { errorCodes } from '../../core/error-codes.js';
import { redactSecrets } from '../../core/logger.js';
import {
  BackendSetupError,
  ServiceTimeoutError,
  ServiceUnavailableError,
  SubmissionUncertainError,
  UnexpectedResponseError,
} from '../../image-backend/errors.js';
import { promptRefusalSchema } from './comfy-schemas.js';

/** The largest JSON answer read (a history entry holds the whole workflow). */
const MAX_ANSWER_BYTES = 4_194_304;

/** Connection failures that prove nothing was sent. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT']);

/** How the bot reaches a ComfyUI server, and the token a proxy in front asks for. */
export interface ComfyHttpSettings {
  /** The server's base URL, without a trailing slash. */
  readonly baseUrl: string;
  readonly timeoutMs: number;
  readonly dispatcher: Dispatcher;
  /** Headers a proxy in front asks for (the token); none for a bare server. */
  readonly authHeaders: Readonly<Record<string, string>>;
}

/** One call of the ComfyUI API. */
export interface ComfyCall<T> {
  /** What the call is, for the operator's log. */
  readonly what: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: unknown;
  /** A multipart body (`POST /upload/image`), sent instead of a JSON `body`. */
  readonly form?: FormData;
  readonly schema: z.ZodType<T>;
  /** A `POST /prompt`: a doubt about whether it arrived is never resent. */
  readonly submission?: boolean;
}

/**
 * Sends one call within `timeoutMs` and the caller's signal (whose reason is rethrown) and reads
 * a 2xx answer with `call.schema`; anything else becomes one of the port's typed errors. A 400
 * from `POST /prompt` (ComfyUI refused the operator's workflow) and a proxy's 401 or 403 to it are
 * the operator's to fix (`BackendSetupError`, ComfyUI's words kept for the log), as is a 413 (an
 * upload over the server's `--max-upload-size`).
 */
export async function comfyRequest<T>(
  settings: ComfyHttpSettings,
  call: ComfyCall<T>,
  signal?: AbortSignal,
): Promise<T> {
  const timeout = AbortSignal.timeout(settings.timeoutMs);
  const signals = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const headers: Record<string, string> = { accept: 'application/json', ...settings.authHeaders };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  let status: number;
  let text: string;
  try {
    const response = await request(`${settings.baseUrl}${call.path}`, {
      method: call.method,
      headers,
      ...(call.body !== undefined && { body: JSON.stringify(call.body) }),
      ...(call.form && { body: call.form }),
      signal: signals,
      dispatcher: settings.dispatcher,
    });
    status = response.statusCode;
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
  const snippet = redactSecrets(text.slice(0, 300));
  const detail = `${call.what}: HTTP ${status}: ${snippet}`;
  if (status < 200 || status >= 300) throw comfyFailure(call, status, text, detail);
  const parsed = call.schema.safeParse(text === '' ? undefined : parseJson(text));
  if (!parsed.success) {
    if (call.submission) throw new SubmissionUncertainError({ detail, status });
    throw new UnexpectedResponseError({ detail, unreadable: true });
  }
  return parsed.data;
}

function comfyFailure(call: ComfyCall<unknown>, status: number, text: string, detail: string) {
  if (status === 400 && call.submission) {
    const refusal = promptRefusalSchema.safeParse(parseJson(text));
    if (refusal.success) {
      const nodes = Object.entries(refusal.data.node_errors ?? {}).map(
        ([id, node]) =>
          `#${id} ${node.class_type ?? ''}: ${node.errors
            .map((error) => (error.details ? `${error.message}: ${error.details}` : error.message))
            .join(', ')}`,
      );
      const said = [refusal.data.error.message, ...nodes].join('; ').slice(0, 300);
      return new BackendSetupError({ detail: `${detail}: ${said}` });
    }
  }
  if (status === 413) return new BackendSetupError({ detail });
  if (status === 401 || status === 403) {
    return call.submission
      ? new BackendSetupError({ detail })
      : new ServiceUnavailableError({ detail, status });
  }
  if (status >= 500) {
    return call.submission && status !== 503
      ? new SubmissionUncertainError({ detail, status })
      : new ServiceUnavailableError({ detail, status });
  }
  return new UnexpectedResponseError({ detail });
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
