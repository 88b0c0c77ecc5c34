import {
  type ButtonInteraction,
  MessageFlags,
  type ModalSubmitInteraction,
  type StringSelectMenuInteraction,
} from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import { privateTranslator } from '../../bot/locale.js';
import { serverBackend } from '../../bot/server-backend.js';
import { backendForAction } from '../../image-backend/elsewhere-actions.js';
import {
  asksForm,
  declarationOf,
  fieldsOf,
  IMAGE_ACTION_KINDS,
  isActionKind,
  offeredChoice,
  tokenOf,
} from '../../image-backend/image-actions.js';
import { requireOffered } from '../../image-intake/input-image.js';
import { intakeInput } from '../../image-intake/intake-input.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import { generationTargetOf } from '../delivery/reply-target.js';
import { actionModal, editKindNote } from '../form/action-forms.js';
import { type Answered, CARD_FORMS } from '../form/card-forms.js';
import {
  GenerationNotFoundError,
  ImageActionNotOfferedError,
  MaskNotOfferedError,
} from '../imagine-errors.js';
import { promptOf } from '../options/generation-spec.js';
import { actionInput } from '../region/outpaint-input.js';
import { launchPainter } from '../region/painted-region.js';
import { showRegionPicker } from '../region/region-picker.js';
import { IMAGE_IN_IDS, parseImageInValue } from '../render/image-action-rows.js';
import { askerOf, safetyAskerOf } from './admission/admit-generation.js';
import { animationCostNote } from './animation-cost.js';
import { cardImageSpec } from './card-image-spec.js';
import { onJob } from './generation-components.js';
import { checkMaskOption, pairedBudgets, takeAttachedMask } from './imagine-mask.js';
import { tellInputWaits } from './input-turn.js';
import { cardImageOf } from './message-image.js';
import { repeatableOf } from './repeat-generation.js';
import { runGeneration } from './start-generation.js';

/** A component on a card's image: its button or select, or its action's form submitted from it. */
type CardInteraction = ButtonInteraction | StringSelectMenuInteraction | ModalSubmitInteraction;

/** How long the card's image may take to download (the interaction is deferred first). */
const INPUT_DOWNLOAD_MS = 10_000;

/**
 * The refusal of a choice the server's backend does not offer: one that changes part of an image
 * says it cannot (the image service), anything else that it does not.
 */
function notOffered(token: string) {
  const kind = token.split('-')[0] ?? '';
  const masked = isActionKind(kind) && declarationOf({ kind }).masked !== undefined;
  return masked ? new MaskNotOfferedError() : new ImageActionNotOfferedError();
}

/**
 * The choice `token` names (user input) when the server's backend offers it now (the card may be
 * older than a change of backend), and the job is a finished image made from a prompt.
 * @throws {GenerationNotFoundError} for a job with no image or a token naming no action;
 *   {ImageActionNotOfferedError}.
 */
async function offeredHere(
  interaction: CardInteraction,
  context: AppContext,
  job: GenerationJob,
  token: string,
) {
  const kind = token.split('-')[0] ?? '';
  if (job.state !== 'completed' || job.video || !isActionKind(kind)) {
    throw new GenerationNotFoundError();
  }
  const own = await serverBackend(context, askerOf(interaction).guildId);
  const { backend } = backendForAction(context.backends, own, kind);
  const { imagesIn } = backend.capabilities;
  const choice = offeredChoice(imagesIn, token);
  if (!imagesIn || !choice) throw notOffered(token);
  if (typeof job.request.prompt !== 'string') throw new ImageActionNotOfferedError();
  return { choice, imagesIn };
}

/**
 * An image action (`change`: what its form asked) on the image of `job`, as whoever used the
 * component: a new generation from that image as the card shows it (the file the bot attached,
 * read from the clicked message, Discord's own field), through the intake's checks (bounded
 * download, header, pixels, the place's rules), admitted and paid as `/imagine` is, private when
 * the card is ({@link cardImageSpec}); Zoom out and Pan send it on its larger canvas with the
 * border's mask (`actionInput`); Edit's `mask` (its action then a region edit) is taken as
 * `/imagine mask:` is (`takeAttachedMask`).
 * @throws what `cardImageOf`, the intake, the mask's checks and admission throw (privately,
 *   nothing charged).
 */
