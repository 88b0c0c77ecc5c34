import type { Logger } from '../core/logger.js';
import { userText } from '../discord/text.js';
import { classifyError, InvalidApiKeyError } from '../image-api/errors.js';
import type { Balance, ImageService } from '../image-api/service-types.js';
import { forgetRejectedKey, type KeyRef, type KeyStores } from './key-ref.js';

/** A stored key's balance asked of the service now. */
export type LiveBalance =
  | { readonly state: 'ok'; readonly balance: Balance }
  /** The service could not answer; `reason` is user-safe text. */
  | { readonly state: 'unavailable'; readonly reason: string }
  /** The service called the key invalid or revoked: it was unlinked; `notice` is for its owner. */
  | { readonly state: 'rejected'; readonly notice: string };

/** What {@link fetchLiveBalance} needs. */
export interface LiveBalanceDependencies {
  readonly api: Pick<ImageService, 'balance'>;
  readonly stores: KeyStores;
  readonly logger: Logger;
}

/**
 * Asks the service for the balance of a stored key. A key it rejects is unlinked at once (only if
 * it is still the stored one); a service that cannot answer is reported, not thrown, so callers
 * can still show what they know.
 */
export async function fetchLiveBalance(
  context: LiveBalanceDependencies,
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
    if (classifyError(error).transient) {
      return { state: 'unavailable', reason: (error as Error).message };
    }
    throw error;
  }
}

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** `1,234.5 credits`: a balance as members read it (at most two decimals). */
export function formatCredits(balance: Pick<Balance, 'balance' | 'currency'>): string {
  const currency = balance.currency.trim() === '' ? 'credits' : userText(balance.currency, 32);
  return `${NUMBER.format(balance.balance)} ${currency}`;
}
