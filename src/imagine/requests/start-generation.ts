import { type BaseInteraction, MessageFlags, type RepliableInteraction } from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import { reachOf } from '../../bot/install-scope.js';
import { privateTranslator, publicLocaleOf } from '../../bot/locale.js';
import { EPHEMERAL } from '../../bot/private-answers.js';
import type { GenerationRequest } from '../../image-api/generation-parameters.js';
import { newJob } from '../../jobs/generation-job.js';
import { enforcePolicy, serverKeyPays } from '../../preferences/server-policy.js';
import { announceAdmitted } from '../bookkeeping/generation-announcer.js';
import { progressMessageOf } from '../delivery/progress-message.js';
import {
  type GenerationTarget,
  jobIdOf,
  type ReplyRef,
  type ReplyTarget,
} from '../delivery/reply-target.js';
import { replyViewOf } from '../delivery/reply-view-of.js';
import { CountOverCapError, ServerQueueFullError } from '../errors.js';
import { policyRequestOf } from '../options/apply-preferences.js';
import type { GenerationSpec } from '../options/generation-spec.js';
import { imageRequests } from '../options/image-seeds.js';
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

/** Which key will pay for a member's generations here: what the reply says they cost. */
async function payerOf(
  stores: AppContext['stores'],
  place: { readonly userId: string; readonly guildId: string | null },
): Promise<'user' | 'server'> {
  return (await serverKeyPays(stores, place)) ? 'server' : 'user';
}

/** Refuses `images` new generations that would not all fit in the server's queue (`GUILD_MAX_QUEUED`). */
function checkQueueRoom(context: AppContext, scope: string, images: number): void {
  const limit = context.config.GUILD_MAX_QUEUED;
  if (context.jobs.queueLengthWith(scope, images) <= limit) return;
  throw new ServerQueueFullError(images, limit, context.jobs.queueLength(scope));
}

/**
 * Refuses what the member's cap does not leave room for (`spec.images` generations at once), what
 * would not fit in the server's queue (`GUILD_MAX_QUEUED`) and what the server's policy does not
 * allow (`enforcePolicy`): nothing is saved or spent.
 * Answers `interaction` with a public reply (ephemeral for a private result) showing the new
 * generations of `spec` (one job per image; the first one's id is the interaction's), in the
 * server's language, kept with the reply; a reply of several images says what they cost before
 * anything is spent. The jobs are saved as accepted BEFORE the interaction is acknowledged, so
 * that a crash at any later moment still ends the reply after the restart. The acknowledgement is
 * the reply itself, already showing the generations as queued (one request, and the jobs keep what
 * it showed, so the same view is never sent again). Then it lets `finish` complete the spec, picks
 * the key that pays (counting every server-key use, or none, given back when a job cannot be
 * started) and starts the jobs. A refusal before any started forgets the accepted jobs and removes
 * the public reply before the error boundary answers the member privately.
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
  const images = spec.images ?? 1;
  if (images > 1) {
    const cap = context.config.MAX_ACTIVE_PER_MEMBER;
    const running = await jobs.activeCount(userId);
    if (running + images > cap) throw new CountOverCapError(images, cap, running);
  }
  const scope = scopeOf(guildId, userId);
  if (guildId) checkQueueRoom(context, scope, images);
  await enforcePolicy(stores, { userId, guildId }, policyRequestOf(spec));
  const ids = Array.from({ length: images }, (_, index) => jobIdOf(interaction.id, index));
  const listed: ReplyRef = {
    ...replyTargetOf(interaction),
    id: interaction.id,
    jobIds: ids,
    locale: await publicLocaleOf(context, interaction),
    memberLocale: interaction.locale,
    cancellable: true,
    ...(spec.privateReply ? { ephemeral: true } : {}),
    ...(images > 1 ? { batch: true, paidBy: await payerOf(stores, { userId, guildId }) } : {}),
  };
  const requests = imageRequests(spec.request, images);
  const acceptedJob = (index: number, reply: ReplyRef) => ({
    id: ids[index] as string,
    scope,
    userId,
    keyRef: { kind: 'user', userId } as const,
    request: requests[index] as GenerationRequest,
    target: { ...generationTarget(reply, spec) },
  });
  const at = interaction.createdTimestamp;
  const opening = progressMessageOf(
    replyViewOf(
      listed,
      ids.map((_, index) => newJob(acceptedJob(index, listed), at, 'accepted')),
      at,
    ),
    context.i18n.translator(listed.locale),
  );
  const reply: ReplyRef = {
    ...listed,
    opening: { signature: opening.signature, stage: opening.stage },
  };
  let started = 0;
  try {
    for (const index of ids.keys()) await jobs.accept(acceptedJob(index, reply));
    const shown = opening.render();
    await interaction.reply(
      spec.privateReply ? { ...shown, flags: MessageFlags.Ephemeral } : shown,
    );
    // Answered: the rest can wait while a burst's other commands are answered (at most 3 s).
    await context.answers?.quiet();
    const ready = await finish(spec);
    if (ready !== spec) await enforcePolicy(stores, { userId, guildId }, policyRequestOf(ready));
    const key = await chooseKey(stores, { userId, guildId, images });
    try {
      for (const [index, id] of ids.entries()) {
        const request = requests[index] as GenerationRequest;
        const job = await jobs.start({
          id,
          scope,
          userId,
          keyRef: key.keyRef,
          request: ready === spec ? request : { ...ready.request, seed: request.seed },
          target: { ...generationTarget(reply, ready, key.keySource) },
        });
        announceAdmitted(context.generations, job);
        started += 1;
      }
    } catch (error) {
      if (key.consumed) {
        const { guildId: guild, userId: user, at: when } = key.consumed;
        for (let left = started; left < images; left += 1) {
          await stores.usage.refund(guild, user, when);
        }
      }
      throw error;
    }
  } catch (error) {
    for (const id of ids.slice(started)) await jobs.discard(id);
    if (started === 0 && interaction.replied)
      await interaction.deleteReply().catch(() => undefined);
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
