import type { Logger } from '../core/logger.js';
import type { ModerationEvents } from '../core/moderation-events.js';
import type { I18n, Translator } from '../i18n/translator.js';
import type { ImageService } from '../image-api/service-types.js';
import type { GenerationEventMap, GenerationEvents } from '../jobs/generation-events.js';
import type { Stores } from '../store/create-stores.js';
import { watchLowBalance } from './low-balance-watch.js';
import {
  bannedLine,
  budgetLine,
  changeLine,
  generationLine,
  loggedGenerationOf,
  lowBalanceLine,
} from './modlog-lines.js';
import type { ModlogPoster } from './modlog-poster.js';

/** What {@link subscribeModlog} needs. */
export interface ModlogDependencies {
  readonly generations: Pick<GenerationEvents, 'on'>;
  readonly moderation: Pick<ModerationEvents, 'on'>;
  readonly poster: Pick<ModlogPoster, 'post'>;
  readonly stores: Pick<Stores, 'policy' | 'guildSettings' | 'shared'>;
  readonly api: Pick<ImageService, 'balance'>;
  readonly i18n: I18n;
  /** The language a server's public messages are in (its managers' choice, else Discord's). */
  readonly localeOf: (guildId: string) => Promise<string>;
  readonly logger: Logger;
  /** How often at most a server key's balance is read for its alert (`LOW_BALANCE_CHECK_MS`). */
  readonly lowBalanceCheckMs: number;
}

/** How long "told" is remembered: past the longest period (a month), each period its own key. */
const TOLD_FOR_MS = 32 * 86_400_000;

/** The shared-state counter that says a server's budget end of `period` was told. */
const toldKey = (guildId: string, resetsAt: number) => `budget-told:${guildId}:${resetsAt}`;

/**
 * The moderation log: every generation that ends in a server (public or private, whoever paid),
 * refusals by banned words, settings changed, the budget reached (told once per period, in all
 * processes) and the server key's balance under its threshold, each a line in the server's
 * language posted to its log channel (`ModlogPoster`; nothing when no channel is set). A listener
 * of the events: it never delays a generation. Returns what unsubscribes it.
 */
export function subscribeModlog(deps: ModlogDependencies): () => void {
  const { generations, moderation, poster, stores } = deps;
  const translated = async (guildId: string, line: (t: Translator) => string) => {
    const { logChannelId, logPaused } = await stores.policy.get(guildId);
    if (!logChannelId || logPaused) return;
    poster.post(guildId, line(deps.i18n.translator(await deps.localeOf(guildId))));
  };
  const ended =
    <N extends 'finished' | 'failed' | 'cancelled'>(name: N) =>
    async (event: GenerationEventMap[N]) => {
      const { guildId } = event;
      if (!guildId) return;
      await translated(guildId, (t) => generationLine(loggedGenerationOf(name, event), t));
    };
  const unsubscribe = [
    generations.on('finished', ended('finished')),
    generations.on('failed', ended('failed')),
    generations.on('cancelled', ended('cancelled')),
    moderation.on('bannedRefused', (event) =>
      translated(event.guildId, (t) => bannedLine(event, t)),
    ),
    moderation.on('changed', (event) => translated(event.guildId, (t) => changeLine(event, t))),
    moderation.on('budgetReached', async (event) => {
      const first = await stores.shared.countUpTo(
        toldKey(event.guildId, event.resetsAt),
        1,
        TOLD_FOR_MS,
      );
      if (first.allowed) await translated(event.guildId, (t) => budgetLine(event, t));
    }),
    watchLowBalance(generations, {
      stores,
      api: deps.api,
      logger: deps.logger,
      checkEveryMs: deps.lowBalanceCheckMs,
      alert: (guildId, credits, threshold) =>
        void translated(guildId, (t) => lowBalanceLine(credits, threshold, t)),
    }),
  ];
  return () => {
    for (const off of unsubscribe) off();
  };
}
