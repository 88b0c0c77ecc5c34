import {
  LabelBuilder,
  ModalBuilder,
  type ModalSubmitInteraction,
  TextInputBuilder,
  TextInputStyle,
} from 'discord.js';
import type { Translator } from '../i18n/translator.js';
import { isApiKeyFormat } from '../image-api/credentials.js';
import { MalformedApiKeyError } from './errors.js';

const WRAPPING = /^[\s`'"]+|[\s`'"]+$/g;

/**
 * The API key a member typed, without the spaces, quotes or backticks a copy may bring along.
 * @throws MalformedApiKeyError when it is not `sk-` followed by 48 hexadecimal characters.
 */
export function parseApiKey(text: string): string {
  const key = text.replace(WRAPPING, '');
  if (!isApiKeyFormat(key)) throw new MalformedApiKeyError();
  return key;
}

/** The custom id of the one text field of every key or token modal. */
export const SECRET_FIELD = 'secret';

/** The modals of `/apikey`, by their messages in the catalogs (`apikey.<modal>.title`, …). */
export type SecretModalKind = 'linkModal' | 'generateModal' | 'serverModal';

/** What a {@link secretModal} asks for. */
export interface SecretModalOptions {
  /** Routes the submit back, e.g. `apikey:link`. */
  readonly customId: string;
  /**
   * Its words: title (at most 45 characters), the field's label (45) and description (100), and
   * the placeholder.
   */
  readonly kind: SecretModalKind;
}

/**
 * A modal with one short text field for a secret (an API key or a login token): modals keep it out
 * of the channel and out of command history.
 */
export function secretModal(options: SecretModalOptions, t: Translator): ModalBuilder {
  const { kind } = options;
  const input = new TextInputBuilder()
    .setCustomId(SECRET_FIELD)
    .setStyle(TextInputStyle.Short)
    .setPlaceholder(t.t(`apikey.${kind}.placeholder`))
    .setRequired(true)
    .setMaxLength(200);
  return new ModalBuilder()
    .setCustomId(options.customId)
    .setTitle(t.t(`apikey.${kind}.title`))
    .addLabelComponents(
      new LabelBuilder()
        .setLabel(t.t(`apikey.${kind}.label`))
        .setDescription(t.t(`apikey.${kind}.description`))
        .setTextInputComponent(input),
    );
}

/** The text entered in a {@link secretModal}. */
export function readSecret(interaction: ModalSubmitInteraction): string {
  return interaction.fields.getTextInputValue(SECRET_FIELD);
}
