import { setTimeout as sleep } from 'node:timers/promises';
import { Agent } from 'undici';
import { ByteBudget, type ByteLease } from '../core/byte-budget.js';
import { linkedSignal } from '../core/linked-signal.js';
import type { Logger } from '../core/logger.js';
import { packageVersion } from '../core/package-version.js';
import { withDefaults } from '../core/with-defaults.js';
import {
  ImageHostRefusedError,
  ImageTooLargeError,
  RateLimitedError,
  ServiceUnavailableError,
  UnexpectedResponseError,
} from './backend-errors.js';
import type { CallOptions } from './backend-types.js';
import { type HttpResponse, responseSnippet, sendRequest } from './http-exchange.js';
import { type DownloadGate, ImageHostPolicy, OperatorOriginGate } from './image-host-policy.js';
import { delayBefore, parseRetryAfter } from './retry-after.js';

/** Options of one image download. */
export type DownloadOptions = CallOptions & {
  /** The largest image accepted, in bytes. @default the downloader's `maxImageBytes` */
  maxBytes?: number;
};

/** Every setting of an {@link ImageDownloader} but its host, declared once with its default. */
export const IMAGE_DOWNLOAD_DEFAULTS = {
  /** Timeout of one download (every hop of it), in ms. */
  timeoutMs: 15_000,
  /** Retries after a 5xx, a 429 or a network failure. */
  retries: 3,
  /** Ceiling of the first retry delay (full jitter, doubling), in ms. */
  retryBaseMs: 250,
  /** Largest retry delay ceiling, in ms. */
  retryMaxMs: 4_000,
  /** A `Retry-After` up to this is waited for before retrying; longer ones are thrown. */
  maxRetryAfterMs: 10_000,
  /** Default cap of one image, in bytes. */
  maxImageBytes: 10_485_760,
  /** Redirects followed; each hop is checked again. */
  maxRedirects: 3,
  /** Hosts images may come from besides `baseUrl`'s (`IMAGE_HOSTS`); `*.example.com` allows subdomains. */
  imageHosts: [] as readonly string[],
  /**
   * Allow downloads from loopback, private, link-local and other non-public addresses (checked
   * on the resolved address): only for a backend on your own network.
   */
  allowPrivateImageHosts: false,
  /**
   * Bytes this downloader's downloads together may hold at once, when it is given no `memory` to
   * share (see `ByteBudget`): 64 MiB.
   */
  imageDownloadMemoryBytes: 67_108_864,
  /** Keep-alive connections per origin. */
  connections: 16,
  /** How long an idle keep-alive socket is kept, in ms. */
  keepAliveTimeoutMs: 10_000,
  /** The `User-Agent` header. */
  userAgent: `imagine-bot/${packageVersion()}`,
  /** Random source of the retry jitter, in [0, 1). */
  random: Math.random as () => number,
};

/**
 * Whose URLs a downloader fetches, which decides where it may go and what it sends:
 * - `public-urls`: images a service hands out as URLs (and anything public): `baseUrl`'s host and
 *   `imageHosts`, at public addresses only unless `allowPrivateImageHosts`, without credentials;
 * - `operator-origin`: the operator's own configured backend (often on localhost or the LAN, behind
 *   a proxy's token): `baseUrl`'s exact origin only, at any address, with its `headers`; a redirect
 *   off that origin is refused (`imageHosts` and `allowPrivateImageHosts` do not apply).
 * The byte bound, the memory budget, the timeout and the retries are the same for both.
 */
export type DownloadPolicy =
  | { readonly kind: 'public-urls' }
  | { readonly kind: 'operator-origin'; readonly headers: Readonly<Record<string, string>> };

/** What an {@link ImageDownloader} is made with: its backend's URL and policy; the rest over their defaults. */
export type ImageDownloadOptions = Partial<typeof IMAGE_DOWNLOAD_DEFAULTS> & {
  /** The backend's base URL: its host is one images may come from (its origin the only one, for the operator's). */
  readonly baseUrl: URL;
  readonly policy: DownloadPolicy;
  /** Warned of each host refused. @default none */
  readonly logger?: Logger | undefined;
  /**
   * The budget its downloads hold their bytes from, shared with every other downloader of the
   * process (the app's one of `IMAGE_DOWNLOAD_MEMORY_BYTES`). @default one of its own, of
   * `imageDownloadMemoryBytes`
   */
  readonly memory?: ByteBudget | undefined;
};

const REDIRECT = new Set([301, 302, 303, 307, 308]);

/**
 * The port's bounded download of a generated image, for every backend that downloads one: through
 * its own agent, following redirects itself so that each hop is checked against its
 * {@link DownloadPolicy} (for public URLs, an {@link ImageHostPolicy} whose `lookup` also refuses
 * non-public addresses unless allowed), holding bytes from one {@link ByteBudget} (`memory`, shared
 * with the process's other downloaders) from before each request until its body is read, and
 * retried after a 5xx, a 429 or a network failure.
 */
export class ImageDownloader {
  readonly #settings: typeof IMAGE_DOWNLOAD_DEFAULTS & ImageDownloadOptions;
  readonly #policy: DownloadGate;
  readonly #budget: ByteBudget;
  readonly #agent: Agent;
  /** Aborted by {@link close}: ends the waits between retries. */
  readonly #closing = new AbortController();

