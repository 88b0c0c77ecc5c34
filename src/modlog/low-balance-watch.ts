import type { Logger } from '../core/logger.js';
import type { ImageService } from '../image-api/service-types.js';
import type { GenerationEvents } from '../jobs/generation-events.js';
import type { Stores } from '../store/create-stores.js';

/** How long "alerted" is remembered without a balance read back above the threshold. */
const ALERTED_FOR_MS = 31 * 86_400_000;

/** What {@link watchLowBalance} needs. */
export interface LowBalanceDependencies {
  readonly stores: Pick<Stores, 'policy' | 'guildSettings' | 'shared'>;
  readonly api: Pick<ImageService, 'balance'>;
  /** Posts the alert to the server's log. */
  readonly alert: (guildId: string, credits: number, threshold: number) => void;
  readonly logger: Logger;
  /** How often at most a server key's balance is read, in ms (`LOW_BALANCE_CHECK_MS`). */
  readonly checkEveryMs: number;
}

/**
 * After a generation charged to a server key, reads that key's balance — at most once every
 * `checkEveryMs` per server, across processes (a shared counter) — and alerts when it is under the
 * server's threshold: once per crossing, in whichever process sees it first (a shared flag, set
 * atomically), again only after a read found it back at or above the threshold. Off for a server
 * without a threshold or without a log channel. Returns what unsubscribes it.
 */
export function watchLowBalance(
  events: Pick<GenerationEvents, 'on'>,
  deps: LowBalanceDependencies,
): () => void {
  const { shared, policy, guildSettings } = deps.stores;
  const { checkEveryMs } = deps;
  return events.on('charged', async ({ keyRef }) => {
    if (keyRef.kind !== 'server') return;
    const { guildId } = keyRef;
    const { lowBalanceCredits: threshold, logChannelId } = await policy.get(guildId);
    if (threshold === undefined || !logChannelId) return;
    const due = await shared.countUpTo(`low-balance-check:${guildId}`, 1, checkEveryMs);
    if (!due.allowed) return;
    const serverKey = await guildSettings.getServerKey(guildId);
    if (!serverKey) return;
    const { balance } = await deps.api.balance(serverKey.apiKey);
    const flag = `low-balance-alerted:${guildId}`;
    if (balance >= threshold) {
      if ((await shared.count(flag)) > 0) await shared.setCount(flag, 0, ALERTED_FOR_MS);
      return;
    }
    const first = await shared.countUpTo(flag, 1, ALERTED_FOR_MS);
    if (first.allowed) {
      deps.logger.info('server key under its low-balance threshold', { guild: guildId, balance });
      deps.alert(guildId, balance, threshold);
    }
  });
}
