import { DiscordAPIError } from 'discord.js';

/** Discord's JSON error codes the delivery side acts on. */
export const DISCORD_ERRORS = {
  unknownMessage: 10008,
  unknownWebhook: 10015,
  tooManyOldEdits: 30046,
  missingAccess: 50001,
  missingPermissions: 50013,
  invalidWebhookToken: 50027,
} as const;

/** The JSON error code of a Discord REST error, or undefined for anything else. */
export function discordErrorCode(error: unknown): number | undefined {
  if (!(error instanceof DiscordAPIError)) return undefined;
  return typeof error.code === 'number' ? error.code : Number(error.code) || undefined;
}
