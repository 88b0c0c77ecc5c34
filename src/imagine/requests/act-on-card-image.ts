import {
  type BaseInteraction,
  type ButtonInteraction,
  MessageFlags,
  type ModalSubmitInteraction,
  type StringSelectMenuInteraction,
} from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import { privateTranslator } from '../../bot/locale.js';
import { serverBackend } from '../../bot/server-backend.js';
import type { ImageAction } from '../../image-backend/images-in.js';
import { intakeInput } from '../../image-intake/intake-input.js';
import { requireOffered } from '../../image-intake/offered-action.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import type { SafetyAsker } from '../../preferences/prompt-safety.js';
import { generationTargetOf } from '../delivery/reply-target.js';
import { GenerationNotFoundError, ImageActionNotOfferedError } from '../errors.js';
import { editForm, readEditForm } from '../form/edit-form.js';
import { type GenerationSpec, promptOf } from '../options/generation-spec.js';
import { newSeed } from '../options/image-seeds.js';
import {
  IMAGE_IN_IDS,
  type ImageInChoice,
  imageOfferOf,
  isOffered,
  parseImageInValue,
  readChoice,
} from '../render/image-action-rows.js';
import { askerOf } from './admission/admit-generation.js';
import { onJob } from './generation-components.js';
import { tellInputWaits } from './input-turn.js';
import { cardImageOf } from './message-image.js';
import { repeatableOf } from './repeat-generation.js';
import { runGeneration } from './start-generation.js';

/** Who brings an image in through `interaction`, and the place whose rules apply to it. */
export function safetyAskerOf(interaction: BaseInteraction): SafetyAsker {
  const { userId, guildId, place } = askerOf(interaction);
  return {
    userId,
    guildId,
    place: place ?? {
      channelNsfw: false,
      inGuild: interaction.guildId !== null,
      botInServer: guildId !== null,
    },
  };
}

/** A component on a card's image: its button or select, or Edit's form submitted from it. */
type CardInteraction = ButtonInteraction | StringSelectMenuInteraction | ModalSubmitInteraction;

/** How long the card's image may take to download (the interaction is deferred first). */
const INPUT_DOWNLOAD_MS = 10_000;

/**
 * The server's backend's `imagesIn` when it offers `choice` now (the card may be older than a
 * change of backend), and the job is a finished image made from a prompt.
 * @throws {GenerationNotFoundError} for a job with no image; {ImageActionNotOfferedError}.
 */
async function offeredHere(
  interaction: CardInteraction,
  context: AppContext,
  job: GenerationJob,
  choice: ImageInChoice,
) {
  if (job.state !== 'completed') throw new GenerationNotFoundError();
  const { backend } = await serverBackend(context, askerOf(interaction).guildId);
  const { imagesIn } = backend.capabilities;
  if (!imagesIn || !isOffered(imageOfferOf(imagesIn), choice)) {
    throw new ImageActionNotOfferedError();
  }
  if (typeof job.request.prompt !== 'string') throw new ImageActionNotOfferedError();
  return imagesIn;
}

/**
 * Vary, Upscale or Edit (`change`: what its form asked) on the image of `job`, as whoever used the
 * component: a new generation from that image as the card shows it (the file the bot attached,
 * read from the clicked message, Discord's own field), through the intake's checks (bounded
 * download, header, pixels, the place's rules), admitted and paid as `/imagine` is, private when
 * the card is. Vary: the image's own prompt with a new seed; Upscale: its request as it was (no seed
 * of its own: its card shows the factor and the source); Edit: the change.
 * @throws what {@link offeredHere}, `cardImageOf`, the intake and admission throw (privately,
 *   nothing charged).
 */
