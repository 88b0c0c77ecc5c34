import type { BaseInteraction } from 'discord.js';
import type { ReplyTarget } from '../discord/reply-target.js';
import type { GenerationSpec } from './generation-spec.js';

/** Discord's default upload limit, when an interaction does not say. */
const DEFAULT_ATTACHMENT_LIMIT = 10 * 1024 * 1024;

/** The {@link ReplyTarget} of a generation answered through `interaction`'s (deferred) reply. */
export function replyTargetOf(
  interaction: BaseInteraction,
  spec: GenerationSpec,
  keySource: ReplyTarget['keySource'],
): ReplyTarget {
  return {
    applicationId: interaction.applicationId,
    token: interaction.token,
    tokenCreatedAt: interaction.createdTimestamp,
    channelId: interaction.channelId ?? '',
    guildId: interaction.guildId,
    attachmentSizeLimit: interaction.attachmentSizeLimit || DEFAULT_ATTACHMENT_LIMIT,
    promptLabel: spec.promptLabel,
    ignoredOptions: [...spec.ignoredOptions],
    keySource,
    ...(interaction.appPermissions
      ? { appPermissions: interaction.appPermissions.bitfield.toString() }
      : {}),
    ...(spec.workflowFileName ? { workflowFileName: spec.workflowFileName } : {}),
  };
}
