import { Agent, type Dispatcher, interceptors } from 'undici';
import type { z } from 'zod';
import type { ImageApiClientSettings } from './client-options.js';
import {
  ImageTooLargeError,
  ServiceMovedError,
  ServiceUnavailableError,
  UnexpectedResponseError,
} from './errors.js';
import type { Credential, Operation } from './failure-to-error.js';
import { classifyFailure } from './failure-to-error.js';
import { parseRetryAfter, responseSnippet, sendRequest } from './http-exchange.js';
import { readResponse } from './read-response.js';
import { isRetryable, withRetries } from './retries.js';
import type { CallOptions } from './service-types.js';

/** One call of the service's JSON interface. */
export interface ServiceCall<T> {
  operation: Operation;
  method: 'GET' | 'POST';
  /** Resolved against the base URL. */
  path: 'v1/index.php' | 'api.php';
  query: Record<string, string>;
  credential: Credential;
  /** Sent in `x-api-key`, never in the URL. */
  apiKey?: string;
  body?: Record<string, unknown>;
  /** Safe to repeat: retried after network errors, 5xx and 429. */
  idempotent: boolean;
  schema: z.ZodType<T>;
  taskId?: string;
  /** Masked in logged body snippets. */
  secrets: readonly string[];
  emptyIsSuccess?: boolean;
  nullWhenMissing?: boolean;
}

/** Options of {@link ServiceTransport.download}. */
export type DownloadOptions = CallOptions & { maxBytes?: number };

/** The HTTP side of the client: one keep-alive agent, timeouts, retries, answer unwrapping. */
export class ServiceTransport {
  readonly #settings: ImageApiClientSettings;
  readonly #agent: Agent;
  readonly #downloads: Dispatcher;
  #closed = false;

  constructor(settings: ImageApiClientSettings) {
    this.#settings = settings;
    this.#agent = new Agent({
      connections: settings.connections,
      keepAliveTimeout: settings.keepAliveTimeoutMs,
    });
    this.#downloads = this.#agent.compose(
      interceptors.redirect({ maxRedirections: settings.maxRedirects }),
    );
  }

  /** Makes `call`, with retries when it is idempotent, and returns its parsed payload. */
  call<T>(call: ServiceCall<T>, options: CallOptions = {}): Promise<T> {
    const url = new URL(call.path, this.#settings.baseUrl);
    for (const [name, value] of Object.entries(call.query)) url.searchParams.set(name, value);
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': this.#settings.userAgent,
      ...(call.apiKey !== undefined && { 'x-api-key': call.apiKey }),
      ...(call.body !== undefined && { 'content-type': 'application/json' }),
    };
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    const what = `${call.method} ${call.operation}`;
    const context = { ...call, what, url };
    return this.#retrying(call.operation, call.idempotent, options.signal, async () => {
      const response = await sendRequest(this.#agent, {
        method: call.method,
        url,
        headers,
        ...(body !== undefined && { body }),
        timeoutMs: options.timeoutMs ?? this.#settings.timeoutMs,
        signal: options.signal,
        maxBytes: this.#settings.maxResponseBytes,
        tooLarge: () => new UnexpectedResponseError({ detail: `${what}: answer too large` }),
        what,
      });
      try {
        return readResponse(response, call.schema, context);
      } catch (error) {
        if (error instanceof ServiceMovedError) this.#reportMoved(call.operation, error);
        throw error;
      }
    });
  }

  /** Tells the operator where the service went: the user only hears that it moved. */
  #reportMoved(operation: Operation, error: ServiceMovedError) {
    this.#settings.logger?.warn('the image service answered a redirect: update IMAGE_API_URL', {
      operation,
      status: error.status,
      location: error.location ?? null,
    });
  }

  /** Downloads `url` (redirects followed, no credentials sent), capped at `maxBytes`. */
  download(url: URL, options: DownloadOptions = {}): Promise<Buffer> {
    const maxBytes = options.maxBytes ?? this.#settings.maxImageBytes;
    const what = `GET image ${url.host}${url.pathname}`;
    return this.#retrying('downloadImage', true, options.signal, async () => {
      const response = await sendRequest(this.#downloads, {
        method: 'GET',
        url,
        headers: { accept: 'image/*', 'user-agent': this.#settings.userAgent },
        timeoutMs: options.timeoutMs ?? this.#settings.timeoutMs,
        signal: options.signal,
        maxBytes,
        tooLarge: () =>
          new ImageTooLargeError(maxBytes, { detail: `${what}: over ${maxBytes} bytes` }),
        what,
      });
      const type = String(response.headers['content-type'] ?? '');
      const ok = response.status >= 200 && response.status < 300;
      if (ok && !/json|html|text/i.test(type)) return response.body;
      const detail = `${what}: HTTP ${response.status} ${type}: ${responseSnippet(response.body.toString('utf8'))}`;
      if (ok) throw new UnexpectedResponseError({ detail });
      throw classifyFailure({
        operation: 'downloadImage',
        credential: 'none',
        status: response.status,
        error: undefined,
        retryAfterMs: parseRetryAfter(response.headers['retry-after']),
        detail,
      });
    });
  }

  /** Closes the agent and its keep-alive sockets; calls made after this fail at once. */
  close(): Promise<void> {
    this.#closed = true;
    return this.#agent.close();
  }

  #retrying<T>(
    operation: Operation,
    idempotent: boolean,
    signal: AbortSignal | undefined,
    attempt: () => Promise<T>,
  ) {
    if (this.#closed) {
      const detail = `${operation}: the client was closed`;
      return Promise.reject(new ServiceUnavailableError({ detail }));
    }
    const {
      retries,
      retryBaseMs: baseMs,
      retryMaxMs: maxMs,
      maxRetryAfterMs,
      random,
    } = this.#settings;
    return withRetries(
      attempt,
      { retries, baseMs, maxMs, maxRetryAfterMs, random },
      {
        retryable: (error) => isRetryable(error, idempotent),
        signal,
        onRetry: (error, attempt, delayMs) =>
          this.#settings.logger?.debug('image service call retried', {
            operation,
            attempt,
            delayMs,
            error: error instanceof Error ? error.name : String(error),
            detail: error instanceof Error && 'detail' in error ? error.detail : undefined,
          }),
      },
    );
  }
}
