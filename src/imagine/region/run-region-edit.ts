import { MessageFlags, type RepliableInteraction } from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import { serverBackend } from '../../bot/server-backend.js';
import { isOffered } from '../../image-backend/image-actions.js';
import type { InputImage } from '../../image-backend/images-in.js';
import { checkInputFits } from '../../image-backend/input-fit.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import { imageFormatOf } from '../../safety/image-format.js';
import { GenerationNotFoundError, MaskNotOfferedError } from '../imagine-errors.js';
import type { GenerationSpec } from '../options/generation-spec.js';
import { askerOf } from '../requests/admission/admit-generation.js';
import { cardImageSpec } from '../requests/card-image-spec.js';
import { repeatableOf } from '../requests/repeat-generation.js';
import { runGeneration } from '../requests/start-generation.js';

/** A region edit of a card's image: what changes, where, and how it is named. */
export interface RegionEdit {
  /** The card's job whose image it changes: its prompt, request and privacy are the edit's. */
  readonly card: GenerationJob;
  /** The card's image as it was taken in (the intake's checks passed), never fetched again. */
  readonly image: InputImage;
  /** Its file name, for the new card's source line ("🖌️ Region varied from …"). */
  readonly name: string;
  /**
   * Where it may change: a PNG of the image's size, alpha 0 where it may change and 255 where it
   * keeps (`region-edits/mask-alpha.ts`' `encodeMask`, or an attached or painted mask checked by
   * `checkAttachedMask`).
   */
  readonly mask: Buffer;
  /** The prompt for the changed part; absent: the image's own. */
  readonly prompt?: string;
  /**
   * Where the image and this very mask are kept already (the picker's or the painter's input):
   * the job names them there instead of storing a copy (`GenerationSpec.keptInput`).
   */
  readonly kept?: GenerationSpec['keptInput'];
}

/**
 * Runs Vary (Region) of a card's image with a mask, for the member of `interaction` (the picker's
 * Vary region, its prompt form, the painter): a new generation of the card's request on `image`
 * where `mask` frees it, a new seed, admitted, counted and paid as an edit is (limits, budgets,
 * `/history`), its input and mask kept together in `JobInputs` for the job's life (a restart or
 * another process submits them from there: where `kept`, as they are kept already, else a copy
 * under the interaction's id), public or private as the card is. The interaction is
 * answered by the generation's card (deferred first when it was not).
 * @throws {MaskNotOfferedError} where the server's backend takes no mask now;
 *   {GenerationNotFoundError} for a card that is no finished image from a prompt; what admission
 *   and the port's input check throw (privately, nothing charged).
 */
export async function runRegionEdit(
  interaction: RepliableInteraction,
  context: AppContext,
  edit: RegionEdit,
): Promise<void> {
  const { card, image } = edit;
  if (card.state !== 'completed' || typeof card.request.prompt !== 'string') {
    throw new GenerationNotFoundError();
  }
  const { backend } = await serverBackend(context, askerOf(interaction).guildId);
  const { imagesIn } = backend.capabilities;
  const action = { kind: 'region' } as const;
  if (!imagesIn || !isOffered(imagesIn, action)) throw new MaskNotOfferedError();
  const header = imageFormatOf(edit.mask);
  const [width, height] = header.shown ? [header.width, header.height] : [0, 0];
  const mask: InputImage = { bytes: edit.mask, type: 'image/png', width, height };
  const input = { action, image, mask };
  checkInputFits(imagesIn, input);
  if (!interaction.deferred && !interaction.replied) {
    const privately = repeatableOf(card).privateReply === true;
    await interaction.deferReply(privately ? { flags: MessageFlags.Ephemeral } : {});
  }
  const spec = cardImageSpec(card, input, edit.name, edit.prompt);
  await runGeneration(interaction, context, edit.kept ? { ...spec, keptInput: edit.kept } : spec);
}
