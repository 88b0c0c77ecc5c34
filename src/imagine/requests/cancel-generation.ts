import { type ButtonInteraction, MessageFlags } from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import { privateTranslator } from '../../bot/locale.js';
import { EPHEMERAL } from '../../bot/private-answers.js';
import { NO_MENTIONS } from '../../discord/discord-rules.js';
import { QueuedJobCancelledError } from '../../jobs/errors.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import { generationTargetOf } from '../delivery/reply-target.js';
import { GenerationNotFoundError, NothingToCancelError, StoppedWaitingError } from '../errors.js';

/** The ids of the jobs of the reply `replyId` (its first job's id), read from the store. */
async function jobIdsOfReply(context: AppContext, replyId: string): Promise<readonly string[]> {
  const job = await context.jobs.get(replyId);
  if (!job) throw new GenerationNotFoundError();
  return generationTargetOf(job).reply.jobIds;
}

/**
 * Takes every generation of a reply still waiting in the server's queue out of it: nothing was
 * sent, so nothing is charged (a server-key use is given back when the job ends), and the jobs
 * behind move up. Resolves to how many were taken out.
 */
export async function cancelQueuedReply(context: AppContext, replyId: string): Promise<number> {
  let cancelled = 0;
  for (const jobId of await jobIdsOfReply(context, replyId)) {
    if (await context.jobs.cancelQueued(jobId, new QueuedJobCancelledError())) cancelled += 1;
  }
  return cancelled;
}

/**
 * Cancel (the requester, or a member with Manage Messages: checked by the router against the
 * stored `reply`, its first job): takes the reply's generations still in the server's queue out
 * of it; the reply shows them cancelled once they ended.
 * @throws {NothingToCancelError} when none waits there any more (the service may have them); one
 * that leaves the queue while it is being cancelled is told so in a private follow-up.
 */
export async function cancelGeneration(
  interaction: ButtonInteraction,
  context: AppContext,
  reply: GenerationJob,
): Promise<void> {
  const replyId = reply.id;
  const jobs = await Promise.all(
    (await jobIdsOfReply(context, replyId)).map((jobId) => context.jobs.get(jobId)),
  );
  const queued = (job: GenerationJob | undefined) =>
    job?.state === 'waiting' || job?.state === 'accepted';
  if (!jobs.some(queued)) throw new NothingToCancelError('alreadySent');
  await interaction.deferUpdate();
  if ((await cancelQueuedReply(context, replyId)) > 0) return;
  // Left the queue since the check. After a deferred update the error boundary would edit the
  // clicked message, which on a private reply is the generation itself: answer beside it.
  const t = privateTranslator(context, interaction);
  await interaction.followUp({
    ...EPHEMERAL,
    content: t.t('common.warning', { message: t.t('cancel.alreadySent') }),
  });
}

/**
 * Stop waiting (the requester, or a member with Manage Messages, as for Cancel): the image service cannot cancel
 * a task, so the bot stops waiting for the reply's generations (any still queued are cancelled)
 * and says, privately, that their credit may already be spent.
 * @throws {NothingToCancelError} when nothing of the reply is under way any more.
 */
export async function stopWaiting(
  interaction: ButtonInteraction,
  context: AppContext,
  reply: GenerationJob,
): Promise<void> {
  const replyId = reply.id;
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  let stopped = 0;
  for (const jobId of await jobIdsOfReply(context, replyId)) {
    const cancelled = await context.jobs.cancelQueued(jobId, new QueuedJobCancelledError());
    if (cancelled || context.jobs.stopWaiting(jobId, new StoppedWaitingError())) stopped += 1;
  }
  if (stopped === 0) throw new NothingToCancelError('nothingLeft');
  const t = privateTranslator(context, interaction);
  await interaction.editReply({
    content: t.t('cancel.stoppedNotice'),
    allowedMentions: NO_MENTIONS,
  });
}