export async function actOnCardImage(
  interaction: CardInteraction,
  context: AppContext,
  job: GenerationJob,
  choice: ImageInChoice,
  change?: string,
): Promise<void> {
  const imagesIn = await offeredHere(interaction, context, job, choice);
  const { source, size } = cardImageOf(interaction.message, job.id);
  const action: ImageAction = choice;
  requireOffered({ imagesIn }, action, size);
  const { style, inputRef: _source, ...repeatable } = repeatableOf(job);
  const spec: GenerationSpec = {
    ...repeatable,
    ...(change === undefined && style ? { style } : {}),
    request:
      action.kind === 'upscale'
        ? repeatable.request
        : { ...repeatable.request, prompt: change ?? repeatable.request.prompt, seed: newSeed() },
    promptLabel: change ?? repeatable.promptLabel,
  };
  await interaction.deferReply(spec.privateReply ? { flags: MessageFlags.Ephemeral } : {});
  const options = {
    timeoutMs: INPUT_DOWNLOAD_MS,
    logAs: { kind: action.kind, channelId: interaction.channelId, prompt: promptOf(spec) },
    onWait: tellInputWaits(interaction, context, { ephemeral: spec.privateReply === true }),
  };
  await intakeInput(context, source, safetyAskerOf(interaction), imagesIn, options, (image) =>
    runGeneration(interaction, context, {
      ...spec,
      input: { action, image },
      source: { action, name: source.name },
    }),
  );
}

/** Edit on a card's image: its form (what to change), once the backend offers it. */
export async function showEditForm(
  interaction: ButtonInteraction | StringSelectMenuInteraction,
  context: AppContext,
  job: GenerationJob,
): Promise<void> {
  await offeredHere(interaction, context, job, { kind: 'edit' });
  const t = privateTranslator(context, interaction);
  await interaction.showModal(editForm(t, IMAGE_IN_IDS.edited.build({ jobId: job.id })));
}

/** A button's choice (Vary's strength, Upscale's factor: user input). @throws {GenerationNotFoundError} */
export function buttonChoice(token: string): ImageInChoice {
  const choice = readChoice(token);
  if (!choice) throw new GenerationNotFoundError();
  return choice;
}

/** Edit's form on a card's image, submitted: the edit, with what it asks to change. */
export const runCardEdit = (
  interaction: ModalSubmitInteraction,
  context: AppContext,
  job: GenerationJob,
) => actOnCardImage(interaction, context, job, { kind: 'edit' }, readEditForm(interaction));

/**
 * One image of a set, as the images-in select under it chose: Vary, Upscale or Edit. The image is
 * the stored reply's job at the place the value names, never an id from the interaction.
 * @throws {GenerationNotFoundError} for a value the bot did not offer or an image it no longer keeps.
 */
export async function actOnSetImage(
  interaction: StringSelectMenuInteraction,
  context: AppContext,
  reply: GenerationJob,
): Promise<void> {
  const chosen = parseImageInValue(interaction.values[0] ?? '');
  const jobId = chosen && generationTargetOf(reply).reply.jobIds[chosen.n - 1];
  const image = jobId ? await context.jobs.get(jobId) : undefined;
  if (!chosen || !image) throw new GenerationNotFoundError();
  if (chosen.choice.kind === 'edit') await showEditForm(interaction, context, image);
  else await actOnCardImage(interaction, context, image, chosen.choice);
}

/**
 * The components on a card's images (`render/image-action-rows.ts`): Vary, Upscale, Edit and its
 * form under a single image, the select under a set; for whoever sees the card (its member alone
 * on a private one), each acting on the stored job its id names and only on that job's message.
 */
export const IMAGE_IN_COMPONENTS = [
  onJob('button', IMAGE_IN_IDS.vary, (clicked, context, job, { strength }) =>
    actOnCardImage(clicked, context, job, buttonChoice(`vary-${strength}`)),
  ),
  onJob('button', IMAGE_IN_IDS.upscale, (clicked, context, job, { factor }) =>
    actOnCardImage(clicked, context, job, buttonChoice(`upscale-${factor}`)),
  ),
  onJob('button', IMAGE_IN_IDS.edit, showEditForm),
  onJob('modal', IMAGE_IN_IDS.edited, runCardEdit),
  onJob('select', IMAGE_IN_IDS.image, actOnSetImage),
];
