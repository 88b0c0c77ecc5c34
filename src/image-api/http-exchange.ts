import type { IncomingHttpHeaders } from 'node:http';
import { type Dispatcher, request } from 'undici';
import { AppError } from '../core/app-error.js';
import { readCappedBody } from '../core/capped-body.js';
import { linkedSignal } from '../core/linked-signal.js';
import { redactSecrets } from '../core/logger.js';
import { ServiceTimeoutError } from './errors.js';
import { toNetworkError } from './network-error.js';

/** One HTTP exchange to make. */
export interface HttpRequest {
  method: 'GET' | 'POST';
  url: URL;
  headers: Record<string, string>;
  body?: string;
  /** Covers connecting, the headers and the whole body. */
  timeoutMs: number;
  /** The caller's signal; its reason is rethrown when it aborts. */
  signal?: AbortSignal | undefined;
  /** The largest body read. */
  maxBytes: number;
  /** The error for a body past `maxBytes`. */
  tooLarge: () => Error;
  /** Names the exchange in error details, e.g. `GET task_status`. */
  what: string;
  /** Called with the status and headers before the body is read. */
  onHeaders?: (status: number, headers: IncomingHttpHeaders) => void;
}

/** What came back: status, headers, and the whole (capped) body. */
export interface HttpResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * Makes one exchange through `dispatcher` under a timeout combined with the caller's signal.
 * Network failures become typed errors; the caller's abort reason is rethrown as is.
 */
export async function sendRequest(
  dispatcher: Dispatcher,
  exchange: HttpRequest,
): Promise<HttpResponse> {
  const { timeoutMs, signal: callerSignal } = exchange;
  callerSignal?.throwIfAborted();
  const link = linkedSignal([callerSignal], timeoutMs);
  const { signal } = link;
  try {
    const response = await request(exchange.url, {
      dispatcher,
      method: exchange.method,
      headers: exchange.headers,
      body: exchange.body ?? null,
      signal,
    });
    exchange.onHeaders?.(response.statusCode, response.headers);
    const length = Number(response.headers['content-length']);
    if (Number.isFinite(length) && length > exchange.maxBytes) {
      const error = exchange.tooLarge();
      response.body.destroy(error);
      throw error;
    }
    const body = await readCappedBody(response.body, exchange.maxBytes, exchange.tooLarge);
    return { status: response.statusCode, headers: response.headers, body };
  } catch (error) {
    if (callerSignal?.aborted) throw callerSignal.reason;
    if (error instanceof AppError) throw error;
    if (link.timedOut()) {
      throw new ServiceTimeoutError(timeoutMs, {
        cause: error,
        detail: `${exchange.what}: no answer within ${timeoutMs} ms`,
      });
    }
    throw toNetworkError(error, timeoutMs, exchange.what) ?? error;
  } finally {
    link.dispose();
  }
}

/**
 * Reads a `Retry-After` header, in delta-seconds or as an HTTP date, into milliseconds from `now`
 * (never negative); undefined when absent or unreadable.
 */
export function parseRetryAfter(
  header: string | string[] | undefined,
  now: number = Date.now(),
): number | undefined {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

const MAX_SNIPPET = 300;

/**
 * A short, log-safe excerpt of a response body: `sk-…` keys and the given secrets (login token,
 * key) masked, whitespace collapsed, cut to 300 characters.
 */
export function responseSnippet(body: string, secrets: readonly string[] = []): string {
  let text = body;
  for (const secret of secrets) {
    if (secret.length >= 4) text = text.split(secret).join('[redacted]');
  }
  text = redactSecrets(text).replace(/\s+/g, ' ').trim();
  return text.length > MAX_SNIPPET ? `${text.slice(0, MAX_SNIPPET)}…` : text;
}
