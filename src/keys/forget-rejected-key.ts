import { maskApiKey } from '../api/api-key-format.js';
import type { KeyRef } from '../jobs/generation-job.js';
import type { Stores } from '../store/create-stores.js';

/**
 * Unlinks a key the service called invalid or revoked — only if it is still the stored one (the
 * owner may have linked another meanwhile) — and returns the private notice for its owner, or
 * undefined when nothing was unlinked.
 */
export async function forgetRejectedKey(
  stores: Pick<Stores, 'apiKeys' | 'guildSettings'>,
  keyRef: KeyRef,
  rejectedKey: string,
): Promise<string | undefined> {
  const masked = maskApiKey(rejectedKey);
  if (keyRef.kind === 'user') {
    const stored = await stores.apiKeys.get(keyRef.userId);
    if (stored?.apiKey !== rejectedKey) return undefined;
    await stores.apiKeys.unlink(keyRef.userId);
    return `The image service rejected your API key (${masked}) as invalid or revoked, so I unlinked it. Link a working key with \`/apikey link\` or create one with \`/apikey generate\`.`;
  }
  const stored = await stores.guildSettings.getServerKey(keyRef.guildId);
  if (stored?.apiKey !== rejectedKey) return undefined;
  await stores.guildSettings.clearServerKey(keyRef.guildId);
  return `The image service rejected the server key (${masked}) as invalid or revoked, so I removed it. A member with Manage Server can set a new one with \`/apikey server set\`.`;
}
