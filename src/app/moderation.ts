import { type Client, Events } from 'discord.js';
import type { ModerationEvents } from '../core/moderation-events.js';
import { sendDirectMessage } from '../discord/direct-message.js';
import { shownName } from '../discord/text.js';
import { publicLocale } from '../i18n/locales.js';
import type { I18n } from '../i18n/translator.js';
import type { BackendRegistry } from '../image-backend/backend-registry.js';
import type { GenerationEvents } from '../jobs/generation-events.js';
import { ModlogPoster } from '../modlog/modlog-poster.js';
import { subscribeModlog } from '../modlog/subscribe-modlog.js';
import { TOLD_CLAIM_MS } from '../modlog/told-once.js';
import { subscribeWelcome } from '../onboarding/welcome.js';
import type { Stores } from '../store/create-stores.js';
import type { Base } from './base.js';

/** What the moderation log and the welcome listen to and write with. */
export interface ModerationParts {
  readonly client: Client;
  readonly stores: Stores;
  readonly backends: BackendRegistry;
  readonly i18n: I18n;
  readonly generations: GenerationEvents;
  readonly moderation: ModerationEvents;
}

/**
 * The moderation log and the welcome, unsubscribed at stop; what it returns resolves once every
 * line told so far was posted or dropped.
 */
export function moderationLayer(
  { config, logger, stack }: Base,
  parts: ModerationParts,
): () => Promise<void> {
  const { client, stores, i18n } = parts;
  const log = logger.child({ component: 'modlog' });
  const localeOf = async (guildId: string) =>
    publicLocale({
      override: await stores.guildSettings.getLocale(guildId),
      guildLocale: client.guilds.cache.get(guildId)?.preferredLocale ?? null,
      inGuild: true,
    });
  const poster = new ModlogPoster({
    rest: client.rest,
    policy: stores.policy,
    logger: log,
    notifyPaused: async (guildId, managerId, problem) => {
      const t = i18n.translator(await localeOf(guildId));
      const server = shownName(client.guilds.cache.get(guildId)?.name ?? guildId, 100);
      await sendDirectMessage(client.rest, managerId, t.t('modlog.paused', { server, problem }));
    },
  });
  stack.use('moderation log', poster, (made) => made.close());
  const welcome = logger.child({ component: 'welcome' });
  stack.defer(
    'welcome',
    subscribeWelcome({
      client,
      shared: stores.shared,
      i18n,
      localeOf,
      logger: welcome,
      signup: parts.backends.fallback.signup,
    }),
  );
  stack.defer(
    'moderation log listeners',
    subscribeModlog({
      ...parts,
      backendOf: (id) => parts.backends.of(id).backend,
      capabilitiesOf: (id) => parts.backends.capabilitiesOf(id),
      poster,
      localeOf,
      logger: log,
      lowBalanceCheckMs: config.LOW_BALANCE_CHECK_MS,
      toldClaimMs: Math.min(TOLD_CLAIM_MS, config.SHARD_LEASE_MS),
      ready: new Promise((resolve) => client.once(Events.ClientReady, resolve)),
    }),
  );
  return async () => {
    await parts.generations.idle();
    await parts.moderation.idle();
    await poster.idle();
  };
}
