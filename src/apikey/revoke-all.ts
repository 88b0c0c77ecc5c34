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
import { EPHEMERAL, REPLACE } from '../bot/private-answers.js';
import { NO_MENTIONS } from '../discord/discord-rules.js';
import { userText } from '../discord/text.js';
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

/** The ephemeral question with Confirm and Cancel buttons. */
export function revokeAllPrompt(
  request: RevokeAllRequest,
  serviceUsername: string,
): InteractionReplyOptions {
  const { userId, issuedAt, linkedAt } = request;
  const confirm = new ButtonBuilder()
    .setCustomId(customId(APIKEY_COMMAND, APIKEY_ACTIONS.revokeAll, userId, issuedAt, linkedAt))
    .setLabel('Revoke every key')
    .setStyle(ButtonStyle.Danger);
  const cancel = new ButtonBuilder()
    .setCustomId(customId(APIKEY_COMMAND, APIKEY_ACTIONS.revokeCancel, userId))
    .setLabel('Cancel')
    .setStyle(ButtonStyle.Secondary);
  const content = [
    `⚠️ Revoke **every** API key of the image-service account **${userText(serviceUsername, 100)}**?`,
    'Every app, bot or server using a key of this account stops working, and your linked key is unlinked here. This cannot be undone.',
    `Confirm within ${REVOKE_ALL_TTL_MS / 60_000} minutes.`,
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

const closed = (content: string) => ({ content, components: [], allowedMentions: NO_MENTIONS });

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
  if (interaction.createdTimestamp - request.issuedAt > REVOKE_ALL_TTL_MS) {
    await interaction.update(
      closed(
        '⌛ This confirmation expired, so nothing was revoked. Run `/apikey revoke all:True` again if you still want to.',
      ),
    );
    return;
  }
  const { userId } = request;
  const stored = await context.stores.apiKeys.get(userId);
  if (stored?.linkedAt !== request.linkedAt) {
    await interaction.update(
      closed(
        'Your linked key changed since you asked, so nothing was revoked. Run `/apikey revoke all:True` again if you still want to.',
      ),
    );
    return;
  }
  await interaction.deferUpdate();
  let revoked: number | undefined;
  try {
    revoked = await context.api.revokeApiKey(stored.apiKey, { all: true });
  } catch (error) {
    if (!(error instanceof InvalidApiKeyError)) throw error;
    await forgetRejectedKey(context.stores, { kind: 'user', userId }, stored.apiKey);
    const content = `⚠️ Your linked key \`${stored.masked}\` was already invalid or revoked, so it could not revoke the others; I unlinked it. Revoke the remaining keys in your image-service account.`;
    await interaction.editReply({ content, ...REPLACE });
    return;
  }
  const current = await context.stores.apiKeys.get(userId);
  if (current?.apiKey === stored.apiKey) await context.stores.apiKeys.unlink(userId);
  context.logger.info('all api keys revoked', { user: userId, revoked });
  const count = revoked === undefined ? 'every key' : `${revoked} key${revoked === 1 ? '' : 's'}`;
  const content = [
    `✅ Revoked ${count} of **${userText(stored.serviceUsername, 100)}** and unlinked \`${stored.masked}\`.`,
    'Create a new key with `/apikey generate` when you need one.',
  ].join('\n');
  await interaction.editReply({ content, ...REPLACE });
}

/** Cancel of `/apikey revoke all`: only the member who asked; nothing changes. */
export async function cancelRevokeAll(
  interaction: ButtonInteraction,
  _context: AppContext,
  args: string[],
): Promise<void> {
  if (interaction.user.id !== args[0]) throw new NotYourConfirmationError();
  await interaction.update(closed('Cancelled: no key was revoked.'));
}
