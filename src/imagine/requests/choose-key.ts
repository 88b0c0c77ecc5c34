import { MissingApiKeyError } from '../../keys/errors.js';
import type { KeyRef } from '../../keys/key-ref.js';
import type { Stores } from '../../store/create-stores.js';
import { DailyLimitReachedError } from '../errors.js';

/** Which key pays for a generation, and the daily use to give back if it never runs. */
export interface KeyChoice {
  readonly keyRef: KeyRef;
  readonly keySource: 'user' | 'server';
  /** Set when a server-key use was counted: refund it with `usage.refund(guildId, userId, at)`. */
  readonly consumed?: { readonly guildId: string; readonly userId: string; readonly at?: number };
}

/** Who asks and where. */
export interface KeyChoiceInput {
  readonly userId: string;
  /** Null in direct messages (no server key there). */
  readonly guildId: string | null;
  /** @default the usage store's clock */
  readonly now?: number;
}

/**
 * The member's own key when linked; else the server key, counting one use against the member's
 * daily limit; else nothing.
 * @throws {DailyLimitReachedError} when the member used the server key's daily allowance.
 * @throws {MissingApiKeyError} when there is neither key; the message says how to link one.
 */
export async function chooseKey(
  stores: Pick<Stores, 'apiKeys' | 'guildSettings' | 'usage'>,
  input: KeyChoiceInput,
): Promise<KeyChoice> {
  const { userId, guildId, now } = input;
  if (await stores.apiKeys.has(userId))
    return { keyRef: { kind: 'user', userId }, keySource: 'user' };
  if (guildId && (await stores.guildSettings.hasServerKey(guildId))) {
    const limit = await stores.guildSettings.getDailyLimit(guildId);
    const usage = await stores.usage.tryConsume(guildId, userId, limit, now);
    if (!usage.allowed) throw new DailyLimitReachedError(usage.limit, usage.resetsAt);
    return {
      keyRef: { kind: 'server', guildId },
      keySource: 'server',
      consumed: { guildId, userId, ...(now === undefined ? {} : { at: now }) },
    };
  }
  throw new MissingApiKeyError(guildId ? 'keys.missingHere' : 'keys.missing');
}
