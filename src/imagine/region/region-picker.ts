import {
  type ButtonInteraction,
  MessageFlags,
  type ModalSubmitInteraction,
  type StringSelectMenuInteraction,
} from 'discord.js';
import { defineComponent, RIGHTS } from '../../bot/component.js';
import type { AppContext } from '../../bot/context.js';
import { privateTranslator } from '../../bot/locale.js';
import type { ImagesInCapabilities, InputImage, PixelSize } from '../../image-backend/images-in.js';
import { requireOffered } from '../../image-intake/input-image.js';
import { intakeInput } from '../../image-intake/intake-input.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import { InputGoneError } from '../../jobs/job-errors.js';
import { cellsMask } from '../../region-edits/cell-mask.js';
import { pickerImage } from '../../region-edits/picker-image.js';
import { chosenCells } from '../../region-edits/region-grid.js';
import { actionModal, REGION_PROMPT_FORM, readActionForm } from '../form/action-forms.js';
import { GenerationNotFoundError, NoCellsChosenError } from '../imagine-errors.js';
import { REGION_IDS, renderRegionPicker } from '../render/picker-answer.js';
import { safetyAskerOf } from '../requests/admission/admit-generation.js';
import { type ImageNote, keepNote, loadNote, type RegionNote } from '../requests/image-notes.js';
import { tellInputWaits } from '../requests/input-turn.js';
import { cardImageOf } from '../requests/message-image.js';
import { type RegionEdit, runRegionEdit } from './run-region-edit.js';

/** How long the card's image may take to download (the interaction is deferred first). */
const INPUT_DOWNLOAD_MS = 10_000;

/**
 * Vary (Region) pressed on a card's image, for whoever pressed it: the image as the card shows it
 * taken in once (the intake's checks) and kept as their input (`JobInputs`, under the press's id:
 * erased with them, never fetched again), a note naming it and the card (`ImageNote.region`), and
 * a private answer with the picker: the image with its labelled grid and a select of its cells.
 * @throws what `cardImageOf`, the intake and `requireOffered` throw (privately, nothing charged).
 */
export async function showRegionPicker(
  interaction: ButtonInteraction | StringSelectMenuInteraction,
  context: AppContext,
  job: GenerationJob,
  imagesIn: ImagesInCapabilities,
): Promise<void> {
  const { source, size } = cardImageOf(interaction.message, job.id);
  requireOffered({ imagesIn }, { kind: 'region' }, size);
  const { inputs } = context.jobs;
  if (!inputs) throw new InputGoneError();
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const asker = safetyAskerOf(interaction);
  const prompt = typeof job.request.prompt === 'string' ? job.request.prompt : '';
  const options = {
    timeoutMs: INPUT_DOWNLOAD_MS,
    logAs: { kind: 'region' as const, channelId: interaction.channelId, prompt },
    onWait: tellInputWaits(interaction, context, { ephemeral: true }),
  };
  await intakeInput(context, source, asker, imagesIn, options, async (image) => {
    const userId = interaction.user.id;
    await inputs.put(interaction.id, { userId, scope: asker.guildId ?? `dm:${userId}` }, image);
    const region: RegionNote = {
      jobId: job.id,
      inputRef: interaction.id,
      name: source.name,
      cells: [],
    };
    await keepNote(context, interaction.id, {
      userId,
      guildId: interaction.guildId,
      channelId: interaction.channelId,
      region,
    });
    const picture = await pickerImage(image);
    const t = privateTranslator(context, interaction);
    await interaction.editReply(renderRegionPicker(t, interaction.id, [], picture.bytes));
  });
}

/** A picker's note, as its component's id names it. */
type Picker = { readonly note: ImageNote; readonly region: RegionNote; readonly noteId: string };

/**
 * The picker note a component's id names, private to its member in its place (`loadNote`).
 * @throws {GenerationNotFoundError} when it expired, or is no picker's.
 */
async function loadPicker(context: AppContext, noteId: string) {
  const { object, belonging } = await loadNote(context, noteId);
  const { region } = object;
  if (!region || typeof region.jobId !== 'string') throw new GenerationNotFoundError();
  return { object: { note: object, region, noteId } satisfies Picker, belonging };
}

/** The cells chosen in the picker's select: kept in its note, the picker redrawn with them. */
async function chooseCells(
  interaction: StringSelectMenuInteraction,
  context: AppContext,
  { note, region, noteId }: Picker,
) {
  const cells = chosenCells(interaction.values);
  await keepNote(context, noteId, { ...note, region: { ...region, cells } });
  const t = privateTranslator(context, interaction);
  await interaction.update(renderRegionPicker(t, noteId, cells));
}

/**
 * Where the picker's note lets the image change: the painter's mask kept with its input, else
 * the chosen cells' feathered mask (`cellsMask`).
 * @throws {NoCellsChosenError} before a cell was chosen; {InputGoneError} when the mask is gone.
 */
