import { type BaseInteraction, MessageFlags, type RepliableInteraction } from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import { reachOf } from '../../bot/install-scope.js';
import { privateTranslator, publicLocaleOf } from '../../bot/locale.js';
import { EPHEMERAL } from '../../bot/private-answers.js';
import { newJob } from '../../jobs/generation-job.js';
import { enforcePolicy } from '../../preferences/server-policy.js';
import { progressMessageOf } from '../delivery/progress-message.js';
import {
  type GenerationTarget,
  jobIdOf,
  type ReplyRef,
  type ReplyTarget,
} from '../delivery/reply-target.js';
import { replyViewOf } from '../delivery/reply-view-of.js';
import { policyRequestOf } from '../options/apply-preferences.js';
import type { GenerationSpec } from '../options/generation-spec.js';
import { chooseKey } from './choose-key.js';

/** Discord's default upload limit, when an interaction does not say. */
const DEFAULT_ATTACHMENT_LIMIT = 10 * 1024 * 1024;

/** The {@link ReplyTarget} of `interaction`'s reply. */
export function replyTargetOf(interaction: BaseInteraction): ReplyTarget {
  return {
    applicationId: interaction.applicationId,
    token: interaction.token,
    tokenCreatedAt: interaction.createdTimestamp,
    channelId: interaction.channelId ?? '',
    guildId: interaction.guildId,
    ...(reachOf(interaction).interactionOnly ? { interactionOnly: true } : {}),
    attachmentSizeLimit: interaction.attachmentSizeLimit || DEFAULT_ATTACHMENT_LIMIT,
    ...(interaction.appPermissions
      ? { appPermissions: interaction.appPermissions.bitfield.toString() }
      : {}),
  };
}

/** What a job of `reply` keeps as its target, for the generation `spec` (paid by `keySource`). */
export function generationTarget(
  reply: ReplyRef,
  spec: GenerationSpec,
  keySource?: GenerationTarget['keySource'],
): GenerationTarget {
  return {
    reply,
    promptLabel: spec.promptLabel,
    ignoredOptions: [...spec.ignoredOptions],
    ...(keySource ? { keySource } : {}),
    ...(spec.workflowFileName ? { workflowFileName: spec.workflowFileName } : {}),
    ...(spec.optionSources ? { optionSources: spec.optionSources } : {}),
    ...(spec.style ? { style: spec.style } : {}),
  };
}

/** The limiter scope of a generation: its server, or the member in direct messages. */
export const scopeOf = (guildId: string | null, userId: string) => guildId ?? `dm:${userId}`;

/** What is left to do after the command is answered, before the key is picked (e.g. fetch a file). */
export type FinishSpec = (spec: GenerationSpec) => Promise<GenerationSpec>;

/**
 * Refuses what the server's policy does not allow (`enforcePolicy`: nothing is saved or spent).
 * Answers `interaction` with a public reply (ephemeral for a private result) showing a new generation of `spec` (a reply of one
 * job, whose id is the interaction's), in the server's language, kept with the reply. The job is
 * saved as accepted BEFORE the interaction is acknowledged, so that a crash at any later moment
 * still ends the reply after the restart. The acknowledgement is the reply itself, already showing
 * the generation as queued (one request, and the job keeps what it showed, so the same view is
 * never sent again). Then it lets `finish` complete the spec, picks the key that pays (counting a
 * server-key use, given back when the job cannot be started) and starts the job. A refusal after
 * that forgets the accepted job and removes the public reply before the error boundary answers the
 * member privately.
 * @throws what {@link chooseKey} and `JobManager.accept`/`start` throw (`MemberCapError`, …).
 */
export async function runGeneration(
  interaction: RepliableInteraction,
  context: AppContext,
  spec: GenerationSpec,
  finish: FinishSpec = async (ready) => ready,
): Promise<void> {
  const { stores, jobs } = context;
  const userId = interaction.user.id;
  const guildId = reachOf(interaction).serverId;
  await enforcePolicy(stores, { userId, guildId }, policyRequestOf(spec));
  const id = jobIdOf(interaction.id, 0);
  const job = { id, scope: scopeOf(guildId, userId), userId };
  const listed: ReplyRef = {
    ...replyTargetOf(interaction),
    id: interaction.id,
    jobIds: [id],
    locale: await publicLocaleOf(context, interaction),
    memberLocale: interaction.locale,
    ...(spec.privateReply ? { ephemeral: true } : {}),
  };
  const accepted = {
    ...job,
    keyRef: { kind: 'user', userId } as const,
    request: spec.request,
    target: { ...generationTarget(listed, spec) },
  };
  const at = interaction.createdTimestamp;
  const opening = progressMessageOf(
    replyViewOf(listed, [newJob(accepted, at, 'accepted')], at),
    context.i18n.translator(listed.locale),
  );
  const reply: ReplyRef = {
    ...listed,
    opening: { signature: opening.signature, stage: opening.stage },
  };
  await jobs.accept({ ...accepted, target: { ...generationTarget(reply, spec) } });
  try {
    const shown = opening.render();
    await interaction.reply(
      spec.privateReply ? { ...shown, flags: MessageFlags.Ephemeral } : shown,
    );
    const ready = await finish(spec);
    if (ready !== spec) await enforcePolicy(stores, { userId, guildId }, policyRequestOf(ready));
    const key = await chooseKey(stores, { userId, guildId });
    try {
      await jobs.start({
        ...job,
        keyRef: key.keyRef,
        request: ready.request,
        target: { ...generationTarget(reply, ready, key.keySource) },
      });
    } catch (error) {
      if (key.consumed) {
        const { guildId: guild, userId: user, at } = key.consumed;
        await stores.usage.refund(guild, user, at);
      }
      throw error;
    }
  } catch (error) {
    await jobs.discard(id);
    if (interaction.replied) await interaction.deleteReply().catch(() => undefined);
    throw error;
  }
  if (reply.interactionOnly) await tellTokenLimit(interaction, context);
}

/**
 * Tells the member privately, once their generation started where only the interaction reaches
 * (the app installed to their account), that the reply can be updated for 15 minutes only (no
 * bot-token fallback exists there) and that `/history` keeps the result.
 */
async function tellTokenLimit(interaction: RepliableInteraction, context: AppContext) {
  const content = privateTranslator(context, interaction).t('anywhere.tokenLimit');
  await interaction.followUp({ ...EPHEMERAL, content }).catch((error: unknown) => {
    context.logger.info('could not say how long the reply can be updated', { error });
  });
}
