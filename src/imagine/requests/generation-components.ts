import { type ButtonInteraction, MessageFlags, type StringSelectMenuInteraction } from 'discord.js';
import { MissingPermissionError } from '../../bot/bot-errors.js';
import {
  type Belonging,
  type ComponentInteractions,
  type ComponentKind,
  defineComponent,
  RIGHTS,
} from '../../bot/component.js';
import type { ComponentFields, ComponentId } from '../../bot/component-id.js';
import type { AppContext } from '../../bot/context.js';
import { privateTranslator } from '../../bot/locale.js';
import type { AppError } from '../../core/app-error.js';
import { DISCORD_ERRORS, discordErrorCode } from '../../discord/discord-rules.js';
import { namedTranslator, namingIn } from '../../image-backend/backend-naming.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import { generationTargetOf } from '../delivery/reply-target.js';
import { generationViewOf } from '../delivery/reply-view-of.js';
import { REMIX_CHOICES, type RemixChoice, type RemixImages } from '../form/remix-panel.js';
import {
  CancelNotAllowedError,
  FormChangedError,
  GenerationNotFoundError,
} from '../imagine-errors.js';
import { newSeed } from '../options/image-seeds.js';
import { GENERATION_IDS } from '../render/generation-buttons.js';
import { actionsFor, parseImageAction } from '../render/image-select.js';
import { renderDetails } from '../render/render-details.js';
import { cancelGeneration, stopWaiting } from './cancel-generation.js';
import { pickOnPanel, runRemix, showPromptForm, showRemixPanel } from './remix.js';
import { regenerate, repeatableOf, repeatGeneration } from './repeat-generation.js';

