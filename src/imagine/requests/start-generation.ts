import type { BaseInteraction } from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import {
  type GenerationTarget,
  jobIdOf,
  type ReplyRef,
  type ReplyTarget,
} from '../delivery/reply-target.js';
import type { GenerationSpec } from '../options/generation-spec.js';
import { chooseKey } from './choose-key.js';

/** Discord's default upload limit, when an interaction does not say. */
const DEFAULT_ATTACHMENT_LIMIT = 10 * 1024 * 1024;

/** The {@link ReplyTarget} of `interaction`'s (deferred) reply. */
export function replyTargetOf(interaction: BaseInteraction): ReplyTarget {
  return {
    applicationId: interaction.applicationId,
    token: interaction.token,
    tokenCreatedAt: interaction.createdTimestamp,
    channelId: interaction.channelId ?? '',
    guildId: interaction.guildId,
    attachmentSizeLimit: interaction.attachmentSizeLimit || DEFAULT_ATTACHMENT_LIMIT,
    ...(interaction.appPermissions
      ? { appPermissions: interaction.appPermissions.bitfield.toString() }
      : {}),
  };
}

/** What a job of `reply` keeps as its target, for the generation `spec` paid by `keySource`. */
export function generationTarget(
  reply: ReplyRef,
  spec: GenerationSpec,
  keySource: GenerationTarget['keySource'],
): GenerationTarget {
  return {
    reply,
    promptLabel: spec.promptLabel,
    ignoredOptions: [...spec.ignoredOptions],
    keySource,
    ...(spec.workflowFileName ? { workflowFileName: spec.workflowFileName } : {}),
  };
}

/** The limiter scope of a generation: its server, or the member in direct messages. */
export const scopeOf = (guildId: string | null, userId: string) => guildId ?? `dm:${userId}`;

/**
 * Starts a generation whose progress and result edit `interaction`'s deferred reply (a reply of
 * one job, whose id is the interaction's): picks the key that pays (counting a server-key use,
 * given back when the job cannot be started) and starts the job.
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
  const id = jobIdOf(interaction.id, 0);
  const reply: ReplyRef = { ...replyTargetOf(interaction), id: interaction.id, jobIds: [id] };
  try {
    await jobs.start({
      id,
      scope: scopeOf(guildId, userId),
      userId,
      keyRef: key.keyRef,
      request: spec.request,
      target: { ...generationTarget(reply, spec, key.keySource) },
    });
  } catch (error) {
    if (key.consumed) {
      const { guildId: guild, userId: user, at } = key.consumed;
      await stores.usage.refund(guild, user, at);
    }
    throw error;
  }
}
