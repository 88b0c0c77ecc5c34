import { MissingApiKeyError } from '../../keys/errors.js';
import type { KeyRef } from '../../keys/key-ref.js';
import type { Stores } from '../../store/create-stores.js';
import { CountOverDailyLimitError, DailyLimitReachedError } from '../errors.js';

/** Which key pays for a generation, and the daily use to give back if it never runs. */
export interface KeyChoice {
  readonly keyRef: KeyRef;
  readonly keySource: 'user' | 'server';
  /**
   * Set when server-key uses were counted: refund each with `usage.refund(guildId, userId, at)`.
   * `count` is how many (one when absent).
   */
  readonly consumed?: {
    readonly guildId: string;
    readonly userId: string;
    readonly at?: number;
    readonly count?: number;
  };
}

/** Who asks and where. */
export interface KeyChoiceInput {
  readonly userId: string;
  /** Null in direct messages (no server key there). */
  readonly guildId: string | null;
  /** @default the usage store's clock */
  readonly now?: number;
  /** Generations the key pays for (`/imagine count:`), all counted or none. @default 1 */
  readonly images?: number;
}

/**
 * The member's own key when linked; else the server key, counting `images` uses against the
 * member's daily limit (all of them or none); else nothing.
 * @throws {DailyLimitReachedError} when the member used the server key's daily allowance.
 * @throws {CountOverDailyLimitError} when some is left, but less than `images`.
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
    const images = input.images ?? 1;
    for (let counted = 0; counted < images; counted += 1) {
      const usage = await stores.usage.tryConsume(guildId, userId, limit, now);
      if (usage.allowed) continue;
      for (let back = 0; back < counted; back += 1) await stores.usage.refund(guildId, userId, now);
      if (counted === 0) throw new DailyLimitReachedError(usage.limit, usage.resetsAt);
      throw new CountOverDailyLimitError(images, counted);
    }
    return {
      keyRef: { kind: 'server', guildId },
      keySource: 'server',
      consumed: {
        guildId,
        userId,
        ...(now === undefined ? {} : { at: now }),
        ...(images > 1 ? { count: images } : {}),
      },
    };
  }
  throw new MissingApiKeyError(guildId ? 'keys.missingHere' : 'keys.missing');
}