/** Where a generation belongs, from its stored job: its member, and its reply's place and message. */
function belongingOf(job: GenerationJob): Belonging {
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
 * A generation as another feature reads it (a report, `commands/imagine.ts`): its member, where
 * its result is shown, and the parameters a moderator sees.
 */
export function generationFactsOf(job: GenerationJob) {
  const { reply, promptLabel } = generationTargetOf(job);
  const messageId = reply.replacementMessageId ?? reply.messageId;
  const { seed } = job.request;
  return {
    jobId: job.id,
    memberId: job.userId,
    guildId: reply.guildId,
    channelId: reply.channelId,
    ...(messageId ? { messageId } : {}),
    private: reply.ephemeral === true || reply.interactionOnly === true,
    prompt: promptLabel,
    workflow: job.request.workflow ?? 'default',
    ...(seed !== undefined && seed >= 0 ? { seed } : {}),
  };
}

/**
 * A component on a generation, acting on the stored job its id names (a reply by its first job)
 * and only on that job's own message (or an answer to a component on it).
 * Whoever sees it may use it; with `refused`, only its member or a moderator may.
 * @throws {GenerationNotFoundError} when the bot no longer has the job.
 */
export function onJob<const K extends ComponentKind, F extends string>(
  kind: K,
  id: ComponentId<F>,
  run: (
    interaction: ComponentInteractions[K],
    context: AppContext,
    job: GenerationJob,
    fields: ComponentFields<F>,
  ) => Promise<void>,
  refused?: () => AppError,
) {
  return defineComponent({
    kind,
    id,
    right: refused ? RIGHTS.ownerOr('moderator') : RIGHTS.viewer,
    load: async (_, context, fields) => {
      const job = await context.jobs.get(fields[id.fields[0] as F]);
      if (!job) throw new GenerationNotFoundError();
      return { object: { job, fields }, belonging: belongingOf(job) };
    },
    ...(refused ? { refused } : {}),
    run: (interaction, context, { job, fields }) => run(interaction, context, job, fields),
  });
}

/** How many images a remix makes, as a Remix component's id says (the member's choice of cost). */
const imagesOf = ({ images }: { readonly images: string }): RemixImages =>
  images === 'one' ? 'one' : 'set';

/** The Remix panel's select an id names. @throws {FormChangedError} for another. */
function choiceOf({ field }: { readonly field: string }): RemixChoice | 'lora' {
  if (field === 'lora') return field;
  if (!(REMIX_CHOICES as readonly string[]).includes(field)) throw new FormChangedError();
  return field as RemixChoice;
}

/** Details: every parameter of the generation (each image's, for a set), answered privately. */
async function showDetails(
  interaction: ButtonInteraction,
  context: AppContext,
  job: GenerationJob,
) {
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const now = Date.now();
  const { jobIds } = generationTargetOf(job).reply;
  const others =
    jobIds.length > 1 ? await Promise.all(jobIds.map((id) => context.jobs.get(id))) : [];
  const images = others.flatMap((other) => (other ? [generationViewOf(other, now)] : []));
  const { flags: _ephemeral, ...details } = renderDetails(
    generationViewOf(job, now),
    namedTranslator(
      privateTranslator(context, interaction),
      namingIn(context.backends)(job.backend),
    ),
    images,
  );
  await interaction.editReply(details);
}

/**
 * One image of a set, as the select under it chose: Re-roll, Remix or Retry. The image is the
 * stored `reply`'s job at the place the value names, never an id from the interaction, and the
 * action one the select offers for that image's state.
 * @throws {GenerationNotFoundError} for a value the bot did not offer or an image it no longer keeps.
 */
async function actOnImage(
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
async function rerollSet(
  interaction: ButtonInteraction,
  context: AppContext,
  first: GenerationJob,
) {
  const images = generationTargetOf(first).reply.jobIds.length;
  await repeatGeneration(interaction, context, repeatableOf(first), newSeed(), images);
}

/** Delete: deletes the generation's message through the click's own token (no permission needed). */
async function deleteGeneration(interaction: ButtonInteraction) {
  await interaction.deferUpdate();
  await interaction.deleteReply().catch((error: unknown) => {
    if (discordErrorCode(error) !== DISCORD_ERRORS.unknownMessage) throw error;
  });
}

const cancelRefused = (): AppError => new CancelNotAllowedError();

/**
 * The components under a generation: Re-roll, Re-roll all and a set's image select, Retry (Run
 * again under a cancelled one), Details and Remix (and its form) for whoever sees it; Delete,
 * Cancel and Stop waiting for its member or a moderator. Each is loaded from the store (so it works
 * after a restart) and acts only on that job's own message.
 */
export const GENERATION_COMPONENTS = [
  onJob('button', GENERATION_IDS.reroll, (clicked, context, job) =>
    regenerate(clicked, context, job, 'reroll'),
  ),
  onJob('button', GENERATION_IDS.rerollAll, rerollSet),
  onJob('select', GENERATION_IDS.image, actOnImage),
  onJob('button', GENERATION_IDS.retry, (clicked, context, job) =>
    regenerate(clicked, context, job, 'retry'),
  ),
  onJob('button', GENERATION_IDS.details, showDetails),
  onJob('button', GENERATION_IDS.remix, (clicked, context, job) =>
    showRemixPanel(clicked, context, job),
  ),
  onJob('select', GENERATION_IDS.remixPick, (picked, context, job, fields) =>
    pickOnPanel(picked, context, job, imagesOf(fields), choiceOf(fields)),
  ),
  onJob('button', GENERATION_IDS.remixGo, (clicked, context, job, fields) =>
    runRemix(clicked, context, job, imagesOf(fields)),
  ),
  onJob('button', GENERATION_IDS.remixEdit, (clicked, context, job, fields) =>
    showPromptForm(clicked, context, job, imagesOf(fields)),
  ),
  onJob('modal', GENERATION_IDS.remixed, (submitted, context, job) =>
    runRemix(submitted, context, job),
  ),
  onJob('modal', GENERATION_IDS.remixedOne, (submitted, context, job) =>
    runRemix(submitted, context, job, 'one'),
  ),
  onJob(
    'button',
    GENERATION_IDS.delete,
    deleteGeneration,
    () => new MissingPermissionError('permissionManageMessages', 'deleteOthersImage'),
  ),
  onJob('button', GENERATION_IDS.cancel, cancelGeneration, cancelRefused),
  onJob('button', GENERATION_IDS.stop, stopWaiting, cancelRefused),
];
