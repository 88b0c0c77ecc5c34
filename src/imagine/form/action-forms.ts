import {
  ComponentType,
  FileUploadBuilder,
  LabelBuilder,
  ModalBuilder,
  type ModalSubmitInteraction,
  TextInputBuilder,
  TextInputStyle,
} from 'discord.js';
import type { MessageKey } from '../../i18n/catalog.js';
import type { Translator } from '../../i18n/translator.js';
import type { ImagesInCapabilities } from '../../image-backend/images-in.js';
import { zoomFactor } from '../../region-edits/canvas-plan.js';
import { FormChangedError, ZoomFactorError } from '../imagine-errors.js';
import { IMAGINE_OPTIONS } from '../options/imagine-options.js';
import type { AttachmentRef } from '../options/option-spec.js';

/**
 * An image action's form (a modal), declared once: its title, its one text field (required unless
 * `optional`), a
 * file it may take besides, and what the typed text makes. {@link actionModal} draws it and
 * {@link readActionForm} reads it back, for every form.
 */
export interface ActionForm<V> {
  readonly title: MessageKey;
  readonly text: {
    readonly id: string;
    readonly label: MessageKey;
    readonly placeholder?: MessageKey;
    readonly maxLength: number;
    /** Several lines. @default false */
    readonly paragraph?: boolean;
    /** May be left empty. @default false: required */
    readonly optional?: boolean;
  };
  /** An optional file (Edit's mask), shown where the opener says so (`withFile`). */
  readonly file?: { readonly id: string; readonly label: MessageKey; readonly hint: MessageKey };
  /**
   * The value the text makes (user input; '' when the field is missing).
   * @throws the form's refusal when it makes none.
   */
  read(typed: string): V;
}

const PROMPT_MAX = IMAGINE_OPTIONS.prompt.maxLength;

/** A prompt typed into a form: trimmed, within the prompt's length. @throws {FormChangedError} blank. */
function promptTyped(typed: string): string {
  const prompt = typed.trim();
  if (!prompt) throw new FormChangedError();
  return prompt.slice(0, PROMPT_MAX);
}

/** Edit's form (a card's Edit, "Edit this image"): what to change, and a mask where one is taken. */
export const EDIT_FORM: ActionForm<string> = {
  title: 'imageActions.formTitle',
  text: {
    id: 'change',
    label: 'imageActions.formChange',
    placeholder: 'imageActions.formChangePlaceholder',
    maxLength: PROMPT_MAX,
    paragraph: true,
  },
  file: { id: 'mask', label: 'imageActions.formMask', hint: 'imageActions.formMaskHint' },
  read: promptTyped,
};

/**
 * "Use as reference"'s form (Apps on a message with an image): what to make following it, and
 * the image the words change instead of it, where the backend takes references.
 */
export const REFERENCE_FORM: ActionForm<string> = {
  title: 'imageActions.referenceFormTitle',
  text: {
    id: 'prompt',
    label: 'imageActions.referenceFormPrompt',
    placeholder: 'imageActions.referenceFormPlaceholder',
    maxLength: PROMPT_MAX,
    paragraph: true,
  },
  file: {
    id: 'image',
    label: 'imageActions.referenceFormImage',
    hint: 'imageActions.referenceFormImageHint',
  },
  read: promptTyped,
};

/**
 * What Edit's form says of the edit that will run on a backend taking `imagesIn`: an instruction
 * (an edit model keeps the rest), or the whole new image described (image to image).
 */
export const editKindNote = (imagesIn: ImagesInCapabilities | undefined, t: Translator) =>
  t.t(imagesIn?.edit?.byWords ? 'imageActions.formByWords' : 'imageActions.formRedrawn');

/** Zoom out's custom form (a card's "Zoom out (custom)…"): the factor, 1.1 to 2. */
export const ZOOM_FORM: ActionForm<number> = {
  title: 'imageActions.zoomFormTitle',
  text: {
    id: 'factor',
    label: 'imageActions.zoomFormFactor',
    placeholder: 'imageActions.zoomFormPlaceholder',
    maxLength: 8,
  },
  read: (typed) => {
    const factor = zoomFactor(typed);
    if (factor === undefined) throw new ZoomFactorError();
    return factor;
  },
};

/**
 * Animate's form (a card's 🎬 Animate, `/animate`'s message command): the motion prompt, what
 * should move and how (Midjourney's manual motion); left empty, the image's own prompt.
 */
export const ANIMATE_FORM: ActionForm<string> = {
  title: 'imageActions.animateFormTitle',
  text: {
    id: 'motion',
    label: 'imageActions.animateFormMotion',
    placeholder: 'imageActions.animateFormPlaceholder',
    maxLength: PROMPT_MAX,
    paragraph: true,
    optional: true,
  },
  read: (typed) => typed.trim().slice(0, PROMPT_MAX),
};

/** Vary (Region)'s picker form: the prompt for the chosen cells, filled with the image's own. */
export const REGION_PROMPT_FORM: ActionForm<string> = {
  title: 'imageActions.regionFormTitle',
  text: { id: 'prompt', label: 'imageActions.formPrompt', maxLength: PROMPT_MAX, paragraph: true },
  read: promptTyped,
};

/**
 * `form` in `t`'s language under `customId`: its text filled with `value`, its file `withFile`,
 * `note` under its text's label (what an animation costs and takes).
 */
export function actionModal<V>(
  form: ActionForm<V>,
  t: Translator,
  customId: string,
  {
    value,
    withFile = false,
    note,
  }: { readonly value?: string; readonly withFile?: boolean; readonly note?: string } = {},
): ModalBuilder {
  const { text, file } = form;
  const input = new TextInputBuilder()
    .setCustomId(text.id)
    .setStyle(text.paragraph ? TextInputStyle.Paragraph : TextInputStyle.Short)
    .setMaxLength(text.maxLength)
    .setRequired(text.optional !== true);
  if (text.placeholder) input.setPlaceholder(t.t(text.placeholder).slice(0, 100));
  if (value) input.setValue(value.slice(0, text.maxLength));
  const label = new LabelBuilder().setLabel(t.t(text.label).slice(0, 45));
  if (note) label.setDescription(note.slice(0, 100));
  const labels = [label.setTextInputComponent(input)];
  if (file && withFile) {
    labels.push(
      new LabelBuilder()
        .setLabel(t.t(file.label).slice(0, 45))
        .setDescription(t.t(file.hint).slice(0, 100))
        .setFileUploadComponent(new FileUploadBuilder().setCustomId(file.id).setRequired(false)),
    );
  }
  return new ModalBuilder()
    .setCustomId(customId)
    .setTitle(t.t(form.title).slice(0, 45))
    .addLabelComponents(...labels);
}

/**
 * What `form`, submitted, holds (user input): what its text makes (`read`), and the first file of
 * its file field where the modal had one, as Discord describes it.
 * @throws the form's refusal (`read`) for a missing or unreadable text.
 */
export function readActionForm<V>(
  form: ActionForm<V>,
  { fields }: Pick<ModalSubmitInteraction, 'fields'>,
): { readonly value: V; readonly file?: AttachmentRef } {
  const typed = fields.fields.get(form.text.id);
  const value = form.read(typed?.type === ComponentType.TextInput ? typed.value : '');
  const upload = form.file && fields.fields.get(form.file.id);
  if (upload?.type !== ComponentType.FileUpload) return { value };
  const file = upload.attachments?.first();
  if (!file) return { value };
  const { name, url, size, contentType, width, height } = file;
  return { value, file: { name, url, size, contentType, width, height } };
}
