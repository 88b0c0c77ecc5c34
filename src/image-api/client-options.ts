import type { Logger } from '../core/logger.js';
import { packageVersion } from '../core/package-version.js';
import { withDefaults } from '../core/with-defaults.js';
import type { Operation } from './failure-to-error.js';

/** One HTTP request to the service that ended: an answer read, or a failure of any kind. */
export interface ServiceRequest {
  readonly operation: Operation;
  /** `ok`: an answer the client accepted; `error`: anything else (refused, timed out, unreadable). */
  readonly outcome: 'ok' | 'error';
}

/** Options of {@link ImageApiClient}; each but `baseUrl` falls back to {@link IMAGE_API_CLIENT_DEFAULTS}. */
export interface ImageApiClientOptions {
  /** The service's base URL; `/v1/index.php` and `/api.php` are resolved against it. */
  baseUrl: string;
  /** Timeout of one HTTP attempt (connect, headers and body), in ms. @default 15000 */
  timeoutMs?: number;
  /**
   * Retries of reads after network errors, 5xx and 429, and of key generation and revocation
   * when they were never sent (submissions use {@link submitRetries}). @default 3
   */
  retries?: number;
  /** Ceiling of the first retry delay (full jitter, doubling), in ms. @default 250 */
  retryBaseMs?: number;
  /** Largest retry delay ceiling, in ms. @default 4000 */
  retryMaxMs?: number;
  /** A `Retry-After` up to this is waited for before retrying; longer ones are thrown. @default 10000 */
  maxRetryAfterMs?: number;
  /**
   * Retries of a submission that provably never reached the service or that it did not process:
   * a refused connection, a DNS or TLS failure, a 503, or a 429. Anything that may have reached
   * it is never resent. Enough that the waiting budget, not the count, ends an outage's retries
   * (with full jitter, four retries may all come within 5 s). @default 8
   */
  submitRetries?: number;
  /** Ceiling of the first submission retry delay (full jitter, doubling), in ms. @default 2000 */
  submitRetryBaseMs?: number;
  /**
   * Total wait across the retries of one submission, in ms: backoffs are shortened to what is
   * left, and a `Retry-After` past it is thrown at once. @default 30000
   */
  submitRetryBudgetMs?: number;
  /** Largest JSON answer read, in bytes. @default 1048576 */
  maxResponseBytes?: number;
  /** Default cap of {@link ImageApiClient.downloadImage}, in bytes. @default 10485760 */
  maxImageBytes?: number;
  /** Redirects followed by image downloads (never by API calls); each hop is checked again. @default 3 */
  maxRedirects?: number;
  /**
   * Host names images may be downloaded from besides the service's own (`baseUrl`'s host);
   * `*.example.com` allows every subdomain of example.com. @default []
   */
  imageHosts?: readonly string[];
  /**
   * Allow image downloads from loopback, private (10/8, 172.16/12, 192.168/16, fc00::/7),
   * link-local (169.254/16, fe80::/10) and other non-public addresses, checked on the address a
   * host name resolves to. Only for a service on your own network. @default false
   */
  allowPrivateImageHosts?: boolean;
  /**
   * Bytes all image downloads together may hold in memory at once. A download reserves its cap
   * (or the declared `Content-Length`) before it starts, and waits while the budget is spent; a
   * cap above the budget is cut to it. @default 67108864 (64 MiB)
   */
  imageDownloadMemoryBytes?: number;
  /** Keep-alive connections per origin. @default 16 */
  connections?: number;
  /** How long an idle keep-alive socket is kept, in ms. @default 10000 */
  keepAliveTimeoutMs?: number;
  /** The `User-Agent` header. @default `imagine-bot/<package.json's version>` */
  userAgent?: string;
  /** Logs each retry at debug level. @default none */
  logger?: Logger;
  /** Told of each HTTP request as it ends, every retry on its own (e.g. for metrics). @default none */
  onRequest?: (request: ServiceRequest) => void;
  /** Random source of the retry jitter, in [0, 1). @default Math.random */
  random?: () => number;
}

/** The defaults {@link ImageApiClientOptions} merge over. */
export const IMAGE_API_CLIENT_DEFAULTS = {
  timeoutMs: 15_000,
  retries: 3,
  retryBaseMs: 250,
  retryMaxMs: 4_000,
  maxRetryAfterMs: 10_000,
  submitRetries: 8,
  submitRetryBaseMs: 2_000,
  submitRetryBudgetMs: 30_000,
  maxResponseBytes: 1_048_576,
  maxImageBytes: 10_485_760,
  maxRedirects: 3,
  imageHosts: [],
  allowPrivateImageHosts: false,
  imageDownloadMemoryBytes: 67_108_864,
  connections: 16,
  keepAliveTimeoutMs: 10_000,
  userAgent: `imagine-bot/${packageVersion()}`,
  random: Math.random,
} as const;

/** Options with every default applied and the base URL parsed (ending in `/`). */
export type ImageApiClientSettings = Required<
  Omit<ImageApiClientOptions, 'logger' | 'onRequest' | 'baseUrl'>
> &
  Pick<ImageApiClientOptions, 'logger' | 'onRequest'> & { baseUrl: URL };

/** Merges `options` over {@link IMAGE_API_CLIENT_DEFAULTS}; undefined members keep the default. */
export function resolveClientOptions(options: ImageApiClientOptions): ImageApiClientSettings {
  const text = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const baseUrl = new URL(text);
  if (!/^https?:$/.test(baseUrl.protocol)) {
    throw new TypeError(`baseUrl must be an http(s) URL (got ${baseUrl.protocol})`);
  }
  return { ...withDefaults(IMAGE_API_CLIENT_DEFAULTS, options), baseUrl } as ImageApiClientSettings;
}
