import type { ButtonInteraction } from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import { MemberCapError } from '../../jobs/errors.js';
import { generationTargetOf } from '../delivery/reply-target.js';
import { GenerationNotFoundError, WorkflowFileError } from '../errors.js';
import { newSeed } from '../options/image-seeds.js';
import { runGeneration } from './start-generation.js';

/** How a button repeats a generation: Re-roll draws a new seed, Retry keeps every option. */
export type RegenerateMode = 'reroll' | 'retry';

/**
 * Re-roll and Retry: anyone who can see the message may press them; the new generation is theirs
 * (a new public reply to their click), paid by their own key or the server key within their daily
 * limit, and counted against their cap. The options come from the stored job (kept 7 days).
 */
export async function regenerate(
  interaction: ButtonInteraction,
  context: AppContext,
  jobId: string | undefined,
  mode: RegenerateMode,
): Promise<void> {
  const cap = context.config.MAX_ACTIVE_PER_MEMBER;
  if ((await context.jobs.activeCount(interaction.user.id)) >= cap) throw new MemberCapError(cap);
  const job = jobId ? await context.jobs.get(jobId) : undefined;
  if (!job) throw new GenerationNotFoundError();
  const target = generationTargetOf(job);
  if (target.workflowFileName && typeof job.request.prompt === 'string') {
    throw new WorkflowFileError('neverFetched');
  }
  await runGeneration(interaction, context, {
    request: mode === 'reroll' ? { ...job.request, seed: newSeed() } : job.request,
    promptLabel: target.promptLabel,
    ignoredOptions: target.ignoredOptions ?? [],
    ...(target.workflowFileName ? { workflowFileName: target.workflowFileName } : {}),
    ...(target.optionSources ? { optionSources: target.optionSources } : {}),
    ...(target.style ? { style: target.style } : {}),
    ...(target.reply.ephemeral ? { privateReply: true } : {}),
  });
}
