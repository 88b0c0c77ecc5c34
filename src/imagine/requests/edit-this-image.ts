import type { MessageContextMenuCommandInteraction, ModalSubmitInteraction } from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import { reachOf } from '../../bot/install-scope.js';
import { privateTranslator } from '../../bot/locale.js';
import { serverBackend } from '../../bot/server-backend.js';
import { offeredChoice } from '../../image-backend/image-actions.js';
import { actionModal, EDIT_FORM, editKindNote, readActionForm } from '../form/action-forms.js';
import { ImageActionNotOfferedError } from '../imagine-errors.js';
import { type ImageNote, keepMessageImage, noteImage } from './image-notes.js';
import { imagine } from './run-imagine.js';

/**
 * "Edit this image": where the server's backend edits images, keeps the message's first image
 * for its member (`ImageNote`, under the interaction's id) and opens the form asking what to change
 * (with a mask where the backend takes one).
 * @throws {ImageActionNotOfferedError} where it does not; {NoImageInMessageError} on a message
 *   without an image.
 */
export async function showEditThisImage(
  interaction: MessageContextMenuCommandInteraction,
  context: AppContext,
  formIdOf: (noteId: string) => string,
): Promise<void> {
  const { backend } = await serverBackend(context, reachOf(interaction).serverId);
  const { imagesIn } = backend.capabilities;
  if (!offeredChoice(imagesIn, 'edit')) {
    throw new ImageActionNotOfferedError();
  }
  await keepMessageImage(context, interaction);
  const t = privateTranslator(context, interaction);
  const withFile = imagesIn?.edit?.mask === true;
  const note = editKindNote(imagesIn, t);
  await interaction.showModal(
    actionModal(EDIT_FORM, t, formIdOf(interaction.id), { withFile, note }),
  );
}

/**
 * The form of "Edit this image", submitted: `/imagine` with the change as the prompt, the kept
 * image as its `image:` and the form's mask as its `mask:` (the intake's and the mask's checks,
 * admission, the member's defaults, as typed).
 */
export async function runEditThisImage(
  interaction: ModalSubmitInteraction,
  context: AppContext,
  note: ImageNote,
): Promise<void> {
  const image = noteImage(note);
  const { value: prompt, file: mask } = readActionForm(EDIT_FORM, interaction);
  await imagine(interaction, context, { prompt, ...(mask && { mask }), image });
}
