import {
  LabelBuilder,
  ModalBuilder,
  type ModalSubmitInteraction,
  TextInputBuilder,
  TextInputStyle,
} from 'discord.js';

/** A field of a {@link numberForm}: a whole number in a range, or blank. */
export interface NumberField {
  readonly id: string;
  readonly label: string;
  readonly hint: string;
  readonly min: number;
  readonly max: number;
  /** The value it is filled in with, when one is set. */
  readonly current?: number | undefined;
}

/** A `/policy` form of whole numbers, each field blank or filled in with its current value. */
export function numberForm(customId: string, title: string, fields: readonly NumberField[]) {
  const labels = fields.map((field) => {
    const input = new TextInputBuilder()
      .setCustomId(field.id)
      .setStyle(TextInputStyle.Short)
      .setRequired(false)
      .setMaxLength(String(field.max).length)
      .setPlaceholder(`${field.min}–${field.max}`);
    if (field.current !== undefined) input.setValue(String(field.current));
    return new LabelBuilder()
      .setLabel(field.label.slice(0, 45))
      .setDescription(field.hint)
      .setTextInputComponent(input);
  });
  return new ModalBuilder()
    .setCustomId(customId)
    .setTitle(title)
    .addLabelComponents(...labels);
}

/**
 * The whole number typed into `field` of a submitted form, within `min`–`max`; undefined when blank.
 * @throws what `invalid()` makes, for anything else (nothing is changed by the caller).
 */
export function readWholeNumber(
  interaction: ModalSubmitInteraction,
  field: { readonly id: string; readonly min: number; readonly max: number },
  invalid: () => Error,
): number | undefined {
  const typed = interaction.fields.getTextInputValue(field.id).trim();
  if (typed === '') return undefined;
  const value = Number(typed);
  if (!(Number.isInteger(value) && value >= field.min && value <= field.max)) throw invalid();
  return value;
}
