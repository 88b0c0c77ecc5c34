import type { IncomingHttpHeaders } from 'node:http';
import { type Dispatcher, util } from 'undici';
import { AppError } from '../core/app-error.js';
import { redactSecrets } from '../core/logger.js';
import { ServiceTimeoutError, UnexpectedResponseError } from './backend-errors.js';
import { NOT_DISPATCHED, toNetworkError } from './network-error.js';

/** One HTTP exchange to make: undici's dispatch options, and how to collect the answer. */
export interface HttpRequest {
  method: 'GET' | 'HEAD' | 'POST';
  /** The scheme, host and port, e.g. `https://api.example.com`. */
  origin: string;
  /** The path and query, e.g. `/v1/index.php?endpoint=task_status`. */
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Covers connecting, the headers and the whole body. */
  timeoutMs: number;
  /** The caller's signal; its reason is rethrown when it aborts. */
  signal?: AbortSignal | undefined;
  /** The largest body read. */
  maxBytes: number;
  /** The error for a body past `maxBytes`. @default an unreadable `UnexpectedResponseError` */
  tooLarge?: () => Error;
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
 * One exchange as an undici dispatch handler that collects the body: no response stream, no
 * `AbortController` and no listener on a long-lived signal per request (a poll loop makes
 * thousands a second). Written against the handler interface of the undici discord.js uses (6),
 * so one copy of undici serves both.
 */
class CollectingExchange implements Dispatcher.DispatchHandlers {
  readonly #exchange: HttpRequest;
  readonly #resolve: (response: HttpResponse) => void;
  readonly #reject: (error: unknown) => void;
  readonly #timer: NodeJS.Timeout;
  #abortDispatch: ((error: Error) => void) | undefined;
  #status = 0;
  #headers: IncomingHttpHeaders = {};
  #chunks: Buffer[] = [];
  #size = 0;
  #settled = false;

  constructor(
    exchange: HttpRequest,
    resolve: (response: HttpResponse) => void,
    reject: (error: unknown) => void,
  ) {
    this.#exchange = exchange;
    this.#resolve = resolve;
    this.#reject = reject;
    this.#timer = setTimeout(() => this.#abort(this.#timedOut()), exchange.timeoutMs);
    this.#timer.unref();
    exchange.signal?.addEventListener('abort', this.#onCallerAbort);
  }

  readonly #onCallerAbort = () => this.#abort(this.#exchange.signal?.reason);

  /** Ends the exchange with `reason`, rejected as it is, and stops the dispatch. */
  #abort(reason: unknown): void {
    if (this.#settled) return;
    this.#settle();
    this.#reject(reason);
    this.#abortDispatch?.(reason instanceof Error ? reason : new Error('aborted'));
  }

  onConnect(abort: (error?: Error) => void): void {
    this.#abortDispatch = abort;
    if (this.#settled) abort(new Error('aborted'));
  }

  onHeaders(status: number, rawHeaders: Buffer[] | string[] | null): boolean {
    if (status < 200) return true;
    this.#status = status;
    const headers = util.parseHeaders(rawHeaders ?? []) as IncomingHttpHeaders;
    this.#headers = headers;
    try {
      this.#exchange.onHeaders?.(status, headers);
    } catch (error) {
      this.#abort(error);
    }
    const length = Number(headers['content-length']);
    if (Number.isFinite(length) && length > this.#exchange.maxBytes) this.#tooLarge();
    return !this.#settled;
  }

  onData(chunk: Buffer): boolean {
    if (this.#settled) return false;
    this.#size += chunk.byteLength;
    if (this.#size > this.#exchange.maxBytes) this.#tooLarge();
    else this.#chunks.push(chunk);
    return !this.#settled;
  }

  onComplete(): void {
    if (this.#settled) return;
    const chunks = this.#chunks;
    const body = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, this.#size);
    this.#settle();
    this.#resolve({ status: this.#status, headers: this.#headers, body });
  }

  /** Ends the exchange with a failure of the transport, as a typed network error when it is one. */
  onError(error: unknown): void {
    if (this.#settled) return;
    this.#settle();
    const { timeoutMs } = this.#exchange;
    if (error instanceof AppError) this.#reject(error);
    else this.#reject(toNetworkError(error, timeoutMs, this.#where()) ?? error);
  }

  /** The timeout's error; one that came while the request waited for a connection says so. */
  #timedOut(): ServiceTimeoutError {
    const { timeoutMs } = this.#exchange;
    if (!this.#abortDispatch) {
      return new ServiceTimeoutError(timeoutMs, {
        cause: Object.assign(new Error('no connection was free in time'), { code: NOT_DISPATCHED }),
        detail: `${this.#where()}: not sent, no connection free within ${timeoutMs} ms`,
      });
    }
    return new ServiceTimeoutError(timeoutMs, {
      cause: new DOMException('The operation timed out.', 'TimeoutError'),
      detail: `${this.#where()}: no answer within ${timeoutMs} ms`,
    });
  }

  /** The exchange and its host, for the operator's log: `GET balance to images.example.com`. */
  #where(): string {
    const { what, origin } = this.#exchange;
    return `${what} to ${URL.parse(origin)?.host ?? origin}`;
  }

  #tooLarge(): void {
    const { tooLarge, what } = this.#exchange;
    const detail = `${what}: answer too large`;
    this.#abort(tooLarge?.() ?? new UnexpectedResponseError({ detail, unreadable: true }));
  }

  #settle(): void {
    this.#settled = true;
    this.#chunks = [];
    clearTimeout(this.#timer);
    this.#exchange.signal?.removeEventListener('abort', this.#onCallerAbort);
  }
}

/**
 * Makes one exchange through `dispatcher` under a timeout and the caller's signal, collecting the
 * (capped) body. Network failures become typed errors; the caller's abort reason is rethrown as is.
 */
export function sendRequest(dispatcher: Dispatcher, exchange: HttpRequest): Promise<HttpResponse> {
  const { signal } = exchange;
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise<HttpResponse>((resolve, reject) => {
    const handler = new CollectingExchange(exchange, resolve, reject);
    try {
      dispatcher.dispatch(exchange, handler);
    } catch (error) {
      handler.onError(error);
    }
  });
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
