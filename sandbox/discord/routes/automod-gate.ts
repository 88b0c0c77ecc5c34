import { PermissionFlagsBits as P } from 'discord-api-types/v10';
import { ApiError } from '../api-error.js';
import { walkComponents } from '../serialize/component-walk.js';
import { blockingRule } from '../state/automod-match.js';
import type { EmulatorState } from '../state/emulator-state.js';
import type { MessageVersion } from '../state/records.js';

/** Where a message is posted, and whose AutoMod exemptions count for it. */
export interface AutoModPlace {
  readonly guildId: string | null;
  readonly channelId: string;
  /**
   * The bot for its own token's messages; for an interaction's messages (replies, edits,
   * follow-ups) the member who used it: Discord's AutoMod FAQ says its checks on an app's answers
   * depend on the permissions of the user who ran the command.
   */
  readonly actorId: string;
}

/** The texts of a message AutoMod reads: content, embeds' texts, Text Display components. */
function textsOf(version: Omit<MessageVersion, 'at'>): string[] {
  const texts = [version.content];
  for (const embed of version.embeds) {
    texts.push(embed.title ?? '', embed.description ?? '', embed.footer?.text ?? '');
    texts.push(embed.author?.name ?? '');
    for (const field of embed.fields ?? []) texts.push(field.name, field.value);
  }
  walkComponents(version.components, (component) => {
    if (component.type === 10 && typeof component.content === 'string') {
      texts.push(component.content);
    }
  });
  return texts.filter((text) => text !== '');
}

/**
 * Refuses, as Discord does with `200000` "Message was blocked by automatic moderation", a guild
 * message (not an ephemeral one) that an enabled keyword rule with a BLOCK_MESSAGE action
 * matches, unless the actor is exempt (a role or the channel listed, or Manage Server or
 * Administrator, which AutoMod never acts on).
 */
export function screenMessage(
  state: EmulatorState,
  place: AutoModPlace,
  version: Omit<MessageVersion, 'at'>,
): void {
  const { guildId, channelId, actorId } = place;
  if (!guildId || version.flags & 64) return;
  const rules = state.autoMod.of(guildId);
  if (rules.length === 0) return;
  const roleIds = state.guilds.member(guildId, actorId)?.roleIds ?? [];
  const permissions = state.guilds.permissions(guildId, actorId);
  const exempt = (permissions & (P.ManageGuild | P.Administrator)) !== 0n;
  if (blockingRule(rules, { channelId, roleIds, exempt }, textsOf(version))) {
    throw new ApiError(400, 200000, 'Message was blocked by automatic moderation');
  }
}
