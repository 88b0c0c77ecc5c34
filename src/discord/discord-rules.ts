import { type Client, DiscordAPIError, type MessageMentionOptions } from 'discord.js';

/** Sent with every bot message: user text (prompts, names) never pings anyone. */
export const NO_MENTIONS = { parse: [] } as const satisfies MessageMentionOptions;

/** The most choices Discord shows in an autocomplete, and options in a select. */
export const MAX_CHOICES = 25;

/** The longest name and value of an autocomplete choice, and of a select's option. */
export const MAX_CHOICE_LENGTH = 100;

/** Discord's JSON error codes the bot acts on. */
export const DISCORD_ERRORS = {
  unknownChannel: 10003,
  unknownGuild: 10004,
  unknownMember: 10007,
  unknownMessage: 10008,
  unknownWebhook: 10015,
  unknownInteraction: 10062,
  tooManyOldEdits: 30046,
  /** An interaction answered already: Discord takes one first answer. */
  alreadyAcknowledged: 40060,
  missingAccess: 50001,
  missingPermissions: 50013,
  invalidWebhookToken: 50027,
  /** A message the server's AutoMod blocked ("Message was blocked by automatic moderation"). */
  automodBlocked: 200000,
} as const;

/** The JSON error code of a Discord REST error, or undefined for anything else. */
export function discordErrorCode(error: unknown): number | undefined {
  if (!(error instanceof DiscordAPIError)) return undefined;
  return typeof error.code === 'number' ? error.code : Number(error.code) || undefined;
}

/** The bot's permissions in a cached guild channel, or undefined when the cache cannot tell. */
export function botPermissionsIn(client: Client, channelId: string): bigint | undefined {
  const channel = client.channels.cache.get(channelId);
  if (!channel || channel.isDMBased() || !client.user) return undefined;
  return channel.permissionsFor(client.user)?.bitfield;
}
