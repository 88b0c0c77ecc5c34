import type {
  ButtonInteraction,
  RepliableInteraction,
  StringSelectMenuInteraction,
} from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import { generationTargetOf } from '../delivery/reply-target.js';
import { GenerationNotFoundError, WorkflowFileError } from '../errors.js';
import { type GenerationShown, type GenerationSpec, shownOf } from '../options/generation-spec.js';
import { newSeed } from '../options/image-seeds.js';
import { runGeneration } from './start-generation.js';

/** What running a generation again needs (plain JSON, kept in the history and read from a job). */
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
 * Runs `generation` again as whoever clicked, admitted as `/imagine` is; `seed` replaces its seed,
 * `images` makes it a set of that many.
 * @throws GenerationNotFoundError when `generation` is not one (e.g. a history entry without it).
 */
export async function repeatGeneration(
  interaction: RepliableInteraction,
  context: AppContext,
  generation: RepeatableGeneration | Readonly<Record<string, unknown>> | undefined,
  seed?: number,
  images?: number,
): Promise<void> {
  if (!isRepeatable(generation)) throw new GenerationNotFoundError();
  if (generation.workflowFileName && typeof generation.request.prompt === 'string') {
    throw new WorkflowFileError('neverFetched');
  }
  await runGeneration(interaction, context, {
    request: seed === undefined ? generation.request : { ...generation.request, seed },
    ...shownOf(generation),
    ...(generation.privateReply ? { privateReply: true } : {}),
    ...(images && images > 1 ? { images } : {}),
  });
}

/** Re-roll (a new seed) and Retry (every option kept): a new generation of whoever pressed it. */
export async function regenerate(
  interaction: ButtonInteraction | StringSelectMenuInteraction,
  context: AppContext,
  job: GenerationJob,
  mode: 'reroll' | 'retry',
): Promise<void> {
  const seed = mode === 'reroll' ? newSeed() : undefined;
  await repeatGeneration(interaction, context, repeatableOf(job), seed);
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
