import type { BaseInteraction } from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import type { ReplyTarget } from '../delivery/reply-target.js';
import type { GenerationSpec } from '../options/generation-spec.js';
import { chooseKey } from './choose-key.js';

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

/** The limiter scope of a generation: its server, or the member in direct messages. */
export const scopeOf = (guildId: string | null, userId: string) => guildId ?? `dm:${userId}`;

/**
 * Starts a generation whose progress and result edit `interaction`'s deferred reply: picks the key
 * that pays (counting a server-key use, given back when the job cannot be started), starts the
 * job under the interaction's id. (The presenter records the model once the service took the task.)
 * @throws what {@link chooseKey} and `JobManager.start` throw (`MemberCapError`, …).
 */
export async function startGeneration(
  interaction: BaseInteraction,
  context: AppContext,
  spec: GenerationSpec,
): Promise<void> {
  const { stores, jobs } = context;
  const userId = interaction.user.id;
  const { guildId } = interaction;
  const key = await chooseKey(stores, { userId, guildId });
  try {
    await jobs.start({
      id: interaction.id,
      scope: scopeOf(guildId, userId),
      userId,
      keyRef: key.keyRef,
      request: spec.request,
      target: { ...replyTargetOf(interaction, spec, key.keySource) },
    });
  } catch (error) {
    if (key.consumed) {
      const { guildId: guild, userId: user, at } = key.consumed;
      await stores.usage.refund(guild, user, at);
    }
    throw error;
  }
}
