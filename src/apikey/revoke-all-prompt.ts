import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  type InteractionReplyOptions,
} from 'discord.js';
import { customId } from '../command.js';
import { userText } from '../render/format.js';
import { APIKEY_ACTIONS, APIKEY_COMMAND } from './apikey-actions.js';
import { EPHEMERAL } from './ephemeral.js';

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
