import {
  LabelBuilder,
  ModalBuilder,
  type ModalSubmitInteraction,
  TextInputBuilder,
  TextInputStyle,
} from 'discord.js';
import type { Translator } from '../../i18n/translator.js';
import { zoomFactor } from '../../region-edits/canvas-plan.js';
import { ZoomFactorError } from '../errors.js';

/** The one field of Zoom out's custom form: the factor. */
const FACTOR_FIELD = 'factor';

/** Zoom out's custom form (a card's "Zoom out (custom)…"): the factor, 1.1 to 2, under `customId`. */
export function zoomForm(t: Translator, customId: string): ModalBuilder {
  const input = new TextInputBuilder()
    .setCustomId(FACTOR_FIELD)
    .setStyle(TextInputStyle.Short)
    .setMaxLength(8)
    .setPlaceholder(t.t('imageActions.zoomFormPlaceholder').slice(0, 100))
    .setRequired(true);
  return new ModalBuilder()
    .setCustomId(customId)
    .setTitle(t.t('imageActions.zoomFormTitle').slice(0, 45))
    .addLabelComponents(
      new LabelBuilder()
        .setLabel(t.t('imageActions.zoomFormFactor').slice(0, 45))
        .setTextInputComponent(input),
    );
}

/**
 * The factor Zoom out's form, submitted, asks (user input: "1.3", "1,3", "1.3x"), within its bounds.
 * @throws {ZoomFactorError} when it holds none.
 */
export function readZoomForm(interaction: ModalSubmitInteraction): number {
  let typed = '';
  try {
    typed = interaction.fields.getTextInputValue(FACTOR_FIELD);
  } catch {
    throw new ZoomFactorError();
  }
  const factor = zoomFactor(typed);
  if (factor === undefined) throw new ZoomFactorError();
  return factor;
}
