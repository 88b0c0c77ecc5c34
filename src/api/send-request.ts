import type { IncomingHttpHeaders } from 'node:http';
import { type Dispatcher, request } from 'undici';
import { AppError } from '../errors/app-error.js';
import { ServiceTimeoutError } from '../errors/service-timeout-error.js';
import { toNetworkError } from './network-error.js';
import { readCappedBody } from './read-capped-body.js';

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
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
  try {
    const response = await request(exchange.url, {
      dispatcher,
      method: exchange.method,
      headers: exchange.headers,
      body: exchange.body ?? null,
      signal,
    });
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
    if (timeout.aborted) {
      throw new ServiceTimeoutError(timeoutMs, {
        cause: error,
        detail: `${exchange.what}: no answer within ${timeoutMs} ms`,
      });
    }
    throw toNetworkError(error, timeoutMs, exchange.what) ?? error;
  }
}
