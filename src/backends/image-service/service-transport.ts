import { setTimeout as sleep } from 'node:timers/promises';
import { Agent } from 'undici';
import { type LinkedSignal, linkedSignal } from '../../core/linked-signal.js';
import { ServiceUnavailableError } from '../../image-backend/backend-errors.js';
import { type HttpRequest, sendRequest } from '../../image-backend/http-exchange.js';
import { type DownloadOptions, ImageDownloader } from '../../image-backend/image-download.js';
import { delayBefore } from '../../image-backend/retry-after.js';
import type { ImageApiClientSettings } from './client-options.js';
import { readResponse } from './read-response.js';
import { retryPlan, submissionError } from './retries.js';
import type { CallOptions, Operation, RetryKind, ServiceCall } from './service-types.js';

/**
 * The HTTP side of `ImageApiClient`, which extends it: keep-alive agents for the API (never
 * following redirects), one for GETs (status polls, balances) and one of the same size for the
 * rest (submissions, keys), so that a submission never waits behind thousands of polls; timeouts,
 * retries, answer unwrapping; image downloads go through an {@link ImageDownloader}.
 */
export class ServiceTransport {
  /** The client's options, every default applied. */
  protected readonly settings: ImageApiClientSettings;
  /** The base URL's origin, and its path (ending in `/`) that a call's path is appended to. */
  readonly #origin: string;
  readonly #basePath: string;
  /** The retry plan of each kind of call: the settings never change. */
  readonly #plans: Record<RetryKind, ReturnType<typeof retryPlan>>;
  readonly #agent: Agent;
  /** Submissions and key changes: never queued behind a poll storm on {@link #agent}. */
  readonly #writeAgent: Agent;
  readonly #downloader: ImageDownloader;
  #closed = false;
  #closeAgents: Promise<void> | undefined;
  /** Aborted by {@link close}: ends the waits between retries. */
  readonly #closing = new AbortController();

  constructor(settings: ImageApiClientSettings) {
    this.settings = settings;
    this.#origin = settings.baseUrl.origin;
    this.#basePath = settings.baseUrl.pathname;
    const plan = (kind: RetryKind) => retryPlan(settings, kind);
    this.#plans = { read: plan('read'), write: plan('write'), submission: plan('submission') };
    const agent = (connections: number) =>
      new Agent({ connections, keepAliveTimeout: settings.keepAliveTimeoutMs });
    this.#agent = agent(settings.connections);
    this.#writeAgent = agent(settings.connections);
    this.#downloader = new ImageDownloader({ ...settings, policy: { kind: 'public-urls' } });
  }

  /**
   * Makes `call`, with the retries its {@link RetryKind} allows, and returns its parsed payload; a
   * submission attempt that may have reached the service fails as `SubmissionUncertainError`. An
   * answer awaited holds no async frame nor retry state: thousands are in flight at once.
   */
  protected call<T>(call: ServiceCall<T>, options: CallOptions = {}): Promise<T> {
    // The path resolved against the base URL's (which ends in `/`), and the query as
    // `URLSearchParams` writes it: what `new URL(path, baseUrl)` gives, without one per call.
    const query = formQuery(call.query);
    const { auth } = call;
    const fields = 'apiKey' in auth ? call.body : { token: auth.loginToken, ...call.body };
    const body = fields === undefined ? undefined : JSON.stringify(fields);
    const method = body === undefined ? 'GET' : 'POST';
    const request: HttpRequest = {
      method,
      origin: this.#origin,
      path: `${this.#basePath}${'endpoint' in call.query ? 'v1/index.php' : 'api.php'}?${query}`,
      headers: {
        accept: 'application/json',
        'user-agent': this.settings.userAgent,
        ...('apiKey' in auth && { 'x-api-key': auth.apiKey }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body }),
      timeoutMs: options.timeoutMs ?? this.settings.timeoutMs,
      signal: options.signal,
      maxBytes: this.settings.maxResponseBytes,
      what: `${method} ${call.operation}`,
    };
    const agent = method === 'GET' ? this.#agent : this.#writeAgent;
    const attempt = (): Promise<T> => {
      const answered = sendRequest(agent, request).then((response) =>
        readResponse(call, request, response, this.settings.logger),
      );
      return call.retry === 'submission'
        ? answered.catch((error: unknown) => Promise.reject(submissionError(error)))
        : answered;
    };
    return this.#retrying(call.operation, call.retry, options.signal, attempt);
  }

  /** Downloads a generated image (no credentials sent) through the port's bounded download. */
  downloadImage(url: string, options: DownloadOptions = {}): Promise<Buffer> {
    if (this.#closed) return Promise.reject(this.#closedError('downloadImage'));
    return this.#counted('downloadImage', this.#downloader.download(url, options));
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

  #closedError(operation: Operation): ServiceUnavailableError {
    return new ServiceUnavailableError({ detail: `${operation}: the client was closed` });
  }

  /** `attempt`, its outcome told to `onRequest` when there is one. */
  #counted<T>(operation: Operation, attempt: Promise<T>): Promise<T> {
    const { onRequest } = this.settings;
    if (!onRequest) return attempt;
    attempt.then(
      () => onRequest({ operation, outcome: 'ok' }),
      () => onRequest({ operation, outcome: 'error' }),
    );
    return attempt;
  }

  /**
   * Makes the first attempt; only once it failed are the retries set up, until one succeeds, a
   * failure is not retryable, or the plan's retries or waiting budget are spent. The waits end on
   * an abort of `signal` or {@link close}, rethrowing its reason.
   */
  #retrying<T>(
    operation: Operation,
    kind: RetryKind,
    signal: AbortSignal | undefined,
    attempt: () => Promise<T>,
  ): Promise<T> {
    if (this.#closed) return Promise.reject(this.#closedError(operation));
    return this.#counted(operation, attempt()).catch(async (first: unknown) => {
      const { policy, retryable } = this.#plans[kind];
      let link: LinkedSignal | undefined;
      let error = first;
      try {
        for (let index = 0, waitedMs = 0; ; index++) {
          if (index >= policy.retries || this.#closed || !retryable(error)) throw error;
          const delayMs = delayBefore(index, error, policy, waitedMs);
          if (delayMs === undefined) throw error;
          waitedMs += delayMs;
          this.settings.logger?.debug('image service call retried', {
            operation,
            attempt: index + 1,
            delayMs,
            error: error instanceof Error ? error.name : String(error),
            detail: error instanceof Error && 'detail' in error ? error.detail : undefined,
          });
          link ??= linkedSignal([signal, this.#closing.signal]);
          const { signal: waiting } = link;
          await sleep(delayMs, undefined, { signal: waiting }).catch((sleepError: unknown) => {
            waiting.throwIfAborted();
            throw sleepError;
          });
          if (this.#closed) throw this.#closedError(operation);
          try {
            return await this.#counted(operation, attempt());
          } catch (failure) {
            error = failure;
          }
        }
      } finally {
        link?.dispose();
      }
    });
  }
}

/** Characters a form's field keeps as they are (`URLSearchParams`' set, `_` and `\w` included). */
const FORM_PLAIN = /^[\w.*-]*$/;

/** `query` as `URLSearchParams` writes it, without one per call where each value is plain. */
function formQuery(query: Readonly<Record<string, string>>): string {
  let out = '';
  for (const key in query) {
    const pair = `${formField(key)}=${formField(query[key] as string)}`;
    out = out === '' ? pair : `${out}&${pair}`;
  }
  return out;
}

const formField = (text: string): string =>
  FORM_PLAIN.test(text) ? text : new URLSearchParams({ '': text }).toString().slice(1);
