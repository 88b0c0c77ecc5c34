import type { RepliableInteraction } from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import { generationTargetOf } from '../delivery/reply-target.js';
import { GenerationNotFoundError, WorkflowFileError } from '../errors.js';
import { type GenerationShown, type GenerationSpec, shownOf } from '../options/generation-spec.js';
import { admitGeneration, askerOf } from './admission/admit-generation.js';
import { runGeneration } from './start-generation.js';

/**
 * What running a generation again needs: its request, what its reply showed besides it, and
 * whether that reply was private — a {@link GenerationSpec} of one image. Plain JSON, kept in the
 * member's history (`HistoryEntry.repeat`) and read from a job.
 */
export type RepeatableGeneration = Pick<GenerationSpec, 'request' | 'privateReply'> &
  GenerationShown;

/** What repeating `job` needs. */
export function repeatableOf(
  job: Pick<GenerationJob, 'id' | 'request' | 'target'>,
): RepeatableGeneration {
  const target = generationTargetOf(job);
  return {
    request: job.request,
    ...shownOf(target),
    ...(target.reply.ephemeral ? { privateReply: true } : {}),
  };
}

/**
 * Runs `generation` again as whoever clicked: a new reply to their click, admitted as `/imagine`
 * is (`admitGeneration`: their own key or the server key within their daily limit, their cap, the
 * server policy, the queue), then started by `runGeneration`. `seed` replaces the stored seed.
 * @throws GenerationNotFoundError when `generation` is not one (e.g. a history entry without it).
 */
export async function repeatGeneration(
  interaction: RepliableInteraction,
  context: AppContext,
  generation: RepeatableGeneration | Readonly<Record<string, unknown>> | undefined,
  seed?: number,
): Promise<void> {
  if (!isRepeatable(generation)) throw new GenerationNotFoundError();
  if (generation.workflowFileName && typeof generation.request.prompt === 'string') {
    throw new WorkflowFileError('neverFetched');
  }
  const admitted = await admitGeneration(context, askerOf(interaction), {
    request: seed === undefined ? generation.request : { ...generation.request, seed },
    ...shownOf(generation),
    ...(generation.privateReply ? { privateReply: true } : {}),
  });
  await runGeneration(interaction, context, admitted);
}

function isRepeatable(value: unknown): value is RepeatableGeneration {
  const candidate = value as Partial<RepeatableGeneration> | undefined;
  return (
    typeof candidate?.request === 'object' &&
    candidate.request !== null &&
    candidate.request.prompt !== undefined &&
    typeof candidate.promptLabel === 'string'
  );
}
