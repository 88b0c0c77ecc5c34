import { Agent } from 'undici';
import type { z } from 'zod';
import { type LinkedSignal, linkedSignal } from '../core/linked-signal.js';
import type { ImageApiClientSettings } from './client-options.js';
import { ServiceMovedError, ServiceUnavailableError, UnexpectedResponseError } from './errors.js';
import type { Credential, Operation } from './failure-to-error.js';
import { type HttpRequest, type HttpResponse, sendRequest } from './http-exchange.js';
import { type DownloadOptions, ImageDownloader } from './image-download.js';
import { readResponse } from './read-response.js';
import { type RetryKind, retryPlan, withRetries } from './retries.js';
import type { CallOptions } from './service-types.js';
import { submissionError } from './submission-outcome.js';

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
  /** How the call may be repeated (see {@link RetryKind}). */
  retry: RetryKind;
  /**
   * Reads a 2xx payload, and what an error answer's `null` means (`nullWhenMissing`). A function
   * when making the schema costs more than the call (one per task status): made only when
   * `readFast` gives the answer up.
   */
  schema: z.ZodType<T> | (() => z.ZodType<T>);
  taskId?: string;
  /** Masked in logged body snippets. */
  secrets: readonly string[];
  emptyIsSuccess?: boolean;
  nullWhenMissing?: boolean;
  /**
   * Reads a 2xx body faster than `schema` for its usual shape, or returns undefined to let
   * `schema` read it; must give what `schema` gives whenever it reads one.
   */
  readFast?: (body: Buffer) => T | undefined;
}

/** The error of an answer past `maxResponseBytes`. */
const answerTooLarge = (request: HttpRequest) =>
  new UnexpectedResponseError({ detail: `${request.what}: answer too large`, unreadable: true });

/** A failed submission attempt as what it says about the credits (see `submissionError`). */
const asSubmissionError = (error: unknown): never => {
  throw submissionError(error);
};

/**
 * The HTTP side of the client: keep-alive agents for the API (never following redirects), one for
 * GETs (status polls, balances) and a smaller one for the rest (submissions, keys), so that a
 * submission never waits behind thousands of polls; timeouts, retries, answer unwrapping; image
 * downloads go through an {@link ImageDownloader}.
 */
export class ServiceTransport {
  readonly #settings: ImageApiClientSettings;
  /** The base URL's origin, and its path (ending in `/`) that a call's path is appended to. */
  readonly #origin: string;
  readonly #basePath: string;
  /** The retry plan of each kind of call, made on first use: the settings never change. */
  readonly #plans = new Map<RetryKind, ReturnType<typeof retryPlan>>();
  readonly #agent: Agent;
  /** Submissions and key changes: never queued behind a poll storm on {@link #agent}. */
  readonly #writeAgent: Agent;
  readonly #downloader: ImageDownloader;
  #closed = false;
  #closeAgents: Promise<void> | undefined;
  /** Aborted by {@link close}: ends the waits between retries. */
  readonly #closing = new AbortController();

