import {
  LabelBuilder,
  ModalBuilder,
  type ModalSubmitInteraction,
  TextInputBuilder,
  TextInputStyle,
} from 'discord.js';
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

/** What a {@link secretModal} asks for. */
export interface SecretModalOptions {
  /** Routes the submit back, e.g. `apikey:link`. */
  readonly customId: string;
  /** At most 45 characters. */
  readonly title: string;
  /** The field's label, at most 45 characters. */
  readonly label: string;
  /** Help under the label, at most 100 characters. */
  readonly description: string;
  readonly placeholder: string;
}

/**
 * A modal with one short text field for a secret (an API key or a login token): modals keep it out
 * of the channel and out of command history.
 */
export function secretModal(options: SecretModalOptions): ModalBuilder {
  const input = new TextInputBuilder()
    .setCustomId(SECRET_FIELD)
    .setStyle(TextInputStyle.Short)
    .setPlaceholder(options.placeholder)
    .setRequired(true)
    .setMaxLength(200);
  return new ModalBuilder()
    .setCustomId(options.customId)
    .setTitle(options.title)
    .addLabelComponents(
      new LabelBuilder()
        .setLabel(options.label)
        .setDescription(options.description)
        .setTextInputComponent(input),
    );
}

/** The text entered in a {@link secretModal}. */
export function readSecret(interaction: ModalSubmitInteraction): string {
  return interaction.fields.getTextInputValue(SECRET_FIELD);
}
