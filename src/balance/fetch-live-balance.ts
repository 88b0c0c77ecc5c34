import type { Balance } from '../api/types.js';
import type { AppContext } from '../context.js';
import { InvalidApiKeyError } from '../errors/invalid-api-key-error.js';
import { RateLimitedError } from '../errors/rate-limited-error.js';
import { ServiceTimeoutError } from '../errors/service-timeout-error.js';
import { ServiceUnavailableError } from '../errors/service-unavailable-error.js';
import { UnexpectedResponseError } from '../errors/unexpected-response-error.js';
import type { KeyRef } from '../jobs/generation-job.js';
import { forgetRejectedKey } from '../keys/forget-rejected-key.js';

/** A stored key's balance asked of the service now. */
export type LiveBalance =
  | { readonly state: 'ok'; readonly balance: Balance }
  /** The service could not answer; `reason` is user-safe text. */
  | { readonly state: 'unavailable'; readonly reason: string }
  /** The service called the key invalid or revoked: it was unlinked; `notice` is for its owner. */
  | { readonly state: 'rejected'; readonly notice: string };

const TRANSIENT = [
  ServiceUnavailableError,
  ServiceTimeoutError,
  RateLimitedError,
  UnexpectedResponseError,
];

/**
 * Asks the service for the balance of a stored key. A key it rejects is unlinked at once (only if
 * it is still the stored one); a service that cannot answer is reported, not thrown, so callers
 * can still show what they know.
 */
export async function fetchLiveBalance(
  context: Pick<AppContext, 'api' | 'stores' | 'logger'>,
  keyRef: KeyRef,
  apiKey: string,
): Promise<LiveBalance> {
  try {
    return { state: 'ok', balance: await context.api.balance(apiKey) };
  } catch (error) {
    if (error instanceof InvalidApiKeyError) {
      const notice = await forgetRejectedKey(context.stores, keyRef, apiKey);
      context.logger.info('forgot a key the service rejected', { ...keyRef, unlinked: !!notice });
      return { state: 'rejected', notice: notice ?? error.message };
    }
    if (TRANSIENT.some((kind) => error instanceof kind)) {
      return { state: 'unavailable', reason: (error as Error).message };
    }
    throw error;
  }
}
