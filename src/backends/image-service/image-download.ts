import { Agent } from 'undici';
import {
  ImageHostRefusedError,
  ImageTooLargeError,
  RateLimitedError,
  ServiceUnavailableError,
  UnexpectedResponseError,
} from '../../image-backend/errors.js';
import { parseRetryAfter } from '../../image-backend/retry-after.js';
import { ByteBudget, type Reservation } from './byte-budget.js';
import type { ImageApiClientSettings } from './client-options.js';
import { type HttpResponse, responseSnippet, sendRequest } from './http-exchange.js';
import { ImageHostPolicy } from './image-host-policy.js';
import type { CallOptions } from './service-types.js';

/** Options of one image download. */
export type DownloadOptions = CallOptions & {
  /** The largest image accepted, in bytes. @default the client's `maxImageBytes` */
  maxBytes?: number;
};

const REDIRECT = new Set([301, 302, 303, 307, 308]);

/**
 * Downloads images without credentials, through its own agent whose `lookup` refuses non-public
 * addresses (unless allowed), following redirects itself so that each hop is checked against the
 * {@link ImageHostPolicy}, and holding bytes from one {@link ByteBudget} shared by every download.
 */
export class ImageDownloader {
  readonly #settings: ImageApiClientSettings;
  readonly #policy: ImageHostPolicy;
  readonly #budget: ByteBudget;
  readonly #agent: Agent;

  constructor(settings: ImageApiClientSettings) {
    this.#settings = settings;
    this.#policy = new ImageHostPolicy(settings);
    this.#budget = new ByteBudget(settings.imageDownloadMemoryBytes);
    this.#agent = new Agent({
      connections: settings.connections,
      keepAliveTimeout: settings.keepAliveTimeoutMs,
      connect: { lookup: this.#policy.lookup },
    });
  }

  /** One attempt at downloading `url`: waits for budget, then follows checked redirects. */
  async download(url: URL, options: DownloadOptions = {}): Promise<Buffer> {
    const wanted = options.maxBytes ?? this.#settings.maxImageBytes;
    const maxBytes = Math.min(wanted, this.#budget.totalBytes);
    const reservation = await this.#budget.acquire(maxBytes, options.signal);
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

  /** Closes the agent and its keep-alive sockets. */
  close(): Promise<void> {
    return this.#agent.close();
  }

  async #follow(start: URL, maxBytes: number, held: Reservation, options: DownloadOptions) {
    const deadline = performance.now() + (options.timeoutMs ?? this.#settings.timeoutMs);
    for (let url = start, hop = 0; ; hop++) {
      this.#policy.checkUrl(url);
      const what = `GET image ${url.host}${url.pathname}`;
      const response = await sendRequest(this.#agent, {
        method: 'GET',
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        headers: { accept: 'image/*', 'user-agent': this.#settings.userAgent },
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