async function actOnCardImage(
  interaction: CardInteraction,
  context: AppContext,
  job: GenerationJob,
  { choice: action, imagesIn }: Awaited<ReturnType<typeof offeredHere>>,
  { change, mask }: Answered = {},
): Promise<void> {
  const { source, size } = cardImageOf(interaction.message, job.id);
  requireOffered({ imagesIn }, action, size);
  checkMaskOption(mask, source, imagesIn, context.config.IMAGE_INPUT_MAX_BYTES);
  const privately = repeatableOf(job).privateReply === true;
  await interaction.deferReply(privately ? { flags: MessageFlags.Ephemeral } : {});
  const options = {
    timeoutMs: INPUT_DOWNLOAD_MS,
    logAs: {
      kind: action.kind,
      channelId: interaction.channelId,
      prompt: change ?? promptOf(repeatableOf(job)),
    },
    onWait: tellInputWaits(interaction, context, { ephemeral: privately }),
  };
  const budgets = pairedBudgets(context.inputBudget, mask, context.config.IMAGE_INPUT_MAX_BYTES);
  await intakeInput(
    { ...context, inputBudget: budgets.image },
    source,
    safetyAskerOf(interaction),
    imagesIn,
    options,
    async (image) => {
      const input = mask
        ? {
            action,
            image,
            mask: await takeAttachedMask(
              { ...context, inputBudget: budgets.mask },
              mask,
              image,
              INPUT_DOWNLOAD_MS,
            ),
          }
        : await actionInput(action, image, imagesIn);
      await runGeneration(
        interaction,
        context,
        cardImageSpec(job, input, source.name, change, imagesIn),
      );
    },
  );
}

/**
 * A press of an action on a card's image (a button, or a set's select), once the backend offers
 * it: Vary (Region)'s painter where the owner enabled it, else its picker, the form of a choice that asks one first (Edit; Zoom out's custom
 * factor), else the action.
 * @throws what {@link offeredHere} and {@link actOnCardImage} throw.
 */
async function pressAction(
  interaction: ButtonInteraction | StringSelectMenuInteraction,
  context: AppContext,
  job: GenerationJob,
  token: string,
): Promise<void> {
  const offered = await offeredHere(interaction, context, job, token);
  const { choice } = offered;
  if (declarationOf(choice).masked === 'region') {
    const { painter } = context;
    if (painter && (await launchPainter(interaction, painter, job, offered.imagesIn))) return;
    return showRegionPicker(interaction, context, job, offered.imagesIn);
  }
  const id = IMAGE_IN_IDS.forms[choice.kind];
  const form = CARD_FORMS[choice.kind]?.form;
  if (!id || !form || !asksForm(choice)) return actOnCardImage(interaction, context, job, offered);
  const t = privateTranslator(context, interaction);
  const customId = id.build({ jobId: job.id, ...fieldsOf(choice) });
  const withFile = offered.imagesIn.edit?.mask === true;
  const note = declarationOf(choice).video
    ? await animationCostNote(context, interaction.guildId, t)
    : choice.kind === 'edit'
      ? editKindNote(offered.imagesIn, t)
      : undefined;
  await interaction.showModal(actionModal(form, t, customId, { withFile, ...(note && { note }) }));
}

/**
 * An action's form submitted (`kind`'s, {@link CARD_FORMS}): its answer read, then its action on
 * the card's image where the server's backend offers it now (where it takes none, refused with
 * the reason).
 * @throws what the form's answer, {@link offeredHere} and {@link actOnCardImage} throw.
 */
async function submitActionForm(
  submitted: ModalSubmitInteraction,
  context: AppContext,
  job: GenerationJob,
  kind: string,
  token: string,
): Promise<void> {
  const answer = CARD_FORMS[kind]?.answer(submitted, token);
  if (!answer) throw new GenerationNotFoundError();
  const offered = await offeredHere(submitted, context, job, answer.token);
  const ran = answer.action ? { ...offered, choice: answer.action } : offered;
  await actOnCardImage(submitted, context, job, ran, answer.answered);
}

/**
 * One image of a set, as the images-in select under it chose. The image is the stored reply's job
 * at the place the value names, never an id from the interaction.
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
  await pressAction(interaction, context, image, chosen.token);
}

/**
 * The components on a card's images (`render/image-action-rows.ts`), derived from `IMAGE_ACTIONS`:
 * each action's button and form under a single image, the select under a set; for whoever sees the
 * card (its member alone on a private one), each acting on the stored job its id names and only on
 * that job's message.
 */
export const IMAGE_IN_COMPONENTS = [
  ...IMAGE_ACTION_KINDS.map((kind) =>
    onJob('button', IMAGE_IN_IDS[kind], (clicked, context, job, fields) =>
      pressAction(clicked, context, job, tokenOf({ ...fields, kind })),
    ),
  ),
  ...Object.entries(IMAGE_IN_IDS.forms).map(([kind, id]) =>
    onJob('modal', id, (submitted, context, job, fields) =>
      submitActionForm(submitted, context, job, kind, tokenOf({ ...fields, kind })),
    ),
  ),
  onJob('select', IMAGE_IN_IDS.image, actOnSetImage),
];
