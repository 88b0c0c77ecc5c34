import { type BaseInteraction, MessageFlags, type RepliableInteraction } from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import { reachOf } from '../../bot/install-scope.js';
import { privateTranslator, publicLocaleOf } from '../../bot/locale.js';
import { EPHEMERAL } from '../../bot/private-answers.js';
import type { GenerationRequest } from '../../image-api/generation-parameters.js';
import { newJob } from '../../jobs/generation-job.js';
import { announceAdmitted } from '../bookkeeping/generation-announcer.js';
import { progressMessageOf } from '../delivery/progress-message.js';
import {
  type GenerationTarget,
  jobIdOf,
  type ReplyRef,
  type ReplyTarget,
} from '../delivery/reply-target.js';
import { replyViewOf } from '../delivery/reply-view-of.js';
import { type GenerationSpec, shownOf } from '../options/generation-spec.js';
import { imageRequests } from '../options/image-seeds.js';
import { type AdmittedGeneration, tellRefusal } from './admission/admit-generation.js';
import { type DailyUses, giveBackDailyUses, takeDailyUses } from './admission/daily-uses.js';

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
  return { reply, ...shownOf(spec), ...(keySource ? { keySource } : {}) };
}

/**
 * Starts an admitted generation (see `admitGeneration`; every refusal was given before, privately)
 * as a public reply to `interaction` (ephemeral for a private result) showing its generations (one
 * job per image; the first one's id is the interaction's), in the server's language, kept with the
 * reply; a reply of several images says what they cost and who pays before anything is spent.
 *
 * The jobs are saved as accepted first (`JobManager.accept`, which takes the member's slots
 * atomically), then the server key's daily uses are counted (`takeDailyUses`, all or none), both
 * BEFORE the interaction is answered: a generation that loses a race for the last slot or the last
 * daily use is refused privately like any other, never after its reply was public. A crash at any
 * later moment still ends the reply after the restart. The answer is the reply itself, already
 * showing the generations as queued (one request, and the jobs keep what it showed). Then the jobs
 * start with the key admission chose; a daily use of each image that did not start is given back,
 * and a reply none of whose jobs started (the bot stopping, the store failing) is removed before
 * the error boundary answers privately.
 * @throws what `JobManager.accept`/`start` and {@link takeDailyUses} throw.
 */
export async function runGeneration(
  interaction: RepliableInteraction,
  context: AppContext,
  admitted: AdmittedGeneration,
): Promise<void> {
  const { stores, jobs } = context;
  const { userId, scope, spec, images, payer } = admitted;
  const ids = Array.from({ length: images }, (_, index) => jobIdOf(interaction.id, index));
  const listed: ReplyRef = {
    ...replyTargetOf(interaction),
    id: interaction.id,
    jobIds: ids,
    locale: await publicLocaleOf(context, interaction),
    memberLocale: interaction.locale,
    cancellable: true,
    ...(spec.privateReply ? { ephemeral: true } : {}),
    ...(images > 1 ? { batch: true, paidBy: payer.keySource } : {}),
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
  // The first answer says the wait ahead: a place in the server's queue (with Cancel) for an image
  // that will wait for a slot, else the image service.
  const placeOf = (index: number) => {
    const waiting = jobs.queueLengthWith(scope, index + 1);
    return waiting > jobs.queueLengthWith(scope, index) ? { queuePosition: waiting } : {};
  };
  const opening = progressMessageOf(
    replyViewOf(
      listed,
      ids.map((_, index) => ({
        ...newJob(acceptedJob(index, listed), at, 'accepted'),
        ...placeOf(index),
      })),
      at,
    ),
    context.i18n.translator(listed.locale),
  );
  const reply: ReplyRef = {
    ...listed,
    opening: { signature: opening.signature, stage: opening.stage },
  };
  let started = 0;
  let uses: DailyUses | undefined;
  try {
    for (const index of ids.keys()) await jobs.accept(acceptedJob(index, reply));
    uses = await takeDailyUses(stores, admitted, payer, images);
    const shown = opening.render();
    await interaction.reply(
      spec.privateReply ? { ...shown, flags: MessageFlags.Ephemeral } : shown,
    );
    // Answered: the rest can wait while a burst's other commands are answered (at most 3 s).
    await context.answers?.quiet();
    for (const [index, id] of ids.entries()) {
      const job = await jobs.start({
        id,
        scope,
        userId,
        keyRef: payer.keyRef,
        request: requests[index] as GenerationRequest,
        target: { ...generationTarget(reply, spec, payer.keySource) },
      });
      announceAdmitted(context.generations, job);
      started += 1;
    }
  } catch (error) {
    if (admitted.guildId) tellRefusal(context, { ...admitted, guildId: admitted.guildId }, error);
    if (uses) await giveBackDailyUses(stores, uses, images - started);
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
