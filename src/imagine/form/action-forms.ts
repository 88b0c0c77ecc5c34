import {
  ComponentType,
  LabelBuilder,
  ModalBuilder,
  type ModalSubmitInteraction,
  TextInputBuilder,
  TextInputStyle,
} from 'discord.js';
import type { MessageKey } from '../../i18n/catalog.js';
import type { Translator } from '../../i18n/translator.js';
import { zoomFactor } from '../../region-edits/canvas-plan.js';
import { FormChangedError, ZoomFactorError } from '../imagine-errors.js';
import { IMAGINE_OPTIONS } from '../options/imagine-options.js';

/**
 * An image action's form (a modal), declared once: its title, its one text field (required), a
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
  };
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

/** Edit's form (a card's Edit, "Edit this image"): what to change. */
export const EDIT_FORM: ActionForm<string> = {
  title: 'imageActions.formTitle',
  text: {
    id: 'change',
    label: 'imageActions.formChange',
    placeholder: 'imageActions.formChangePlaceholder',
    maxLength: PROMPT_MAX,
    paragraph: true,
  },
  read: promptTyped,
};

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

/** Vary (Region)'s picker form: the prompt for the chosen cells, filled with the image's own. */
export const REGION_PROMPT_FORM: ActionForm<string> = {
  title: 'imageActions.regionFormTitle',
  text: { id: 'prompt', label: 'imageActions.formPrompt', maxLength: PROMPT_MAX, paragraph: true },
  read: promptTyped,
};

/** `form` in `t`'s language under `customId`, its text filled with `value`. */
export function actionModal<V>(
  form: ActionForm<V>,
  t: Translator,
  customId: string,
  value?: string,
): ModalBuilder {
  const { text } = form;
  const input = new TextInputBuilder()
    .setCustomId(text.id)
    .setStyle(text.paragraph ? TextInputStyle.Paragraph : TextInputStyle.Short)
    .setMaxLength(text.maxLength)
    .setRequired(true);
  if (text.placeholder) input.setPlaceholder(t.t(text.placeholder).slice(0, 100));
  if (value) input.setValue(value.slice(0, text.maxLength));
  return new ModalBuilder()
    .setCustomId(customId)
    .setTitle(t.t(form.title).slice(0, 45))
    .addLabelComponents(
      new LabelBuilder().setLabel(t.t(text.label).slice(0, 45)).setTextInputComponent(input),
    );
}

/**
 * What `form`, submitted, holds (user input), as its `read` makes it.
 * @throws the form's refusal (`read`) for a missing or unreadable text.
 */
export function readActionForm<V>(
  form: ActionForm<V>,
  { fields }: Pick<ModalSubmitInteraction, 'fields'>,
): V {
  const typed = fields.fields.get(form.text.id);
  return form.read(typed?.type === ComponentType.TextInput ? typed.value : '');
}
