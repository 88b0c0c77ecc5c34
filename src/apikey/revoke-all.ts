import {
  ActionRowBuilder,
  ButtonBuilder,
  type ButtonInteraction,
  ButtonStyle,
  type InteractionReplyOptions,
} from 'discord.js';
import { customId } from '../bot/command.js';
import type { AppContext } from '../bot/context.js';
import { CommandUnavailableError } from '../bot/errors.js';
import { privateTranslator } from '../bot/locale.js';
import { EPHEMERAL, REPLACE } from '../bot/private-answers.js';
import { NO_MENTIONS } from '../discord/discord-rules.js';
import { userText } from '../discord/text.js';
import type { MessageKey } from '../i18n/catalog.js';
import type { Translator } from '../i18n/translator.js';
import { InvalidApiKeyError } from '../image-api/errors.js';
import { forgetRejectedKey } from '../keys/key-ref.js';
import { APIKEY_ACTIONS, APIKEY_COMMAND } from './apikey-actions.js';
import { NotYourConfirmationError } from './errors.js';

/** How long the Confirm button of `/apikey revoke all` works: 5 minutes. */
export const REVOKE_ALL_TTL_MS = 5 * 60_000;

/** What the Confirm button's custom id carries: nothing secret. */
export interface RevokeAllRequest {
  /** The member who asked; only they may confirm. */
  readonly userId: string;
  /** When they asked (the command's creation time), epoch milliseconds. */
  readonly issuedAt: number;
  /** When their key was linked: a key linked since is not revoked on this confirmation. */
  readonly linkedAt: number;
}

/** The ephemeral question with Confirm and Cancel buttons, in `t`'s language. */
export function revokeAllPrompt(
  request: RevokeAllRequest,
  serviceUsername: string,
  t: Translator,
): InteractionReplyOptions {
  const { userId, issuedAt, linkedAt } = request;
  const confirm = new ButtonBuilder()
    .setCustomId(customId(APIKEY_COMMAND, APIKEY_ACTIONS.revokeAll, userId, issuedAt, linkedAt))
    .setLabel(t.t('apikey.revokeAll.confirm'))
    .setStyle(ButtonStyle.Danger);
  const cancel = new ButtonBuilder()
    .setCustomId(customId(APIKEY_COMMAND, APIKEY_ACTIONS.revokeCancel, userId))
    .setLabel(t.t('apikey.revokeAll.cancel'))
    .setStyle(ButtonStyle.Secondary);
  const content = [
    t.t('apikey.revokeAll.question', { username: userText(serviceUsername, 100) }),
    t.t('apikey.revokeAll.consequence'),
    t.t('apikey.revokeAll.confirmWithin', { minutes: REVOKE_ALL_TTL_MS / 60_000 }),
  ].join('\n');
  return {
    content,
    components: [new ActionRowBuilder<ButtonBuilder>().addComponents(confirm, cancel)],
    ...EPHEMERAL,
  };
}

/** Reads the Confirm button's arguments; undefined when they are not what {@link revokeAllPrompt} wrote. */
export function parseRevokeAllRequest(args: readonly string[]): RevokeAllRequest | undefined {
  const [userId, issuedAt, linkedAt] = args;
  const valid = /^\d{1,20}$/;
  if (!userId || !issuedAt || !linkedAt) return undefined;
  if (![userId, issuedAt, linkedAt].every((part) => valid.test(part))) return undefined;
  return { userId, issuedAt: Number(issuedAt), linkedAt: Number(linkedAt) };
}

const closed = (t: Translator, key: MessageKey) => ({
  content: t.t(key),
  components: [],
  allowedMentions: NO_MENTIONS,
});

/**
 * Confirm of `/apikey revoke all`: only the member who asked, within {@link REVOKE_ALL_TTL_MS},
 * and only while the same key is linked. Revokes every key of its account, then unlinks it.
 */
export async function confirmRevokeAll(
  interaction: ButtonInteraction,
  context: AppContext,
  args: string[],
): Promise<void> {
  const request = parseRevokeAllRequest(args);
  if (!request) throw new CommandUnavailableError();
  if (interaction.user.id !== request.userId) throw new NotYourConfirmationError();
  const t = privateTranslator(context, interaction);
  if (interaction.createdTimestamp - request.issuedAt > REVOKE_ALL_TTL_MS) {
    await interaction.update(closed(t, 'apikey.revokeAll.expired'));
    return;
  }
  const { userId } = request;
  const stored = await context.stores.apiKeys.get(userId);
  if (stored?.linkedAt !== request.linkedAt) {
    await interaction.update(closed(t, 'apikey.revokeAll.changed'));
    return;
  }
  await interaction.deferUpdate();
  let revoked: number | undefined;
  try {
    revoked = await context.api.revokeApiKey(stored.apiKey, { all: true });
  } catch (error) {
    if (!(error instanceof InvalidApiKeyError)) throw error;
    await forgetRejectedKey(context.stores, { kind: 'user', userId }, stored.apiKey);
    const content = t.t('apikey.revokeAll.alreadyInvalid', { masked: stored.masked });
    await interaction.editReply({ content, ...REPLACE });
    return;
  }
  const current = await context.stores.apiKeys.get(userId);
  if (current?.apiKey === stored.apiKey) await context.stores.apiKeys.unlink(userId);
  context.logger.info('all api keys revoked', { user: userId, revoked });
  const said = { masked: stored.masked, username: userText(stored.serviceUsername, 100) };
  const content = [
    revoked === undefined
      ? t.t('apikey.revokeAll.doneEvery', said)
      : t.t('apikey.revokeAll.done', { ...said, count: revoked }),
    t.t('apikey.revokeAll.next'),
  ].join('\n');
  await interaction.editReply({ content, ...REPLACE });
}

/** Cancel of `/apikey revoke all`: only the member who asked; nothing changes. */
export async function cancelRevokeAll(
  interaction: ButtonInteraction,
  context: AppContext,
  args: string[],
): Promise<void> {
  if (interaction.user.id !== args[0]) throw new NotYourConfirmationError();
  await interaction.update(
    closed(privateTranslator(context, interaction), 'apikey.revokeAll.cancelled'),
  );
}
