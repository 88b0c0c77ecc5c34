import type { MessageContextMenuCommandInteraction, ModalSubmitInteraction } from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import { reachOf } from '../../bot/install-scope.js';
import { privateTranslator } from '../../bot/locale.js';
import { serverBackend } from '../../bot/server-backend.js';
import { InputImageError } from '../../image-intake/intake-errors.js';
import { actionModal, REFERENCE_FORM, readActionForm } from '../form/action-forms.js';
import { type ImageNote, keepMessageImage, noteImage } from './image-notes.js';
import { imagine } from './run-imagine.js';

/**
 * "Use as reference": where the server's backend edits by words, keeps the message's first image
 * (a card, a member's post: any message the member sees) for its member (`ImageNote`, under the
 * interaction's id) and opens the form asking what to make with it, with a file for the image the
 * words change instead where the backend takes references.
 * @throws {InputImageError} `referencesNotFollowed` where it does not edit by words;
 *   {NoImageInMessageError} on a message without an image.
 */
export async function showUseAsReference(
  interaction: MessageContextMenuCommandInteraction,
  context: AppContext,
  formIdOf: (noteId: string) => string,
): Promise<void> {
  const { backend } = await serverBackend(context, reachOf(interaction).serverId);
  const edit = backend.capabilities.imagesIn?.edit;
  if (edit?.byWords !== true) throw new InputImageError('referencesNotFollowed');
  await keepMessageImage(context, interaction);
  const t = privateTranslator(context, interaction);
  const withFile = (edit.references ?? 0) > 0;
  await interaction.showModal(
    actionModal(REFERENCE_FORM, t, formIdOf(interaction.id), { withFile }),
  );
}

/**
 * The form of "Use as reference", submitted: `/imagine` with the words as the prompt and the kept
 * image as its `reference:`, the form's image as its `image:` (without one, the kept image is the
 * one the words change); the intake's checks, admission, the member's defaults, as typed.
 */
export async function runUseAsReference(
  interaction: ModalSubmitInteraction,
  context: AppContext,
  note: ImageNote,
): Promise<void> {
  const reference = noteImage(note);
  const { value: prompt, file: image } = readActionForm(REFERENCE_FORM, interaction);
  await imagine(interaction, context, { prompt, ...(image && { image }), reference });
}
