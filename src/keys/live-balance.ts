import { AppError, type UserText } from '../core/app-error.js';
import type { Logger } from '../core/logger.js';
import { userText } from '../discord/text.js';
import { text } from '../i18n/localized-text.js';
import type { Translator } from '../i18n/translator.js';
import { classifyError, InvalidApiKeyError } from '../image-backend/backend-errors.js';
import type { BackendRegistry } from '../image-backend/backend-registry.js';
import type { Balance } from '../image-backend/backend-types.js';
import { forgetRejectedKey, type KeyRef, type KeyStores } from './key-ref.js';

/** A stored key's balance asked of the service now. */
export type LiveBalance =
  | { readonly state: 'ok'; readonly balance: Balance }
  /** The service could not answer; `reason` is user-safe text (to translate). */
  | { readonly state: 'unavailable'; readonly reason: UserText }
  /** The service called the key invalid or revoked: it was unlinked; `notice` is for its owner. */
  | { readonly state: 'rejected'; readonly notice: UserText };

/** What {@link fetchLiveBalance} needs. */
export interface LiveBalanceDependencies {
  readonly backends: BackendRegistry;
  readonly stores: KeyStores;
  readonly logger: Logger;
}

/**
 * Asks the service for a stored key's balance: a rejected key is unlinked, a service that cannot
 * answer is reported (not thrown) so callers still show what they know.
 */
export async function fetchLiveBalance(
  context: LiveBalanceDependencies,
  keyRef: KeyRef,
  apiKey: string,
  /** The image backend the key belongs to (`LinkedApiKey.backend`; absent: the original service). */
  backendId?: string,
): Promise<LiveBalance> {
  try {
    const { backend } = context.backends.of(backendId);
    return { state: 'ok', balance: await backend.balance(apiKey) };
  } catch (error) {
    if (error instanceof InvalidApiKeyError) {
      const notice = await forgetRejectedKey(context.stores, keyRef, apiKey);
      context.logger.info('forgot a key the service rejected', { ...keyRef, unlinked: !!notice });
      return { state: 'rejected', notice: notice ?? error.text ?? text('service.invalidApiKey') };
    }
    if (classifyError(error).transient) {
      const reason = error instanceof AppError ? error.text : undefined;
      return { state: 'unavailable', reason: reason ?? text('service.unavailable') };
    }
    throw error;
  }
}

/**
 * `1,234.5 credits`: a balance as members of `t`'s locale read it (at most two decimals, the
 * locale's word for credits; a currency the service names otherwise is shown as it says).
 */
export function formatCredits(
  balance: Pick<Balance, 'balance' | 'currency'>,
  t: Translator,
): string {
  const amount = t.number(balance.balance, { maximumFractionDigits: 2 });
  const currency = balance.currency.trim();
  if (currency === '' || currency === 'credits') {
    return t.t('units.credits', { count: balance.balance, amount });
  }
  return t.t('units.otherCurrency', { amount, currency: userText(currency, 32) });
}
