import { MissingApiKeyError } from '../../../keys/errors.js';
import type { Stores } from '../../../store/create-stores.js';

/** Who asks for a generation, and where. */
export interface Asker {
  readonly userId: string;
  /**
   * The server that counts (`reachOf(interaction).serverId`): its key, policy, daily limit and
   * queue; null in a DM or where only the interaction reaches (the app installed to an account).
   */
  readonly guildId: string | null;
}

/**
 * The key that pays for an admitted generation, chosen once. Nothing is spent by choosing it: the
 * server key's daily uses are counted when the generation starts (`takeDailyUses`).
 */
export type Payer =
  | {
      readonly keySource: 'user';
      readonly keyRef: { readonly kind: 'user'; readonly userId: string };
    }
  | {
      readonly keySource: 'server';
      readonly keyRef: { readonly kind: 'server'; readonly guildId: string };
      /** Generations per member and UTC day the server key allows. */
      readonly dailyLimit: number;
    };

/**
 * Chooses who pays for `asker`'s generations: their own key when linked, else the server's key
 * (within their daily limit, checked later by admission), else nobody.
 * @throws {MissingApiKeyError} when there is neither key; the message says how to link one.
 */
export async function choosePayer(
  stores: Pick<Stores, 'apiKeys' | 'guildSettings'>,
  asker: Asker,
): Promise<Payer> {
  const { userId, guildId } = asker;
  if (await stores.apiKeys.has(userId)) {
    return { keySource: 'user', keyRef: { kind: 'user', userId } };
  }
  if (guildId && (await stores.guildSettings.hasServerKey(guildId))) {
    const dailyLimit = await stores.guildSettings.getDailyLimit(guildId);
    return { keySource: 'server', keyRef: { kind: 'server', guildId }, dailyLimit };
  }
  throw new MissingApiKeyError(guildId ? 'keys.missingHere' : 'keys.missing');
}
