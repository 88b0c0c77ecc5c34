import { Agent } from 'undici';
import type { z } from 'zod';
import { type LinkedSignal, linkedSignal } from '../core/linked-signal.js';
import type { ImageApiClientSettings } from './client-options.js';
import { ServiceMovedError, ServiceUnavailableError, UnexpectedResponseError } from './errors.js';
import type { Credential, Operation } from './failure-to-error.js';
import { sendRequest } from './http-exchange.js';
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
  schema: z.ZodType<T>;
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

/**
 * The HTTP side of the client: keep-alive agents for the API (never following redirects), one for
 * GETs (status polls, balances) and a smaller one for the rest (submissions, keys), so that a
 * submission never waits behind thousands of polls; timeouts, retries, answer unwrapping; image
 * downloads go through an {@link ImageDownloader}.
 */
export class ServiceTransport {
  readonly #settings: ImageApiClientSettings;
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
   */
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
    return this.#retrying(call.operation, call.retry, options.signal, async () => {
      try {
        return await this.#exchange(call, url, headers, body, options);
      } catch (error) {
        throw call.retry === 'submission' ? submissionError(error) : error;
      }
    });
  }

  async #exchange<T>(
    call: ServiceCall<T>,
    url: URL,
    headers: Record<string, string>,
    body: string | undefined,
    options: CallOptions,
  ): Promise<T> {
    const what = `${call.method} ${call.operation}`;
    const agent = call.method === 'GET' ? this.#agent : this.#writeAgent;
    const response = await sendRequest(agent, {
      method: call.method,
      url,
      headers,
      ...(body !== undefined && { body }),
      timeoutMs: options.timeoutMs ?? this.#settings.timeoutMs,
      signal: options.signal,
      maxBytes: this.#settings.maxResponseBytes,
      tooLarge: () =>
        new UnexpectedResponseError({ detail: `${what}: answer too large`, unreadable: true }),
      what,
    });
    if (call.readFast && response.status >= 200 && response.status < 300) {
      const fast = call.readFast(response.body);
      if (fast !== undefined) return fast;
    }
    try {
      return readResponse(response, call.schema, { ...call, what, url });
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

  #retrying<T>(
    operation: Operation,
    kind: RetryKind,
    signal: AbortSignal | undefined,
    attempt: () => Promise<T>,
  ) {
    const closed = () =>
      new ServiceUnavailableError({ detail: `${operation}: the client was closed` });
    if (this.#closed) return Promise.reject(closed());
    const { policy, retryable } = retryPlan(this.#settings, kind);
    // Only a wait between attempts needs the closing signal: linked when the first one comes.
    let link: LinkedSignal | undefined;
    const closing = this.#closing.signal;
    const { onRequest } = this.#settings;
    const counted = !onRequest
      ? attempt
      : () =>
          attempt().then(
            (value) => {
              onRequest({ operation, outcome: 'ok' });
              return value;
            },
            (error: unknown) => {
              onRequest({ operation, outcome: 'error' });
              throw error;
            },
          );
    return withRetries(() => (this.#closed ? Promise.reject(closed()) : counted()), policy, {
      retryable: (error) => !this.#closed && retryable(error),
      get signal() {
        link ??= linkedSignal([signal, closing]);
        return link.signal;
      },
      onRetry: (error, attempt, delayMs) =>
        this.#settings.logger?.debug('image service call retried', {
          operation,
          attempt,
          delayMs,
          error: error instanceof Error ? error.name : String(error),
          detail: error instanceof Error && 'detail' in error ? error.detail : undefined,
        }),
    }).finally(() => link?.dispose());
  }
}
