import type { Logger } from '../core/logger.js';
import type { ImageBackend } from '../image-backend/image-backend.js';
import type { GenerationEvents } from '../jobs/generation-events.js';
import type { Stores } from '../store/create-stores.js';
import type { SharedState } from '../store/shared-state.js';

/** How long "alerted" and the last decided read are remembered without a read. */
const ALERTED_FOR_MS = 31 * 86_400_000;

/** What {@link watchLowBalance} needs. */
export interface LowBalanceDependencies {
  readonly stores: Pick<Stores, 'policy' | 'guildSettings' | 'shared'>;
  /** The image backend a server key belongs to (`ServerKey.backend`). */
  readonly backendOf: (id: string | undefined) => Pick<ImageBackend, 'balance'>;
  /** Posts the alert to the server's log, the balance in the backend's `unit` (credits, kudos). */
  readonly alert: (guildId: string, credits: number, threshold: number, unit: string) => void;
  readonly logger: Logger;
  /** How often at most a server key's balance is read, in ms (`LOW_BALANCE_CHECK_MS`). */
  readonly checkEveryMs: number;
}

/** The shared counters of one server's watch. */
const keysOf = (guildId: string) => ({
  due: `low-balance-check:${guildId}`,
  /** The reads' tickets: each read takes the next before asking the service. */
  tickets: `low-balance-read:${guildId}`,
  /** The ticket of the read that decided last. */
  decided: `low-balance-decided:${guildId}`,
  alerted: `low-balance-alerted:${guildId}`,
});

/**
 * Applies a balance read under the server's `exclusive` run, unless a read that started after it
 * decided already: an answer that comes late never undoes a newer decision. Resolves whether the
 * balance is newly under the threshold (the one read to alert).
 */
function decide(
  shared: SharedState,
  guildId: string,
  read: { readonly ticket: number; readonly under: boolean },
): Promise<boolean> {
  const keys = keysOf(guildId);
  return shared.exclusive(keys.decided, async () => {
    const [decided, latest] = await Promise.all([
      shared.count(keys.decided),
      shared.count(keys.tickets),
    ]);
    // Tickets start again only once forgotten (a month without a read): then every read is new.
    if (read.ticket <= decided && decided <= latest) return false;
    await shared.setCount(keys.decided, read.ticket, ALERTED_FOR_MS);
    const alerted = (await shared.count(keys.alerted)) > 0;
    if (read.under === alerted) return false;
    await shared.setCount(keys.alerted, read.under ? 1 : 0, ALERTED_FOR_MS);
    return read.under;
  });
}

/**
 * After a generation charged to a server key, reads that key's balance — at most once every
 * `checkEveryMs` per server, across processes (a shared counter) — and alerts when it is under the
 * server's threshold: once per crossing, in whichever process sees it first ({@link decide}), again
 * only after a read found it back at or above the threshold. Off for a server without a threshold
 * or without a log channel. Returns what unsubscribes it.
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
    const keys = keysOf(guildId);
    const due = await shared.countUpTo(keys.due, 1, checkEveryMs);
    if (!due.allowed) return;
    const serverKey = await guildSettings.getServerKey(guildId);
    if (!serverKey) return;
    const { count: ticket } = await shared.countUpTo(
      keys.tickets,
      Number.MAX_SAFE_INTEGER,
      ALERTED_FOR_MS,
    );
    const { balance, currency } = await deps.backendOf(serverKey.backend).balance(serverKey.apiKey);
    if (await decide(shared, guildId, { ticket, under: balance < threshold })) {
      deps.logger.info('server key under its low-balance threshold', { guild: guildId, balance });
      deps.alert(guildId, balance, threshold, currency.trim() || 'credits');
    }
  });
}
