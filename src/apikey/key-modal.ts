import {
  type ChatInputCommandInteraction,
  LabelBuilder,
  ModalBuilder,
  type ModalSubmitInteraction,
  TextInputBuilder,
  TextInputStyle,
} from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { privateTranslator } from '../bot/locale.js';
import { refuseWithoutAccounts, serverBackend } from '../bot/server-backend.js';
import { serviceFrom } from '../bot/service-where.js';
import type { SecretRegistry } from '../core/secret-registry.js';
import { truncate, userText } from '../discord/text.js';
import type { TextValues } from '../i18n/localized-text.js';
import type { Translator } from '../i18n/translator.js';
import { offering } from '../image-backend/backend-calls.js';
import { namingOf } from '../image-backend/backend-naming.js';
import type { ServiceSignup } from '../image-backend/backend-registry.js';
import type { Balance } from '../image-backend/backend-types.js';
import type { KeyCapabilities } from '../image-backend/capabilities.js';
import { API_KEY_PATTERN, API_KEY_SHAPE, accountNamed } from '../image-backend/credentials.js';
import { formatCredits } from '../keys/live-balance.js';
import { APIKEY_IDS } from './apikey-actions.js';
import { MalformedApiKeyError } from './apikey-errors.js';

const WRAPPING = /^[\s`'"]+|[\s`'"]+$/g;

/**
 * The API key a member typed, without the spaces, quotes or backticks a copy may bring along.
 * @throws MalformedApiKeyError when it is not shaped like the backend's keys (`keys.pattern`;
 * default: the image service's `sk-` followed by 48 hexadecimal characters), saying how they look.
 */
export function parseApiKey(
  text: string,
  keys: Pick<KeyCapabilities, 'pattern' | 'shape'> = {
    pattern: API_KEY_PATTERN,
    shape: API_KEY_SHAPE,
  },
): string {
  const key = text.replace(WRAPPING, '');
  if (!keys.pattern.test(key)) throw new MalformedApiKeyError(keys.shape);
  return key;
}

/** Discord's longest description of a form's field, its label and its placeholder. */
const DESCRIPTION_MAX = 100;
const LABEL_MAX = 45;
const PLACEHOLDER_MAX = 100;

/** The custom id of the one text field of every key or token modal. */
const SECRET_FIELD = 'secret';

/**
 * The modals of `/apikey`, by their messages in the catalogs (`apikey.<modal>.title`, …: title
 * and label at most 45 characters, description 100), and the custom id that routes their submit.
 */
const SECRET_MODALS = {
  linkModal: APIKEY_IDS.link,
  generateModal: APIKEY_IDS.generate,
  serverModal: APIKEY_IDS.serverSet,
};

/**
 * The handler that asks for a secret (an API key or a login token) in the modal of `kind`, with
 * one short text field: modals keep it out of the channel and out of command history
 * (`/apikey link`, `/apikey generate`, `/apikey server set`).
 */
export const secretModal =
  (kind: keyof typeof SECRET_MODALS) =>
  async (interaction: ChatInputCommandInteraction, context: AppContext): Promise<void> => {
    const registered = await serverBackend(context, interaction.guildId);
    refuseWithoutAccounts(registered, 'keys');
    if (kind === 'generateModal') offering(registered.backend, 'generateApiKey');
    const t = privateTranslator(context, interaction);
    const named = { ...namingOf(registered), shape: registered.backend.capabilities.keys.shape };
    const input = new TextInputBuilder()
      .setCustomId(SECRET_FIELD)
      .setStyle(TextInputStyle.Short)
      .setPlaceholder(truncate(t.t(`apikey.${kind}.placeholder`, named), PLACEHOLDER_MAX))
      .setRequired(true)
      .setMaxLength(200);
    await interaction.showModal(
      new ModalBuilder()
        .setCustomId(SECRET_MODALS[kind].build())
        .setTitle(t.t(`apikey.${kind}.title`))
        .addLabelComponents(
          new LabelBuilder()
            .setLabel(truncate(t.t(`apikey.${kind}.label`, named), LABEL_MAX))
            .setDescription(modalDescription(kind, registered.signup, t, named))
            .setTextInputComponent(input),
        ),
    );
  };

/** A form's description, then where keys and tokens come from when the operator said: 100 characters. */
function modalDescription(
  kind: keyof typeof SECRET_MODALS,
  signup: ServiceSignup,
  t: Translator,
  named: TextValues,
): string {
  const said = truncate(t.t(`apikey.${kind}.description`, named), DESCRIPTION_MAX);
  const from = serviceFrom(signup, t, DESCRIPTION_MAX - said.length - 1);
  return from ? `${said} ${from}` : said;
}

/** The text entered in a secret modal, noted in `secrets` first: no log line may repeat it. */
export function readSecret(interaction: ModalSubmitInteraction, secrets: SecretRegistry): string {
  const entered = interaction.fields.getTextInputValue(SECRET_FIELD);
  secrets.note(entered);
  return entered;
}

/**
 * What the answers to a key just linked or set say of it: masked, its service user (`named`: `no`
 * where the backend names none), its credits.
 */
export const linkedKeyValues = (masked: string, balance: Balance, t: Translator) => ({
  masked,
  named: accountNamed(balance.username, masked),
  username: userText(balance.username, 100),
  credits: formatCredits(balance, t),
});
