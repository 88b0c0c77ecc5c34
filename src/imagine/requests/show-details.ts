import { type ButtonInteraction, MessageFlags } from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import { privateTranslator } from '../../bot/locale.js';
import { generationTargetOf } from '../delivery/reply-target.js';
import { generationViewOf } from '../delivery/reply-view-of.js';
import { GenerationNotFoundError } from '../errors.js';
import { renderDetails } from '../render/render-details.js';

/**
 * Details: every parameter of the generation (of each image, for a set), answered privately to
 * whoever pressed it.
 */
export async function showDetails(
  interaction: ButtonInteraction,
  context: AppContext,
  jobId: string | undefined,
): Promise<void> {
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const job = jobId ? await context.jobs.get(jobId) : undefined;
  if (!job) throw new GenerationNotFoundError();
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
