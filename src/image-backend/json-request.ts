import { Readable } from 'node:stream';
import { type Dispatcher, request, errors as undiciErrors } from 'undici';
import type { z } from 'zod';
import { readCappedBody } from '../core/capped-body.js';
import { errorCodes } from '../core/error-codes.js';
import { redactSecrets } from '../core/logger.js';
import {
  ServiceTimeoutError,
  ServiceUnavailableError,
  SubmissionUncertainError,
  UnexpectedResponseError,
} from './backend-errors.js';
import { wasNotSent } from './network-error.js';
import { jsonBody } from './streamed-json.js';

/** Where a backend's JSON API is and how it is reached. */
export interface JsonEndpoint {
  /** Without a trailing slash. */
  readonly baseUrl: string;
  readonly timeoutMs: number;
  readonly dispatcher: Dispatcher;
  /** Sent with every call (a login, a proxy's token). @default none */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * Told as each call ends, but one its caller's signal aborted: with nothing when the server
   * answered it, else with the call's error (what a pool reads a server's state from). @default none
   */
  readonly ended?: (failure?: unknown) => void;
}

/** One call of a JSON API. */
export interface JsonCall<T> {
  /** What the call is, for the operator's log. @default `<method> <path>` */
  readonly what?: string;
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly path: string;
  /** Sent with this call only (a member's key); their values never appear in a detail. @default none */
  readonly headers?: Readonly<Record<string, string>>;
  /** Sent as JSON; an image in it as `Base64Bytes`, streamed (`jsonBody`). */
  readonly body?: unknown;
  /** A multipart body, sent instead of a JSON `body`. */
  readonly form?: FormData;
  readonly schema: z.ZodType<T>;
  /** Overrides the endpoint's timeout (a call that blocks until its job ends). */
  readonly timeoutMs?: number;
  /** A submission: a doubt about whether it arrived is `SubmissionUncertainError`, never resent. */
  readonly submission?: boolean;
}

/** How a backend reads its answers: their largest size, and what a non-2xx answer means. */
export interface JsonAnswers {
  readonly maxBytes: number;
  /**
   * The port's error for a non-2xx answer; `detail` names the call, status and body's start,
   * `retryAfter` is the answer's `Retry-After` header.
   */
  failure(answer: {
    status: number;
    text: string;
    detail: string;
    call: JsonCall<unknown>;
    retryAfter?: string;
  }): Error;
}

/**
 * Sends one call within its timeout and the caller's signal (whose reason is rethrown) and reads
 * a 2xx answer with `call.schema`; anything else becomes one of the port's typed errors: a
 * transport failure is unavailable or timed out (for a submission, uncertain unless nothing was
 * sent), a non-2xx answer what `answers.failure` says, an unreadable one unexpected. The
 * endpoint's `ended` is told how it ended.
 */
export async function jsonRequest<T>(
  endpoint: JsonEndpoint,
  call: JsonCall<T>,
  answers: JsonAnswers,
  signal?: AbortSignal,
): Promise<T> {
  if (!endpoint.ended) return sendJson(endpoint, call, answers, signal);
  try {
    const answer = await sendJson(endpoint, call, answers, signal);
    endpoint.ended();
    return answer;
  } catch (error) {
    if (!signal?.aborted) endpoint.ended(error);
    throw error;
  }
}

async function sendJson<T>(
  endpoint: JsonEndpoint,
  call: JsonCall<T>,
  answers: JsonAnswers,
  signal?: AbortSignal,
): Promise<T> {
  const what = call.what ?? `${call.method} ${call.path}`;
  const timeoutMs = call.timeoutMs ?? endpoint.timeoutMs;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signals = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...endpoint.headers,
    ...call.headers,
  };
  const body = call.body === undefined ? undefined : jsonBody(call.body);
  if (body) headers['content-type'] = 'application/json';
  if (body && 'pieces' in body) headers['content-length'] = String(body.length);
  let status: number;
  let text: string;
  let retryAfter: string | undefined;
  try {
    const response = await request(`${endpoint.baseUrl}${call.path}`, {
      method: call.method,
      headers,
      ...(body && {
        body: 'text' in body ? body.text : Readable.from(body.pieces(), { objectMode: false }),
      }),
      ...(call.form && { body: call.form }),
      signal: signals,
      dispatcher: endpoint.dispatcher,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    status = response.statusCode;
    const header = response.headers['retry-after'];
    retryAfter = Array.isArray(header) ? header[0] : header;
    text = (await readCappedBody(response.body, answers.maxBytes, tooLarge)).toString('utf8');
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    const [code] = errorCodes(error);
    const detail = `${what}: ${code ?? (error instanceof Error ? error.message : String(error))}`;
    if (timeout.aborted || error instanceof undiciErrors.HeadersTimeoutError) {
      if (call.submission) throw new SubmissionUncertainError({ detail, cause: error });
      throw new ServiceTimeoutError(timeoutMs, { detail, cause: error });
    }
    if (call.submission && !wasNotSent(error))
      throw new SubmissionUncertainError({ detail, cause: error });
    throw new ServiceUnavailableError({ detail, cause: error, refused: call.submission });
  }
  const shown = Object.values(call.headers ?? {}).reduce(
    (said, secret) => (secret ? said.replaceAll(secret, '[key]') : said),
    text,
  );
  const detail = `${what}: HTTP ${status}: ${redactSecrets(shown.slice(0, 300))}`;
  if (status < 200 || status >= 300) {
    throw answers.failure({ status, text, detail, call, ...(retryAfter && { retryAfter }) });
  }
  const parsed = call.schema.safeParse(text === '' ? undefined : parseJson(text));
  if (!parsed.success) {
    if (call.submission) throw new SubmissionUncertainError({ detail, status });
    throw new UnexpectedResponseError({ detail, unreadable: true });
  }
  return parsed.data;
}

/** The error for an answer past `maxBytes`. */
const tooLarge = () =>
  new UnexpectedResponseError({ detail: 'answer too large', unreadable: true });

/** `text` parsed as JSON, or undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
