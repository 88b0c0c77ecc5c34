import { type ButtonInteraction, MessageFlags } from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import { privateTranslator } from '../../bot/locale.js';
import { NO_MENTIONS } from '../../discord/discord-rules.js';
import { namedTranslator, namingIn } from '../../image-backend/backend-naming.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import { QueuedJobCancelledError } from '../../jobs/job-errors.js';
import { generationTargetOf } from '../delivery/reply-target.js';
import {
  NothingToCancelError,
  StoppedAndCancelledError,
  StoppedWaitingError,
} from '../imagine-errors.js';

const jobIdsOf = (reply: GenerationJob) => generationTargetOf(reply).reply.jobIds;

/**
 * Cancel: takes the reply's generations still in the server's queue out of it.
 * @throws {NothingToCancelError} when none waits there any more, checked again once deferred (the
 * error boundary answers beside the clicked card).
 */
export async function cancelGeneration(
  interaction: ButtonInteraction,
  context: AppContext,
  reply: GenerationJob,
): Promise<void> {
  const jobs = await Promise.all(jobIdsOf(reply).map((jobId) => context.jobs.get(jobId)));
  const queued = (job: GenerationJob | undefined) =>
    job?.state === 'waiting' || job?.state === 'accepted';
  if (!jobs.some(queued)) throw new NothingToCancelError('alreadySent');
  await interaction.deferUpdate();
  let cancelled = false;
  for (const jobId of jobIdsOf(reply)) {
    if (await context.jobs.cancelQueued(jobId, new QueuedJobCancelledError())) cancelled = true;
  }
  if (!cancelled) throw new NothingToCancelError('alreadySent');
}

/**
 * Stop waiting: the bot stops waiting for the reply's generations (queued ones are cancelled), asks
 * a backend that can cancel a task to do so, and says privately they may have been charged.
 * @throws {NothingToCancelError} when nothing of the reply is under way any more.
 */
export async function stopWaiting(
  interaction: ButtonInteraction,
  context: AppContext,
  reply: GenerationJob,
): Promise<void> {
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const cancels = context.backends.capabilitiesOf(reply.backend)?.cancel === true;
  const reason = () => (cancels ? new StoppedAndCancelledError() : new StoppedWaitingError());
  let stopped = 0;
  for (const jobId of jobIdsOf(reply)) {
    const cancelled = await context.jobs.cancelQueued(jobId, new QueuedJobCancelledError());
    if (cancelled || context.jobs.stopWaiting(jobId, reason())) stopped += 1;
  }
  if (stopped === 0) throw new NothingToCancelError('nothingLeft');
  const t = namedTranslator(
    privateTranslator(context, interaction),
    namingIn(context.backends)(reply.backend),
  );
  await interaction.editReply({
    content: t.t(cancels ? 'cancel.stoppedNoticeCancelled' : 'cancel.stoppedNotice'),
    allowedMentions: NO_MENTIONS,
  });
}
