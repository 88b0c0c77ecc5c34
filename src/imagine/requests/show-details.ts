import { type ButtonInteraction, MessageFlags } from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import { privateTranslator } from '../../bot/locale.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import { generationTargetOf } from '../delivery/reply-target.js';
import { generationViewOf } from '../delivery/reply-view-of.js';
import { renderDetails } from '../render/render-details.js';

/**
 * Details: every parameter of the generation (of each image, for a set), answered privately to
 * whoever pressed it (whoever sees it: the router checked).
 */
export async function showDetails(
  interaction: ButtonInteraction,
  context: AppContext,
  job: GenerationJob,
): Promise<void> {
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const now = Date.now();
  const { jobIds } = generationTargetOf(job).reply;
  const others =
    jobIds.length > 1 ? await Promise.all(jobIds.map((id) => context.jobs.get(id))) : [];
  const images = others.flatMap((other) => (other ? [generationViewOf(other, now)] : []));
  const { flags: _ephemeral, ...details } = renderDetails(
    generationViewOf(job, now),
    privateTranslator(context, interaction),
    images,
  );
  await interaction.editReply(details);
}
