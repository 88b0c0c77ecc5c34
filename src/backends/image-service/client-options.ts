import type { ByteBudget } from '../../core/byte-budget.js';
import type { Logger } from '../../core/logger.js';
import { withDefaults } from '../../core/with-defaults.js';
import type { BackendRequest } from '../../image-backend/backend-types.js';
import { IMAGE_DOWNLOAD_DEFAULTS } from '../../image-backend/image-download.js';
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
  /** The timeout (of one HTTP attempt, or one download), retries, agents and image hosts. */
  ...IMAGE_DOWNLOAD_DEFAULTS,
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
};

/** The options of a client without a default. */
interface ClientHooks {
  /** Logs each retry at debug level. @default none */
  logger?: Logger;
  /** Told of each HTTP request as it ends, every retry on its own (e.g. for metrics). @default none */
  onRequest?: (request: ServiceRequest) => void;
  /**
   * The budget its image downloads share with the process's other downloaders
   * (`ImageDownloadOptions.memory`). @default one of its own, of `imageDownloadMemoryBytes`
   */
  memory?: ByteBudget;
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
