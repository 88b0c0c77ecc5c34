import {
  LabelBuilder,
  ModalBuilder,
  type ModalSubmitInteraction,
  TextInputBuilder,
  TextInputStyle,
} from 'discord.js';
import type { Translator } from '../../i18n/translator.js';
import { FormChangedError } from '../errors.js';
import { IMAGINE_OPTIONS } from '../options/imagine-options.js';

/** The one field of Edit's form: what to change (the edit's prompt). */
const CHANGE_FIELD = 'change';

/** Edit's form (a card's Edit, "Edit this image"): what to change, under `customId`. */
export function editForm(t: Translator, customId: string): ModalBuilder {
  const input = new TextInputBuilder()
    .setCustomId(CHANGE_FIELD)
    .setStyle(TextInputStyle.Paragraph)
    .setMaxLength(IMAGINE_OPTIONS.prompt.maxLength)
    .setPlaceholder(t.t('imageActions.formChangePlaceholder').slice(0, 100))
    .setRequired(true);
  return new ModalBuilder()
    .setCustomId(customId)
    .setTitle(t.t('imageActions.formTitle').slice(0, 45))
    .addLabelComponents(
      new LabelBuilder()
        .setLabel(t.t('imageActions.formChange').slice(0, 45))
        .setTextInputComponent(input),
    );
}

/**
 * What Edit's form, submitted, asks to change (user input: checked by admission as a prompt).
 * @throws {FormChangedError} when it lacks the field, or it is blank.
 */
export function readEditForm(interaction: ModalSubmitInteraction): string {
  let change: string;
  try {
    change = interaction.fields.getTextInputValue(CHANGE_FIELD).trim();
  } catch {
    throw new FormChangedError();
  }
  if (!change) throw new FormChangedError();
  return change.slice(0, IMAGINE_OPTIONS.prompt.maxLength);
}
