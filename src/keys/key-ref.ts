import { type LocalizedText, text } from '../i18n/localized-text.js';
import { maskApiKey } from '../image-backend/credentials.js';
import type { LinkedApiKey } from '../store/api-key-store.js';
import type { Stores } from '../store/create-stores.js';
import type { ServerKey } from '../store/guild-settings-store.js';
import { MissingApiKeyError } from './key-errors.js';

/**
 * Where a generation's API key comes from: a member's, a server's, the backend's anonymous key
 * where the operator allows it (`BackendCapabilities.keys.anonymous`), or none for a backend
 * without accounts (a ComfyUI server the operator runs). The key itself is never stored with a job.
 */
export type KeyRef =
  | { kind: 'user'; userId: string }
  | { kind: 'server'; guildId: string }
  | { kind: 'anonymous' }
  | { kind: 'none' };

/** The stores that hold keys. */
export type KeyStores = Pick<Stores, 'apiKeys' | 'guildSettings'>;

/** The key `keyRef` names as stored now: the member's linked key or the server key. */
export function storedKeyOf(
  stores: KeyStores,
  keyRef: KeyRef,
): Promise<LinkedApiKey | ServerKey | undefined> {
  if (keyRef.kind === 'none' || keyRef.kind === 'anonymous') return Promise.resolve(undefined);
  return keyRef.kind === 'user'
    ? stores.apiKeys.get(keyRef.userId)
    : stores.guildSettings.getServerKey(keyRef.guildId);
}

/**
 * Finds the key a job runs with, from the store, each time it is needed: jobs never hold keys.
 * The anonymous key is its backend's (`anonymous`: undefined where the operator no longer allows it).
 */
export function createKeyResolver(stores: KeyStores) {
  return async (keyRef: KeyRef, anonymous?: string): Promise<string> => {
    if (keyRef.kind === 'none') return '';
    if (keyRef.kind === 'anonymous') {
      if (anonymous === undefined) throw new MissingApiKeyError('keys.unlinkedBeforeRun');
      return anonymous;
    }
    const stored = await storedKeyOf(stores, keyRef);
    if (!stored) {
      throw new MissingApiKeyError(
        keyRef.kind === 'user' ? 'keys.unlinkedBeforeRun' : 'keys.serverKeyRemovedBeforeRun',
      );
    }
    return stored.apiKey;
  };
}

/**
 * Unlinks a key the service rejected, if it is still the stored one, and returns the notice for
 * its owner; undefined when nothing was unlinked.
 */
export async function forgetRejectedKey(
  stores: KeyStores,
  keyRef: KeyRef,
  rejectedKey: string,
): Promise<LocalizedText | undefined> {
  const stored = await storedKeyOf(stores, keyRef);
  if (keyRef.kind === 'none' || keyRef.kind === 'anonymous' || stored?.apiKey !== rejectedKey) {
    return undefined;
  }
  if (keyRef.kind === 'user') await stores.apiKeys.unlink(keyRef.userId);
  else await stores.guildSettings.clearServerKey(keyRef.guildId);
  return rejectedKeyNotice(keyRef, rejectedKey);
}

/** The private notice that tells the owner of `rejectedKey` it was rejected and unlinked. */
export function rejectedKeyNotice(keyRef: KeyRef, rejectedKey: string): LocalizedText {
  const masked = maskApiKey(rejectedKey);
  return text(keyRef.kind === 'user' ? 'keys.rejectedOwn' : 'keys.rejectedServer', { masked });
}
