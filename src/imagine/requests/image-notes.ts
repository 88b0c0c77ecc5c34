import type { MessageContextMenuCommandInteraction } from 'discord.js';
import type { Keyv } from 'keyv';
import type { Belonging } from '../../bot/component.js';
import type { AppContext } from '../../bot/context.js';
import type { InputSource } from '../../image-intake/intake-input.js';
import { GenerationNotFoundError } from '../imagine-errors.js';
import type { AttachmentRef } from '../options/option-spec.js';
import { firstImageOf } from './message-image.js';

/** The keyv namespace of {@link ImageNote}s, declared once. */
export const IMAGE_NOTES_NAMESPACE = 'image-notes';

/** How long a note is kept: a form opened and left, a caption's Imagine this. */
export const IMAGE_NOTE_TTL_MS = 60 * 60 * 1000;

/**
 * What a command on an image remembers for its next step, under the command's interaction id:
 * "Edit this image" the image it was used on until its form is submitted, `/describe` the caption
 * until Imagine this, Vary (Region) its picker's image and cells (or the painter's mask). It names its member and place, which decide who may use it; it expires by
 * itself and goes with the member's data (Forget me).
 */
export interface ImageNote {
  readonly userId: string;
  readonly guildId: string | null;
  readonly channelId: string;
  /** The image a form will start from (Discord's CDN URL, fetched when the form is submitted). */
  readonly source?: InputSource;
  /** A caption to imagine. */
  readonly caption?: string;
  /** Vary (Region)'s picker: the card image it changes and the cells chosen so far. */
  readonly region?: RegionNote;
}

/** What Vary (Region)'s picker keeps until it runs (`region/region-picker.ts`). */
export interface RegionNote {
  /** The card's job whose image it changes (its prompt, its request, its privacy). */
  readonly jobId: string;
  /** Where the image taken in is kept (`JobInputs`, the member's record), never fetched again. */
  readonly inputRef: string;
  /** The image's file name, for the card's source line. */
  readonly name: string;
  /** The cells chosen (`A1` … `D4`), read back through `chosenCells`; empty until chosen. */
  readonly cells: readonly string[];
  /**
   * The cells whose mask is kept with the input (`JobInputs.mask`): the first Vary region of
   * these cells ran on the input as it is kept, and so does another of the same cells.
   */
  readonly maskedCells?: readonly string[];
  /** Painted in the painter instead: the mask is kept with the input (`JobInputs.mask`). */
  readonly painted?: true;
  /** The prompt sent from the painter, where the member changed it there. */
  readonly prompt?: string;
}

const notesOf = (context: Pick<AppContext, 'stores'>): Keyv<ImageNote> =>
  context.stores.keyv<ImageNote>(IMAGE_NOTES_NAMESPACE);

/** Keeps `note` under `id` for {@link IMAGE_NOTE_TTL_MS}. */
export async function keepNote(context: Pick<AppContext, 'stores'>, id: string, note: ImageNote) {
  await notesOf(context).set(id, note, IMAGE_NOTE_TTL_MS);
}

/**
 * Keeps the first image of the message an Apps command was used on (`firstImageOf`) for the
 * command's member and place, under the interaction's id: what its form starts from.
 * @throws {NoImageInMessageError} on a message without an image.
 */
export async function keepMessageImage(
  context: Pick<AppContext, 'stores'>,
  interaction: MessageContextMenuCommandInteraction,
): Promise<void> {
  await keepNote(context, interaction.id, {
    userId: interaction.user.id,
    guildId: interaction.guildId,
    channelId: interaction.channelId,
    source: firstImageOf(interaction.targetMessage),
  });
}

/**
 * The image `note` kept, as an attachment option of `/imagine` (`image:`, `reference:`).
 * @throws {GenerationNotFoundError} when it kept none.
 */
export function noteImage({ source }: ImageNote): AttachmentRef {
  if (!source) throw new GenerationNotFoundError();
  return {
    name: source.name,
    url: source.url,
    size: source.size ?? 0,
    contentType: source.contentType ?? null,
  };
}

/**
 * The note a component's id names and where it belongs: private to its member, in its place, on
 * the answer of the command that kept it (or a form that command opened).
 * @throws {GenerationNotFoundError} when it expired or never was.
 */
export async function loadNote(
  context: Pick<AppContext, 'stores'>,
  id: string,
): Promise<{ object: ImageNote; belonging: Belonging }> {
  const note = await notesOf(context).get(id);
  if (!note || typeof note.userId !== 'string') throw new GenerationNotFoundError();
  return {
    object: note,
    belonging: {
      ownerId: note.userId,
      guildId: note.guildId,
      channelId: note.channelId,
      private: true,
      message: { interactionId: id, ids: [] },
    },
  };
}
