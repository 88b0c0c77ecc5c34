import type { ButtonInteraction, StringSelectMenuInteraction } from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import { generationTargetOf } from '../delivery/reply-target.js';
import { GenerationNotFoundError } from '../errors.js';
import { newSeed } from '../options/image-seeds.js';
import { actionsFor, parseImageAction } from '../render/image-select.js';
import { showRemixPanel } from './remix.js';
import { regenerate, repeatableOf, repeatGeneration } from './repeat-generation.js';

/**
 * One image of a set, as the select under it chose: Re-roll, Remix or Retry. The image is the
 * stored `reply`'s job at the place the value names, never an id from the interaction, and the
 * action one the select offers for that image's state.
 * @throws {GenerationNotFoundError} for a value the bot did not offer or an image it no longer keeps.
 */
export async function actOnImage(
  interaction: StringSelectMenuInteraction,
  context: AppContext,
  reply: GenerationJob,
): Promise<void> {
  const chosen = parseImageAction(interaction.values[0] ?? '');
  const jobId = chosen && generationTargetOf(reply).reply.jobIds[chosen.n - 1];
  const image = jobId ? await context.jobs.get(jobId) : undefined;
  if (!chosen || !image || !actionsFor(image.state === 'completed').includes(chosen.action))
    throw new GenerationNotFoundError();
  if (chosen.action === 'remix') await showRemixPanel(interaction, context, image, 'one');
  else await regenerate(interaction, context, image, chosen.action);
}

/** Re-roll all: the set again, as many images as it had, from a new seed. */
export async function rerollSet(
  interaction: ButtonInteraction,
  context: AppContext,
  first: GenerationJob,
): Promise<void> {
  const images = generationTargetOf(first).reply.jobIds.length;
  await repeatGeneration(interaction, context, repeatableOf(first), newSeed(), images);
}
