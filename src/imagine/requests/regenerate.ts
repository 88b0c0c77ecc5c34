import type { ButtonInteraction } from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import { newSeed } from '../options/image-seeds.js';
import { repeatableOf, repeatGeneration } from './repeat-generation.js';

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
  job: GenerationJob,
  mode: RegenerateMode,
): Promise<void> {
  await repeatGeneration(
    interaction,
    context,
    repeatableOf(job),
    mode === 'reroll' ? newSeed() : undefined,
  );
}
