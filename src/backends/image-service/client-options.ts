import type { Logger } from '../../core/logger.js';
import { packageVersion } from '../../core/package-version.js';
import { withDefaults } from '../../core/with-defaults.js';
import type { BackendRequest } from '../../image-backend/backend-types.js';
import type { Operation } from './service-types.js';

/** One HTTP request to the service that ended: an answer read, or a failure of any kind. */
export interface ServiceRequest extends BackendRequest {
  readonly operation: Operation;
}

/**
 * Every option of {@link ImageApiClient} but `baseUrl`, `logger` and `onRequest`, declared once
 * with its default.
 */
export const IMAGE_API_CLIENT_DEFAULTS = {
  /** Timeout of one HTTP attempt (connect, headers and body), in ms. */
  timeoutMs: 15_000,
  /** Retries of reads, and of key changes never sent (see `RetryKind`). */
  retries: 3,
  /** Ceiling of the first retry delay (full jitter, doubling), in ms. */
  retryBaseMs: 250,
  /** Largest retry delay ceiling, in ms. */
  retryMaxMs: 4_000,
  /** A `Retry-After` up to this is waited for before retrying; longer ones are thrown. */
  maxRetryAfterMs: 10_000,
  /**
   * Retries of a submission that provably never reached the service, was not processed (503) or
   * was rate limited: enough that the waiting budget, not the count, ends an outage's.
   */
  submitRetries: 8,
  /** Ceiling of the first submission retry delay (full jitter, doubling), in ms. */
  submitRetryBaseMs: 2_000,
  /** Total wait across the retries of one submission, in ms (`RetryPolicy.budgetMs`). */
  submitRetryBudgetMs: 30_000,
  /** Largest JSON answer read, in bytes. */
  maxResponseBytes: 1_048_576,
  /** Default cap of {@link ImageApiClient.downloadImage}, in bytes. */
  maxImageBytes: 10_485_760,
  /** Redirects followed by image downloads (never by API calls); each hop is checked again. */
  maxRedirects: 3,
  /** Hosts images may come from besides `baseUrl`'s; `*.example.com` allows subdomains. */
  imageHosts: [] as readonly string[],
  /**
   * Allow image downloads from loopback, private, link-local and other non-public addresses
   * (checked on the resolved address): only for a service on your own network.
   */
  allowPrivateImageHosts: false,
  /** Bytes all image downloads together may hold at once (see `ByteBudget`): 64 MiB. */
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

/** The options of a client without a default. */
interface ClientHooks {
  /** Logs each retry at debug level. @default none */
  logger?: Logger;
  /** Told of each HTTP request as it ends, every retry on its own (e.g. for metrics). @default none */
  onRequest?: (request: ServiceRequest) => void;
}

/** Options of {@link ImageApiClient}; each but `baseUrl` falls back to {@link IMAGE_API_CLIENT_DEFAULTS}. */
export type ImageApiClientOptions = Partial<typeof IMAGE_API_CLIENT_DEFAULTS> &
  ClientHooks & {
    /** The service's base URL; `/v1/index.php` and `/api.php` are resolved against it. */
    baseUrl: string;
  };

/** Options with every default applied and the base URL parsed (ending in `/`). */
export type ImageApiClientSettings = typeof IMAGE_API_CLIENT_DEFAULTS &
  ClientHooks & { baseUrl: URL };

/** Merges `options` over {@link IMAGE_API_CLIENT_DEFAULTS}; undefined members keep the default. */
export function resolveClientOptions(options: ImageApiClientOptions): ImageApiClientSettings {
  const text = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const baseUrl = new URL(text);
  if (!/^https?:$/.test(baseUrl.protocol)) {
    throw new TypeError(`baseUrl must be an http(s) URL (got ${baseUrl.protocol})`);
  }
  return { ...withDefaults(IMAGE_API_CLIENT_DEFAULTS, options), baseUrl } as ImageApiClientSettings;
}