async function maskOf(context: AppContext, region: RegionNote, image: PixelSize): Promise<Buffer> {
  if (region.painted) {
    const mask = await context.jobs.inputs.mask(region.inputRef);
    if (!mask) throw new InputGoneError();
    return mask.bytes;
  }
  const cells = chosenCells(region.cells);
  if (cells.length === 0) throw new NoCellsChosenError();
  return cellsMask(cells, image);
}

const sameCells = (a: readonly string[] | undefined, b: readonly string[]) =>
  a !== undefined && a.length === b.length && a.every((cell, index) => cell === b[index]);

/**
 * The picker's input with `mask` kept beside it, for the edit to name instead of a copy: the
 * painter's as it is; the first cells' mask added to it (and the note told which cells), and
 * again for the same cells. Other cells after them get undefined (a copy of their own, as a job
 * running on the first mask must keep it).
 */
async function keptWith(
  context: AppContext,
  { note, region, noteId }: Picker,
  image: InputImage,
  mask: Buffer,
): Promise<RegionEdit['kept']> {
  const { inputs } = context.jobs;
  const owner = await inputs.ownerOf(region.inputRef);
  if (!owner) throw new InputGoneError();
  const ref = region.inputRef;
  if (region.painted || sameCells(region.maskedCells, region.cells)) return { ref, owner };
  if (region.maskedCells !== undefined) return undefined;
  const { width, height } = image;
  await inputs.put(ref, owner, image, { bytes: mask, type: 'image/png', width, height });
  await keepNote(context, noteId, { ...note, region: { ...region, maskedCells: region.cells } });
  return { ref, owner };
}

/**
 * Vary region: the card's image, as the picker (or the painter) took it in, with its mask
 * ({@link maskOf}), as the note's member, with `prompt`, the painter's or the image's own
 * ({@link runRegionEdit}); the image is not stored again where the mask can be kept beside it
 * ({@link keptWith}).
 * @throws {NoCellsChosenError} before a cell was chosen; {GenerationNotFoundError} when the card's
 *   job is gone; {InputGoneError} when the image is; what {@link runRegionEdit} throws.
 */
async function varyRegion(
  interaction: ButtonInteraction | ModalSubmitInteraction,
  context: AppContext,
  picker: Picker,
  prompt = picker.region.prompt,
) {
  const { region } = picker;
  if (!region.painted && chosenCells(region.cells).length === 0) throw new NoCellsChosenError();
  const card = await context.jobs.get(region.jobId);
  if (!card) throw new GenerationNotFoundError();
  const image = await context.jobs.inputs.get(region.inputRef);
  if (!image) throw new InputGoneError();
  const mask = await maskOf(context, region, image);
  const kept = await keptWith(context, picker, image, mask);
  await runRegionEdit(interaction, context, {
    card,
    image,
    name: region.name,
    mask,
    ...(prompt !== undefined && { prompt }),
    ...(kept && { kept }),
  });
}

/** Change the prompt: the form asking the prompt for the area, filled with the painter's or the image's. */
async function showPromptForm(interaction: ButtonInteraction, context: AppContext, picker: Picker) {
  const { region } = picker;
  if (!region.painted && chosenCells(region.cells).length === 0) throw new NoCellsChosenError();
  const card = await context.jobs.get(region.jobId);
  if (!card) throw new GenerationNotFoundError();
  const own = typeof card.request.prompt === 'string' ? card.request.prompt : '';
  const t = privateTranslator(context, interaction);
  const customId = REGION_IDS.prompted.build({ noteId: picker.noteId });
  const value = region.prompt ?? own;
  await interaction.showModal(actionModal(REGION_PROMPT_FORM, t, customId, { value }));
}

const load = (_: unknown, context: AppContext, { noteId }: { readonly noteId: string }) =>
  loadPicker(context, noteId);

/**
 * Vary (Region)'s picker components, its member's alone, each acting on the note its id names
 * (never on ids read from the interaction): the cells select, Vary region, Change the prompt and
 * its form.
 */
export const REGION_COMPONENTS = [
  defineComponent({
    kind: 'select',
    id: REGION_IDS.cells,
    right: RIGHTS.owner,
    load,
    run: chooseCells,
  }),
  defineComponent({
    kind: 'button',
    id: REGION_IDS.go,
    right: RIGHTS.owner,
    load,
    run: (interaction, context, picker) => varyRegion(interaction, context, picker),
  }),
  defineComponent({
    kind: 'button',
    id: REGION_IDS.prompt,
    right: RIGHTS.owner,
    load,
    run: showPromptForm,
  }),
  defineComponent({
    kind: 'modal',
    id: REGION_IDS.prompted,
    right: RIGHTS.owner,
    load,
    run: (interaction, context, picker) =>
      varyRegion(
        interaction,
        context,
        picker,
        readActionForm(REGION_PROMPT_FORM, interaction).value,
      ),
  }),
];
