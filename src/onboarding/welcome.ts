import { type APIEmbed, type Client, Events, type Guild, Routes } from 'discord.js';
import { serviceWhere } from '../bot/service-where.js';
import type { Logger } from '../core/logger.js';
import { type ChannelNeeds, missingPermissions } from '../discord/bot-permissions.js';
import { NO_MENTIONS } from '../discord/discord-rules.js';
import type { Locale } from '../i18n/locales.js';
import type { I18n, Translator } from '../i18n/translator.js';
import type { ServiceSignup } from '../image-backend/backend-registry.js';
import type { SharedState } from '../store/shared-state.js';

/** What the welcome needs in the server's system channel: it is an embed. */
export const WELCOME_PERMISSIONS = [
  'ViewChannel',
  'SendMessages',
  'EmbedLinks',
] as const satisfies ChannelNeeds;

/** How long a join's welcome stays claimed, so no other process posts it again. */
const WELCOME_CLAIM_MS = 24 * 60 * 60_000;

/** What {@link subscribeWelcome} needs. */
export interface WelcomeDependencies {
  readonly client: Client;
  /** Claims a join's welcome among processes (Redis), or in this process (SQLite). */
  readonly shared: Pick<SharedState, 'claim'>;
  readonly i18n: I18n;
  /** The language of the server's public messages (`/language server`, else its own). */
  readonly localeOf: (guildId: string) => Promise<Locale>;
  readonly logger: Logger;
  /** Where members get keys (`IMAGE_SERVICE_NAME`, `IMAGE_SERVICE_URL`), told after the key step. */
  readonly signup: ServiceSignup;
}

/**
 * Welcomes the managers of each server the bot is added to (`guildCreate` comes only for a guild
 * not listed at READY), in its system channel when the bot may post there, else nowhere; claimed
 * by the join, so two processes on one shard post it once.
 * @returns the unsubscribe.
 */
export function subscribeWelcome(deps: WelcomeDependencies): () => void {
  const listener = (guild: Guild) => {
    welcome(deps, guild).catch((error: unknown) =>
      deps.logger.warn('could not welcome a new server', { guild: guild.id, error }),
    );
  };
  deps.client.on(Events.GuildCreate, listener);
  return () => deps.client.off(Events.GuildCreate, listener);
}

async function welcome(deps: WelcomeDependencies, guild: Guild): Promise<void> {
  const channel = guild.systemChannel;
  const me = guild.members.me;
  const granted = channel && me ? channel.permissionsFor(me).bitfield : 0n;
  const missing = missingPermissions(granted, WELCOME_PERMISSIONS);
  if (!channel || missing.length > 0) {
    deps.logger.info('added to a server: no welcome (no system channel the bot may post in)', {
      guild: guild.id,
      ...(channel && { channel: channel.id, missing }),
    });
    return;
  }
  const joined = guild.joinedTimestamp;
  if (!(await deps.shared.claim(`welcome:${guild.id}:${joined}`, WELCOME_CLAIM_MS))) {
    deps.logger.info('added to a server: welcomed by another process', { guild: guild.id });
    return;
  }
  const t = deps.i18n.translator(await deps.localeOf(guild.id));
  await deps.client.rest.post(Routes.channelMessages(channel.id), {
    body: { embeds: [renderWelcome(t, deps.signup)], allowed_mentions: NO_MENTIONS },
  });
  deps.logger.info('added to a server: welcome posted', { guild: guild.id, channel: channel.id });
}

/**
 * The welcome in the server's language: the three steps to set the bot up, and where the server's
 * key comes from when the operator said.
 */
export function renderWelcome(t: Translator, signup: ServiceSignup = {}): APIEmbed {
  const where = serviceWhere(signup, t);
  return {
    title: t.t('onboarding.welcome.title'),
    color: 0x5865f2,
    description: [
      t.t('onboarding.welcome.intro'),
      t.t('onboarding.welcome.stepKey'),
      ...(where ? [where] : []),
      t.t('onboarding.welcome.stepPolicy'),
      t.t('onboarding.welcome.stepTry'),
    ].join('\n'),
    footer: { text: t.t('onboarding.welcome.footer') },
  };
}
