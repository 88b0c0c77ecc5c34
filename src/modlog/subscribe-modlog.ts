import type { Logger } from '../core/logger.js';
import type { ModerationEvents } from '../core/moderation-events.js';
import type { I18n, Translator } from '../i18n/translator.js';
import type { ImageBackend } from '../image-backend/image-backend.js';
import type { GenerationEventMap, GenerationEvents } from '../jobs/generation-events.js';
import type { Stores } from '../store/create-stores.js';
import { watchLowBalance } from './low-balance-watch.js';
import {
  automodLine,
  bannedLine,
  budgetLine,
  changeLine,
  describedLine,
  explicitLine,
  generationLine,
  inputRefusedLine,
  type LoggedBackend,
  loggedGenerationOf,
  moderatedLine,
  screenedLine,
} from './modlog-lines.js';
import type { ModlogPoster } from './modlog-poster.js';
import { createToldOnce, type LogLine } from './told-once.js';

/** What {@link subscribeModlog} needs. */
export interface ModlogDependencies {
  readonly generations: Pick<GenerationEvents, 'on'>;
  readonly moderation: Pick<ModerationEvents, 'on'>;
  readonly poster: Pick<ModlogPoster, 'post'>;
  readonly stores: Pick<Stores, 'policy' | 'guildSettings' | 'shared'>;
  /**
   * What a backend (`RegisteredBackend.id`; absent: the original service) takes and declares: a
   * generation on one that takes no workflows names none, and one that left a size unset shows the
   * backend's default. `undefined` for one no longer configured. @default none known
   */
  readonly capabilitiesOf?: (backend: string | undefined) => LoggedBackend;
  /** The image backend a server key belongs to (`ServerKey.backend`). */
  readonly backendOf: (id: string | undefined) => Pick<ImageBackend, 'balance'>;
  readonly i18n: I18n;
  /** The language a server's public messages are in (its managers' choice, else Discord's). */
  readonly localeOf: (guildId: string) => Promise<string>;
  readonly logger: Logger;
  /** How often at most a server key's balance is read for its alert (`LOW_BALANCE_CHECK_MS`). */
  readonly lowBalanceCheckMs: number;
  /** Resolves once lines can be posted (the Discord client is ready). */
  readonly ready: Promise<unknown>;
  /**
   * How long a told-once line's claim lasts unless renewed (a dead holder's line is posted by
   * another process this long after). @default TOLD_CLAIM_MS
   */
  readonly toldClaimMs?: number;
}

/** How long "told" is remembered: past the longest period (a month), each period its own key. */
const TOLD_FOR_MS = 32 * 86_400_000;

/** How long an image's screened line is remembered as told: past any redelivery after a restart. */
const SCREENED_TOLD_MS = 86_400_000;

/** The shared-state claim that says a server's budget end of `period` was told. */
const toldKey = (guildId: string, resetsAt: number) => `budget-told:${guildId}:${resetsAt}`;

/**
 * The moderation log: each generation ended in a server, refusals by banned words, built-in
 * explicit terms, the server's AutoMod rules and the place's rules on an input image, settings changed, images withheld or spoilered,
 * moderators' acts on reports and blocks, the budget reached (told once per period:
 * `told-once.ts`) and a low server-key balance, each a line in the server's language posted to its
 * log channel. Returns the unsubscribe.
 */
export function subscribeModlog(deps: ModlogDependencies): () => void {
  const { generations, moderation, poster, stores } = deps;
  const stopped = new AbortController();
  const logOn = async (guildId: string) => {
    const { logChannelId, logPaused } = await stores.policy.get(guildId);
    return Boolean(logChannelId) && !logPaused;
  };
  const lineOf = async (guildId: string, line: (t: Translator) => string): Promise<LogLine> => ({
    guildId,
    line: line(deps.i18n.translator(await deps.localeOf(guildId))),
  });
  const translated = async (guildId: string, line: (t: Translator) => string) => {
    if (await logOn(guildId)) poster.post(guildId, (await lineOf(guildId, line)).line);
  };
  const tellOnce = createToldOnce({
    shared: stores.shared,
    post: async ({ guildId, line }, settled) => {
      if (await logOn(guildId)) poster.post(guildId, line, settled);
      else settled(false);
    },
    ready: deps.ready,
    signal: stopped.signal,
    ...(deps.toldClaimMs !== undefined && { claimMs: deps.toldClaimMs }),
  });
  /** Tells `line` once per `key` in all processes, when the log is on (`told-once.ts`). */
  const toldOnce = async (
    key: string,
    keepMs: number,
    guildId: string,
    line: (t: Translator) => string,
  ) => {
    if (await logOn(guildId)) await tellOnce(key, keepMs, await lineOf(guildId, line));
  };
  const ended =
    <N extends 'finished' | 'failed' | 'cancelled'>(name: N) =>
    async (event: GenerationEventMap[N]) => {
      const { guildId } = event;
      if (!guildId) return;
      const backend = deps.capabilitiesOf?.(event.backend);
      await translated(guildId, (t) => generationLine(loggedGenerationOf(name, event), t, backend));
    };
  const unsubscribe = [
    generations.on('finished', ended('finished')),
    generations.on('failed', ended('failed')),
    generations.on('cancelled', ended('cancelled')),
    moderation.on('bannedRefused', (event) =>
      translated(event.guildId, (t) => bannedLine(event, t)),
    ),
    moderation.on('automodRefused', (event) =>
      translated(event.guildId, (t) => automodLine(event, t)),
    ),
    moderation.on('explicitRefused', (event) =>
      translated(event.guildId, (t) => explicitLine(event, t)),
    ),
    moderation.on('inputRefused', (event) =>
      translated(event.guildId, (t) => inputRefusedLine(event, t)),
    ),
    moderation.on('changed', (event) => translated(event.guildId, (t) => changeLine(event, t))),
    moderation.on('imageScreened', (event) =>
      toldOnce(`screened:${event.jobId}`, SCREENED_TOLD_MS, event.guildId, (t) =>
        screenedLine(event, t, deps.capabilitiesOf?.(event.backend)),
      ),
    ),
    moderation.on('described', (event) =>
      translated(event.guildId, (t) => describedLine(event, t)),
    ),
    moderation.on('moderated', (event) =>
      translated(event.guildId, (t) => moderatedLine(event, t)),
    ),
    moderation.on('budgetReached', (event) =>
      toldOnce(toldKey(event.guildId, event.resetsAt), TOLD_FOR_MS, event.guildId, (t) =>
        budgetLine(event, t),
      ),
    ),
    watchLowBalance(generations, {
      stores,
      backendOf: deps.backendOf,
      logger: deps.logger,
      checkEveryMs: deps.lowBalanceCheckMs,
      alert: (guildId, credits, threshold, unit) =>
        void translated(guildId, (t) => t.t('modlog.lowBalance', { credits, threshold, unit })),
    }),
  ];
  return () => {
    stopped.abort();
    for (const off of unsubscribe) off();
  };
}