  constructor(settings: ImageApiClientSettings) {
    this.#settings = settings;
    this.#origin = settings.baseUrl.origin;
    this.#basePath = settings.baseUrl.pathname;
    this.#agent = new Agent({
      connections: settings.connections,
      keepAliveTimeout: settings.keepAliveTimeoutMs,
    });
    this.#writeAgent = new Agent({
      connections: Math.max(1, Math.ceil(settings.connections / 4)),
      keepAliveTimeout: settings.keepAliveTimeoutMs,
    });
    this.#downloader = new ImageDownloader(settings);
  }

  /**
   * Makes `call`, with the retries its {@link RetryKind} allows, and returns its parsed payload. A
   * submission attempt that may have reached the service fails as `SubmissionUncertainError`.
   * While the answer is awaited, the call holds little: thousands are in flight at once (every
   * held generation's status poll, when the service is slow), no async frame or retry state among
   * them — a retry is set up only once an attempt failed.
   */
  call<T>(call: ServiceCall<T>, options: CallOptions = {}): Promise<T> {
    // The call's path resolved against the base URL's (which ends in `/`), and its query as
    // `URLSearchParams` writes it: what `new URL(call.path, baseUrl)` gives, without one per call.
    const query = new URLSearchParams(call.query).toString();
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    const request: HttpRequest = {
      method: call.method,
      origin: this.#origin,
      path: `${this.#basePath}${call.path}${query === '' ? '' : `?${query}`}`,
      headers: {
        accept: 'application/json',
        'user-agent': this.#settings.userAgent,
        ...(call.apiKey !== undefined && { 'x-api-key': call.apiKey }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body }),
      timeoutMs: options.timeoutMs ?? this.#settings.timeoutMs,
      signal: options.signal,
      maxBytes: this.#settings.maxResponseBytes,
      tooLarge: answerTooLarge,
      what: `${call.method} ${call.operation}`,
    };
    const agent = call.method === 'GET' ? this.#agent : this.#writeAgent;
    const attempt = (): Promise<T> => {
      const answered = sendRequest(agent, request).then((response) =>
        this.#read(call, request, response),
      );
      return call.retry === 'submission' ? answered.catch(asSubmissionError) : answered;
    };
    return this.#retrying(call.operation, call.retry, options.signal, attempt);
  }

  /** The payload of an answer: `readFast`'s when it reads it, else the schema's (or the error). */
  #read<T>(call: ServiceCall<T>, request: HttpRequest, response: HttpResponse): T {
    if (call.readFast && response.status >= 200 && response.status < 300) {
      const fast = call.readFast(response.body);
      if (fast !== undefined) return fast;
    }
    try {
      const schema = typeof call.schema === 'function' ? call.schema() : call.schema;
      const url = new URL(request.path, request.origin);
      return readResponse(response, schema, { ...call, what: request.what, url });
    } catch (error) {
      if (error instanceof ServiceMovedError) this.#reportMoved(call.operation, error);
      throw error;
    }
  }

  /** Tells the operator where the service went: the user only hears that it moved. */
  #reportMoved(operation: Operation, error: ServiceMovedError) {
    this.#settings.logger?.warn('the image service answered a redirect: update IMAGE_API_URL', {
      operation,
      status: error.status,
      location: error.location ?? null,
    });
  }

  /**
   * Downloads `url` (no credentials sent) under the image host policy and the shared byte budget,
   * capped at `maxBytes`, retried like a read.
   */
  download(url: URL, options: DownloadOptions = {}): Promise<Buffer> {
    return this.#retrying('downloadImage', 'read', options.signal, () =>
      this.#downloader.download(url, options),
    );
  }

  /**
   * Closes the agents and their keep-alive sockets; calls made after this, and calls waiting to
   * retry, fail at once with `ServiceUnavailableError`. Safe to call twice.
   */
  close(): Promise<void> {
    this.#closed = true;
    this.#closing.abort(new ServiceUnavailableError({ detail: 'the client was closed' }));
    this.#closeAgents ??= Promise.all([
      this.#agent.close(),
      this.#writeAgent.close(),
      this.#downloader.close(),
    ]).then(() => undefined);
    return this.#closeAgents;
  }

  /** The retry plan of calls of `kind`, made once. */
  #planOf(kind: RetryKind): ReturnType<typeof retryPlan> {
    let plan = this.#plans.get(kind);
    if (!plan) {
      plan = retryPlan(this.#settings, kind);
      this.#plans.set(kind, plan);
    }
    return plan;
  }

  #closedError(operation: Operation): ServiceUnavailableError {
    return new ServiceUnavailableError({ detail: `${operation}: the client was closed` });
  }

  /** `attempt`'s outcome told to `onRequest`, when there is one. */
  #counted<T>(operation: Operation, attempt: Promise<T>): Promise<T> {
    const { onRequest } = this.#settings;
    if (!onRequest) return attempt;
    return attempt.then(
      (value) => {
        onRequest({ operation, outcome: 'ok' });
        return value;
      },
      (error: unknown) => {
        onRequest({ operation, outcome: 'error' });
        throw error;
      },
    );
  }

  /** Makes the first attempt; only when it fails are the retries set up ({@link #retry}). */
  #retrying<T>(
    operation: Operation,
    kind: RetryKind,
    signal: AbortSignal | undefined,
    attempt: () => Promise<T>,
  ): Promise<T> {
    if (this.#closed) return Promise.reject(this.#closedError(operation));
    return this.#counted(operation, attempt()).catch((error: unknown) =>
      this.#retry(operation, kind, signal, attempt, error),
    );
  }

  /**
   * The retries after a first attempt failed with `error`, as {@link withRetries} makes them (its
   * first attempt is that failure).
   */
  #retry<T>(
    operation: Operation,
    kind: RetryKind,
    signal: AbortSignal | undefined,
    attempt: () => Promise<T>,
    error: unknown,
  ): Promise<T> {
    const { policy, retryable } = this.#planOf(kind);
    // Only a wait between attempts needs the closing signal: linked when the first one comes.
    let link: LinkedSignal | undefined;
    const closing = this.#closing.signal;
    const again = (index: number) => {
      if (index === 0) return Promise.reject(error);
      if (this.#closed) return Promise.reject(this.#closedError(operation));
      return this.#counted(operation, attempt());
    };
    return withRetries(again, policy, {
      retryable: (failure) => !this.#closed && retryable(failure),
      get signal() {
        link ??= linkedSignal([signal, closing]);
        return link.signal;
      },
      onRetry: (failure, index, delayMs) =>
        this.#settings.logger?.debug('image service call retried', {
          operation,
          attempt: index,
          delayMs,
          error: failure instanceof Error ? failure.name : String(failure),
          detail: failure instanceof Error && 'detail' in failure ? failure.detail : undefined,
        }),
    }).finally(() => link?.dispose());
  }
}
