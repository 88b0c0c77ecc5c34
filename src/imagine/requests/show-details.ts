import { type ButtonInteraction, MessageFlags } from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import { privateTranslator } from '../../bot/locale.js';
import { generationViewOf } from '../delivery/reply-view-of.js';
import { GenerationNotFoundError } from '../errors.js';
import { renderDetails } from '../render/render-details.js';

/** Details: every parameter of the generation, answered privately to whoever pressed it. */
export async function showDetails(
  interaction: ButtonInteraction,
  context: AppContext,
  jobId: string | undefined,
): Promise<void> {
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const job = jobId ? await context.jobs.get(jobId) : undefined;
  if (!job) throw new GenerationNotFoundError();
  const { flags: _ephemeral, ...details } = renderDetails(
    generationViewOf(job, Date.now()),
    privateTranslator(context, interaction),
  );
  await interaction.editReply(details);
}