  constructor(options: ImageDownloadOptions) {
    const settings = withDefaults(IMAGE_DOWNLOAD_DEFAULTS, options);
    this.#settings = settings;
    const { policy } = settings;
    this.#policy =
      policy.kind === 'operator-origin'
        ? new OperatorOriginGate(settings.baseUrl, policy.headers)
        : new ImageHostPolicy(settings);
    this.#budget = options.memory ?? new ByteBudget(settings.imageDownloadMemoryBytes);
    const { lookup } = this.#policy;
    this.#agent = new Agent({
      connections: settings.connections,
      keepAliveTimeout: settings.keepAliveTimeoutMs,
      ...(lookup && { connect: { lookup } }),
    });
  }

  /** Downloads `url`, an http(s) URL, capped at `maxBytes`; a retry waits out the backend's `Retry-After`. */
  async download(url: string, options: DownloadOptions = {}): Promise<Buffer> {
    const parsed = URL.parse(url);
    if (!parsed || !/^https?:$/.test(parsed.protocol)) {
      const detail = `image URL is not http(s): ${url.slice(0, 200)}`;
      throw new UnexpectedResponseError({ detail });
    }
    const {
      retries,
      retryBaseMs: baseMs,
      retryMaxMs: maxMs,
      maxRetryAfterMs,
      random,
    } = this.#settings;
    const policy = { retries, baseMs, maxMs, maxRetryAfterMs, random };
    for (let index = 0, waitedMs = 0; ; index++) {
      this.#closing.signal.throwIfAborted();
      try {
        return await this.#attempt(parsed, options);
      } catch (error) {
        const retryable =
          error instanceof ServiceUnavailableError || error instanceof RateLimitedError;
        const delayMs =
          retryable && index < retries ? delayBefore(index, error, policy, waitedMs) : undefined;
        if (delayMs === undefined) throw error;
        waitedMs += delayMs;
        const link = linkedSignal([options.signal, this.#closing.signal]);
        await sleep(delayMs, undefined, { signal: link.signal })
          .catch(() => link.signal.throwIfAborted())
          .finally(() => link.dispose());
      }
    }
  }

  /** Closes the agent and its keep-alive sockets; a download after this fails at once. */
  close(): Promise<void> {
    this.#closing.abort(new ServiceUnavailableError({ detail: 'the downloader was closed' }));
    return this.#agent.close();
  }

  /** One attempt at downloading `url`: waits for budget, then follows checked redirects. */
  async #attempt(url: URL, options: DownloadOptions): Promise<Buffer> {
    const wanted = options.maxBytes ?? this.#settings.maxImageBytes;
    const maxBytes = Math.min(wanted, this.#budget.capacity);
    const reservation = await this.#budget.acquire(maxBytes, options);
    try {
      return await this.#follow(url, maxBytes, reservation, options);
    } catch (error) {
      if (error instanceof ImageHostRefusedError) {
        this.#settings.logger?.warn('refused to download an image', {
          host: error.host,
          detail: error.detail,
        });
      }
      throw error;
    } finally {
      reservation.release();
    }
  }

  async #follow(start: URL, maxBytes: number, held: ByteLease, options: DownloadOptions) {
    const deadline = performance.now() + (options.timeoutMs ?? this.#settings.timeoutMs);
    for (let url = start, hop = 0; ; hop++) {
      this.#policy.checkUrl(url);
      const what = `GET image ${url.host}${url.pathname}`;
      const response = await sendRequest(this.#agent, {
        method: 'GET',
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        headers: {
          accept: 'image/*',
          'user-agent': this.#settings.userAgent,
          ...this.#policy.headers,
        },
        timeoutMs: Math.max(1, Math.round(deadline - performance.now())),
        signal: options.signal,
        maxBytes,
        tooLarge: () =>
          new ImageTooLargeError(maxBytes, { detail: `${what}: over ${maxBytes} bytes` }),
        what,
        onHeaders: (status, headers) => {
          const length = Number(headers['content-length']);
          if (status < 300 && Number.isFinite(length) && length <= maxBytes) held.shrinkTo(length);
        },
      });
      const location = REDIRECT.has(response.status) ? response.headers.location : undefined;
      if (typeof location !== 'string') return imageOf(response, what);
      if (hop >= this.#settings.maxRedirects) {
        throw new UnexpectedResponseError({ detail: `${what}: more than ${hop} redirects` });
      }
      if (!URL.canParse(location, url.href)) {
        throw new UnexpectedResponseError({ detail: `${what}: unreadable redirect Location` });
      }
      url = new URL(location, url);
    }
  }
}

/** The body of an image answer; the typed error for anything else. */
function imageOf(response: HttpResponse, what: string): Buffer {
  const { status, headers } = response;
  const type = String(headers['content-type'] ?? '');
  if (status >= 200 && status < 300 && !/json|html|text/i.test(type)) return response.body;
  const detail = `${what}: HTTP ${status} ${type}: ${responseSnippet(response.body.toString('utf8'))}`;
  const retryAfterMs = parseRetryAfter(headers['retry-after']);
  if (status >= 500) throw new ServiceUnavailableError({ detail, status, retryAfterMs });
  if (status === 429) throw new RateLimitedError({ detail, retryAfterMs });
  throw new UnexpectedResponseError({ detail });
}
