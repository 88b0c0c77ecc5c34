import { type Belonging, defineComponent, type Loaded, RIGHTS } from '../../bot/component.js';
import type { AppContext } from '../../bot/context.js';
import { MissingPermissionError } from '../../bot/errors.js';
import type { AppError } from '../../core/app-error.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import { generationTargetOf } from '../delivery/reply-target.js';
import { CancelNotAllowedError, GenerationNotFoundError } from '../errors.js';
import { GENERATION_IDS } from '../render/generation-buttons.js';
import { cancelGeneration, stopWaiting } from './cancel-generation.js';
import { deleteGeneration } from './delete-generation.js';
import { regenerate } from './regenerate.js';
import { runRemix, showRemixForm } from './remix.js';
import { showDetails } from './show-details.js';

/**
 * Where a generation belongs, from its stored job: its member, the server and channel of its
 * reply, whether the reply is private, and the reply's message (created by the interaction whose
 * id is the reply's, or known by the id delivery learned or the replacement it posted).
 */
export function belongingOf(job: GenerationJob): Belonging {
  const { reply } = generationTargetOf(job);
  return {
    ownerId: job.userId,
    guildId: reply.guildId,
    channelId: reply.channelId,
    private: reply.ephemeral === true,
    message: {
      interactionId: reply.id,
      ids: [reply.messageId, reply.replacementMessageId].filter((id): id is string => !!id),
    },
  };
}

/**
 * The stored job a custom id names, with where it belongs.
 * @throws {GenerationNotFoundError} when the bot no longer has it.
 */
async function loadJob(context: AppContext, id: string): Promise<Loaded<GenerationJob>> {
  const job = await context.jobs.get(id);
  if (!job) throw new GenerationNotFoundError();
  return { object: job, belonging: belongingOf(job) };
}

const byJob = (_: unknown, context: AppContext, { jobId }: { jobId: string }) =>
  loadJob(context, jobId);
const byReply = (_: unknown, context: AppContext, { replyId }: { replyId: string }) =>
  loadJob(context, replyId);
const cancelRefused = (): AppError => new CancelNotAllowedError();

/**
 * The components under a generation: Re-roll, Retry (labelled Run again under a cancelled one),
 * Details and Remix (and its form) for whoever sees it; Delete, Cancel and Stop waiting for its member or a member with Manage Messages in its
 * server. A private generation is its member's alone. Each acts on the job its id names, loaded
 * from the store (so it works after a restart), and only on that job's own message.
 */
export const GENERATION_COMPONENTS = [
  defineComponent({
    kind: 'button',
    id: GENERATION_IDS.reroll,
    right: RIGHTS.viewer,
    load: byJob,
    run: (interaction, context, job) => regenerate(interaction, context, job, 'reroll'),
  }),
  defineComponent({
    kind: 'button',
    id: GENERATION_IDS.retry,
    right: RIGHTS.viewer,
    load: byJob,
    run: (interaction, context, job) => regenerate(interaction, context, job, 'retry'),
  }),
  defineComponent({
    kind: 'button',
    id: GENERATION_IDS.details,
    right: RIGHTS.viewer,
    load: byJob,
    run: showDetails,
  }),
  defineComponent({
    kind: 'button',
    id: GENERATION_IDS.remix,
    right: RIGHTS.viewer,
    load: byJob,
    run: showRemixForm,
  }),
  defineComponent({
    kind: 'modal',
    id: GENERATION_IDS.remixed,
    right: RIGHTS.viewer,
    load: byJob,
    run: runRemix,
  }),
  defineComponent({
    kind: 'button',
    id: GENERATION_IDS.delete,
    right: RIGHTS.ownerOr('ManageMessages'),
    load: byJob,
    refused: () => new MissingPermissionError('permissionManageMessages', 'deleteOthersImage'),
    run: (interaction) => deleteGeneration(interaction),
  }),
  defineComponent({
    kind: 'button',
    id: GENERATION_IDS.cancel,
    right: RIGHTS.ownerOr('ManageMessages'),
    load: byReply,
    refused: cancelRefused,
    run: cancelGeneration,
  }),
  defineComponent({
    kind: 'button',
    id: GENERATION_IDS.stop,
    right: RIGHTS.ownerOr('ManageMessages'),
    load: byReply,
    refused: cancelRefused,
    run: stopWaiting,
  }),
];
